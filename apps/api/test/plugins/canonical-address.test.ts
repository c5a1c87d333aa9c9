/**
 * One resource, one address (issue 15): integers only in canonical decimal, a trailing slash
 * redirected to the path without it, never to another host.
 */
import { describe, expect, it } from 'vitest';
import { expectError, useTestApi } from '../helper.ts';

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
    ['/api/publicacoes/', '/api/publicacoes'],
    ['/api/publicacoes/?x=1&y=2', '/api/publicacoes?x=1&y=2'],
    ['/api/busca/?q=saude', '/api/busca?q=saude'],
  ])('%s redirects (308) to %s', async (url, location) => {
    const res = await api.app.inject({ url });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe(location);
    expect(res.body).toBe('');
  });

  it('a redirect is followed to the same answer', async () => {
    const res = await api.app.inject({ url: '/api/publicacoes/' });
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
