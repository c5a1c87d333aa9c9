/**
 * The data port the server hands the site's loaders, chosen once at start: over the API's
 * repositories in this process, or over HTTP when API_URL names an API on another host. Either
 * way wrapped in the site's policies (site-policies.ts); in process, its answers are also kept
 * until content changes (read-cache.ts).
 */
import { createInProcessDataPort, type DataPortRepositories } from '@cosems/api';
import type { SiteDataPort } from '@cosems/contracts';
import { createHttpDataPort, type HttpDataPortOptions } from './http-data-port.ts';
import { type ReadCacheOptions, withReadCache } from './read-cache.ts';
import { withSitePolicies } from './site-policies.ts';

export { createHttpDataPort, withReadCache, withSitePolicies };

export type DataPortSource = { repositories: DataPortRepositories; cache?: ReadCacheOptions } | HttpDataPortOptions;

export function createSiteDataPort(source: DataPortSource): SiteDataPort {
  if (!('repositories' in source)) return withSitePolicies(createHttpDataPort(source));
  const port = withSitePolicies(createInProcessDataPort(source.repositories));
  return source.cache ? withReadCache(port, source.cache) : port;
}
