import { getDataPort, getSiteUrls } from '../../lib/data-port.server';
import { atomXml, FEED_ITEM_COUNT, listLatestNoticias } from '../../lib/seo/feeds';
import { textResponse } from '../../lib/seo/xml';
import type { Route } from './+types/atom';

export async function loader({ context }: Route.LoaderArgs) {
  const noticias = listLatestNoticias(await getDataPort(context).listNoticiasRecentes(FEED_ITEM_COUNT));
  return textResponse(atomXml(getSiteUrls(context).siteUrl, noticias), 'application/atom+xml; charset=utf-8');
}
