/** Security headers on every answer, and cache headers for API reads. */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerHeaders(
  app: FastifyInstance,
  { apiCacheSeconds, hstsMaxAge }: { apiCacheSeconds: number; hstsMaxAge: number },
) {
  await app.register(helmet, {
    // Pages set their own policy (the site's scripts and styles); JSON and files get the strictest one below.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Browsers ignore it over plain http (development), so it is on unless HSTS_MAX_AGE=0.
    strictTransportSecurity: hstsMaxAge > 0 ? { maxAge: hstsMaxAge, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    const url = request.url;
    const isApi = url.startsWith('/api/') && !url.startsWith('/api/docs');
    // Pages, the API reference page and static files set their own policy; every other answer
    // (JSON, images, files, errors, health) gets the strictest one.
    // A page's 304 carries none: the browser keeps the policy stored with the page, whose nonce is
    // in it; any policy sent here would replace that one.
    const pagina304 = reply.statusCode === 304 && !isApi && !url.startsWith('/image/') && !url.startsWith('/arquivo/');
    if (!pagina304 && !reply.hasHeader('content-security-policy') && !reply.raw.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    }
    if (isApi && !reply.hasHeader('cache-control')) {
      reply.header(
        'cache-control',
        // A 304 confirms a stored 200: it carries the same freshness.
        (reply.statusCode === 200 || reply.statusCode === 304) && apiCacheSeconds > 0
          ? `public, max-age=${apiCacheSeconds}, stale-while-revalidate=${apiCacheSeconds * 5}`
          : 'no-store',
      );
    }
    return payload;
  });
}
