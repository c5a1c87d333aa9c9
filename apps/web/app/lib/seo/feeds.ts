/** The news feeds: RSS 2.0 (/rss.xml) and Atom 1.0 (/atom.xml) of the latest news. */
import { siteConfig } from '../site-config';
import { escapeXml } from './xml';

/** How many news items the feeds carry. */
export const FEED_ITEM_COUNT = 20;

export interface FeedItem {
  id: number;
  title: string;
  sub_title: string | null;
  data_publicao: string;
  escritor: { nome: string } | null;
}

/** The latest `FEED_ITEM_COUNT` items, newest publication first (ties: higher id first). */
export function listLatestNoticias<T extends FeedItem>(noticias: readonly T[], n = FEED_ITEM_COUNT): T[] {
  return [...noticias].sort((a, b) => Date.parse(b.data_publicao) - Date.parse(a.data_publicao) || b.id - a.id).slice(0, n);
}

const FEED_TITLE = 'Notícias do SUS e COSEMS/MG';
const FEED_DESCRIPTION = `Últimas notícias do ${siteConfig.nomeCompleto}.`;

function parseFeedDate(iso: string): Date {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? new Date(0) : d;
}

export function rssXml(siteUrl: string, noticias: readonly FeedItem[]): string {
  const updated = noticias[0] ? parseFeedDate(noticias[0].data_publicao) : new Date(0);
  const items = noticias.map((n) => {
    const link = escapeXml(`${siteUrl}/noticia/${n.id}`);
    return [
      '<item>',
      `<title>${escapeXml(n.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<pubDate>${parseFeedDate(n.data_publicao).toUTCString()}</pubDate>`,
      n.sub_title ? `<description>${escapeXml(n.sub_title)}</description>` : '',
      n.escritor?.nome ? `<dc:creator>${escapeXml(n.escritor.nome)}</dc:creator>` : '',
      '</item>',
    ].join('');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escapeXml(FEED_TITLE)}</title>
<link>${escapeXml(`${siteUrl}/lista-noticias`)}</link>
<description>${escapeXml(FEED_DESCRIPTION)}</description>
<language>pt-BR</language>
<lastBuildDate>${updated.toUTCString()}</lastBuildDate>
<atom:link href="${escapeXml(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
</channel>
</rss>
`;
}

export function atomXml(siteUrl: string, noticias: readonly FeedItem[]): string {
  const updated = noticias[0] ? parseFeedDate(noticias[0].data_publicao) : new Date(0);
  const entries = noticias.map((n) => {
    const link = escapeXml(`${siteUrl}/noticia/${n.id}`);
    return [
      '<entry>',
      `<id>${link}</id>`,
      `<title>${escapeXml(n.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${link}"/>`,
      `<published>${parseFeedDate(n.data_publicao).toISOString()}</published>`,
      `<updated>${parseFeedDate(n.data_publicao).toISOString()}</updated>`,
      `<author><name>${escapeXml(n.escritor?.nome || siteConfig.nome)}</name></author>`,
      n.sub_title ? `<summary>${escapeXml(n.sub_title)}</summary>` : '',
      '</entry>',
    ].join('');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pt-BR">
<id>${escapeXml(`${siteUrl}/`)}</id>
<title>${escapeXml(FEED_TITLE)}</title>
<subtitle>${escapeXml(FEED_DESCRIPTION)}</subtitle>
<updated>${updated.toISOString()}</updated>
<link rel="self" type="application/atom+xml" href="${escapeXml(`${siteUrl}/atom.xml`)}"/>
<link rel="alternate" type="text/html" href="${escapeXml(`${siteUrl}/lista-noticias`)}"/>
<author><name>${escapeXml(siteConfig.nomeCompleto)}</name></author>
${entries.join('\n')}
</feed>
`;
}
