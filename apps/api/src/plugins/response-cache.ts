/**
 * The in-memory answer cache shared by the API and the site (app.responseCache), kept in step with
 * every content change (imports and back-office saves, announced on the content channel, and the
 * moments of scheduled news); and the API's read hooks: served from that cache, ETag/Last-Modified with
 * 304s, and the Cache-Control of JSON reads. The site's page renderer (apps/web/server) fills the
 * same cache with pages.
 */
import { createGunzip } from 'node:zlib';
import type { Database } from '@cosems/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ContentSchedule } from '../lib/content-schedule.ts';
import {
  buildCacheKey,
  buildEtag,
  matchesIfNoneMatch,
  ResponseCache,
  type ResponseCacheLimits,
  type StoredResponse,
} from '../lib/response-cache.ts';
import { appendVary, compressForCache, getAcceptedEncoding, getCompressedCopy, THRESHOLD } from './compression.ts';
import type { FrontCache } from './front-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

/**
 * Creates the shared cache on `root` (every context sees it) and clears it on every content change
 * heard from any process (an import, a back-office save), and at each scheduled publication's time.
 */
export async function registerResponseCache(
  root: FastifyInstance,
  database: Database,
  limits: ResponseCacheLimits,
  nextScheduledChange: () => Promise<Date | null>,
) {
  const cache = new ResponseCache(limits);
  root.decorate('responseCache', cache);
  const schedule = new ContentSchedule({
    nextChange: nextScheduledChange,
    fire: () => cache.contentChanged(),
    onScheduledChange: () => root.metrics.countScheduledChange(),
    onError: (err) => root.log.warn({ err }, 'Próxima publicação agendada não lida; nova tentativa em 30 s.'),
  });
  const stop = await database.watchContent({
    onChange: () => {
      cache.contentChanged();
      void schedule.arm();
    },
    onState: (listening) => {
      cache.setListening(listening);
      if (!listening) root.log.warn('Canal de avisos de conteúdo perdido: cache de respostas suspenso até reconectar.');
    },
  });
  // The database may already be gone (closed, or the server down): stopping must not fail then.
  await schedule.arm();
  root.addHook('onClose', async () => {
    schedule.stop();
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
  /** Where an answer served from the cache is kept for the next same request (plugins/front-cache.ts). */
  front: FrontCache;
}

const servedFromCache = new WeakSet<FastifyRequest>();
/** The cache's generation when each read began (see ResponseCache.generation). */
const generationAtStart = new WeakMap<FastifyRequest, number>();
/** The key each read was looked up under, to store its answer under the same one. */
const keyOf = new WeakMap<FastifyRequest, string>();
/** What a read answered from the cache sent, for the front. */
const sentFromCache = new WeakMap<FastifyRequest, { key: string; entry: StoredResponse; body: Buffer | string }>();

/** The query parameters a route's querystring schema declares, in order: the only ones its handler reads. */
const declaredQueryOf = new WeakMap<object, readonly string[]>();
function getDeclaredQuery(schema: unknown): readonly string[] {
  if (!schema || typeof schema !== 'object') return [];
  let names = declaredQueryOf.get(schema);
  if (!names) {
    names = Object.keys((schema as { properties?: Record<string, unknown> }).properties ?? {}).sort();
    declaredQueryOf.set(schema, names);
  }
  return names;
}

/**
 * The cache key of an API read, once Fastify has validated (and coerced) its parameters: the
 * route's path with its parameters as parsed, and the query parameters its schema declares, as
 * parsed. `/api/busca?q=sus&page=02&utm_source=x` and `/api/busca?page=2&q=sus` are one entry;
 * `/api/noticia/2?q=N` is `/api/noticia/2`, whatever N (issue 15). The querystring schemas are the
 * one place that says what a route reads (they also feed validation and the OpenAPI document).
 */
export function getReadCacheKey(request: FastifyRequest): string | null {
  const route = request.routeOptions.url;
  if (route === undefined || request.is404) return null;
  const params = (request.params ?? {}) as Record<string, unknown>;
  // A wildcard route (the API's documentation assets) keys on its path as requested.
  const path = route.includes('*')
    ? (request.url.split('?', 1)[0] as string)
    : route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = (request.query ?? {}) as Record<string, unknown>;
  const read: Record<string, string | number> = {};
  for (const name of getDeclaredQuery(request.routeOptions.schema?.querystring)) {
    const value = query[name];
    if (typeof value === 'string' || typeof value === 'number') read[name] = value;
  }
  return buildCacheKey(path, read);
}

/**
 * The API's read hooks, for the context that registers them (the /api context). Reads are served
 * from the cache after the rate limit: a cached answer still counts against the client's allowance.
 */
export function registerReadCache(reads: FastifyInstance, { apiCacheSeconds, front }: ReadCacheOptions) {
  const cache = reads.responseCache;
  const readCacheControl =
    apiCacheSeconds > 0 ? `public, max-age=${apiCacheSeconds}, stale-while-revalidate=${apiCacheSeconds * 5}` : 'no-store';

  // preHandler: after @fastify/rate-limit (each route's own onRequest hook) and after validation,
  // so the key is built from the parameters as the handler will read them.
  reads.addHook('preHandler', (request, reply, done) => {
    if (request.method !== 'GET') return done();
    const key = getReadCacheKey(request);
    if (key === null) return done();
    const hit = cache.get(key);
    reads.metrics.countCacheLookup('api', hit !== undefined);
    if (!hit) {
      keyOf.set(request, key);
      generationAtStart.set(request, cache.generation);
      return done();
    }
    // Answered here: callback-style hooks that send must not call done().
    servedFromCache.add(request);
    reply.code(hit.status).type(hit.contentType).header('etag', hit.etag).header('last-modified', hit.lastModified);
    if (isNotModified(request, hit.etag, hit.lastModified)) {
      reply.code(304).send();
      return;
    }
    if (hit.compressed) {
      sendLarge(request, reply, key, hit, null);
      return;
    }
    // Compressed once per entry, not per answer (the compression plugin skips an answer that
    // already has a Content-Encoding). Nothing is returned: a callback hook returning the reply
    // (a thenable) would be taken for an async one.
    // Vary is appended to (CORS has put Origin there), like the plugin does for an answer it compresses.
    const compressed = getCompressedCopy(hit, request.headers['accept-encoding']);
    const body = compressed ? compressed.body : hit.body;
    sentFromCache.set(request, { key, entry: hit, body });
    if (compressed) {
      appendVary(reply, 'Accept-Encoding');
      reply.header('content-encoding', compressed.encoding).send(body);
    } else reply.send(body);
  });

  // Once sent, with every header the answer carried: the next same request is the front's.
  reads.addHook('onResponse', (request, reply, done) => {
    const sent = sentFromCache.get(request);
    const route = request.routeOptions.url;
    if (sent && route !== undefined)
      front.remember(request, reply, sent.key, sent.entry, sent.body, { cache: 'api', route, limited: true });
    done();
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
    const key = keyOf.get(request);
    const generation = generationAtStart.get(request);
    if (key !== undefined && generation !== undefined) {
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

/**
 * What one build of a large read made: the entry kept in the cache (only its compressed copies)
 * and, for the reads that waited for this build, the plain bytes too.
 */
interface LargeBuild {
  entry: StoredResponse;
  identity: Buffer;
}

/** The builds under way, per cache (one per application) and per generation and key. */
const largeBuilds = new WeakMap<ResponseCache, Map<string, Promise<LargeBuild>>>();

/**
 * A read whose answer grows with the archive (every news item, a region's news: megabytes at
 * 15,000 items; docs/decisions/049). Its answer is built at most once at a time per address and
 * content generation: the reads that arrive while it is being built wait for that build (also
 * with the cache off, CACHE_MAX_ENTRIES=0), and then share it. It is kept in the answer cache as
 * its brotli and gzip copies only, compressed once on libuv's thread pool; a client that accepts
 * neither gets the gzip copy inflated as it is sent. The bytes (once decoded), the ETag and the
 * headers are those of the route's ordinary answer: `produce` gives what the handler would return,
 * serialised by the route's own response schema. Sent here: the handler returns nothing after it.
 */
export async function sendLargeRead(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<void> {
  const cache = request.server.responseCache;
  const key = keyOf.get(request) ?? getReadCacheKey(request);
  // A HEAD (the lookup hook serves GETs only), or stored since this read's lookup.
  const stored = key === null ? undefined : cache.get(key);
  if (key !== null && stored?.compressed) {
    sendLarge(request, reply, key, stored, null);
    return;
  }
  // A build begun before a content change is not joined after it (its data may be older).
  const generation = generationAtStart.get(request) ?? cache.generation;
  let builds = largeBuilds.get(cache);
  if (!builds) {
    builds = new Map();
    largeBuilds.set(cache, builds);
  }
  const flight = key === null ? null : `${generation} ${key}`;
  let build = flight === null ? undefined : builds.get(flight);
  if (!build) {
    build = buildLarge(reply, produce);
    if (flight !== null && key !== null) {
      const all = builds;
      all.set(flight, build);
      build.then(
        (built) => {
          all.delete(flight);
          cache.set(key, built.entry, generation);
        },
        () => all.delete(flight),
      );
    }
  }
  const built = await build;
  sendLarge(request, reply, key, built.entry, built.identity);
}

async function buildLarge(reply: FastifyReply, produce: () => Promise<unknown>): Promise<LargeBuild> {
  const json = reply.serialize(await produce()) as string;
  const identity = Buffer.from(json);
  const entry: StoredResponse = {
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: '',
    etag: buildEtag(json),
    lastModified: new Date().toUTCString(),
  };
  // A short answer (a region with few news) is kept as any other read, and compressed as they are.
  if (identity.length < THRESHOLD) entry.body = json;
  else entry.compressed = { ...(await compressForCache(identity)), length: identity.length };
  return { entry, identity };
}

function sendLarge(request: FastifyRequest, reply: FastifyReply, key: string | null, entry: StoredResponse, identity: Buffer | null) {
  reply.code(200).type(entry.contentType).header('etag', entry.etag).header('last-modified', entry.lastModified);
  if (isNotModified(request, entry.etag, entry.lastModified)) return reply.code(304).send();
  const compressed = entry.compressed;
  if (!compressed) return reply.send(entry.body);
  appendVary(reply, 'Accept-Encoding');
  const encoding = getAcceptedEncoding(request.headers['accept-encoding']);
  if (encoding) {
    const body = compressed[encoding];
    if (key !== null) sentFromCache.set(request, { key, entry, body });
    return reply.header('content-encoding', encoding).send(body);
  }
  if (identity) return reply.send(identity);
  const inflated = createGunzip();
  inflated.end(compressed.gzip);
  return reply.header('content-length', String(compressed.length)).send(inflated);
}
