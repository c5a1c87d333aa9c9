/** The news feeds: RSS 2.0 (/rss.xml) and Atom 1.0 (/atom.xml) of the latest news. */
import { siteConfig } from '../site-config';
import { escaparXml } from './xml';

/** How many news items the feeds carry. */
export const ITENS_FEED = 20;

export interface ItemFeed {
  id: number;
  title: string;
  sub_title: string | null;
  data_publicao: string;
  escritor: { nome: string } | null;
}

/** The latest `ITENS_FEED` items, newest publication first (ties: higher id first). */
export function ultimasNoticias<T extends ItemFeed>(noticias: readonly T[], n = ITENS_FEED): T[] {
  return [...noticias].sort((a, b) => Date.parse(b.data_publicao) - Date.parse(a.data_publicao) || b.id - a.id).slice(0, n);
}

const TITULO_FEED = 'Notícias do SUS e COSEMS/MG';
const DESCRICAO_FEED = `Últimas notícias do ${siteConfig.nomeCompleto}.`;

function data(iso: string): Date {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? new Date(0) : d;
}

export function rssXml(siteUrl: string, noticias: readonly ItemFeed[]): string {
  const atualizado = noticias[0] ? data(noticias[0].data_publicao) : new Date(0);
  const itens = noticias.map((n) => {
    const link = escaparXml(`${siteUrl}/noticia/${n.id}`);
    return [
      '<item>',
      `<title>${escaparXml(n.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<pubDate>${data(n.data_publicao).toUTCString()}</pubDate>`,
      n.sub_title ? `<description>${escaparXml(n.sub_title)}</description>` : '',
      n.escritor?.nome ? `<dc:creator>${escaparXml(n.escritor.nome)}</dc:creator>` : '',
      '</item>',
    ].join('');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escaparXml(TITULO_FEED)}</title>
<link>${escaparXml(`${siteUrl}/lista-noticias`)}</link>
<description>${escaparXml(DESCRICAO_FEED)}</description>
<language>pt-BR</language>
<lastBuildDate>${atualizado.toUTCString()}</lastBuildDate>
<atom:link href="${escaparXml(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>
${itens.join('\n')}
</channel>
</rss>
`;
}

export function atomXml(siteUrl: string, noticias: readonly ItemFeed[]): string {
  const atualizado = noticias[0] ? data(noticias[0].data_publicao) : new Date(0);
  const entradas = noticias.map((n) => {
    const link = escaparXml(`${siteUrl}/noticia/${n.id}`);
    return [
      '<entry>',
      `<id>${link}</id>`,
      `<title>${escaparXml(n.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${link}"/>`,
      `<published>${data(n.data_publicao).toISOString()}</published>`,
      `<updated>${data(n.data_publicao).toISOString()}</updated>`,
      `<author><name>${escaparXml(n.escritor?.nome || siteConfig.nome)}</name></author>`,
      n.sub_title ? `<summary>${escaparXml(n.sub_title)}</summary>` : '',
      '</entry>',
    ].join('');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pt-BR">
<id>${escaparXml(`${siteUrl}/`)}</id>
<title>${escaparXml(TITULO_FEED)}</title>
<subtitle>${escaparXml(DESCRICAO_FEED)}</subtitle>
<updated>${atualizado.toISOString()}</updated>
<link rel="self" type="application/atom+xml" href="${escaparXml(`${siteUrl}/atom.xml`)}"/>
<link rel="alternate" type="text/html" href="${escaparXml(`${siteUrl}/lista-noticias`)}"/>
<author><name>${escaparXml(siteConfig.nomeCompleto)}</name></author>
${entradas.join('\n')}
</feed>
`;
}
