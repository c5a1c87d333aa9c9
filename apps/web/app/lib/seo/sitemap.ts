/** /sitemap.xml and /robots.txt, built from plain data (sitemaps.org protocol 0.9). */
import { SECOES_JURIDICO } from '@cosems/contracts';
import { sitemapPaths } from '../site-map';
import { escapeXml } from './xml';

export interface SitemapEntry {
  /** Path inside the site ('/noticia/3'). */
  path: string;
  /** ISO date-time of the last change, when known. */
  lastmod?: string;
}

export function listSitemapEntries(
  regioes: readonly { id: number }[],
  noticias: readonly { id: number; data_publicao: string }[],
): SitemapEntry[] {
  return [
    ...sitemapPaths(SECOES_JURIDICO).map((path) => ({ path })),
    ...regioes.map((r) => ({ path: `/CosemsRegional/${r.id}` })),
    ...noticias.map((n) => ({ path: `/noticia/${n.id}`, lastmod: n.data_publicao })),
  ];
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

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
