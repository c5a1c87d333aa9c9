import { getSiteUrls } from '../../lib/data-port.server';
import { robotsTxt } from '../../lib/seo/sitemap';
import { textResponse } from '../../lib/seo/xml';
import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  return textResponse(robotsTxt(getSiteUrls(context).siteUrl), 'text/plain; charset=utf-8');
}
