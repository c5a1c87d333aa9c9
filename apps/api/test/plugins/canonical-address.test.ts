/**
 * One resource, one address (issue 15): integers only in canonical decimal, a trailing slash
 * redirected to the path without it, never to another host; the contract's own spellings answered
 * as written, and every redirect carrying the CORS headers of the answer it leads to (issue 26).
 */
import { CONTRACT_CALLS } from '@cosems/contracts';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../src/app.ts';
import { expectError, testConfig, useTestApi } from '../helper.ts';

const api = useTestApi();

describe('integers in paths and queries', () => {
  it.each([
    '/api/noticia/0x10',
    '/api/noticia/1e1',
    '/api/noticia/+16',
    '/api/noticia/016',
    '/api/noticia/%2016',
    '/api/noticia/16.0',
    '/api/noticia/0',
    '/api/noticia/page/01',
    '/api/notices/page/0x1',
    '/api/noticia/site/1e0',
    '/api/noticia/regiao/0x1',
    '/api/regioes/01',
    '/api/municipios/regiao/+1',
    '/api/noticia/page/1?regiao=0x1',
    '/api/busca?q=saude&page=02',
    '/image/banner-01.jpg?w=0640',
  ])('%s answers 400, not the resource a coercion finds', async (url) => {
    await expectError(api, url, 400);
  });

  it('still answers the canonical addresses', async () => {
    expect((await api.get('/api/noticia/16')).status).toBe(200);
    expect((await api.get('/api/noticia/page/1?regiao=1')).status).toBe(200);
    expect((await api.get('/api/busca?q=saude&page=2')).status).toBe(200);
  });

  it('says which parameter, in the contract’s shape', async () => {
    const res = await api.get<{ message: string }>('/api/noticia/0x10');
    expect(res.body.message).toBe('Parâmetro inválido no caminho (id): deve ser um inteiro positivo escrito só com algarismos.');
  });
});

describe('trailing slash and letter case', () => {
  it.each([
    ['/api/noticia/1/', '/api/noticia/1'],
    ['/api/regioes/', '/api/regioes'],
    ['/api/regioes/?x=1&y=2', '/api/regioes?x=1&y=2'],
    ['/api/busca/?q=saude', '/api/busca?q=saude'],
    ['/image/Default.jpg/', '/image/Default.jpg'],
  ])('%s redirects (308) to %s', async (url, location) => {
    const res = await api.app.inject({ url });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe(location);
    expect(res.body).toBe('');
  });

  it('a redirect is followed to the same answer', async () => {
    const res = await api.app.inject({ url: '/api/regioes/' });
    const target = await api.get<unknown[]>(String(res.headers.location));
    expect(target.status).toBe(200);
    expect(target.body.length).toBeGreaterThan(0);
  });

  it('another letter case is not the same resource (404)', async () => {
    await expectError(api, '/api/EQUIPE', 404);
    await expectError(api, '/api/Noticia/1', 404);
  });

  it.each(['//evil.com/', '//evil.com//', '/\\evil.com/', '/%2F%2Fevil.com/', '/api//evil.com/'])(
    '%s never redirects to another host',
    async (url) => {
      const res = await api.app.inject({ url });
      const location = res.headers.location;
      if (location !== undefined) expect(String(location)).toMatch(/^\/[^/\\]/);
      expect(res.statusCode).toBeLessThan(500);
    },
  );
});

/**
 * Sample values for the contract's `{name}` segments, from the demo content. A call with a name
 * missing here fails the test below rather than being skipped.
 */
const SAMPLES: Record<string, (api: ReturnType<typeof useTestApi>) => Promise<string>> = {
  id: async () => '1',
  page: async () => '1',
  regionId: async () => '1',
  text: async () => 'saude',
  section: async () => 'notas',
  filename: async () => 'Default.jpg',
  imagem: async (api) => (await api.get<{ imagem: string }>('/api/logos/ativa')).body.imagem,
};

async function fillCall(call: string): Promise<string> {
  let url = call;
  for (const [, name] of call.matchAll(/\{([^}]+)\}/g)) {
    const sample = SAMPLES[name as string];
    if (!sample) throw new Error(`sem valor de exemplo para {${name}} em ${call}`);
    url = url.replace(`{${name}}`, encodeURIComponent(await sample(api)));
  }
  return url;
}

describe('the contract’s own spellings (issue 26, item 1)', () => {
  it.each(CONTRACT_CALLS.map((call) => [call]))('%s answers 200 at exactly that spelling, with no redirect', async (call) => {
    const res = await api.app.inject({ url: await fillCall(call) });
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
  });

  it('/api/publicacoes/, the one written with a trailing slash, is the same answer as /api/publicacoes', async () => {
    const slashed = await api.get<unknown[]>('/api/publicacoes/');
    const plain = await api.get<unknown[]>('/api/publicacoes');
    expect(slashed.status).toBe(200);
    expect(slashed.body).toEqual(plain.body);
    expect(slashed.body.length).toBeGreaterThan(0);
    expect(slashed.headers.etag).toBe(plain.headers.etag);
    // With a query (ignored, as everywhere): still the contract's path, still answered.
    expect((await api.app.inject({ url: '/api/publicacoes/?x=1' })).statusCode).toBe(200);
  });
});

describe('redirects and CORS (issue 26, item 1)', () => {
  const ORIGIN = 'https://site-antigo.exemplo.org';
  const CORS_HEADERS = ['access-control-allow-origin', 'access-control-allow-credentials', 'access-control-expose-headers'];

  it.each(['/api/regioes/', '/api/noticia/1/', '/api/juridico/notas/?x=1', '/api/noticia/page/1/?regiao=1', '/image/Default.jpg/'])(
    '%s: the 308 carries the CORS headers of the answer it leads to',
    async (url) => {
      const app = await createApi({ database: api.db.database, config: { ...testConfig, corsOrigins: [ORIGIN] }, logger: false });
      try {
        const redirect = await app.inject({ url, headers: { origin: ORIGIN } });
        expect(redirect.statusCode).toBe(308);
        const target = await app.inject({ url: String(redirect.headers.location), headers: { origin: ORIGIN } });
        expect(target.statusCode).toBe(200);
        expect(redirect.headers['access-control-allow-origin']).toBe(ORIGIN);
        for (const name of CORS_HEADERS) expect(redirect.headers[name], name).toBe(target.headers[name]);
        // A shared cache keeps the redirect an hour: it must not give one origin's answer to another.
        expect(String(redirect.headers.vary)).toMatch(/\bOrigin\b/);
        // Another origin gets no grant, on the redirect as on the answer.
        const other = await app.inject({ url, headers: { origin: 'https://outro.exemplo.org' } });
        expect(other.statusCode).toBe(308);
        expect(other.headers['access-control-allow-origin']).toBeUndefined();
      } finally {
        await app.close();
      }
    },
  );

  it('a preflight to an address the API would redirect is answered by CORS (a browser does not follow a redirected preflight)', async () => {
    const app = await createApi({ database: api.db.database, config: { ...testConfig, corsOrigins: [ORIGIN] }, logger: false });
    try {
      const res = await app.inject({
        method: 'OPTIONS',
        url: '/api/regioes/',
        headers: { origin: ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-cliente' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
      expect(res.headers.location).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
