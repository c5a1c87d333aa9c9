/**
 * Uncached renders per client address (issue 15): a token bucket per address (request.ip, as
 * TRUST_PROXY makes Fastify see it) that holds RENDER_LIMIT_MAX renders and refills that many per
 * RENDER_LIMIT_WINDOW_SECONDS. Pages served from the cache take nothing; a render (a page or
 * `.data` the cache does not hold, a redirect, a 404) takes one. Past the limit the site answers
 * 429 with Retry-After and a few bytes of text, without rendering anything.
 *
 * The state is bounded: at most MAX_CLIENTS addresses, the least recently seen forgotten first (a
 * forgotten address starts again with a full bucket, which is what a new address gets anyway), so
 * a client with many addresses cannot grow memory.
 */
export const MAX_CLIENTS = 10_000;

export interface RenderLimitOptions {
  /** Renders a client may make at once, and per window; 0 turns the limit off. */
  max: number;
  windowSeconds: number;
  /** Clock in milliseconds (tests). */
  now?: () => number;
  maxClients?: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class RenderLimit {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;
  private readonly now: () => number;
  private readonly maxClients: number;

  constructor(private readonly options: RenderLimitOptions) {
    this.perMs = options.max / (options.windowSeconds * 1000);
    this.now = options.now ?? Date.now;
    this.maxClients = options.maxClients ?? MAX_CLIENTS;
  }

  get enabled(): boolean {
    return this.options.max > 0;
  }

  /** Addresses currently remembered. */
  get size(): number {
    return this.buckets.size;
  }

  /** Takes one render for `client`: 0 when allowed, else the seconds until one is. */
  take(client: string): number {
    if (!this.enabled) return 0;
    const now = this.now();
    const bucket = this.buckets.get(client);
    let tokens = this.options.max;
    if (bucket) {
      tokens = Math.min(this.options.max, bucket.tokens + (now - bucket.at) * this.perMs);
      // Map keeps insertion order: re-inserted, the address becomes the most recently seen.
      this.buckets.delete(client);
    } else if (this.buckets.size >= this.maxClients) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    if (tokens >= 1) {
      this.buckets.set(client, { tokens: tokens - 1, at: now });
      return 0;
    }
    this.buckets.set(client, { tokens, at: now });
    return Math.max(1, Math.ceil((1 - tokens) / this.perMs / 1000));
  }
}
