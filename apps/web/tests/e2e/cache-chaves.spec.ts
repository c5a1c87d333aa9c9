/**
 * Issue 15, work one client can make the server do: the answer cache keys on what each route
 * reads (junk query parameters find the cached page, a flood of them evicts nothing), uncached
 * renders are limited per client address with a cheap 429, and a page has one address (other
 * letter case or a trailing slash: 301, never to another host). Each test starts its own site,
 * so that its limits and cache are its own.
 */
import { type SiteProcess, startSite } from '@cosems/test-support/site-process';
import { expect, test } from '@playwright/test';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const get = (url: string) => fetch(url, { redirect: 'manual' });

async function withSite(env: Record<string, string>, run: (site: SiteProcess) => Promise<void>) {
  const site = await startSite({ env: { RATE_LIMIT_MAX: '0', ...env } });
  try {
    await site.waitUntilReady();
    await run(site);
  } finally {
    await site.stop();
  }
}

test('a flood of junk query parameters on the API and pages leaves the pages read before in the cache', async () => {
  await withSite({ RENDER_LIMIT_MAX: '0' }, async ({ url }) => {
    const lidas = ['/', '/equipe', '/lista-noticias?page=2', '/equipe.data'];
    const antes = new Map<string, string | null>();
    for (const p of lidas) {
      const res = await get(url + p);
      expect(res.status, p).toBe(200);
      antes.set(p, res.headers.get('last-modified'));
    }
    // A second later, a page rendered again would say so in its Last-Modified.
    await new Promise((r) => setTimeout(r, 1100));
    const flood = async (urls: string[]) => {
      for (let i = 0; i < urls.length; i += 50)
        await Promise.all(urls.slice(i, i + 50).map(async (u) => (await get(url + u)).arrayBuffer()));
    };
    // The flood (/api/noticia/2 reads no `q`), then junk on pages and single-fetch data.
    await flood(Array.from({ length: 2200 }, (_, i) => `/api/noticia/2?q=${i}`));
    await flood(Array.from({ length: 300 }, (_, i) => `/?x=${i}`));
    await flood(Array.from({ length: 300 }, (_, i) => `/equipe.data?utm_source=${i}&fbclid=${i}`));
    await flood(Array.from({ length: 300 }, (_, i) => `/lista-noticias?page=0${2}&x=${i}`));

    for (const p of lidas) {
      const res = await get(url + p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('last-modified'), `${p}: servido do cache`).toBe(antes.get(p));
    }
    // The junk found the cached answers too: none of them was rendered.
    for (const p of ['/?x=99999', '/equipe.data?x=1', '/lista-noticias?page=02&utm_source=z']) {
      const canonica = p.startsWith('/?') ? '/' : p.startsWith('/equipe') ? '/equipe.data' : '/lista-noticias?page=2';
      expect((await get(url + p)).headers.get('last-modified'), p).toBe(antes.get(canonica));
    }
  });
});

test('uncached renders are limited per client with a cheap 429; cached pages are not', async () => {
  await withSite({ RENDER_LIMIT_MAX: '4', RENDER_LIMIT_WINDOW_SECONDS: '600' }, async ({ url }) => {
    expect((await get(`${url}/`)).status).toBe(200);
    for (let i = 0; i < 30; i++) expect((await get(`${url}/?utm_source=${i}`)).status).toBe(200);
    for (const p of ['/equipe', '/diretoria', '/presidentes']) expect((await get(url + p)).status, p).toBe(200);
    const limitada = await get(`${url}/apoiadores`);
    expect(limitada.status).toBe(429);
    expect(Number(limitada.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limitada.headers.get('cache-control')).toBe('no-store');
    expect((await limitada.text()).length).toBeLessThan(100);
    expect((await get(`${url}/equipe.data?x=1`)).status).toBe(429);
    // Still served: what the cache holds.
    for (const p of ['/', '/equipe?fbclid=1', '/presidentes']) expect((await get(url + p)).status, p).toBe(200);
  });
});

test('a page has one address: another letter case or a trailing slash is redirected, never off-site', async () => {
  await withSite({}, async ({ url }) => {
    for (const [p, destino] of [
      ['/EQUIPE', '/equipe'],
      ['/equipe/', '/equipe'],
      ['/Lista-Noticias/?page=2', '/lista-noticias?page=2'],
      ['/cosemsregional/1', '/CosemsRegional/1'],
    ]) {
      const res = await get(url + p);
      expect(res.status, p).toBe(301);
      expect(res.headers.get('location'), p).toBe(destino);
    }
    expect((await get(`${url}/`)).status).toBe(200);
    for (const p of ['//evil.com/', '//evil.com/equipe/', '/\\evil.com/', '/%2F%2Fevil.com/']) {
      const location = (await get(url + p)).headers.get('location');
      if (location !== null) expect(location, p).toMatch(/^\/[^/\\]/);
    }
  });
});
