/**
 * What a first visit downloads, seen by Chromium, against what `npm run check:js` counts
 * (scripts/check-js-budget.ts): the same JavaScript files, and never the route manifest file —
 * with lazy route discovery the browser asks /__manifest (JSON) for the routes the page links to.
 * If React Router changed that, or a page loaded a chunk the script does not count, the budget
 * would measure something else than what visitors get.
 */
import path from 'node:path';
import { getRoutePath, listFirstVisitFiles, listPageRoutes, readManifest } from '../../../../scripts/check-js-budget.ts';
import { expect, test } from './site-fixtures';

/**
 * Chunks a page imports by itself right after it renders (dynamic import), which the budget does
 * not count: the region's news carousel (features/regionais/noticias-regiao.tsx, when the region
 * has more than one news item), and the statute's PDF viewer. Issue 10 is where they get counted or go away.
 */
const DEPOIS_DA_PAGINA: Record<string, RegExp[]> = {
  '/CosemsRegional/:id': [/^\/assets\/embla-carousel(\.esm)?-[\w-]+\.js$/],
  // The PDF viewer (react-pdf and pdf.js), loaded on the client only, after mount (estatuto-viewer.tsx).
  '/estatuto': [/^\/assets\/pdf-document\.client-[\w-]+\.js$/],
};

const CLIENT_DIR = path.resolve(import.meta.dirname, '..', '..', process.env.WEB_BUILD_DIR ?? 'build', 'client');

for (const [rota, endereco] of [
  ['/', '/'],
  ['/CosemsRegional/:id', '/CosemsRegional/1'],
  ['/noticia/:id', '/noticia/1'],
  ['/estatuto', '/estatuto'],
] as const) {
  test(`a first visit to ${endereco} downloads exactly the JavaScript the budget counts, and not the manifest file`, async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'desktop', 'one browser is enough: the files do not depend on the width');
    const { manifest } = readManifest(CLIENT_DIR);
    const route = listPageRoutes(manifest).find((r) => getRoutePath(manifest, r.id) === rota);
    expect(route, rota).toBeDefined();
    const esperados = listFirstVisitFiles(manifest, route?.id as string);
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
