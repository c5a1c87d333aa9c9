/**
 * The in-memory answer cache shared by the API and the site (app.responseCache), kept in step with
 * content imports; and the API's read hooks: served from that cache, ETag/Last-Modified with
 * 304s, and the Cache-Control of JSON reads. The site's page renderer (apps/web/server) fills the
 * same cache with pages.
 */
import type { Database } from '@cosems/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildEtag, getCacheKey, matchesIfNoneMatch, ResponseCache, type ResponseCacheLimits } from '../lib/response-cache.ts';
import { appendVary, getCompressedCopy } from './compression.ts';

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

/**
 * Creates the shared cache on `root` (every context sees it) and clears it on every content
 * import heard from any process.
 */
export async function registerResponseCache(root: FastifyInstance, database: Database, limits: ResponseCacheLimits) {
  const cache = new ResponseCache(limits);
  root.decorate('responseCache', cache);
  const stop = await database.watchContent({
    onChange: () => cache.contentChanged(),
    onState: (listening) => {
      cache.setListening(listening);
      if (!listening) root.log.warn('Canal de avisos de conteúdo perdido: cache de respostas suspenso até reconectar.');
    },
  });
  // The database may already be gone (closed, or the server down): stopping must not fail then.
  root.addHook('onClose', async () => {
    await stop().catch(() => {});
  });
}

/** 304 when the client already holds this answer, by ETag or else by date. */
export function isNotModified(request: FastifyRequest, etag: string, lastModified: string): boolean {
  const inm = request.headers['if-none-match'];
  if (inm) return matchesIfNoneMatch(inm, etag);
  const ims = request.headers['if-modified-since'];
  if (!ims) return false;
  const since = Date.parse(ims);
  return Number.isFinite(since) && Date.parse(lastModified) <= since;
}

export interface ReadCacheOptions {
  /** Freshness of a 200 (and of the 304 that confirms it); 0: no-store. */
  apiCacheSeconds: number;
  /** Query parameters the context's routes read; any other makes a read uncacheable. */
  queryParameters: ReadonlySet<string>;
}

const servedFromCache = new WeakSet<FastifyRequest>();
/** The cache's generation when each read began (see ResponseCache.generation). */
const generationAtStart = new WeakMap<FastifyRequest, number>();

/**
 * The API's read hooks, for the context that registers them (the /api context). Reads are served
 * from the cache after the rate limit: a cached answer still counts against the client's allowance.
 */
export function registerReadCache(reads: FastifyInstance, { apiCacheSeconds, queryParameters }: ReadCacheOptions) {
  const cache = reads.responseCache;
  const readCacheControl =
    apiCacheSeconds > 0 ? `public, max-age=${apiCacheSeconds}, stale-while-revalidate=${apiCacheSeconds * 5}` : 'no-store';

  // preValidation: @fastify/rate-limit adds its check as each route's own onRequest hook, which
  // runs after any onRequest hook of this context.
  reads.addHook('preValidation', (request, reply, done) => {
    const hit = request.method === 'GET' ? cache.get(request.url) : undefined;
    if (!hit) {
      if (request.method === 'GET') generationAtStart.set(request, cache.generation);
      return done();
    }
    // Answered here: callback-style hooks that send must not call done().
    servedFromCache.add(request);
    reply.code(hit.status).type(hit.contentType).header('etag', hit.etag).header('last-modified', hit.lastModified);
    if (isNotModified(request, hit.etag, hit.lastModified)) {
      reply.code(304).send();
      return;
    }
    // Compressed once per entry, not per answer (the compression plugin skips an answer that
    // already has a Content-Encoding). Nothing is returned: a callback hook returning the reply
    // (a thenable) would be taken for an async one.
    // Vary is appended to (CORS has put Origin there), like the plugin does for an answer it compresses.
    const compressed = getCompressedCopy(hit, request.headers['accept-encoding']);
    if (compressed) {
      appendVary(reply, 'Accept-Encoding');
      reply.header('content-encoding', compressed.encoding).send(compressed.body);
    } else reply.send(hit.body);
  });

  // A context hook, so it runs before the compression plugin's (a route-level onSend) and sees
  // the plain JSON text. Callback-style: no promise per request.
  reads.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) {
      // A 304 confirms a stored 200: it carries the same freshness.
      reply.header('cache-control', reply.statusCode === 200 || reply.statusCode === 304 ? readCacheControl : 'no-store');
    }
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string' || servedFromCache.has(request))
      return done(null, payload);
    const etag = buildEtag(payload);
    const lastModified = new Date().toUTCString();
    const key = getCacheKey(request.url, queryParameters);
    const generation = generationAtStart.get(request);
    if (key !== null && generation !== undefined) {
      cache.set(
        key,
        {
          status: 200,
          contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
          body: payload,
          etag,
          lastModified,
        },
        generation,
      );
    }
    reply.header('etag', etag).header('last-modified', lastModified);
    if (isNotModified(request, etag, lastModified)) {
      reply.code(304);
      return done(null, '');
    }
    done(null, payload);
  });
}
