import { getDataPort, getSiteUrls } from '../../lib/data-port.server';
import { entradasSitemap, sitemapXml } from '../../lib/seo/sitemap';
import { respostaTexto } from '../../lib/seo/xml';
import type { Route } from './+types/sitemap';

export async function loader({ context }: Route.LoaderArgs) {
  const port = getDataPort(context);
  const [regioes, noticias] = await Promise.all([port.listRegioes(), port.listNoticias()]);
  return respostaTexto(sitemapXml(getSiteUrls(context).siteUrl, entradasSitemap(regioes, noticias)), 'application/xml; charset=utf-8');
}
