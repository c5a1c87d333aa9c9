import { getDataPort, getSiteUrls } from '../../lib/data-port.server';
import { rssXml, ultimasNoticias } from '../../lib/seo/feeds';
import { respostaTexto } from '../../lib/seo/xml';
import type { Route } from './+types/rss';

export async function loader({ context }: Route.LoaderArgs) {
  const noticias = ultimasNoticias(await getDataPort(context).listNoticias());
  return respostaTexto(rssXml(getSiteUrls(context).siteUrl, noticias), 'application/rss+xml; charset=utf-8');
}
