/**
 * The reads' allowance the front counts in synchronously (lib/reads-allowance.ts): the same key as
 * @fastify/rate-limit's, the same numbers in the headers, and null where Fastify must answer.
 */
import { normalizeIP } from '@fastify/rate-limit';
import { describe, expect, it } from 'vitest';
import { ReadsAllowance } from '../../src/lib/reads-allowance.ts';

describe('ReadsAllowance', () => {
  it('counts down from RATE_LIMIT_MAX, then leaves the 429 to Fastify', () => {
    const allowance = new ReadsAllowance(3, 60_000);
    const taken = [1, 2, 3, 4].map(() => allowance.take('203.0.113.7'));
    expect(taken.slice(0, 3).map((t) => t?.remaining)).toEqual([2, 1, 0]);
    expect(taken[0]).toEqual({ max: 3, remaining: 2, ttlInSeconds: 60 });
    expect(taken[3]).toBeNull();
    // Another client has its own allowance.
    expect(allowance.take('203.0.113.8')?.remaining).toBe(2);
  });

  it('keys a client as the plugin does: an IPv6 client by its /64, a mapped IPv4 as the IPv4', () => {
    const allowance = new ReadsAllowance(10, 60_000);
    allowance.take('2001:db8:1:2::1');
    // Same /64, another address: the same allowance (a client cannot buy one by changing its suffix).
    expect(allowance.take('2001:db8:1:2:ffff::9')?.remaining).toBe(8);
    expect(allowance.take('2001:db8:1:3::1')?.remaining).toBe(9);
    allowance.take('198.51.100.1');
    expect(allowance.take('::ffff:198.51.100.1')?.remaining).toBe(8);
    for (const ip of ['198.51.100.1', '2001:db8:1:2::1', '::ffff:198.51.100.1', '::1'])
      expect(normalizeIP(ip)).toBe((allowance as unknown as { keyOf(ip: string): string }).keyOf(ip));
  });

  it('keeps at most 1 024 IPv6 keys, and still keys correctly past them', () => {
    const allowance = new ReadsAllowance(10, 60_000);
    const keys = (allowance as unknown as { ipv6Keys: Map<string, string> }).ipv6Keys;
    for (let i = 0; i < 3000; i++) allowance.take(`2001:db8:${i.toString(16)}::1`);
    expect(keys.size).toBeLessThanOrEqual(1024);
    expect(allowance.take('2001:db8:0::2')?.remaining).toBe(8);
  });

  it('is the store the plugin builds: `new` on its option gives the one instance', () => {
    const allowance = new ReadsAllowance(5, 1000);
    const Store = allowance.storeOption;
    const a = new Store({});
    expect(new Store({})).toBe(a);
    let seen: number | undefined;
    a.incr(
      '203.0.113.9',
      (_e, r) => {
        seen = r?.current;
      },
      1000,
      5,
    );
    expect(seen).toBe(1);
    expect(allowance.take('203.0.113.9')?.remaining).toBe(3);
  });
});
