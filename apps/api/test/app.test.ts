/**
 * The server's contexts (src/app.ts): each hook runs where it was registered. With a site context
 * beside the API's (a small stand-in for apps/web's, which sets its own policy on its pages like
 * the real one), the API's hooks never touch a page and the site's never touch the API; the
 * layers both register (security headers, request limits) answer on both sides.
 */
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/app.ts';
import { registerHttpLayers } from '../src/plugins/http-layers.ts';
import { STRICT_CSP } from '../src/plugins/security-headers.ts';
import { testConfig } from './helper.ts';

const PAGE_CSP = "default-src 'self'; script-src 'self' 'nonce-abc'; frame-ancestors 'none'";

/** Like apps/web's context: its layers, then every unrouted path is a page with its own policy. */
const site: FastifyPluginAsync = async (context) => {
  await registerHttpLayers(context, { hstsMaxAge: 31_536_000, notModifiedKeepsStoredPolicy: true });
  context.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.code(405).header('allow', 'GET, HEAD').send({ statusCode: 405 });
    if (request.headers['if-none-match'] === '"pagina"') return reply.code(304).header('etag', '"pagina"').send();
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .header('etag', '"pagina"')
      .send('<p>página</p>');
  });
};

let db: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  db = await createTestDatabase();
  app = await createServer({ database: db.database, config: { ...testConfig, rateLimitMax: 100 }, site, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('the site context beside the API context', () => {
  it("a page keeps its own CSP and gets none of the API's hooks (cache policy, ETag, rate limit)", async () => {
    const res = await app.inject({ url: '/lista-noticias' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(PAGE_CSP);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.headers.etag).toBe('"pagina"');
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
    // Pages are never put in the cache by the API's read hooks.
    expect(app.responseCache.get('/lista-noticias')).toBeUndefined();
  });

  it('a page 304 carries no CSP (the browser keeps the one stored with the page); an API 304 carries the strict one', async () => {
    const page = await app.inject({ url: '/', headers: { 'if-none-match': '"pagina"' } });
    expect(page.statusCode).toBe(304);
    expect(page.headers['content-security-policy']).toBeUndefined();
    expect(page.headers['x-frame-options']).toBe('DENY');

    const first = await app.inject({ url: '/api/regioes' });
    const api = await app.inject({ url: '/api/regioes', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(api.statusCode).toBe(304);
    expect(api.headers['content-security-policy']).toBe(STRICT_CSP);
  });

  it("the API's answers keep their policy, cache headers and rate limit beside the site", async () => {
    const res = await app.inject({ url: '/api/regioes' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(STRICT_CSP);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=60/);
    expect(res.headers['x-ratelimit-limit']).toBe('100');
    const missing = await app.inject({ url: '/api/nao-existe' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Rota da API não encontrada.' });
    expect(missing.headers['cache-control']).toBe('no-store');
    // The API's own not-found answers stay the API's: the site's handler takes only what no context claims.
    expect((await app.inject({ url: '/image/nao-existe.jpg' })).json()).toMatchObject({ statusCode: 404 });
    // No route takes another method: 405, answered before any body (issue 15; it was 404).
    const post = await app.inject({ method: 'POST', url: '/api/regioes' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('the shared request limits answer on both sides, before any handler', async () => {
    for (const url of ['/lista-noticias', '/api/regioes']) {
      const withBody = await app.inject({ url, payload: 'x' });
      expect(withBody.statusCode, url).toBe(400);
      expect(withBody.headers['content-security-policy'], url).toBe(STRICT_CSP);
      const long = await app.inject({ url: `${url}?${'a'.repeat(13_000)}` });
      expect(long.statusCode, url).toBe(414);
    }
    const post = await app.inject({ method: 'POST', url: '/lista-noticias' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(post.headers['content-security-policy']).toBe(STRICT_CSP);
  });

  it('refusals made before routing (bad encoding, over-long parameter) carry the security headers too', async () => {
    for (const url of ['/api/noticia/page/%zz', `/api/noticia/site/${'9'.repeat(600)}`, '/%E0%A4%A']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'statusCode']);
      expect(res.headers['content-security-policy'], url).toBe(STRICT_CSP);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});

describe('a process without the API (the site reads API_URL)', () => {
  it('has the site and /healthz, with the same layers, and no API', async () => {
    const remote = await createServer({ database: null, config: testConfig, site, logger: false });
    try {
      const health = await remote.inject({ url: '/healthz' });
      expect(health.json()).toEqual({ status: 'ok' });
      expect(health.headers['content-security-policy']).toBe(STRICT_CSP);
      expect((await remote.inject({ url: '/' })).headers['content-security-policy']).toBe(PAGE_CSP);
      // No API here: an API path is just another page.
      expect((await remote.inject({ url: '/api/regioes' })).headers['content-security-policy']).toBe(PAGE_CSP);
    } finally {
      await remote.close();
    }
  });
});
