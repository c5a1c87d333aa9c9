import { getDataPort, getSiteUrls } from '../../lib/data-port.server';
import { FEED_ITEM_COUNT, rssXml, listLatestNoticias } from '../../lib/seo/feeds';
import { textResponse } from '../../lib/seo/xml';
import type { Route } from './+types/rss';

export async function loader({ context }: Route.LoaderArgs) {
  const noticias = listLatestNoticias(await getDataPort(context).listNoticiasRecentes(FEED_ITEM_COUNT));
  return textResponse(rssXml(getSiteUrls(context).siteUrl, noticias), 'application/rss+xml; charset=utf-8');
}
