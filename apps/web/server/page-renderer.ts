/**
 * Server-rendered pages through Fastify (not a hijacked socket), so that they get what every
 * answer of the site's context gets: security headers, request limits, ETag/304; and so that a
 * rendered page can be kept in the shared answer cache (app.responseCache) until the next content
 * import.
 *
 * A page is rendered with a per-process marker where a CSP nonce goes; once rendered, the scripts
 * carrying the marker (the page's own) are hashed, the marker is removed, and the page's CSP allows
 * exactly those hashes (csp.ts). A stored page is then final: its bytes, its policy and its brotli
 * and gzip copies are made once and every answer sends the same bytes, so shared caches (nginx, a
 * CDN) may keep it too (docs/decisions/031-paginas-publicas-com-hashes-de-script.md).
 */
import { randomBytes } from 'node:crypto';
import {
  appendVary,
  buildEtag,
  compressText,
  encodeForCache,
  type FrontCache,
  isNotModified,
  type Metrics,
  pickEncoded,
  type ResponseCache,
  type StoredResponse,
  UNROUTED,
} from '@cosems/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { createSiteContext, SiteContextValues } from '../app/lib/context.ts';
import { buildPageCsp, hashMarkedScripts } from './csp.ts';
import { toFetchHeaders } from './fetch-headers.ts';
import { createPageAddressResolver } from './page-address.ts';
import { RenderLimit, type RenderLimitOptions } from './render-limit.ts';

/**
 * Every visitor gets the same page, so any cache may keep it; how long is the trade-off between
 * freshness and load of docs/decisions/031: a browser reuses it 5 s (then asks again, a 304 when
 * nothing changed); a shared cache serves it 10 s, then, for 30 s more, serves the old copy while
 * it fetches the new one in the background. A content change reaches visitors behind nginx or a
 * CDN within about 10 s on a page that is read, within 40 s at worst on a quiet one.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=5, s-maxage=10, stale-while-revalidate=30';

/** What is personal (a Set-Cookie) is never stored anywhere. */
const PERSONAL_CACHE_CONTROL = 'private, no-store';

export interface PageRendererOptions {
  build: ServerBuild;
  mode: string;
  /** The data port and the public addresses; the script marker is this module's. */
  context: Omit<SiteContextValues, 'nonce'>;
  /** Null when the process cannot hear content changes (API on another host): no page cache then. */
  cache: ResponseCache | null;
  /** Uncached renders per client address (server/render-limit.ts); absent or max 0: no limit. */
  renderLimit?: RenderLimitOptions;
  /** Where each page's route (the label of its request) and each cache lookup are counted. */
  metrics?: Pick<Metrics, 'setRoute' | 'countCacheLookup'>;
  /**
   * The front of the cached reads (apps/api plugins/front-cache.ts): a page sent from the cache is
   * handed to it once sent (rememberSent, an onResponse hook), and its next request for the same
   * address and encoding is written before Fastify (docs/decisions/061).
   */
  front?: Pick<FrontCache, 'remember'>;
}

/** A page sent from the cache, as the front keeps it. */
interface SentFromCache {
  key: string;
  entry: StoredResponse;
  body: Buffer;
  route: string;
}

interface Rendered {
  stored: StoredResponse;
  /** What React Router set besides what is decided here (Location of a redirect, Vary…). */
  headers: [string, string][];
  /** It set a cookie: personal, neither stored here nor by anyone. */
  personal: boolean;
}

export function createPageRenderer({ build, mode, context, cache, renderLimit, metrics, front }: PageRendererOptions) {
  // Written by React and React Router where a nonce goes, on every inline script they emit, and
  // removed before the page leaves: a script that carries it is the page's own (csp.ts).
  const marker = randomBytes(18).toString('hex');
  const handler = createRequestHandler(build, mode);
  // The build's own context objects (app/entry.server.tsx re-exports the factory), not this
  // process's copy of app/lib/context.ts: a context is found by identity.
  const { createSiteContext: createContextOfBuild } = build.entry.module as unknown as { createSiteContext: typeof createSiteContext };
  if (typeof createContextOfBuild !== 'function') throw new Error('O build do site não exporta createSiteContext (app/entry.server.tsx).');
  const contextValues = { ...context, nonce: marker };
  const csp = buildPageCsp(context.publicApiUrl);
  const origin = context.siteUrl;
  const resolveAddress = createPageAddressResolver(build.routes);
  const limit = new RenderLimit(renderLimit ?? { max: 0, windowSeconds: 60 });
  // One render (and one compression) per address at a time: the GETs that miss the cache while it
  // is being rendered wait for it instead of rendering it again (a spike after a content change).
  const inFlight = new Map<string, Promise<Rendered>>();
  const sentFromCache = new WeakMap<FastifyRequest, SentFromCache>();

  async function render(request: FastifyRequest, url: string, storable: boolean): Promise<Rendered> {
    const headers = toFetchHeaders(request);
    // The path is appended to the configured origin, never resolved against it: '//host/x' stays here.
    const res = await handler(new Request(origin + url, { method: request.method, headers }), createContextOfBuild(contextValues));
    const { html: body, sources } = hashMarkedScripts(await res.text(), marker);
    const personal = res.headers.has('set-cookie');
    const stored: StoredResponse = {
      status: res.status,
      contentType: res.headers.get('content-type') ?? 'text/html; charset=utf-8',
      body,
      etag: buildEtag(body),
      lastModified: new Date().toUTCString(),
      cacheControl: personal ? PERSONAL_CACHE_CONTROL : (res.headers.get('cache-control') ?? undefined),
      csp: csp(sources),
    };
    // Only 200s are stored: a 404 page, a redirect, a single-fetch redirect (202) or an error are
    // rendered (and compressed) each time.
    if (storable && stored.status === 200 && !personal) {
      stored.encoded = await encodeForCache(body);
      // Every answer of a stored page is sent from these bytes: the text itself is not kept, which
      // took more of the cache than the three copies together (two bytes a character).
      stored.body = '';
      request.log.debug(
        { pagina: url, bytes: stored.encoded.identity.length, br: stored.encoded.br?.length },
        'página comprimida para o cache',
      );
    }
    const copied = [...res.headers].filter(([k]) => !['content-type', 'content-length', 'cache-control', 'set-cookie'].includes(k));
    return { stored, headers: copied, personal };
  }

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const address = resolveAddress(request.url);
    metrics?.setRoute(request, address.route ?? UNROUTED);
    if (address.kind === 'redirect') {
      return reply.code(301).header('location', address.location).header('cache-control', 'public, max-age=3600').send();
    }
    // HEAD reads the cache too (a HEAD flood must not render); only a GET's render is stored.
    const key = address.key;
    let stored = key === null ? undefined : cache?.get(key);
    if (key !== null && cache) metrics?.countCacheLookup('paginas', stored !== undefined);
    const fromCache = stored !== undefined;
    if (!stored) {
      const shared = key !== null && request.method === 'GET' ? key : null;
      let rendering = shared === null ? undefined : inFlight.get(shared);
      if (!rendering) {
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
        rendering = render(request, address.url, shared !== null && cache?.active === true).then((rendered) => {
          if (shared !== null && rendered.stored.encoded) cache?.set(shared, rendered.stored, generation);
          return rendered;
        });
        if (shared !== null) {
          inFlight.set(shared, rendering);
          const done = () => inFlight.delete(shared);
          rendering.then(done, done);
        }
      }
      const rendered = await rendering;
      stored = rendered.stored;
      for (const [k, v] of rendered.headers) reply.header(k, v);
    }
    reply.code(stored.status).type(stored.contentType);
    if (stored.status === 200) {
      reply
        .header('cache-control', stored.cacheControl ?? PAGE_CACHE_CONTROL)
        .header('etag', stored.etag)
        .header('last-modified', stored.lastModified);
      // A 304 carries no CSP: the browser keeps the stored page with the policy it came with.
      if (isNotModified(request, stored.etag, stored.lastModified)) return reply.code(304).send();
    } else {
      reply.header('cache-control', 'no-store');
    }
    if (stored.csp) reply.header('content-security-policy', stored.csp);
    // Appended: a Vary that React Router set (copied above) stays.
    appendVary(reply, 'Accept-Encoding');
    if (stored.encoded) {
      // The bytes made when the page was stored: every answer of it is the same, compressed once.
      const { encoding, body } = pickEncoded(stored.encoded, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      if (fromCache && key !== null && stored.status === 200 && request.method === 'GET' && front) {
        sentFromCache.set(request, { key, entry: stored, body, route: address.route ?? UNROUTED });
      }
      return reply.send(body);
    }
    if (request.method === 'HEAD') return reply.send(stored.body);
    const compressed = await compressText(request.headers['accept-encoding'], stored.body);
    if (!compressed) return reply.send(stored.body);
    request.log.debug({ pagina: address.url, codificacao: compressed.encoding }, 'página comprimida');
    return reply.header('content-encoding', compressed.encoding).send(compressed.body);
  }

  /** The onResponse hook of the pages: a page sent whole from the cache goes to the front. */
  function rememberSent(request: FastifyRequest, reply: FastifyReply): void {
    const sent = sentFromCache.get(request);
    if (sent === undefined) return;
    front?.remember(request, reply, sent.key, sent.entry, sent.body, { cache: 'paginas', route: sent.route, limited: false });
  }

  return { renderPage, rememberSent };
}
