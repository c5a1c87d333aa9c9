// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPageAddressResolver } from './page-address.ts';
import { RenderLimit } from './render-limit.ts';

// The shape of the build's route table for a few rows of app/routes.ts.
const route = (id: string, path: string | undefined, extra: Record<string, unknown> = {}) => ({
  id,
  path,
  parentId: id === 'root' ? undefined : 'root',
  module: { handle: extra.handle },
  index: extra.index as boolean | undefined,
});
const routes = {
  root: route('root', ''),
  'routes/home': route('routes/home', undefined, { index: true }),
  'routes/equipe': route('routes/equipe', 'equipe'),
  'routes/lista-noticias': route('routes/lista-noticias', 'lista-noticias/:id?', { handle: { query: { page: 'page' } } }),
  'routes/pesquisa': route('routes/pesquisa', 'pesquisa/:query?', { handle: { query: { q: 'text', page: 'page' } } }),
  'routes/cosems-regional': route('routes/cosems-regional', 'CosemsRegional/:id', { handle: { query: { regiao: 'id' } } }),
  'routes/redirect-404': route('routes/redirect-404', '*'),
} as never;
const resolve = createPageAddressResolver(routes);

describe('page cache keys', () => {
  it.each([
    ['/?utm_source=x&fbclid=y', '/'],
    ['/equipe?x=1', '/equipe'],
    ['/lista-noticias?page=02&utm_source=a', '/lista-noticias?page=2'],
    ['/lista-noticias?page=1', '/lista-noticias'],
    ['/lista-noticias?page=abc', '/lista-noticias'],
    ['/pesquisa/sus?page=3&x=1', '/pesquisa/sus?page=3'],
    ['/pesquisa?q=', '/pesquisa?q='],
    ['/CosemsRegional/3?regiao=07', '/CosemsRegional/3'],
    ['/CosemsRegional/3?regiao=7', '/CosemsRegional/3?regiao=7'],
    ['/equipe.data?x=1', '/equipe.data'],
    ['/_root.data?x=1', '/_root.data'],
    [
      '/lista-noticias.data?page=002&_routes=root,routes%2Flista-noticias,junk',
      '/lista-noticias.data?_routes=root%2Croutes%2Flista-noticias&page=2',
    ],
    ['/equipe.data?_routes=junk', '/equipe.data'],
  ])('%s is kept and rendered as %s', (url, key) => {
    expect(resolve(url)).toEqual({ kind: 'page', key, url: key, route: expect.stringMatching(/^(routes\/|root$)/) });
  });

  it('names the route of the page (the metrics label), the same for every id', () => {
    expect(resolve('/CosemsRegional/5').route).toBe('routes/cosems-regional');
    expect(resolve('/CosemsRegional/123456.data').route).toBe('routes/cosems-regional');
    expect(resolve('/equipe').route).toBe('routes/equipe');
  });

  it('an address no page has gets no key', () => {
    expect(resolve('/nada/aqui?x=1')).toEqual({ kind: 'page', key: null, url: '/nada/aqui?x=1', route: null });
  });
});

describe('canonical page addresses', () => {
  it.each([
    ['/EQUIPE', '/equipe'],
    ['/equipe/', '/equipe'],
    ['/Equipe//?x=1', '/equipe?x=1'],
    ['/equip%65', '/equipe'],
    ['/cosemsregional/3', '/CosemsRegional/3'],
    ['/noticia/%31', null],
    ['/EQUIPE.data?_routes=root', '/equipe.data?_routes=root'],
  ])('%s redirects to %s', (url, location) => {
    if (location) expect(resolve(url)).toMatchObject({ kind: 'redirect', location });
  });

  it.each(['/', '//evil.com/', '//evil.com', '/\\evil.com/', '/%2F%2Fevil.com/', '///equipe'])('%s never redirects off-site', (url) => {
    const address = resolve(url);
    if (address.kind === 'redirect') expect(address.location).toMatch(/^\/[^/\\]/);
  });
});

describe('RenderLimit', () => {
  it('a bucket per address, refilled over the window, bounded in addresses', () => {
    let now = 0;
    const limit = new RenderLimit({ max: 3, windowSeconds: 3, now: () => now, maxClients: 100 });
    expect([1, 2, 3].map(() => limit.take('a'))).toEqual([0, 0, 0]);
    expect(limit.take('a')).toBe(1);
    expect(limit.take('b')).toBe(0);
    now += 1000;
    expect(limit.take('a')).toBe(0);
    expect(limit.take('a')).toBe(1);
    for (let i = 0; i < 10_000; i++) limit.take(`10.0.${i >> 8}.${i & 255}`);
    expect(limit.size).toBe(100);
    expect(new RenderLimit({ max: 0, windowSeconds: 60 }).take('a')).toBe(0);
  });
});
