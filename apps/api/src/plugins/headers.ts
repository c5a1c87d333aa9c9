/**
 * Security headers on every answer, and cache headers for API reads.
 *
 * The security headers are fixed strings, so they are built once and copied onto each reply by one
 * synchronous hook. (This replaced @fastify/helmet, which sent the same set but ran a chain of
 * middleware functions per request: measured with autocannon, one third of a cached API read's time.)
 */
import type { FastifyInstance } from 'fastify';

/** The headers every answer carries (helmet's defaults, with the choices noted). */
export function cabecalhosDeSeguranca(hstsMaxAge: number): Readonly<Record<string, string>> {
  return {
    'cross-origin-opener-policy': 'same-origin',
    // Images and files may be shown by the site on another host of the same site (PUBLIC_API_URL).
    'cross-origin-resource-policy': 'same-site',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Browsers ignore it over plain http (development), so it is on unless HSTS_MAX_AGE=0.
    ...(hstsMaxAge > 0 ? { 'strict-transport-security': `max-age=${hstsMaxAge}; includeSubDomains` } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    // The old XSS auditor is itself a hole; '0' turns it off where it still exists.
    'x-xss-protection': '0',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  };
}

/** For answers that set no policy of their own: JSON, images, files, errors, health. */
const CSP_ESTRITA = "default-src 'none'; frame-ancestors 'none'";

export async function registerHeaders(
  app: FastifyInstance,
  { apiCacheSeconds, hstsMaxAge }: { apiCacheSeconds: number; hstsMaxAge: number },
) {
  const seguranca = cabecalhosDeSeguranca(hstsMaxAge);
  const cacheLeitura =
    apiCacheSeconds > 0 ? `public, max-age=${apiCacheSeconds}, stale-while-revalidate=${apiCacheSeconds * 5}` : 'no-store';

  // Callback-style hooks: no promise per request on the hot path.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(seguranca);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    const url = request.url;
    const isApi = url.startsWith('/api/') && !url.startsWith('/api/docs');
    // Pages, the API reference page and static files set their own policy; every other answer
    // gets the strictest one.
    // A page's 304 carries none: the browser keeps the policy stored with the page, whose nonce is
    // in it; any policy sent here would replace that one.
    const pagina304 = reply.statusCode === 304 && !isApi && !url.startsWith('/image/') && !url.startsWith('/arquivo/');
    if (!pagina304 && !reply.hasHeader('content-security-policy') && !reply.raw.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', CSP_ESTRITA);
    }
    if (isApi && !reply.hasHeader('cache-control')) {
      // A 304 confirms a stored 200: it carries the same freshness.
      reply.header('cache-control', reply.statusCode === 200 || reply.statusCode === 304 ? cacheLeitura : 'no-store');
    }
    done(null, payload);
  });
}
