import { getDataPort, getSiteUrls } from '../../lib/data-port.server';
import { listSitemapEntries, sitemapXml } from '../../lib/seo/sitemap';
import { textResponse } from '../../lib/seo/xml';
import type { Route } from './+types/sitemap';

export async function loader({ context }: Route.LoaderArgs) {
  const port = getDataPort(context);
  const [regioes, noticias] = await Promise.all([port.listRegioes(), port.listNoticiasSitemap()]);
  return textResponse(sitemapXml(getSiteUrls(context).siteUrl, listSitemapEntries(regioes, noticias)), 'application/xml; charset=utf-8');
}
