/**
 * The data port the server hands the site's loaders, chosen once at start: over the API's
 * repositories in this process, or over HTTP when API_URL names an API on another host. Either
 * way wrapped in the site's policies (site-policies.ts).
 */
import { createInProcessDataPort, type DataPortRepositories } from '@cosems/api';
import type { SiteDataPort } from '@cosems/contracts';
import { createHttpDataPort, type HttpDataPortOptions } from './http-data-port.ts';
import { withSitePolicies } from './site-policies.ts';

export { createHttpDataPort, withSitePolicies };

export type DataPortSource = { repositories: DataPortRepositories } | HttpDataPortOptions;

export function createSiteDataPort(source: DataPortSource): SiteDataPort {
  return withSitePolicies('repositories' in source ? createInProcessDataPort(source.repositories) : createHttpDataPort(source));
}
