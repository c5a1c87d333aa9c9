import { getDataPort, getSiteUrls } from '../../lib/data-port.server';
import { buildSitemapIndex } from '../../lib/seo/sitemap';
import { textResponse } from '../../lib/seo/xml';
import type { Route } from './+types/sitemap';

/** The sitemap index: its files are /sitemap/{name} (sitemap-arquivo.ts; docs/decisions/049). */
export async function loader({ context }: Route.LoaderArgs) {
  const xml = await buildSitemapIndex(getDataPort(context), getSiteUrls(context).siteUrl);
  return textResponse(xml, 'application/xml; charset=utf-8');
}
