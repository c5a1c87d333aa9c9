/**
 * What a browser or a proxy sees of the site's HTTP caching: pages and API reads with validators
 * and 304s, pages `public` and the same in every answer (their CSP lists their scripts' hashes,
 * docs/decisions/031; it was a fresh nonce per answer), a 304 that carries no CSP (the browser
 * keeps the stored page with the policy it came with), brotli/gzip for text, and hashed assets
 * kept for a year. More on the public page cache in cache-publico.spec.ts.
 */
import { expect, test } from '@playwright/test';

test('a page answers 304 to its ETag, with no CSP, and every full answer is the same page and policy', async ({ request }) => {
  const first = await request.get('/lista-noticias');
  expect(first.status()).toBe(200);
  const etag = first.headers().etag;
  expect(etag).toMatch(/^W\/"/);
  expect(first.headers()['cache-control']).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
  expect(first.headers()['last-modified']).toBeTruthy();

  const second = await request.get('/lista-noticias');
  expect(second.headers().etag).toBe(etag);
  const policy = first.headers()['content-security-policy'];
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(second.headers()['content-security-policy']).toBe(policy);
  // The same page from the cache, untouched.
  expect(await second.text()).toBe(await first.text());

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
  // A hydrated page cites its scripts (the home and the reading pages have none: decisions 032, 037).
  const html = await (await request.get('/institucional')).text();
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
