/**
 * The API reads' allowance (RATE_LIMIT_MAX requests per RATE_LIMIT_WINDOW_SECONDS and client):
 * one store of @fastify/rate-limit, shared by the plugin (which answers the 429s) and by the front
 * of the cached reads (plugins/front-cache.ts), which counts each answer it writes in the same
 * counters and with the same key as the plugin, but synchronously: the plugin's
 * `createRateLimit()` is an async function whose promises and awaits cost the front ~7 µs of CPU
 * per answer, a fifth of an answer's whole work (docs/desempenho.md, issue 26).
 */
/// <reference path="./local-store.d.ts" />
import { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor, normalizeIP } from '@fastify/rate-limit';
// The plugin's own in-memory store (not re-exported by its index): the same fixed window, the
// same LRU of 5,000 clients, and its `incr` calls back at once.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';

/** IPv6 addresses whose key is kept (lib/reads-allowance.ts keyOf). */
const IPV6_KEYS_KEPT = 1024;

/** What the front does with a read: write it with these numbers, or let Fastify decide (a 429, or a store that did not answer at once). */
export type Allowance = { max: number; remaining: number; ttlInSeconds: number } | null;

export class ReadsAllowance {
  private readonly store: FastifyRateLimitStore = new LocalStore(false, false);
  private readonly ipv6Keys = new Map<string, string>();

  constructor(
    readonly max: number,
    readonly timeWindowMs: number,
  ) {}

  /** The plugin's `store` option: the plugin builds its store with `new`, and gets this one. */
  get storeOption(): FastifyRateLimitStoreCtor {
    const store = this.store;
    // A constructor that returns an object makes `new` give that object.
    return function SharedStore() {
      return store;
    } as unknown as FastifyRateLimitStoreCtor;
  }

  /**
   * Counts one read of the client at `ip` (the plugin's key: the address, an IPv6 one by its /64)
   * and gives the numbers of its answer's headers, or null when Fastify must answer: over the
   * limit (the plugin writes the 429 and counts that request too, as it always did), or no answer
   * from the store at once.
   */
  take(ip: string): Allowance {
    let result: { current: number; ttl: number } | undefined;
    this.store.incr(
      this.keyOf(ip),
      (error, res) => {
        if (!error) result = res;
      },
      this.timeWindowMs,
      this.max,
    );
    if (result === undefined || result.current > this.max) return null;
    return { max: this.max, remaining: Math.max(0, this.max - result.current), ttlInSeconds: Math.ceil(result.ttl / 1000) };
  }

  /**
   * The plugin's key (normalizeIP): an IPv4 address as it is, without the IPv6 test's long regular
   * expression; an IPv6 one, whose /64 takes two parses, from a small memo of the last addresses.
   */
  private keyOf(ip: string): string {
    if (!ip.includes(':')) return ip;
    let key = this.ipv6Keys.get(ip);
    if (key === undefined) {
      // Bounded: a client with many addresses empties it, and pays the parses, nothing more.
      if (this.ipv6Keys.size >= IPV6_KEYS_KEPT) this.ipv6Keys.clear();
      key = normalizeIP(ip);
      this.ipv6Keys.set(ip, key);
    }
    return key;
  }
}
