/**
 * Server-rendered pages through Fastify (not a hijacked socket), so that they get what every
 * answer of the site's context gets: security headers, request limits, ETag/304; and so that a
 * rendered page can be kept in the shared answer cache (app.responseCache) until the next content
 * import.
 *
 * Pages are rendered with a per-process marker where the CSP nonce goes; each answer, cached or
 * fresh, swaps it for a new random nonce. The marker is random, so no content can contain it.
 */
import { randomBytes, randomFillSync } from 'node:crypto';
import {
  appendVary,
  buildEtag,
  compressText,
  isNotModified,
  type Metrics,
  type ResponseCache,
  type StoredResponse,
  UNROUTED,
} from '@cosems/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { createSiteContext, SiteContextValues } from '../app/lib/context.ts';
import { buildPageCsp } from './csp.ts';
import { toFetchHeaders } from './fetch-headers.ts';
import { createPageAddressResolver } from './page-address.ts';
import { RenderLimit, type RenderLimitOptions } from './render-limit.ts';

/**
 * Browsers may keep a page a minute and show it while checking again for five; shared caches may
 * not keep it at all, since each answer carries its own nonce.
 */
export const PAGE_CACHE_CONTROL = 'private, max-age=60, stale-while-revalidate=300';

export interface PageRendererOptions {
  build: ServerBuild;
  mode: string;
  /** The data port and the public addresses; the nonce marker is this module's. */
  context: Omit<SiteContextValues, 'nonce'>;
  /** Null when the process cannot hear content imports (API on another host): no page cache then. */
  cache: ResponseCache | null;
  /** Uncached renders per client address (server/render-limit.ts); absent or max 0: no limit. */
  renderLimit?: RenderLimitOptions;
  /** Where each page's route (the label of its request) and each cache lookup are counted. */
  metrics?: Pick<Metrics, 'setRoute' | 'countCacheLookup'>;
}

/**
 * A fresh 128-bit nonce per answer. The random bytes are drawn from the system's generator 4 KiB at
 * a time and each byte is used once: one call per 256 answers instead of one per answer (measured:
 * 7% of a cached page's time went to randomBytes(16)).
 */
const NONCE_BYTES = 16;
const nonceReserve = Buffer.alloc(4096);
let reservePosition = nonceReserve.length;
export function createNonce(): string {
  if (reservePosition + NONCE_BYTES > nonceReserve.length) {
    randomFillSync(nonceReserve);
    reservePosition = 0;
  }
  const nonce = nonceReserve.toString('base64', reservePosition, reservePosition + NONCE_BYTES);
  reservePosition += NONCE_BYTES;
  return nonce;
}

export function createPageRenderer({ build, mode, context, cache, renderLimit, metrics }: PageRendererOptions) {
  const marker = randomBytes(18).toString('hex');
  // A stored page as UTF-8 pieces between the markers, encoded once: each answer only copies
  // them around a fresh nonce (no search, no re-encoding of the whole page per answer).
  const piecesOf = new WeakMap<StoredResponse, Buffer[]>();
  const stampNonce = (stored: StoredResponse, nonce: string): Buffer => {
    let pieces = piecesOf.get(stored);
    if (!pieces) {
      pieces = stored.body.split(marker).map((p) => Buffer.from(p));
      piecesOf.set(stored, pieces);
    }
    if (pieces.length === 1) return pieces[0] as Buffer;
    const n = Buffer.from(nonce);
    return Buffer.concat(pieces.flatMap((p, i) => (i === 0 ? [p] : [n, p])));
  };
  const handler = createRequestHandler(build, mode);
  // The build's own context objects (app/entry.server.tsx re-exports the factory), not this
  // process's copy of app/lib/context.ts: a context is found by identity. The nonce marker stands
  // where the nonce goes.
  const { createSiteContext: createContextOfBuild } = build.entry.module as unknown as { createSiteContext: typeof createSiteContext };
  if (typeof createContextOfBuild !== 'function') throw new Error('O build do site não exporta createSiteContext (app/entry.server.tsx).');
  const contextValues = { ...context, nonce: marker };
  const csp = buildPageCsp(context.publicApiUrl);
  const origin = context.siteUrl;
  const resolveAddress = createPageAddressResolver(build.routes);
  const limit = new RenderLimit(renderLimit ?? { max: 0, windowSeconds: 60 });

  async function render(request: FastifyRequest, url: string): Promise<{ stored: StoredResponse; headers: Headers }> {
    const headers = toFetchHeaders(request);
    // The path is appended to the configured origin, never resolved against it: '//host/x' stays here.
    const res = await handler(new Request(origin + url, { method: request.method, headers }), createContextOfBuild(contextValues));
    const body = await res.text();
    return {
      headers: res.headers,
      stored: {
        status: res.status,
        contentType: res.headers.get('content-type') ?? 'text/html; charset=utf-8',
        body,
        etag: buildEtag(body),
        lastModified: new Date().toUTCString(),
        cacheControl: res.headers.get('cache-control') ?? undefined,
      },
    };
  }

  return async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const address = resolveAddress(request.url);
    metrics?.setRoute(request, address.route ?? UNROUTED);
    if (address.kind === 'redirect') {
      return reply.code(301).header('location', address.location).header('cache-control', 'public, max-age=3600').send();
    }
    // HEAD reads the cache too (a HEAD flood must not render); only a GET's render is stored.
    const key = address.key;
    let stored = key === null ? undefined : cache?.get(key);
    if (key !== null && cache) metrics?.countCacheLookup('paginas', stored !== undefined);
    if (!stored) {
      const retryAfter = limit.take(request.ip);
      if (retryAfter > 0) {
        // Cheap on purpose: no render, no page, a few bytes.
        return reply
          .code(429)
          .header('retry-after', String(retryAfter))
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(`Muitas requisições. Tente novamente em ${retryAfter} s.`);
      }
      const generation = cache?.generation ?? 0;
      // The canonical address: what is stored under `key` is exactly what `key` names.
      const rendered = await render(request, address.url);
      stored = rendered.stored;
      // Copy what React Router set (Location of a redirect, Vary…), except what is decided here.
      for (const [k, v] of rendered.headers) {
        if (!['content-type', 'content-length', 'cache-control', 'set-cookie'].includes(k)) reply.header(k, v);
      }
      // Only 200s: a 404 page, a redirect, a single-fetch redirect (202) or error are rendered each time.
      if (key !== null && request.method === 'GET' && stored.status === 200) cache?.set(key, stored, generation);
    }
    reply.code(stored.status).type(stored.contentType);
    if (stored.status === 200) {
      reply
        .header('cache-control', stored.cacheControl ?? PAGE_CACHE_CONTROL)
        .header('etag', stored.etag)
        .header('last-modified', stored.lastModified);
      // A 304 carries no CSP: the browser keeps the stored page with the policy (and nonce) it came with.
      if (isNotModified(request, stored.etag, stored.lastModified)) return reply.code(304).send();
    } else {
      reply.header('cache-control', 'no-store');
    }
    const nonce = createNonce();
    reply.header('content-security-policy', csp(nonce));
    // Appended: a Vary that React Router set (copied above) stays.
    appendVary(reply, 'Accept-Encoding');
    const body = stampNonce(stored, nonce);
    if (request.method === 'HEAD') return reply.send(body);
    const compressed = await compressText(request.headers['accept-encoding'], body);
    if (!compressed) return reply.send(body);
    return reply.header('content-encoding', compressed.encoding).send(compressed.body);
  };
}
