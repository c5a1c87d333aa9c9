import { SECOES_JURIDICO } from '@cosems/contracts';
import { describe, expect, it } from 'vitest';
import { atomXml, FEED_ITEM_COUNT, rssXml, listLatestNoticias } from './feeds';
import { buildNoticiaJsonLd, buildOrganizacaoJsonLd, serializeJsonLd, buildBreadcrumbJsonLd } from './json-ld';
import { getRootSeoData, buildSeoMeta, seo, getCanonicalUrl, getAbsoluteImageUrl } from './meta';
import { sitemapPaths } from '../site-map';
import {
  buildSitemapFile,
  buildSitemapIndex,
  listNoticiaEntries,
  listPaginasEntries,
  robotsTxt,
  SITEMAP_MAX_URLS,
  type SitemapReads,
  sitemapXml,
} from './sitemap';
import { escapeXml } from './xml';

const SITE = 'https://www.cosems.example';
const seoData = { siteUrl: SITE, publicApiUrl: '', logo: 'logo.png' };

function noticia(id: number, data: string, extra: Partial<{ title: string; sub_title: string | null }> = {}) {
  return { id, title: `Notícia ${id}`, sub_title: null, data_publicao: data, escritor: null, ...extra };
}

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('escapeXml', () => {
  it('escapes the five XML characters and drops characters XML forbids', () => {
    expect(escapeXml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; f');
    expect(escapeXml('x\u0000y\u0008z\u001Fw\tv\n')).toBe('xyzw\tv\n');
    expect(escapeXml('emoji 😀 e \uD800 só')).toBe('emoji 😀 e  só');
  });
});

describe('sitemap and robots', () => {
  it('lists the content pages, every region and every news item with its lastmod', () => {
    const xml = sitemapXml(SITE, [
      ...listPaginasEntries([{ id: 1 }, { id: 28 }]),
      ...listNoticiaEntries([noticia(7, '2026-01-02T10:00:00.000Z')]),
    ]);
    const doc = parse(xml);
    const locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent);
    expect(locs).toContain(`${SITE}/`);
    for (const s of ['notas', 'pareceres', 'orientacoes', 'informes', 'recomendacao']) expect(locs).toContain(`${SITE}/juridico/${s}`);
    // Indexable pages of their own (docs/produto.md §2.23): the legal space's start page, the accessibility page.
    expect(locs).toContain(`${SITE}/juridico`);
    expect(locs).toContain(`${SITE}/acessibilidade`);
    expect(locs).toContain(`${SITE}/CosemsRegional/28`);
    expect(locs).toContain(`${SITE}/noticia/7`);
    expect(locs).toHaveLength(sitemapPaths(SECOES_JURIDICO).length + 3);
    expect(xml).toContain(`<url><loc>${SITE}/noticia/7</loc><lastmod>2026-01-02T10:00:00.000Z</lastmod></url>`);
    expect(sitemapPaths(SECOES_JURIDICO)).not.toContain('/pesquisa');
  });
  it('escapes the addresses', () => {
    expect(sitemapXml('https://x.example/a&b', [{ path: '/' }])).toContain('<loc>https://x.example/a&amp;b/</loc>');
  });
  it('robots.txt names the sitemap', () => {
    expect(robotsTxt(SITE)).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('the sitemap index (docs/decisions/049)', () => {
  /** An archive of `total` news items, newest first, read as the data port reads it. */
  function archive(total: number) {
    const all = Array.from({ length: total }, (_, i) => ({
      id: total - i,
      data_publicao: new Date(Date.UTC(2026, 0, 1) - i * 86_400_000).toISOString(),
    }));
    const calls: [number | undefined, number | undefined][] = [];
    const reads: SitemapReads = {
      listRegioes: async () => [{ id: 1 }, { id: 2 }],
      // The agenda and the deliberations (issue 30), each page once.
      listAgendaSitemap: async () => ({
        eventos: [{ id: 7, atualizadoEm: '2026-11-20T12:00:00.000Z' }],
        deliberacoes: [{ id: 10 }, { id: 20 }],
      }),
      countNoticias: async () => all.length,
      async listNoticiasSitemap(offset = 0, limit = Number.POSITIVE_INFINITY) {
        calls.push([offset, limit]);
        return all.slice(offset, offset + limit);
      },
    };
    return { all, calls, reads };
  }
  const locsOf = (xml: string) => [...parse(xml).getElementsByTagName('loc')].map((l) => l.textContent ?? '');

  it('lists files of at most the limit, which together list every page, region and news item once', async () => {
    const limit = 4;
    const { all, calls, reads } = archive(10);
    const index = await buildSitemapIndex(reads, SITE, limit);
    expect(parse(index).documentElement.localName).toBe('sitemapindex');
    const files = locsOf(index);
    expect(files).toEqual([
      `${SITE}/sitemap/paginas.xml`,
      `${SITE}/sitemap/noticias-1.xml`,
      `${SITE}/sitemap/noticias-2.xml`,
      `${SITE}/sitemap/noticias-3.xml`,
    ]);
    // The index reads the count, never the list.
    expect(calls).toEqual([]);
    const listed: string[] = [];
    for (const file of files) {
      const xml = await buildSitemapFile(reads, SITE, file.split('/').at(-1), limit);
      expect(xml, file).not.toBeNull();
      expect(parse(xml as string).documentElement.localName).toBe('urlset');
      const locs = locsOf(xml as string);
      if (file.endsWith('noticias-1.xml') || file.endsWith('noticias-2.xml')) expect(locs).toHaveLength(limit);
      listed.push(...locs);
    }
    // Each news file reads its own slice only.
    expect(calls).toEqual([
      [0, 4],
      [4, 4],
      [8, 4],
    ]);
    const expected = [
      ...sitemapPaths(SECOES_JURIDICO).map((p) => `${SITE}${p}`),
      `${SITE}/CosemsRegional/1`,
      `${SITE}/CosemsRegional/2`,
      `${SITE}/agenda/7`,
      `${SITE}/deliberacoes/10`,
      `${SITE}/deliberacoes/20`,
      ...all.map((n) => `${SITE}/noticia/${n.id}`),
    ];
    expect(listed).toEqual(expected);
  });

  it('at the protocol limit by default: 15,000 news items are one file', async () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    const { reads } = archive(15_000);
    expect(locsOf(await buildSitemapIndex(reads, SITE))).toEqual([`${SITE}/sitemap/paginas.xml`, `${SITE}/sitemap/noticias-1.xml`]);
    expect((await buildSitemapFile(reads, SITE, 'noticias-1.xml'))?.match(/<url>/g)).toHaveLength(15_000);
  });

  it('no file past the last, nor any other name (so no cache entry for them)', async () => {
    const { reads } = archive(10);
    for (const name of ['noticias-4.xml', 'noticias-0.xml', 'noticias-01.xml', 'NOTICIAS-1.xml', 'noticias-1', 'x.xml', undefined]) {
      expect(await buildSitemapFile(reads, SITE, name, 4), String(name)).toBeNull();
    }
    // No news: the index names the pages only.
    expect(locsOf(await buildSitemapIndex(archive(0).reads, SITE))).toEqual([`${SITE}/sitemap/paginas.xml`]);
  });
});

describe('feeds', () => {
  const list = Array.from({ length: 25 }, (_, i) => noticia(i + 1, new Date(Date.UTC(2026, 0, i + 1)).toISOString()));
  it('take the latest 20, newest first', () => {
    const latest = listLatestNoticias(list);
    expect(latest).toHaveLength(FEED_ITEM_COUNT);
    expect(latest[0]?.id).toBe(25);
    expect(latest.at(-1)?.id).toBe(6);
  });
  const hostile = noticia(99, '2026-02-01T12:00:00.000Z', { title: 'Saúde & <b>"SUS"</b> ]]>', sub_title: "Sub 'x' < y" });
  it('RSS 2.0: valid XML, absolute links, escaped text', () => {
    const xml = rssXml(SITE, [hostile, ...listLatestNoticias(list)]);
    const doc = parse(xml);
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const items = doc.getElementsByTagName('item');
    expect(items).toHaveLength(21);
    expect(items[0]?.getElementsByTagName('title')[0]?.textContent).toBe(hostile.title);
    expect(items[0]?.getElementsByTagName('description')[0]?.textContent).toBe(hostile.sub_title);
    expect(items[0]?.getElementsByTagName('link')[0]?.textContent).toBe(`${SITE}/noticia/99`);
    expect(items[0]?.getElementsByTagName('pubDate')[0]?.textContent).toBe('Sun, 01 Feb 2026 12:00:00 GMT');
  });
  it('Atom: valid XML, absolute links, escaped text', () => {
    const doc = parse(atomXml(SITE, [hostile]));
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const entry = doc.getElementsByTagName('entry')[0];
    expect(entry?.getElementsByTagName('title')[0]?.textContent).toBe(hostile.title);
    expect(entry?.getElementsByTagName('link')[0]?.getAttribute('href')).toBe(`${SITE}/noticia/99`);
    expect(doc.getElementsByTagName('updated')[0]?.textContent).toBe('2026-02-01T12:00:00.000Z');
  });
});

describe('meta builders', () => {
  it('canonical: SITE_URL + path, without a trailing slash, with ?page past page 1', () => {
    expect(getCanonicalUrl(SITE, '/')).toBe(`${SITE}/`);
    expect(getCanonicalUrl(SITE, '/equipe/')).toBe(`${SITE}/equipe`);
    expect(getCanonicalUrl(SITE, '/lista-noticias', 3)).toBe(`${SITE}/lista-noticias?page=3`);
  });
  it('images are absolute: PUBLIC_API_URL when set, else the site', () => {
    expect(getAbsoluteImageUrl(seoData, 'a b.jpg')).toBe(`${SITE}/image/a%20b.jpg`);
    expect(getAbsoluteImageUrl({ siteUrl: SITE, publicApiUrl: 'https://api.example' }, 'a.jpg')).toBe('https://api.example/image/a.jpg');
  });
  it('a page: title, description, canonical, Open Graph and Twitter tags, the logo as image', () => {
    const m = buildSeoMeta(seoData, '/equipe', { titulo: 'Equipe | COSEMS/MG', descricao: 'Equipe.' });
    expect(m).toContainEqual({ title: 'Equipe | COSEMS/MG' });
    expect(m).toContainEqual({ name: 'description', content: 'Equipe.' });
    expect(m).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${SITE}/equipe` });
    expect(m).toContainEqual({ property: 'og:url', content: `${SITE}/equipe` });
    expect(m).toContainEqual({ property: 'og:type', content: 'website' });
    expect(m).toContainEqual({ property: 'og:image', content: `${SITE}/image/logo/logo.png` });
    expect(m).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(m.some((d) => 'name' in d && d.name === 'robots')).toBe(false);
  });
  it('an article: its own title, image and publication time; noindex when asked', () => {
    const m = buildSeoMeta(seoData, '/noticia/3', {
      titulo: 'T – COSEMS/MG',
      tituloSocial: 'T',
      descricao: 'S',
      imagem: `${SITE}/image/x.jpg`,
      tipo: 'article',
      publicadoEm: '2026-01-01T00:00:00.000Z',
      indexar: false,
    });
    expect(m).toContainEqual({ property: 'og:title', content: 'T' });
    expect(m).toContainEqual({ property: 'og:image', content: `${SITE}/image/x.jpg` });
    expect(m).toContainEqual({ property: 'article:published_time', content: '2026-01-01T00:00:00.000Z' });
    expect(m).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });
  it('without a logo or image: a small card and no og:image', () => {
    const m = buildSeoMeta({ siteUrl: SITE, publicApiUrl: '' }, '/', { titulo: 'x', descricao: 'y' });
    expect(m).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(m.some((d) => 'property' in d && d.property === 'og:image')).toBe(false);
  });
  it('seo() reads the base addresses from the root match', () => {
    const matches = [{ id: 'root', loaderData: { siteUrl: SITE, publicApiUrl: '', logo: { imagem: 'l.png' } } }];
    expect(getRootSeoData(matches)).toEqual({ siteUrl: SITE, publicApiUrl: '', logo: 'l.png' });
    expect(seo({ location: { pathname: '/apoiadores' }, matches }, { titulo: 'a', descricao: 'b' })).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${SITE}/apoiadores`,
    });
  });
});

describe('JSON-LD', () => {
  it('escapes "<" (and ">", "&") so no content can close the script', () => {
    const text = serializeJsonLd({ a: '</script><script>alert(1)</script> & ' });
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual({ a: '</script><script>alert(1)</script> & ' });
  });
  it('Organization, NewsArticle and BreadcrumbList', () => {
    expect(buildOrganizacaoJsonLd(seoData)).toMatchObject({
      '@type': 'Organization',
      url: `${SITE}/`,
      logo: `${SITE}/image/logo/logo.png`,
    });
    expect(
      buildNoticiaJsonLd(seoData, {
        url: `${SITE}/noticia/1`,
        titulo: 'T',
        descricao: null,
        imagem: null,
        publicadoEm: '2026-01-01T00:00:00.000Z',
        autor: null,
      }),
    ).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'T',
      datePublished: '2026-01-01T00:00:00.000Z',
      // No edit date in the data: last modified when published (docs/produto.md §2.23).
      dateModified: '2026-01-01T00:00:00.000Z',
      author: { '@type': 'Organization' },
    });
    const edited = { url: `${SITE}/noticia/1`, titulo: 'T', descricao: null, imagem: null, autor: null };
    expect(
      buildNoticiaJsonLd(seoData, { ...edited, publicadoEm: '2026-01-01T00:00:00.000Z', modificadoEm: '2026-02-03T10:00:00.000Z' }),
    ).toMatchObject({ datePublished: '2026-01-01T00:00:00.000Z', dateModified: '2026-02-03T10:00:00.000Z' });
    expect(buildBreadcrumbJsonLd(SITE, '/equipe', [{ nome: 'Home', link: '/' }, { nome: 'Equipe' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Equipe', item: `${SITE}/equipe` },
      ],
    });
  });
});
