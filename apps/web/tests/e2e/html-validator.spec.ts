/**
 * The Nu HTML Checker (the W3C's validator: vnu.jar from the npm package vnu-jar, run by the
 * system's Java) over the server-rendered HTML of every page of the site: the shared route list,
 * its variants, every address of /sitemap.xml (every news item and region), the pages of the site
 * map, and a few more instances of the routes with parameters (a list page 2, a search with and
 * without results, an unknown address). The pages are fetched from the e2e server into a folder
 * and checked by ONE run of the checker (one JVM start, about 5 s of CPU, for all of them).
 *
 * Errors fail the test; so do warnings, since none is expected on the demo content (each one seen
 * so far was fixed: the news page's <article> now holds its heading). The browser's DOM after
 * hydration is not checked here: the axe spec audits it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_PAGES } from '../../app/lib/site-map';
import { runVnu, type VnuMessage } from './vnu';
import { expect, SITE_ROUTES, test, ROUTE_VARIANTS } from './site-fixtures';
import { readSitemap } from './sitemap';

/** Addresses of the routes with parameters beyond those of SITE_ROUTES and ROUTE_VARIANTS. */
const EXTRAS = [
  '/lista-noticias/2',
  '/juridico',
  '/pesquisa/zzzzqqqq',
  '/pesquisa/vacina',
  '/endereco-que-nao-existe',
  // "Qual é a minha regional?": an answer, the choice among several, and none found.
  '/secretarios?municipio=itabirito',
  '/secretarios?municipio=itabir',
  '/secretarios?municipio=Florian%C3%B3polis',
  // The agenda (issue 30): filtered, its archive and a page of it; its events are in the sitemap.
  '/agenda?regiao=3',
  '/agenda?tipo=cib',
  '/agenda?periodo=passados',
  '/agenda?periodo=passados&page=2',
  // The CIB-SUS/MG's deliberations (issue 30): filtered, none found, one with a note and related news, the search's section.
  '/deliberacoes?q=vacinacao&ano=2025&tema=vigilancia',
  '/deliberacoes?q=zzzzqqqq',
  '/deliberacoes/1',
  '/pesquisa/vacinacao',
];

test('every page is valid HTML for the Nu HTML Checker (0 errors, 0 warnings)', async ({ request }) => {
  test.setTimeout(180_000);

  const sitemap = await readSitemap(async (path) => (await request.get(path)).text());
  const fromSitemap = sitemap.locs.map((loc) => {
    const url = new URL(loc);
    return url.pathname + url.search;
  });
  expect(fromSitemap.length, 'endereços no sitemap').toBeGreaterThan(50);
  // The site map's pages whose address needs no parameter (a news item and a region are in the sitemap).
  const fromSiteMap = Object.values(SITE_PAGES)
    .map((p) => p.path)
    .filter((p) => p !== SITE_PAGES.noticia.path && p !== SITE_PAGES.cosemsRegional.path);
  const urlPaths = [...new Set([...SITE_ROUTES.map((r) => r.urlPath), ...ROUTE_VARIANTS, ...fromSiteMap, ...EXTRAS, ...fromSitemap])];

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-vnu-'));
  try {
    const arquivos = new Map<string, string>();
    // A few at a time: the server renders each page once (no cache yet), on a 2-core machine.
    for (let i = 0; i < urlPaths.length; i += 4) {
      await Promise.all(
        urlPaths.slice(i, i + 4).map(async (urlPath, j) => {
          const res = await request.get(urlPath);
          expect(res.headers()['content-type'], urlPath).toMatch(/^text\/html/);
          if (urlPath !== '/500') expect(res.status(), urlPath).toBeLessThan(500);
          const arquivo = path.join(dir, `${String(i + j).padStart(4, '0')}.html`);
          fs.writeFileSync(arquivo, await res.body());
          arquivos.set(`file:${arquivo}`, urlPath);
        }),
      );
    }

    const mensagens = await runVnu([...arquivos.keys()].map((f) => f.slice('file:'.length)));
    const onde = (m: VnuMessage) => `${arquivos.get(m.url ?? '') ?? m.url}:${m.lastLine ?? '?'}`;
    const erros = mensagens.filter((m) => m.type !== 'info').map((m) => `${onde(m)} ${m.message} [${m.extract ?? ''}]`);
    const avisos = mensagens.filter((m) => m.type === 'info' && m.subType === 'warning').map((m) => `${onde(m)} ${m.message}`);
    console.log(`Nu HTML Checker: ${arquivos.size} páginas, ${erros.length} erros, ${avisos.length} avisos.`);
    expect(erros, 'erros do Nu HTML Checker').toEqual([]);
    expect(avisos, 'avisos do Nu HTML Checker').toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
