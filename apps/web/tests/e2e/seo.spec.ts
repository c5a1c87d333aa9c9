/** Search engines, feed readers and sharing: sitemap, robots, RSS/Atom, per-page head tags, JSON-LD, share links. */
import type { NoticiaDetail, NoticiaSummary, RegiaoRef } from '@cosems/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openHydrated, apiJson, expect, SITE_ROUTES, DOCUMENT_STATUS_ERROR, test, ROUTE_VARIANTS } from './site-fixtures';
import { readSitemap } from './sitemap';

/** SITE_URL as the e2e server runs it (unset: http://localhost:PORT). */
function siteUrl(baseURL: string | undefined): string {
  return process.env.SITE_URL ?? `http://localhost:${new URL(baseURL as string).port}`;
}

function latest(noticias: NoticiaSummary[], n = 20): NoticiaSummary[] {
  return [...noticias].sort((a, b) => Date.parse(b.data_publicao) - Date.parse(a.data_publicao) || b.id - a.id).slice(0, n);
}

async function text(request: APIRequestContext, urlPath: string, type: RegExp) {
  const res = await request.get(urlPath);
  expect(res.status(), urlPath).toBe(200);
  expect(res.headers()['content-type'], urlPath).toMatch(type);
  expect(res.headers()['cache-control'], urlPath).toMatch(/public, max-age=\d+/);
  return res.text();
}

/** Parses XML in the page with DOMParser: the list of the given tag's texts, or null when not well-formed. */
async function xmlTexts(page: Page, xml: string, tag: string) {
  return page.evaluate(
    ([x, t]) => {
      const doc = new DOMParser().parseFromString(x as string, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length > 0) return null;
      return { raiz: doc.documentElement.localName, textos: [...doc.getElementsByTagName(t as string)].map((e) => e.textContent ?? '') };
    },
    [xml, tag],
  );
}

test('sitemap.xml is an index of files that list the content pages, every region and every news item; robots.txt names it', async ({
  page,
  request,
  baseURL,
}) => {
  const site = siteUrl(baseURL);
  const [noticias, regioes] = await Promise.all([
    apiJson<NoticiaSummary[]>(request, '/api/noticia'),
    apiJson<RegiaoRef[]>(request, '/api/regioes'),
  ]);
  // An index of files (docs/decisions/049): the pages and regions, then the news.
  const index = await xmlTexts(page, await text(request, '/sitemap.xml', /^application\/xml/), 'loc');
  expect(index?.raiz).toBe('sitemapindex');
  expect(index?.textos).toEqual([`${site}/sitemap/paginas.xml`, `${site}/sitemap/noticias-1.xml`]);
  const urls: string[] = [];
  let xml = '';
  for (const file of index?.textos ?? []) {
    const fileXml = await text(request, new URL(file).pathname, /^application\/xml/);
    const locs = await xmlTexts(page, fileXml, 'loc');
    expect(locs?.raiz, file).toBe('urlset');
    urls.push(...(locs?.textos ?? []));
    xml += fileXml;
  }
  for (const urlPath of [
    '/',
    '/equipe',
    '/diretoria',
    '/missao-valores',
    '/estatuto',
    '/institucional',
    '/lista-noticias',
    '/publicacoes',
  ]) {
    expect(urls).toContain(`${site}${urlPath}`);
  }
  for (const s of ['notas', 'pareceres', 'orientacoes', 'informes', 'recomendacao']) expect(urls).toContain(`${site}/juridico/${s}`);
  for (const urlPath of ['/juridico', '/secretarios', '/presidentes', '/apoiadores', '/acessibilidade'])
    expect(urls).toContain(`${site}${urlPath}`);
  expect(regioes.length).toBe(28);
  for (const r of regioes) expect(urls).toContain(`${site}/CosemsRegional/${r.id}`);
  for (const n of noticias) {
    expect(xml).toContain(`<url><loc>${site}/noticia/${n.id}</loc><lastmod>${new Date(n.data_publicao).toISOString()}</lastmod></url>`);
  }
  // The agenda (issue 30): its page and each public event (upcoming and past).
  expect(urls).toContain(`${site}/agenda`);
  const eventos = [
    ...(await apiJson<{ rows: { id: number }[] }>(request, '/api/eventos')).rows,
    ...(await apiJson<{ rows: { id: number }[] }>(request, '/api/eventos?periodo=passados')).rows,
  ];
  for (const e of eventos) expect(urls).toContain(`${site}/agenda/${e.id}`);
  const [proximos, passados, deliberacoes] = await Promise.all([
    apiJson<{ count: number }>(request, '/api/eventos'),
    apiJson<{ count: number }>(request, '/api/eventos?periodo=passados'),
    apiJson<{ total: number; itens: { id: number }[] }>(request, '/api/deliberacoes'),
  ]);
  // The deliberations (issue 30): their page and each published one.
  expect(urls).toContain(`${site}/deliberacoes`);
  for (const d of deliberacoes.itens) expect(urls).toContain(`${site}/deliberacoes/${d.id}`);
  expect(urls).toHaveLength(20 + regioes.length + noticias.length + proximos.count + passados.count + deliberacoes.total);

  const robots = await text(request, '/robots.txt', /^text\/plain/);
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
});

// docs/produto.md §2.23: the sitemap lists every indexable page.
test('every indexable page of the route list is in sitemap.xml', async ({ request, baseURL }) => {
  const site = siteUrl(baseURL);
  const urls = new Set((await readSitemap((path) => text(request, path, /^application\/xml/))).locs);
  const missing: string[] = [];
  // Pages 2… of the news list are left out on purpose: each of their items is listed by itself.
  // /juridico: the legal space's own start page, which the list reaches only by section.
  for (const urlPath of [...SITE_ROUTES.map((r) => r.urlPath), ...ROUTE_VARIANTS, '/juridico'].filter((c) => !/[?&]page=/.test(c))) {
    const res = await request.get(urlPath);
    const html = await res.text();
    if (res.status() !== 200 || /<meta name="robots" content="noindex/.test(html)) continue;
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    if (!urls.has(canonical ?? `${site}${urlPath}`)) missing.push(urlPath);
  }
  expect(missing, 'páginas indexáveis fora do sitemap').toEqual([]);
});

test('rss.xml and atom.xml parse and hold the latest 20 news titles with absolute links', async ({ page, request, baseURL }) => {
  const site = siteUrl(baseURL);
  const expectedTags = latest(await apiJson<NoticiaSummary[]>(request, '/api/noticia'));
  const rss = await text(request, '/rss.xml', /^application\/rss\+xml/);
  const rssTitulos = await xmlTexts(page, rss, 'title');
  expect(rssTitulos?.raiz).toBe('rss');
  // The channel's title first, then one per item.
  expect(rssTitulos?.textos.slice(1)).toEqual(expectedTags.map((n) => n.title));
  expect((await xmlTexts(page, rss, 'link'))?.textos.slice(1)).toEqual(expectedTags.map((n) => `${site}/noticia/${n.id}`));

  const atom = await text(request, '/atom.xml', /^application\/atom\+xml/);
  const atomTitulos = await xmlTexts(page, atom, 'title');
  expect(atomTitulos?.raiz).toBe('feed');
  expect(atomTitulos?.textos.slice(1)).toEqual(expectedTags.map((n) => n.title));
  expect((await xmlTexts(page, atom, 'id'))?.textos.slice(1)).toEqual(expectedTags.map((n) => `${site}/noticia/${n.id}`));
});

test('every page announces the feeds and names the association in JSON-LD', async ({ page }) => {
  await page.goto('/equipe');
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/atom.xml');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.map((t) => (JSON.parse(t) as { '@type': string })['@type']);
  expect(types).toContain('Organization');
  expect(types).toContain('BreadcrumbList');
});

test('the shared route list covers every page route of app/routes.ts', () => {
  const routes = readFileSync(path.resolve(import.meta.dirname, '..', '..', 'app', 'routes.ts'), 'utf8');
  // Page modules are .tsx (resource routes are .ts); the '*' catch-all only redirects to /404; the
  // back office (routes/admin/, area-restrita.spec.ts) is not a public page.
  const paginas = [...routes.matchAll(/\b(index|route)\((?:'([^']*)',\s*)?'(routes\/[^']+\.tsx)'\)/g)]
    .filter((m) => !(m[3] as string).startsWith('routes/admin/'))
    .map((m) => (m[1] === 'index' ? '' : (m[2] as string)))
    .filter((r) => r !== '*');
  expect(paginas.length).toBeGreaterThan(10);
  expect([...paginas].sort()).toEqual(SITE_ROUTES.map((r) => r.route).sort());
});

test.describe('head tags of each route', () => {
  test.use({ expectedErrors: [DOCUMENT_STATUS_ERROR] });
  test('each route has its own title, a description, a canonical address, feeds and JSON-LD', async ({ request, baseURL }) => {
    const site = siteUrl(baseURL);
    const paths = [...SITE_ROUTES.map((r) => r.urlPath), ...ROUTE_VARIANTS];
    const titulos = new Map<string, string>();
    for (const urlPath of paths) {
      const html = await (await request.get(urlPath)).text();
      expect(html, urlPath).toMatch(/^<!DOCTYPE html><html lang="pt-BR"[ >]/);
      const titulo = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(titulo, urlPath).toBeTruthy();
      expect(html.match(/<title>/g), urlPath).toHaveLength(1);
      expect(titulos.get(titulo as string), `${urlPath}: mesmo título de outra página`).toBeUndefined();
      titulos.set(titulo as string, urlPath);
      expect(html, urlPath).toMatch(/<meta name="description" content="[^"]{10,}"\/>/);
      const [pathname, query] = urlPath.split('?');
      const canonical = `${site}${pathname}${query ? `?${query}` : ''}`;
      expect(html, urlPath).toContain(`<link rel="canonical" href="${canonical.replace(/&/g, '&amp;')}"/>`);
      expect(html, urlPath).toContain(`<meta property="og:url" content="${canonical.replace(/&/g, '&amp;')}"/>`);
      expect(html, urlPath).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
      expect(html, urlPath).toContain('<meta name="twitter:card"');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, urlPath).toMatch(/<link [^>]*rel="alternate" type="application\/rss\+xml"[^>]* href="\/rss.xml"\/>/);
      expect(head, urlPath).toMatch(/<link [^>]*rel="alternate" type="application\/atom\+xml"[^>]* href="\/atom.xml"\/>/);
      // JSON-LD: Organization on every page, BreadcrumbList exactly where a breadcrumb is shown.
      const types = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => (JSON.parse(m[1] as string) as { '@type': string })['@type'],
      );
      expect(types, urlPath).toContain('Organization');
      expect(types.includes('BreadcrumbList'), `${urlPath}: BreadcrumbList ⇔ trilha na página`).toBe(
        html.includes('<ol class="breadcrumb"'),
      );
    }
    expect(titulos.size).toBe(paths.length);
  });
});

test('a news page: og:title, og:image, article:published_time, canonical and JSON-LD NewsArticle', async ({ page, request, baseURL }) => {
  const site = siteUrl(baseURL);
  const [first] = await apiJson<NoticiaSummary[]>(request, '/api/noticia/site/1');
  const { data } = await apiJson<NoticiaDetail>(request, `/api/noticia/${(first as NoticiaSummary).id}`);
  const n = data.response;
  const image = n.materia.find((b) => b.tipo === 'image')?.value;
  await page.goto(`/noticia/${n.id}`);
  const meta = (atributo: string, valor: string) => page.locator(`head meta[${atributo}="${valor}"]`);
  await expect(page).toHaveTitle(`${n.title} – COSEMS/MG`);
  await expect(meta('property', 'og:title')).toHaveAttribute('content', n.title);
  await expect(meta('property', 'og:type')).toHaveAttribute('content', 'article');
  if (n.sub_title) await expect(meta('property', 'og:description')).toHaveAttribute('content', n.sub_title);
  if (image)
    await expect(meta('property', 'og:image')).toHaveAttribute('content', `${site}/image/${encodeURIComponent(image)}?recorte=social`);
  else await expect(meta('property', 'og:image')).toHaveAttribute('content', new RegExp(`^${site}/image/.*\\?recorte=social$`));
  await expect(meta('name', 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
  await expect(meta('property', 'article:published_time')).toHaveAttribute('content', n.data_publicao);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${site}/noticia/${n.id}`);
  const blocos = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as Record<string, unknown>,
  );
  const artigo = blocos.find((b) => b['@type'] === 'NewsArticle');
  // dateModified: the contract's news item has no edit date, so the publication date (docs/produto.md §2.23).
  expect(artigo).toMatchObject({
    headline: n.title.slice(0, 110),
    datePublished: n.data_publicao,
    dateModified: n.data_publicao,
    url: `${site}/noticia/${n.id}`,
  });
  const trail = blocos.find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
  expect(trail.itemListElement.map((i) => i.name)).toEqual(['Home', 'Imprensa', 'Noticia']);
  expect(trail.itemListElement[2]?.item).toBe(`${site}/noticia/${n.id}`);
  // "<" never appears raw inside a JSON-LD script.
  const html = await (await request.get(`/noticia/${n.id}`)).text();
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) expect(m[1]).not.toContain('<');
});

test('share links carry the encoded absolute address and title; Copiar link confirms', async ({ page, context, request, baseURL }) => {
  const site = siteUrl(baseURL);
  const [first] = await apiJson<NoticiaSummary[]>(request, '/api/noticia/site/1');
  const n = first as NoticiaSummary;
  const url = `${site}/noticia/${n.id}`;
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(n.title);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openHydrated(page, `/noticia/${n.id}`);
  const secao = page.getByRole('region', { name: 'Compartilhar esta notícia' });
  const expected: [string, string][] = [
    ['WhatsApp', `https://wa.me/?text=${encodeURIComponent(`${n.title} ${url}`)}`],
    ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
    ['X', `https://x.com/intent/tweet?url=${u}&text=${t}`],
  ];
  for (const [rede, href] of expected) {
    const link = secao.getByRole('link', { name: `${rede} (abre em nova aba)`, exact: true });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(secao.getByRole('link', { name: 'Enviar por e-mail' })).toHaveAttribute(
    'href',
    `mailto:?subject=${t}&body=${encodeURIComponent(`${n.title}\n\n${url}`)}`,
  );
  await secao.getByRole('button', { name: 'Copiar link' }).click();
  await expect(secao.getByRole('status')).toHaveText('Link copiado');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  // 'Compartilhar' only where the browser has navigator.share.
  const temShare = await page.evaluate(() => typeof navigator.share === 'function');
  await expect(secao.getByRole('button', { name: 'Compartilhar', exact: true })).toHaveCount(temShare ? 1 : 0);
});

test("'Compartilhar' appears where navigator.share exists and shares the address and title", async ({ page, request, baseURL }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { compartilhado: unknown[] };
    w.compartilhado = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (dados: unknown) => {
        w.compartilhado.push(dados);
      },
    });
  });
  const [first] = await apiJson<NoticiaSummary[]>(request, '/api/noticia/site/1');
  const n = first as NoticiaSummary;
  await openHydrated(page, `/noticia/${n.id}`);
  await page.getByRole('button', { name: 'Compartilhar', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { compartilhado: unknown[] }).compartilhado))
    .toEqual([{ title: n.title, url: `${siteUrl(baseURL)}/noticia/${n.id}` }]);
});
