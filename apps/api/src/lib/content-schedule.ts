/**
 * Scheduled publishing without a "missed schedule": every public read filters on the clock
 * (repositories/noticias.ts, `visivel`), so an item appears at its time even if no process was up
 * then. What the clock cannot reach is an answer already cached: this timer empties the caches of
 * this process at the next moment an item appears or leaves (issue 11). Each process arms its own;
 * none needs to be the "scheduler", and nothing is lost when all of them were down.
 */

/** Never sleep longer than this: a clock that jumps, or a change not heard, is caught within it. */
const MAX_SLEEP_MS = 15 * 60 * 1000;
/** When the database cannot say, ask again after this long. */
const RETRY_MS = 30 * 1000;
/** Fire a little after the moment, so the database's now() has surely passed it. */
const MARGIN_MS = 50;

export interface ContentScheduleOptions {
  /** The next moment something appears or leaves (null: nothing scheduled). */
  nextChange(): Promise<Date | null>;
  /** Empties the caches (at a scheduled moment, and after every MAX_SLEEP_MS in any case). */
  fire(): void;
  /** Called when the timer that fired was set for a scheduled moment (the metrics count them). */
  onScheduledChange?(): void;
  onError?(err: unknown): void;
}

export class ContentSchedule {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Each arm() bumps it: an older, slower query must not re-arm over a newer one. */
  private round = 0;

  constructor(private readonly options: ContentScheduleOptions) {}

  /** (Re)computes the next moment; call at start and after every content change. */
  async arm(): Promise<void> {
    const round = ++this.round;
    let delay: number;
    let scheduled = false;
    try {
      const next = await this.options.nextChange();
      const untilNext = next === null ? Number.POSITIVE_INFINITY : Math.max(0, next.getTime() - Date.now()) + MARGIN_MS;
      scheduled = untilNext <= MAX_SLEEP_MS;
      delay = Math.min(MAX_SLEEP_MS, untilNext);
    } catch (err) {
      this.options.onError?.(err);
      delay = RETRY_MS;
    }
    if (this.stopped || round !== this.round) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.options.fire();
      if (scheduled) this.options.onScheduledChange?.();
      void this.arm();
    }, delay);
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
