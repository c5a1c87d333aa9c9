/**
 * The front of the cached reads (docs/decisions/038-frente-das-leituras-da-api.md, and 061 for the
 * pages). A GET of an API read, or of a page of the site, that Fastify has already answered 200
 * from the answer cache is, the next time the same URL is asked for with the same encoding, written
 * by the node:http server before Fastify routes it: the same bytes and the same headers Fastify
 * sent, with a new request id (and, for an API read, the client's rate-limit numbers). An API read
 * still counts against the client's allowance (the rate-limit plugin's own store, shared through
 * lib/reads-allowance.ts); every answer counts in the metrics and in the request log.
 *
 * Only what cannot change the answer is answered here: GET with no body announced (the request
 * limits refuse one), no conditional headers (the 304 is Fastify's), no Origin (CORS), no Cookie
 * or Authorization, not the site's internal reads, not while the process is stopping (Fastify adds
 * `Connection: close`). The front keeps only what the API's read cache or the page renderer hands
 * it (remember): any other URL is Fastify's. The answer is served only
 * while the answer cache still holds the very entry it came from, so a content change (which
 * clears the cache) reaches the front at once.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { LogRequests } from '../config.ts';
import { answerLogger, logsAnswer } from '../lib/logger.ts';
import type { CacheName, Metrics } from '../lib/metrics.ts';
import type { Allowance, ReadsAllowance } from '../lib/reads-allowance.ts';
import type { ResponseCache, StoredResponse } from '../lib/response-cache.ts';
import { getAcceptedEncoding } from './compression.ts';

declare module 'fastify' {
  interface FastifyInstance {
    frontCache: FrontCache;
  }
}

/** Longest URL kept (a read's URL is short; a longer one goes to Fastify every time). */
const MAX_URL_LENGTH = 256;
/**
 * What each answer writes with its own values (the request id, the rate-limit plugin's numbers
 * under its default labels), and the connection's own header: never copied from the stored answer.
 */
const PER_ANSWER_HEADERS = new Set(['x-request-id', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'connection']);

type RawHandler = (request: IncomingMessage, response: ServerResponse) => void;

interface FrontAnswer {
  /** The answer cache's key and entry this answer was made from. */
  cacheKey: string;
  entry: StoredResponse;
  /**
   * The stored headers but the per-answer ones (request id, rate-limit numbers), as the flat
   * [name, value, …] list `writeHead` takes: each answer appends its own to a copy, cheaper than
   * copying and editing an object of ~20 headers (issue 26).
   */
  headers: (string | number)[];
  /**
   * Bytes, even when Fastify sent a string: `end(string)` makes node:http join the header block
   * and the body into one string and encode it to UTF-8 at every answer; with bytes it writes the
   * two as they are.
   */
  body: Buffer;
  how: FrontEntryOptions;
  bytes: number;
}

/** What the front must know of an answer it keeps, besides its bytes and headers. */
export interface FrontEntryOptions {
  /** The answer cache it comes from: its hit is counted there. */
  cache: CacheName;
  /** The route's pattern, for the metrics' label. */
  route: string;
  /**
   * Counted against the reads' allowance (RATE_LIMIT_MAX): the API's reads. The pages have none
   * (only their renders are limited, and the front answers no render).
   */
  limited: boolean;
}

export interface FrontCacheOptions {
  cache: ResponseCache;
  metrics: Metrics;
  log: FastifyBaseLogger;
  /** The request id of an answer (Fastify's genReqId). */
  requestId: (request: IncomingMessage) => string;
  /** The client's address as Fastify's request.ip gives it (TRUST_PROXY). */
  clientAddress: (request: IncomingMessage) => string | undefined;
  isDraining: () => boolean;
  /** LOG_REQUESTS: which answers get a log line (config.ts). */
  logRequests: LogRequests;
  /** Bounds of what the front keeps (entries, and bytes of bodies it may keep alive). */
  maxEntries?: number;
  maxBytes?: number;
}

/** The key of a request the front may answer (its encoding and URL), or null when it may not. */
export function frontKey(request: IncomingMessage): string | null {
  const url = request.url;
  if (request.method !== 'GET' || !url || url.length > MAX_URL_LENGTH) return null;
  const h = request.headers;
  if (h['if-none-match'] || h['if-modified-since'] || h.origin || h.cookie || h.authorization || h['x-cosems-internal']) return null;
  // A GET that announces a body is refused by the request limits (plugins/request-limits.ts).
  if (h['content-length'] !== undefined || h['transfer-encoding'] !== undefined) return null;
  return `${getAcceptedEncoding(h['accept-encoding']) ?? 'identity'} ${url}`;
}

export class FrontCache {
  private readonly answers = new Map<string, FrontAnswer>();
  private bytes = 0;
  private options: FrontCacheOptions | null = null;
  private allowance: ReadsAllowance | null = null;
  private logRequests: LogRequests | null = null;

  /** Turns the front on (once the answer cache exists). */
  enable(options: FrontCacheOptions): void {
    this.options = options;
    // Fastify's RequestLog writes a line at info (and below) for the answers LOG_REQUESTS names:
    // so does the front, whose answers are all 200s (lib/logger.ts).
    this.logRequests = ['info', 'debug', 'trace'].includes(options.log.level) ? options.logRequests : null;
  }

  /** The reads' rate limit (RATE_LIMIT_MAX), when it is on. */
  useRateLimit(allowance: ReadsAllowance): void {
    this.allowance = allowance;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.answers.size, bytes: this.bytes };
  }

  /** The node:http request handler: answers from the front, or hands the request to `next` (Fastify). */
  handle(request: IncomingMessage, response: ServerResponse, next: RawHandler): void {
    const options = this.options;
    const answer = options === null ? null : this.find(options, request);
    if (options === null || answer === null) {
      next(request, response);
      return;
    }
    const started = performance.now();
    const allowance = this.allowance;
    if (allowance === null || !answer.how.limited) {
      this.write(options, request, response, answer, started, null, undefined);
      return;
    }
    // The address is worked out once (proxy-addr walks X-Forwarded-For) and logged as the same.
    // No address (a socket already closed): Fastify's path decides, as it does over the limit
    // (Fastify answers the 429, and counts this request once more).
    const ip = options.clientAddress(request);
    const limit = ip === undefined ? null : allowance.take(ip);
    if (limit === null) next(request, response);
    else this.write(options, request, response, answer, started, limit, ip);
  }

  /** The answer kept for this request, while the answer cache still holds the entry it was made from. */
  private find(options: FrontCacheOptions, request: IncomingMessage): FrontAnswer | null {
    if (this.answers.size === 0 || options.isDraining()) return null;
    const key = frontKey(request);
    const answer = key === null ? undefined : this.answers.get(key);
    if (key === null || answer === undefined) return null;
    if (options.cache.get(answer.cacheKey) === answer.entry) return answer;
    this.forget(key, answer);
    return null;
  }

  /**
   * Keeps an answer Fastify just sent from the answer cache (an onResponse hook of the reads, or
   * of the site's pages), so that the next request for the same URL and encoding is answered here.
   */
  remember(
    request: FastifyRequest,
    reply: FastifyReply,
    cacheKey: string,
    entry: StoredResponse,
    body: Buffer | string,
    how: FrontEntryOptions,
  ): void {
    const options = this.options;
    // A cookie set on an answer is that client's: never written to another (no answer kept here
    // sets one today — a page that sets one is not stored — but a hook added later might).
    if (options === null || reply.statusCode !== 200 || options.isDraining() || reply.hasHeader('set-cookie')) return;
    const key = frontKey(request.raw);
    if (key === null) return;
    const headers: (string | number)[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || PER_ANSWER_HEADERS.has(name)) continue;
      if (Array.isArray(value)) for (const one of value) headers.push(name, one);
      else headers.push(name, value);
    }
    const bytesOfBody = typeof body === 'string' ? Buffer.from(body) : body;
    const bytes = bytesOfBody.length + key.length;
    const old = this.answers.get(key);
    if (old) this.forget(key, old);
    this.answers.set(key, { cacheKey, entry, headers, body: bytesOfBody, how, bytes });
    this.bytes += bytes;
    const maxEntries = options.maxEntries ?? 4096;
    const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
    for (const [oldestKey, oldest] of this.answers) {
      if (this.answers.size <= maxEntries && this.bytes <= maxBytes) break;
      this.forget(oldestKey, oldest);
    }
  }

  private forget(key: string, answer: FrontAnswer): void {
    if (this.answers.get(key) !== answer) return;
    this.answers.delete(key);
    this.bytes -= answer.bytes;
  }

  private write(
    options: FrontCacheOptions,
    request: IncomingMessage,
    response: ServerResponse,
    answer: FrontAnswer,
    started: number,
    limit: Allowance,
    /** The client's address when the rate limit already worked it out. */
    ip: string | undefined,
  ): void {
    const headers = answer.headers.slice();
    const id = options.requestId(request);
    headers.push('x-request-id', id);
    if (limit)
      headers.push('x-ratelimit-limit', limit.max, 'x-ratelimit-remaining', limit.remaining, 'x-ratelimit-reset', limit.ttlInSeconds);
    response.writeHead(200, headers);
    response.end(answer.body);
    const seconds = (performance.now() - started) / 1000;
    options.metrics.observeFrontAnswer(answer.how.route, answer.how.cache, seconds);
    if (this.logRequests && logsAnswer(this.logRequests, 200, seconds * 1000)) {
      // The one line Fastify's RequestLog writes for every answer (lib/logger.ts), with the same
      // fields; no child logger per request, as Fastify makes.
      // Shaped like a Fastify request, for the logger's request serializer (lib/logger.ts).
      const req = {
        method: request.method,
        url: request.url,
        host: request.headers.host,
        ip: ip ?? options.clientAddress(request),
        socket: request.socket,
      };
      answerLogger(options.log).info(
        { reqId: id, req, res: { statusCode: 200 }, responseTime: seconds * 1000, frente: true },
        'request completed',
      );
    }
  }
}
