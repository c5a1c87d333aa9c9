/**
 * Issue 26, item 1: the API called from a page of another origin, as the old site's client does
 * (it runs on another host than the API): a plain `fetch(url)` in Chromium, its JSON read. The
 * server under test grants CORS to that origin (CORS_ORIGINS); the other origin is a one-page server
 * of this test on another port. The contract's own spelling, `/api/publicacoes/`, answers 200 with
 * no redirect; an address the API does redirect (a trailing slash the contract does not write) is
 * followed by the browser, which needs the CORS headers on the redirect too, not only on the 200.
 *
 * Desktop project only: nothing here depends on the viewport.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type SiteProcess, startSite } from '@cosems/test-support/site-process';
import { expect, type Page, test } from '@playwright/test';

interface Leitura {
  ok: boolean;
  status?: number;
  redirected?: boolean;
  url?: string;
  itens?: number;
  erro?: string;
}

test('the old client, on another origin, reads the contract’s /api/publicacoes/ and follows the API’s redirects', async ({ page }) => {
  test.setTimeout(150_000);
  // The other origin: any path answers the same empty page.
  const outraOrigem = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Cliente antigo</title></head><body></body></html>');
  });
  await new Promise<void>((resolve) => outraOrigem.listen(0, '127.0.0.1', resolve));
  const paginaDeFora = `http://127.0.0.1:${(outraOrigem.address() as AddressInfo).port}`;
  let site: SiteProcess | undefined;
  try {
    site = await startSite({ env: { CORS_ORIGINS: paginaDeFora } });
    await site.waitUntilReady();
    await leituras(page, site.url, paginaDeFora);
  } finally {
    await site?.stop();
    await new Promise((resolve) => outraOrigem.close(resolve));
  }
});

async function leituras(page: Page, api: string, paginaDeFora: string) {
  await page.goto(paginaDeFora);
  // The old client's call: nothing but the URL (no headers, so no preflight), then the JSON.
  const ler = (url: string) =>
    page.evaluate(async (u): Promise<Leitura> => {
      try {
        const res = await fetch(u);
        const corpo = (await res.json()) as unknown;
        return {
          ok: res.ok,
          status: res.status,
          redirected: res.redirected,
          url: res.url,
          itens: Array.isArray(corpo) ? corpo.length : -1,
        };
      } catch (err) {
        return { ok: false, erro: String(err) };
      }
    }, url);

  // As the contract writes it: answered at that address, no redirect.
  const publicacoes = await ler(`${api}/api/publicacoes/`);
  expect(publicacoes, JSON.stringify(publicacoes)).toMatchObject({
    ok: true,
    status: 200,
    redirected: false,
    url: `${api}/api/publicacoes/`,
  });
  expect(publicacoes.itens).toBeGreaterThan(0);

  // A trailing slash the contract does not write: 308 to the address without it, followed by the
  // browser only because the redirect carries the CORS headers too.
  const regioes = await ler(`${api}/api/regioes/`);
  expect(regioes, JSON.stringify(regioes)).toMatchObject({ ok: true, status: 200, redirected: true, url: `${api}/api/regioes` });
  expect(regioes.itens).toBeGreaterThan(0);
  const juridico = await ler(`${api}/api/juridico/notas/?x=1`);
  expect(juridico, JSON.stringify(juridico)).toMatchObject({
    ok: true,
    status: 200,
    redirected: true,
    url: `${api}/api/juridico/notas?x=1`,
  });

  // The same redirect, as the server sends it: 308 with the CORS headers a 200 gets.
  const direto = await fetch(`${api}/api/regioes/`, { redirect: 'manual', headers: { origin: paginaDeFora } });
  expect(direto.status).toBe(308);
  expect(direto.headers.get('access-control-allow-origin')).toBe(paginaDeFora);
  expect(direto.headers.get('vary') ?? '').toMatch(/\bOrigin\b/);
}
