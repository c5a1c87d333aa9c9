/** Security headers on every answer, and cache headers for API reads. */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerHeaders(app: FastifyInstance, apiCacheSeconds: number) {
  await app.register(helmet, {
    // Pages set their own policy (the site's scripts and styles); JSON and files get the strictest one below.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    const url = request.url;
    const isApi = url.startsWith('/api/') && !url.startsWith('/api/docs');
    if (isApi || url.startsWith('/image/') || url.startsWith('/arquivo/')) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    }
    if (isApi && !reply.hasHeader('cache-control')) {
      reply.header(
        'cache-control',
        reply.statusCode === 200 && apiCacheSeconds > 0
          ? `public, max-age=${apiCacheSeconds}, stale-while-revalidate=${apiCacheSeconds * 5}`
          : 'no-store',
      );
    }
    return payload;
  });
}
