import { getDataPort, getSiteUrls } from '../../lib/data-port.server';
import { buildSitemapFile } from '../../lib/seo/sitemap';
import { textResponse } from '../../lib/seo/xml';
import type { Route } from './+types/sitemap-arquivo';

/** One file of the sitemap index (/sitemap.xml): the pages, regions, events and deliberations, or up to 50,000 news items. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const port = getDataPort(context);
  const reads = {
    listRegioes: () => port.listRegioes(),
    countNoticias: () => port.countNoticias(),
    listNoticiasSitemap: (offset?: number, limit?: number) => port.listNoticiasSitemap(offset, limit),
    listAgendaSitemap: () => port.listAgendaSitemap(),
  };
  const xml = await buildSitemapFile(reads, getSiteUrls(context).siteUrl, params.arquivo);
  if (xml === null)
    throw new Response('Arquivo do sitemap não encontrado.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return textResponse(xml, 'application/xml; charset=utf-8');
}
