/**
 * ETag/Last-Modified with 304s, and the in-memory answer cache, for API reads. The cache object is shared
 * with the site's page renderer (app.respostas), and both are cleared by content imports.
 */
import type { Database } from '@cosems/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { copiaComprimida } from './compressao.ts';
import { CacheRespostas, chaveDeCache, etagDe, type LimitesCache, naoModificado } from '../lib/cache-respostas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    respostas: CacheRespostas;
  }
}

const servidoDoCache = new WeakSet<FastifyRequest>();
/** The cache's generation when each API read began (see CacheRespostas.geracao). */
const geracaoNoInicio = new WeakMap<FastifyRequest, number>();
/** Query parameters the API reads (busca, pages, region filter); any other makes a read uncacheable. */
const PARAMETROS_API = new Set(['q', 'page', 'regiao']);

/** Creates the shared cache and keeps it in step with content imports (any process). */
export async function registerCacheRespostas(app: FastifyInstance, database: Database, limites: LimitesCache) {
  const cache = new CacheRespostas(limites);
  app.decorate('respostas', cache);
  const parar = await database.watchContent({
    onChange: () => cache.conteudoMudou(),
    onState: (listening) => {
      cache.escutando(listening);
      if (!listening) app.log.warn('Canal de avisos de conteúdo perdido: cache de respostas suspenso até reconectar.');
    },
  });
  // The database may already be gone (closed, or the server down): stopping must not fail then.
  app.addHook('onClose', async () => {
    await parar().catch(() => {});
  });

  // At the root and before compression (registered after this), so it sees the plain JSON text.
  // Callback-style (no promise per request). At the root and before compression (registered
  // after this), so it sees the plain JSON text.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.method !== 'GET' ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      !request.url.startsWith('/api/') ||
      // The reference page sends its own CSP, which a cached copy would not carry.
      request.url.startsWith('/api/docs') ||
      servidoDoCache.has(request)
    )
      return done(null, payload);
    const etag = etagDe(payload);
    const lastModified = new Date().toUTCString();
    const key = chaveDeCache(request.url, PARAMETROS_API);
    const geracao = geracaoNoInicio.get(request);
    if (key !== null && geracao !== undefined) {
      cache.set(
        key,
        {
          status: 200,
          contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
          body: payload,
          etag,
          lastModified,
        },
        geracao,
      );
    }
    reply.header('etag', etag).header('last-modified', lastModified);
    if (clienteJaTem(request, etag, lastModified)) {
      reply.code(304);
      return done(null, '');
    }
    done(null, payload);
  });
}

/** 304 when the client already holds this answer, by ETag or else by date. */
export function clienteJaTem(request: FastifyRequest, etag: string, lastModified: string): boolean {
  const inm = request.headers['if-none-match'];
  if (inm) return naoModificado(inm, etag);
  const ims = request.headers['if-modified-since'];
  if (!ims) return false;
  const since = Date.parse(ims);
  return Number.isFinite(since) && Date.parse(lastModified) <= since;
}

/**
 * Serves API reads from the cache, after the rate limit: a cached answer still counts against the
 * client's allowance.
 */
export function cacheDeLeituras(api: FastifyInstance) {
  const cache = api.respostas;
  // preValidation: @fastify/rate-limit adds its check as each route's own onRequest hook, which
  // runs after any onRequest hook of this context.
  api.addHook('preValidation', (request, reply, done) => {
    const hit = request.method === 'GET' ? cache.get(request.url) : undefined;
    if (!hit) {
      if (request.method === 'GET') geracaoNoInicio.set(request, cache.geracao);
      return done();
    }
    // Answered here: callback-style hooks that send must not call done().
    servidoDoCache.add(request);
    reply.code(hit.status).type(hit.contentType).header('etag', hit.etag).header('last-modified', hit.lastModified);
    if (clienteJaTem(request, hit.etag, hit.lastModified)) {
      reply.code(304).send();
      return;
    }
    // Compressed once per entry, not per answer (the compression plugin skips an answer that
    // already has a Content-Encoding). Nothing is returned: a callback hook returning the reply
    // (a thenable) would be taken for an async one.
    const comprimida = copiaComprimida(hit, request.headers['accept-encoding']);
    if (comprimida) reply.header('vary', 'Accept-Encoding').header('content-encoding', comprimida.encoding).send(comprimida.body);
    else reply.send(hit.body);
  });
}
