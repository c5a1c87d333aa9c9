/** /sitemap.xml (an index), its files /sitemap/{name} and /robots.txt, built from plain data (sitemaps.org protocol 0.9). */
import { type AgendaSitemap, SECOES_JURIDICO } from '@cosems/contracts';
import { sitemapPaths } from '../site-map';
import { escapeXml } from './xml';

export interface SitemapEntry {
  /** Path inside the site ('/noticia/3'). */
  path: string;
  /** ISO date-time of the last change, when known. */
  lastmod?: string;
}

/**
 * The pages without an id of their own, the legal sections, every region, every public event and
 * every published deliberation: the first file of the index.
 */
export function listPaginasEntries(
  regioes: readonly { id: number }[],
  { eventos, deliberacoes }: AgendaSitemap = { eventos: [], deliberacoes: [] },
): SitemapEntry[] {
  return [
    ...sitemapPaths(SECOES_JURIDICO).map((path) => ({ path })),
    ...regioes.map((r) => ({ path: `/CosemsRegional/${r.id}` })),
    ...eventos.map((e) => ({ path: `/agenda/${e.id}`, lastmod: e.atualizadoEm })),
    ...deliberacoes.map((d) => ({ path: `/deliberacoes/${d.id}` })),
  ];
}

export function listNoticiaEntries(noticias: readonly { id: number; data_publicao: string }[]): SitemapEntry[] {
  return noticias.map((n) => ({ path: `/noticia/${n.id}`, lastmod: n.data_publicao }));
}

/**
 * The most URLs one sitemap file may list: the protocol's limit (sitemaps.org: 50,000 URLs and
 * 50 MB). /sitemap.xml is an index of files (docs/decisions/049): one of the pages and regions,
 * then the news, newest first, at most this many per file. A test lowers it to see the split.
 */
export const SITEMAP_MAX_URLS = 50_000;

/** The index's files, as paths: the pages, then one per `limit` news items (none when there are none). */
export function listSitemapFiles(noticias: number, limit = SITEMAP_MAX_URLS): string[] {
  const files = ['/sitemap/paginas.xml'];
  for (let n = 1; n <= Math.ceil(noticias / limit); n++) files.push(`/sitemap/noticias-${n}.xml`);
  return files;
}

/** Which file a name is (`paginas.xml`, `noticias-N.xml`), written exactly so; null for any other. */
export function parseSitemapFile(name: string | undefined): { kind: 'paginas' } | { kind: 'noticias'; n: number } | null {
  if (name === 'paginas.xml') return { kind: 'paginas' };
  const match = /^noticias-([1-9][0-9]{0,8})\.xml$/.exec(name ?? '');
  return match ? { kind: 'noticias', n: Number(match[1]) } : null;
}

/** What the sitemap routes read: the site's data port has them all. */
export interface SitemapReads {
  listRegioes(): Promise<readonly { id: number }[]>;
  countNoticias(): Promise<number>;
  listNoticiasSitemap(offset?: number, limit?: number): Promise<readonly { id: number; data_publicao: string }[]>;
  /** Every public event and published deliberation (in the file of the pages). */
  listAgendaSitemap(): Promise<AgendaSitemap>;
}

/** /sitemap.xml: the index of the files (a count, never the list of news). */
export async function buildSitemapIndex(reads: SitemapReads, siteUrl: string, limit = SITEMAP_MAX_URLS): Promise<string> {
  return sitemapIndexXml(siteUrl, listSitemapFiles(await reads.countNoticias(), limit));
}

/** /sitemap/{name}: one file of the index, or null when there is no such file. */
export async function buildSitemapFile(
  reads: SitemapReads,
  siteUrl: string,
  name: string | undefined,
  limit = SITEMAP_MAX_URLS,
): Promise<string | null> {
  const file = parseSitemapFile(name);
  if (file === null) return null;
  if (file.kind === 'paginas') {
    const [regioes, agenda] = await Promise.all([reads.listRegioes(), reads.listAgendaSitemap()]);
    return sitemapXml(siteUrl, listPaginasEntries(regioes, agenda));
  }
  // Past the last file: no such file (the first one exists only when there is a news item).
  const noticias = await reads.listNoticiasSitemap((file.n - 1) * limit, limit);
  return noticias.length === 0 ? null : sitemapXml(siteUrl, listNoticiaEntries(noticias));
}

/** W3C date-time as sitemaps want it; an unreadable date is left out. */
function formatW3cDate(iso: string): string | null {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? formatW3cDate(e.lastmod) : null;
    return `<url><loc>${escapeXml(siteUrl + e.path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(siteUrl: string, files: readonly string[]): string {
  const items = files.map((path) => `<sitemap><loc>${escapeXml(siteUrl + path)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Names the sitemap index (/sitemap.xml), which names every file of the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
