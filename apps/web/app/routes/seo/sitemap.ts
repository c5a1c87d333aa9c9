import { api } from '../../lib/api.server';
import { entradasSitemap, sitemapXml } from '../../lib/seo/sitemap';
import { respostaTexto } from '../../lib/seo/xml';
import type { Route } from './+types/sitemap';

export async function loader({ context }: Route.LoaderArgs) {
  const cliente = api(context);
  const [regioes, noticias] = await Promise.all([cliente.regioes(), cliente.todasNoticias()]);
  return respostaTexto(sitemapXml(context.siteUrl, entradasSitemap(regioes, noticias)), 'application/xml; charset=utf-8');
}
