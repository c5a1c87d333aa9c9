/**
 * What a browser or a proxy sees of the site's HTTP caching: pages and API reads with validators
 * and 304s, a fresh CSP nonce in every page answer (cached or not), a 304 that carries no CSP (the
 * browser keeps the stored page with the nonce it came with), brotli/gzip for text, and hashed
 * assets kept for a year.
 */
import { expect, test } from '@playwright/test';

test.beforeEach(({ baseURL: _ }, info) => {
  test.skip(info.project.name !== 'desktop', 'HTTP only: once is enough');
});

const getNonce = (csp: string | undefined) => csp?.match(/'nonce-([^']+)'/)?.[1];

test('a page answers 304 to its ETag, with no CSP, and every full answer has a new nonce', async ({ request }) => {
  const first = await request.get('/lista-noticias');
  expect(first.status()).toBe(200);
  const etag = first.headers().etag;
  expect(etag).toMatch(/^W\/"/);
  expect(first.headers()['cache-control']).toMatch(/max-age=\d+, stale-while-revalidate=\d+/);
  expect(first.headers()['last-modified']).toBeTruthy();

  const second = await request.get('/lista-noticias');
  expect(second.headers().etag).toBe(etag);
  const [n1, n2] = [getNonce(first.headers()['content-security-policy']), getNonce(second.headers()['content-security-policy'])];
  expect(n1).toBeTruthy();
  expect(n2).toBeTruthy();
  expect(n1).not.toBe(n2);
  // The body differs only by the nonce: the same page, from the cache, re-stamped.
  expect((await second.text()).split(n2 as string).join('N')).toBe((await first.text()).split(n1 as string).join('N'));

  const condicional = await request.get('/lista-noticias', { headers: { 'if-none-match': etag as string } });
  expect(condicional.status()).toBe(304);
  expect(condicional.headers()['content-security-policy']).toBeUndefined();
  expect(await condicional.body()).toHaveLength(0);
});

test('the 404 page is never stored by caches', async ({ request }) => {
  const res = await request.get('/404');
  expect(res.status()).toBe(404);
  expect(res.headers()['cache-control']).toBe('no-store');
  expect(res.headers().etag).toBeUndefined();
});

test('pages, API JSON and assets are compressed with brotli or gzip', async ({ request }) => {
  for (const [url, encoding] of [
    ['/', 'br'],
    ['/api/noticia/page/1', 'br'],
    ['/lista-noticias', 'gzip'],
  ] as const) {
    const res = await request.fetch(url, { headers: { 'accept-encoding': encoding } });
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-encoding'], url).toBe(encoding);
  }
  const html = await (await request.get('/')).text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const js = await request.fetch(asset as string, { headers: { 'accept-encoding': 'br' } });
  expect(js.headers()['content-encoding']).toBe('br');
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('an API read answers 304 to its ETag', async ({ request }) => {
  const res = await request.get('/api/regioes');
  const etag = res.headers().etag as string;
  expect(etag).toBeTruthy();
  expect((await request.get('/api/regioes', { headers: { 'if-none-match': etag } })).status()).toBe(304);
});
