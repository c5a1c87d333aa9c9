/**
 * What the server hands every loader. `apiFetch` reaches the API: in the same process through
 * Fastify's inject (no socket), or over HTTP when API_URL names an API on another host.
 */
export interface ApiResponse {
  status: number;
  json(): Promise<unknown>;
}

export interface SiteContext {
  apiFetch(path: string): Promise<ApiResponse>;
  /** Base address browsers use for /image and /arquivo; '' when the API shares the site's host. */
  publicApiUrl: string;
  /** Public base address of the site (SITE_URL): every absolute URL starts with it. */
  siteUrl: string;
  /** CSP nonce written into inline scripts; the server swaps it for a fresh one per answer. */
  nonce: string;
}

declare module 'react-router' {
  interface AppLoadContext extends SiteContext {}
}
