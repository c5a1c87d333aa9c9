import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '@cosems/test-support';
import { createApi } from '../../src/app.ts';
import { testConfig, useTestApi } from '../helper.ts';

const api = useTestApi();

const CONTRACT_PATHS = [
  '/api/logos/ativa',
  '/api/noticia/Get/banner',
  '/api/noticia/Get/destque',
  '/api/noticia/{id}',
  '/api/noticia',
  '/api/noticia/site/{page}',
  '/api/noticia/page/{page}',
  '/api/noticia/name/{text}',
  '/api/noticia/regiao/{id}',
  '/api/notices/page/{page}',
  '/api/equipe',
  '/api/diretoria',
  '/api/regioes',
  '/api/regioes/{id}',
  '/api/municipios/regiao/{id}',
  '/api/apoiadoresRegionais',
  '/api/juridico/{section}',
  '/api/publicacoes',
  '/image/{file}',
  '/image/logo/{file}',
];

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document that lists every call of the contract', async () => {
    const { status, body } = await api.get<{ openapi: string; paths: Record<string, unknown> }>('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(body) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    const paths = Object.keys(body.paths).map((p) => p.replace(/\/$/, ''));
    for (const p of CONTRACT_PATHS) expect(paths).toContain(p);
    for (const p of [
      '/api/presidentes',
      '/api/imagens/focos',
      '/api/parceiros',
      '/api/links-uteis',
      '/api/site',
      '/api/busca',
      '/arquivo/{file}',
      '/healthz',
      '/readyz',
    ])
      expect(paths).toContain(p);
  });

  it('every documented GET answers something other than 500 with sample parameters', async () => {
    const { body } = await api.get<{ paths: Record<string, unknown> }>('/api/openapi.json');
    for (const p of Object.keys(body.paths)) {
      const url = p
        .replace('{id}', '1')
        .replace('{page}', '1')
        .replace('{text}', 'saude')
        .replace('{section}', 'notas')
        .replace('{file}', 'Default.jpg');
      const res = await api.app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('serves a readable reference page', async () => {
    const res = await api.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('operations', () => {
  it('/healthz and /readyz answer ok while the database answers', async () => {
    expect((await api.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await api.get('/readyz')).body).toEqual({ status: 'ok' });
  });

  it('sets security and cache headers on API answers, and echoes a request id', async () => {
    const res = await api.app.inject({ url: '/api/regioes', headers: { 'x-request-id': 'teste-123' } });
    expect(res.headers['x-request-id']).toBe('teste-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['cache-control']).toMatch(/^public, max-age=60/);
    const error = await api.app.inject({ url: '/api/regioes/abc' });
    expect(error.headers['cache-control']).toBe('no-store');
  });

  it('answers a request with a body, or a method other than GET, without a 500', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await api.app.inject({ method, url: '/api/noticia', payload: '{"x":', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('grants no cross-origin access by default', async () => {
    const res = await api.app.inject({ url: '/api/regioes', headers: { origin: 'https://outro.exemplo.org' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('configuration', () => {
  it('grants CORS to the configured origins only', async () => {
    const app = await createApi({
      database: api.db.database,
      config: { ...testConfig, corsOrigins: ['https://site.exemplo.org'] },
      logger: false,
    });
    try {
      const allowed = await app.inject({ url: '/api/regioes', headers: { origin: 'https://site.exemplo.org' } });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://site.exemplo.org');
      const other = await app.inject({ url: '/api/regioes', headers: { origin: 'https://outro.exemplo.org' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('readiness', () => {
  it('/readyz answers 503 once the database stops answering, while /healthz stays ok', async () => {
    const own = await createTestDatabase({ empty: true });
    const app = await createApi({ database: own.database, config: testConfig, logger: false });
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await own.database.close();
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'indisponivel' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const api503 = await app.inject({ url: '/api/regioes' });
      expect([500, 503]).toContain(api503.statusCode);
      expect(Object.keys(api503.json()).sort()).toEqual(['error', 'message', 'statusCode']);
    } finally {
      await app.close();
      await own.close().catch(() => {});
    }
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After past the limit per client address, and spares the site’s own reads', async () => {
    const app = await createApi({
      database: api.db.database,
      config: { ...testConfig, rateLimitMax: 5, rateLimitWindowSeconds: 60 },
      logger: false,
    });
    try {
      const from = (ip: string) => app.inject({ url: '/api/regioes', remoteAddress: ip });
      for (let i = 0; i < 5; i++) expect((await from('10.0.0.1')).statusCode).toBe(200);
      const limited = await from('10.0.0.1');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(limited.json().message).toMatch(/Muitas requisições/);
      expect((await from('10.0.0.2')).statusCode).toBe(200);
      const internal = await app.inject({
        url: '/api/regioes',
        remoteAddress: '10.0.0.1',
        headers: { 'x-cosems-internal': app.internalToken },
      });
      expect(internal.statusCode).toBe(200);
      // Images and health checks are not API reads: not limited.
      expect((await app.inject({ url: '/healthz', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
