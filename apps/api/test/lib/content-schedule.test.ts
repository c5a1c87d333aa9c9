/**
 * The timer that empties a process's caches when a scheduled item appears or leaves
 * (docs/decisions/035: each process fires once for its own caches; the publication itself is the
 * clock filter of every read, so N processes never publish twice).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentSchedule } from '../../src/lib/content-schedule.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ContentSchedule', () => {
  it('fires once, just after the moment, in each of several processes', async () => {
    const moment = new Date(Date.now() + 4000);
    let next: Date | null = moment;
    const fired = [0, 0, 0];
    const processes = fired.map(
      (_, i) =>
        new ContentSchedule({
          nextChange: async () => next,
          fire: () => {
            fired[i] = (fired[i] ?? 0) + 1;
          },
        }),
    );
    await Promise.all(processes.map((p) => p.arm()));
    await vi.advanceTimersByTimeAsync(3999);
    expect(fired).toEqual([0, 0, 0]);
    // Once the moment has passed, the database has nothing more scheduled.
    next = null;
    await vi.advanceTimersByTimeAsync(100);
    expect(fired).toEqual([1, 1, 1]);
    // Nothing else fires until the 15-minute ceiling.
    await vi.advanceTimersByTimeAsync(14 * 60_000);
    expect(fired).toEqual([1, 1, 1]);
    for (const p of processes) p.stop();
  });

  it('asks again after 30 s when the database cannot say, and fires then', async () => {
    const errors: unknown[] = [];
    let down = true;
    let fired = 0;
    const schedule = new ContentSchedule({
      nextChange: async () => {
        if (down) throw new Error('banco fora do ar');
        return new Date(Date.now() + 1000);
      },
      fire: () => fired++,
      onError: (err) => errors.push(err),
    });
    await schedule.arm();
    expect(errors).toHaveLength(1);
    down = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fired).toBe(1);
    await vi.advanceTimersByTimeAsync(1100);
    expect(fired).toBe(2);
    schedule.stop();
  });

  it('a slower, older reading does not replace a newer one', async () => {
    let fired = 0;
    const answers: ((d: Date | null) => void)[] = [];
    const schedule = new ContentSchedule({
      nextChange: () => new Promise<Date | null>((resolve) => answers.push(resolve)),
      fire: () => fired++,
    });
    const older = schedule.arm();
    const newer = schedule.arm();
    answers[1]?.(new Date(Date.now() + 60_000));
    await newer;
    answers[0]?.(new Date(Date.now() + 1000));
    await older;
    await vi.advanceTimersByTimeAsync(2000);
    expect(fired).toBe(0);
    await vi.advanceTimersByTimeAsync(58_100);
    expect(fired).toBe(1);
    schedule.stop();
  });

  it('stops: nothing fires after stop()', async () => {
    let fired = 0;
    const schedule = new ContentSchedule({ nextChange: async () => new Date(Date.now() + 1000), fire: () => fired++ });
    await schedule.arm();
    schedule.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fired).toBe(0);
  });
});
