import { getDataPort, getSiteUrls } from '../../lib/data-port.server';
import { rssXml, listLatestNoticias } from '../../lib/seo/feeds';
import { textResponse } from '../../lib/seo/xml';
import type { Route } from './+types/rss';

export async function loader({ context }: Route.LoaderArgs) {
  const noticias = listLatestNoticias(await getDataPort(context).listNoticias());
  return textResponse(rssXml(getSiteUrls(context).siteUrl, noticias), 'application/rss+xml; charset=utf-8');
}
