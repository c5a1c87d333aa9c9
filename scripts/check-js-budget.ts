/**
 * JS budget, checked at the end of the site's build: for each page route, the gzip size of the
 * JavaScript a first visit downloads (the client entry, every route module from the root down to
 * the page, and all their imports, each file counted once). Not the route manifest file
 * (manifest-*.js): with React Router's lazy route discovery (the default with SSR) the page's HTML
 * carries the routes it matches, and the browser asks /__manifest (JSON) for the routes its links
 * lead to — it never downloads manifest-*.js. Nor the chunks a page imports by itself after it
 * renders (the region page's news carousel, the statute's PDF viewer). Both checked in Chromium by
 * apps/web/tests/e2e/primeira-visita.spec.ts. A reading page served without React (its route
 * module's handle says `hidratar: false`, docs/decisions/032) downloads no JavaScript file at all
 * (its small script is inline in the HTML): it counts 0, and the same spec checks in Chromium that
 * it asks for no .js. The limits are BUDGET_LIMITS_KB below (KB = 1024 bytes); over budget, the
 * build fails.
 *
 * Reads React Router's build output: `build/client/assets/manifest-*.js` lists each route's
 * module and the chunks it imports. WEB_BUILD_DIR (relative to apps/web, default 'build') picks
 * the build, as for the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  hasDefaultExport?: boolean;
}

export interface RouteManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface BudgetLimits {
  home: number;
  outras: number;
  /** Back-office pages (under /admin). */
  admin?: number;
}

// Until 2026-11-24 the manifest file was counted, as if a first visit downloaded it, and every
// back-office route raised the public pages' figure (123 KB by then). Measured without it (what
// Chromium downloads): /CosemsRegional/:id 119.6 KB, the largest public page; home 135.0 KB.
// Issue 10 (2026-11-24): the news item and the list download none (served without hydration);
// home 135.1 KB, so its limit comes down to 137; the others stay at 121 (the region, 119.7 KB,
// is the tightest); the back office's largest page (the news editor) 249.9 KB, its limit 255.
// Later that day the region, the search and then the home page were served without React too
// (decision 036): the home downloads no JavaScript file, so its limit is 0 (hydrating it again
// must be a decision, not a drift); the other public pages' largest is /estatuto, 117.7 KB: 119.
// Issue 27, item 3 (decision 052): the media picker's image fields, its provider in the layout and
// the loader of its dialog (the dialog itself comes only when opened) added 4.1 KB to the news
// editor: 252.6 → 256.7 KB, and 257.7 KB with the confirmations of item 6. Every back-office page
// carries the provider (0.7 KB) and Vite's preload helper of the dialog's import (0.8 KB). The
// back office's limit goes to 260. Issue 27, item 5 (decision 054): the editor's video card and the
// lazy loading of its link and video dialogs, +1.0 KB: the news editor 259.1 KB, 259.5 KB with the
// draft created at its first save, under the same limit (the dialogs, 3.9 KB, come when first opened).
export const BUDGET_LIMITS_KB: BudgetLimits = { home: 0, outras: 119, admin: 260 };

/**
 * Whether a route is served without React's scripts: its module (app/<id>.tsx, the id React Router
 * gives a route declared without one) sets `hidratar: false` in its handle. Read from the source,
 * since the client manifest does not carry handles.
 */
export function readsWithoutHydration(appDir: string): (routeId: string) => boolean {
  return (routeId) => {
    const file = path.join(appDir, `${routeId}.tsx`);
    return fs.existsSync(file) && /\bhidratar:\s*false\b/.test(fs.readFileSync(file, 'utf8'));
  };
}

export interface BudgetRow {
  rota: string;
  id: string;
  arquivos: string[];
  bytesGzip: number;
  limiteBytes: number;
  /** Served without React's scripts: no JS file downloaded. */
  semHidratacao: boolean;
  ok: boolean;
}

/** The route and its ancestors, root first. */
function getRouteChain(manifest: RouteManifest, id: string): ManifestRoute[] {
  const routes: ManifestRoute[] = [];
  for (let current = manifest.routes[id]; current; current = current.parentId ? manifest.routes[current.parentId] : undefined)
    routes.unshift(current);
  return routes;
}

/** The address a visitor types for a route, e.g. '/', '/noticia/:id'. */
export function getRoutePath(manifest: RouteManifest, id: string): string {
  const partes = getRouteChain(manifest, id)
    .map((r) => r.path ?? '')
    .filter(Boolean);
  return `/${partes.join('/')}`;
}

/** The JS files (as manifest URLs) a first visit to route `id` downloads, each once. */
export function listFirstVisitFiles(manifest: RouteManifest, id: string): string[] {
  const files = new Set<string>();
  for (const url of [manifest.entry.module, ...(manifest.entry.imports ?? [])]) files.add(url);
  for (const route of getRouteChain(manifest, id)) for (const url of [route.module, ...(route.imports ?? [])]) files.add(url);
  return [...files];
}

/** Page routes (with a component): resource routes (sitemap, feeds) send no JS. */
export function listPageRoutes(manifest: RouteManifest): ManifestRoute[] {
  return Object.values(manifest.routes).filter((r) => r.id !== 'root' && r.hasDefaultExport !== false);
}

/** The home page is the root's index route. */
function isHome(manifest: RouteManifest, route: ManifestRoute): boolean {
  return route.index === true && manifest.routes[route.parentId ?? '']?.parentId === undefined;
}

/** One line per page route; `tamanho` gives a file's gzip size from its manifest URL. */
export function measureRoutes(
  manifest: RouteManifest,
  size: (url: string) => number,
  {
    limites = BUDGET_LIMITS_KB,
    semHidratacao = () => false,
  }: { limites?: BudgetLimits; semHidratacao?: (routeId: string) => boolean } = {},
): BudgetRow[] {
  return listPageRoutes(manifest).map((route) => {
    const withoutHydration = semHidratacao(route.id);
    const files = withoutHydration ? [] : listFirstVisitFiles(manifest, route.id);
    const bytesGzip = files.reduce((soma, url) => soma + size(url), 0);
    const rota = getRoutePath(manifest, route.id);
    const admin = limites.admin !== undefined && (rota === '/admin' || rota.startsWith('/admin/'));
    const limitBytes = (isHome(manifest, route) ? limites.home : admin ? (limites.admin ?? limites.outras) : limites.outras) * 1024;
    return {
      rota,
      id: route.id,
      arquivos: files,
      bytesGzip,
      limiteBytes: limitBytes,
      semHidratacao: withoutHydration,
      ok: bytesGzip <= limitBytes,
    };
  });
}

/** Reads the manifest of a client build folder (build/client). */
export function readManifest(clientDir: string): { manifest: RouteManifest } {
  const assets = path.join(clientDir, 'assets');
  const candidatos = fs.readdirSync(assets).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (candidatos.length !== 1) throw new Error(`esperado um manifest-*.js em ${assets}, encontrados ${candidatos.length}`);
  const text = fs.readFileSync(path.join(assets, candidatos[0] as string), 'utf8');
  const json = text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '');
  return { manifest: JSON.parse(json) as RouteManifest };
}

/** Gzip size (default level, as a server compresses) of a file under the client folder, cached. */
export function createGzipMeter(clientDir: string): (url: string) => number {
  const cache = new Map<string, number>();
  return (url) => {
    let bytes = cache.get(url);
    if (bytes === undefined) {
      bytes = gzipSync(fs.readFileSync(path.join(clientDir, url.replace(/^\//, '')))).length;
      cache.set(url, bytes);
    }
    return bytes;
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function renderTable(rows: BudgetRow[]): string {
  const header = ['rota', 'arquivos JS', 'KB gzip', 'limite KB', ''];
  const body = rows.map((l) => [
    l.rota,
    String(l.arquivos.length),
    kb(l.bytesGzip),
    kb(l.limiteBytes),
    l.ok ? (l.semHidratacao ? 'ok (sem hidratação)' : 'ok') : 'EXCEDIDO',
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((c) => (c[i] as string).length)));
  const row = (c: string[]) =>
    c
      .map((v, i) => (i === 0 || i === c.length - 1 ? v.padEnd(widths[i] as number) : v.padStart(widths[i] as number)))
      .join('  ')
      .trimEnd();
  return [row(header), ...body.map(row)].join('\n');
}

function main() {
  const buildDir = path.resolve(import.meta.dirname, '..', 'apps/web', process.env.WEB_BUILD_DIR ?? 'build');
  const clientDir = path.join(buildDir, 'client');
  const { manifest } = readManifest(clientDir);
  const rows = measureRoutes(manifest, createGzipMeter(clientDir), {
    semHidratacao: readsWithoutHydration(path.resolve(import.meta.dirname, '..', 'apps/web/app')),
  });
  console.log(`\nOrçamento de JS por rota (primeira visita, gzip) — ${path.relative(process.cwd(), clientDir) || '.'}\n`);
  console.log(renderTable(rows));
  const exceeded = rows.filter((l) => !l.ok);
  if (exceeded.length > 0) {
    console.error(`\nOrçamento de JS excedido em: ${exceeded.map((l) => l.rota).join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
