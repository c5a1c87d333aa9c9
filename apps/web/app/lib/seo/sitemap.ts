/** /sitemap.xml and /robots.txt, built from plain data (sitemaps.org protocol 0.9). */
import { SECOES_JURIDICO } from '@cosems/contracts';
import { sitemapPaths } from '../site-map';
import { escaparXml } from './xml';

export interface EntradaSitemap {
  /** Path inside the site ('/noticia/3'). */
  caminho: string;
  /** ISO date-time of the last change, when known. */
  lastmod?: string;
}

export function entradasSitemap(
  regioes: readonly { id: number }[],
  noticias: readonly { id: number; data_publicao: string }[],
): EntradaSitemap[] {
  return [
    ...sitemapPaths(SECOES_JURIDICO).map((caminho) => ({ caminho })),
    ...regioes.map((r) => ({ caminho: `/CosemsRegional/${r.id}` })),
    ...noticias.map((n) => ({ caminho: `/noticia/${n.id}`, lastmod: n.data_publicao })),
  ];
}

/** W3C date-time as sitemaps want it; an unreadable date is left out. */
function dataW3c(iso: string): string | null {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function sitemapXml(siteUrl: string, entradas: readonly EntradaSitemap[]): string {
  const urls = entradas.map((e) => {
    const lastmod = e.lastmod ? dataW3c(e.lastmod) : null;
    return `<url><loc>${escaparXml(siteUrl + e.caminho)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
