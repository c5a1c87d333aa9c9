/**
 * What a first visit downloads, seen by Chromium, against what `npm run check:js` counts
 * (scripts/check-js-budget.ts): the same JavaScript files, and never the route manifest file —
 * with lazy route discovery the browser asks /__manifest (JSON) for the routes the page links to.
 * If React Router changed that, or a page loaded a chunk the script does not count, the budget
 * would measure something else than what visitors get.
 */
import path from 'node:path';
import {
  getRoutePath,
  listFirstVisitFiles,
  listPageRoutes,
  readManifest,
  readsWithoutHydration,
} from '../../../../scripts/check-js-budget.ts';
import { expect, test } from './site-fixtures';

/**
 * Chunks a page imports by itself right after it renders (dynamic import), which the budget does
 * not count: the statute's PDF viewer. (The region's news carousel was one; the regional page is
 * now served without React, its carousel in its inline script: decision 036.)
 */
const DEPOIS_DA_PAGINA: Record<string, RegExp[]> = {
  // The PDF viewer (react-pdf and pdf.js), loaded on the client only, after mount (estatuto-viewer.tsx).
  '/estatuto': [/^\/assets\/pdf-document\.client-[\w-]+\.js$/],
};

const CLIENT_DIR = path.resolve(import.meta.dirname, '..', '..', process.env.WEB_BUILD_DIR ?? 'build', 'client');
/** Reading pages served without React (handle hidratar: false): no JavaScript file at all. */
const semHidratacao = readsWithoutHydration(path.resolve(import.meta.dirname, '..', '..', 'app'));

for (const [rota, endereco] of [
  ['/', '/'],
  ['/CosemsRegional/:id', '/CosemsRegional/1'],
  ['/noticia/:id', '/noticia/1'],
  ['/lista-noticias/:id?', '/lista-noticias'],
  ['/estatuto', '/estatuto'],
] as const) {
  test(`a first visit to ${endereco} downloads exactly the JavaScript the budget counts, and not the manifest file`, async ({ page }) => {
    const { manifest } = readManifest(CLIENT_DIR);
    const route = listPageRoutes(manifest).find((r) => getRoutePath(manifest, r.id) === rota);
    expect(route, rota).toBeDefined();
    const esperados = semHidratacao(route?.id as string) ? [] : listFirstVisitFiles(manifest, route?.id as string);
    const baixados = new Set<string>();
    const pedidos: string[] = [];
    page.on('request', (r) => pedidos.push(new URL(r.url()).pathname));
    page.on('response', (r) => {
      const p = new URL(r.url()).pathname;
      if (p.endsWith('.js')) baixados.add(p);
    });
    await page.goto(endereco, { waitUntil: 'networkidle' });
    expect(pedidos.filter((p) => /\/assets\/manifest-[\w-]+\.js$/.test(p))).toEqual([]);
    // Chunks a page imports later, on an interaction (the image viewer, the search dialog), are not a first visit's.
    const depois = DEPOIS_DA_PAGINA[rota] ?? [];
    expect([...baixados].filter((p) => !esperados.includes(p) && !depois.some((re) => re.test(p)))).toEqual([]);
    expect(esperados.filter((p) => !baixados.has(p))).toEqual([]);
  });
}

/**
 * Issue 10: a first visit is lighter than a stock WordPress (107 KB in 7 requests for a post).
 * Every request of the visit counts (HTML, CSS, JS, images, fonts): compressed bytes on the wire,
 * headers included, as Chromium's network panel adds them up (KB = 1024 bytes). The phone is
 * Lighthouse's mobile one (412 × 823 px, 1.75 device pixels per CSS pixel), with an empty cache;
 * nothing is scrolled, so images lazily loaded further down are not part of the visit.
 */
// The targets for the home page, the news item and the list. The home page measured
// 254.7 KB while it hydrated, 85.3 KB in 6 requests served without React (decision 036, 2026-11-24).
// The regional page and the search, served without React since decision 036 (53.6 and 54.0 KB),
// get the news item's ceiling.
const PESO_MAXIMO_KB: Record<string, number> = {
  '/': 200,
  '/lista-noticias': 150,
  '/noticia/:id': 110,
  '/CosemsRegional/1': 110,
  '/pesquisa/saude': 110,
};

/** The first news item of the list whose body has an image (as scripts/lighthouse.ts picks it). */
async function findNoticiaWithImage(request: import('@playwright/test').APIRequestContext): Promise<number> {
  const page = (await (await request.get('/api/noticia/page/1')).json()) as { notices: { rows: { id: number }[] } };
  for (const { id } of page.notices.rows) {
    const noticia = (await (await request.get(`/api/noticia/${id}`)).json()) as { data: { response: { conteudo: string } } };
    if (noticia.data.response.conteudo.includes('<img')) return id;
  }
  throw new Error('nenhuma notícia da primeira página tem imagem');
}

for (const rota of Object.keys(PESO_MAXIMO_KB)) {
  test(`a first visit to ${rota} at 412 px moves at most ${PESO_MAXIMO_KB[rota]} KB`, async ({ browser, request, baseURL }) => {
    const endereco = rota === '/noticia/:id' ? `/noticia/${await findNoticiaWithImage(request)}` : rota;
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      const pesos: Promise<{ url: string; bytes: number }>[] = [];
      page.on('requestfinished', (r) => {
        pesos.push(r.sizes().then((s) => ({ url: new URL(r.url()).pathname, bytes: s.responseHeadersSize + s.responseBodySize })));
      });
      await page.goto(endereco, { waitUntil: 'networkidle' });
      const lista = await Promise.all(pesos);
      const total = lista.reduce((soma, p) => soma + p.bytes, 0);
      const detalhe = lista.map((p) => `  ${(p.bytes / 1024).toFixed(1).padStart(6)} KB  ${p.url}`).join('\n');
      console.log(`${endereco}: ${(total / 1024).toFixed(1)} KB em ${lista.length} requisições\n${detalhe}`);
      expect(lista.length).toBeGreaterThan(0);
      expect(total / 1024, `${endereco}: ${lista.length} requisições\n${detalhe}`).toBeLessThanOrEqual(PESO_MAXIMO_KB[rota] as number);
    } finally {
      await context.close();
    }
  });
}
