/**
 * The canonical address of a page request and its cache key (issue 15;
 * docs/decisions/014-chaves-de-cache-e-enderecos-canonicos.md), from the route table of the build
 * (app/routes.ts) and what each route module declares it reads (`handle.query`, app/lib/page-query.ts):
 *
 * - another letter case, percent-encoding or trailing slash of a page's path: a 301 to the
 *   canonical path, query string kept (`/EQUIPE/` → `/equipe`); never to another host;
 * - the key: the canonical path and the declared parameters, normalised as the loaders parse them;
 *   the page is also rendered from that address, so what is stored is exactly what the key names;
 * - single-fetch data (`/equipe.data`, `/_root.data`) likewise, keeping the `_routes` React Router
 *   sends (only ids of the routes that match).
 *
 * A path no route of the table matches (the `*` route sends it to /404) gets no key.
 */
import { buildCacheKey } from '@cosems/api';
import type { ServerBuild } from 'react-router';
import { normalizeQueryValue, type PageHandle, type QueryKind } from '../app/lib/page-query.ts';

/**
 * `route`: the id of the page's route in the table (the metrics' label); null when no page
 * matches (the `*` route's 404).
 */
export type PageAddress =
  | { kind: 'redirect'; location: string; route: string | null }
  /** key: null when the answer must not be kept; url: the address to render. */
  | { kind: 'page'; key: string | null; url: string; route: string | null };

interface PagePattern {
  segments: { text: string; dynamic: boolean; optional: boolean }[];
  /** The ids of the route and its parents, root first (what `_routes` may name). */
  routeIds: string[];
  query: [string, QueryKind][];
}

function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export function createPageAddressResolver(routes: ServerBuild['routes']) {
  const patterns: PagePattern[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const chain = [];
    for (let r: typeof route | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined) chain.unshift(r);
    const path = chain
      .map((r) => r.path ?? '')
      .filter(Boolean)
      .join('/');
    // Only leaf pages: a layout or the root is matched through its children.
    if (!route.index && Object.values(routes).some((r) => r?.parentId === route.id)) continue;
    if (path.includes('*')) continue;
    const query: [string, QueryKind][] = [];
    for (const r of chain) {
      const declared = (r.module.handle as PageHandle | undefined)?.query ?? {};
      for (const [name, kind] of Object.entries(declared)) query.push([name, kind]);
    }
    patterns.push({
      segments: path
        .split('/')
        .filter(Boolean)
        .map((s) => ({ text: s.replace(/^:|\?$/g, ''), dynamic: s.startsWith(':'), optional: s.endsWith('?') })),
      routeIds: chain.map((r) => r.id),
      query,
    });
  }

  /** The canonical path for the path's segments, or null when no page of the table has them. */
  function match(raw: string[]): { path: string; pattern: PagePattern } | null {
    let best: { path: string; pattern: PagePattern; statics: number } | null = null;
    for (const pattern of patterns) {
      const { segments } = pattern;
      const required = segments.filter((s) => !s.optional).length;
      if (raw.length < required || raw.length > segments.length) continue;
      const out: string[] = [];
      let statics = 0;
      let ok = true;
      for (let i = 0; i < raw.length && ok; i++) {
        const seg = segments[i] as PagePattern['segments'][number];
        const decoded = decodeSegment(raw[i] as string);
        if (decoded === null || decoded === '') ok = false;
        else if (seg.dynamic) out.push(encodeURIComponent(decoded));
        else if (decoded.toLowerCase() === seg.text.toLowerCase()) {
          out.push(seg.text);
          statics++;
        } else ok = false;
      }
      if (ok && (!best || statics > best.statics)) best = { path: `/${out.join('/')}`, pattern, statics };
    }
    return best && { path: best.path, pattern: best.pattern };
  }

  return function resolvePageAddress(url: string): PageAddress {
    const q = url.indexOf('?');
    const rawPath = q < 0 ? url : url.slice(0, q);
    const search = q < 0 ? '' : url.slice(q);
    const isData = rawPath.endsWith('.data');
    let path = isData ? (rawPath === '/_root.data' ? '/' : rawPath.slice(0, -'.data'.length)) : rawPath;
    // One trailing slash or more, never the root itself.
    if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
    const found = path.startsWith('/') ? match(path === '/' ? [] : path.slice(1).split('/')) : null;
    if (!found) return { kind: 'page', key: null, url, route: null };
    const route = found.pattern.routeIds.at(-1) ?? null;

    const canonicalPath = isData ? (found.path === '/' ? '/_root.data' : `${found.path}.data`) : found.path;
    if (canonicalPath !== rawPath) {
      // Built from the route table's own segments, so it always starts with one '/' and a word;
      // checked anyway: a redirect must never leave this host.
      if (!/^\/([^/\\]|$)/.test(canonicalPath)) return { kind: 'page', key: null, url, route };
      return { kind: 'redirect', location: canonicalPath + search, route };
    }

    const params = new URLSearchParams(search);
    const read: Record<string, string | undefined> = {};
    for (const [name, kind] of found.pattern.query) {
      const raw = params.get(name);
      if (raw !== null) read[name] = normalizeQueryValue(kind, raw);
    }
    if (isData) {
      // React Router loads only these routes' data ('' or absent: all of them).
      const ids = (params.get('_routes') ?? '').split(',').filter((id) => found.pattern.routeIds.includes(id));
      if (ids.length > 0) read._routes = ids.join(',');
    }
    const key = buildCacheKey(canonicalPath, read);
    return { kind: 'page', key, url: key, route };
  };
}
