/**
 * JS budget, checked at the end of the site's build: for each page route, the gzip size of the
 * JavaScript a first visit downloads (the route manifest, the client entry, every route module
 * from the root down to the page, and all their imports, each file counted once). Home may use
 * 170 KB, every other page 121 KB (KB = 1024 bytes); over budget, the build fails.
 *
 * Reads React Router's build output: `build/client/assets/manifest-*.js` lists each route's
 * module and the chunks it imports. WEB_BUILD_DIR (relative to apps/web, default 'build') picks
 * the build, as for the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface RotaManifest {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  hasDefaultExport?: boolean;
}

export interface ManifestRR {
  entry: { module: string; imports?: string[] };
  routes: Record<string, RotaManifest>;
}

export interface Limites {
  home: number;
  outras: number;
}

// 121, not 120, since the site map (apps/web/app/lib/site-map.ts) moved the breadcrumb names of
// every page into the shared chunk (+0.4 KB): /CosemsRegional/:id went from 119.8 to 120.2 KB.
export const LIMITES_KB: Limites = { home: 170, outras: 121 };

export interface LinhaOrcamento {
  rota: string;
  id: string;
  arquivos: string[];
  bytesGzip: number;
  limiteBytes: number;
  ok: boolean;
}

/** The route and its ancestors, root first. */
function cadeia(manifest: ManifestRR, id: string): RotaManifest[] {
  const rotas: RotaManifest[] = [];
  for (let atual = manifest.routes[id]; atual; atual = atual.parentId ? manifest.routes[atual.parentId] : undefined) rotas.unshift(atual);
  return rotas;
}

/** The address a visitor types for a route, e.g. '/', '/noticia/:id'. */
export function caminhoDaRota(manifest: ManifestRR, id: string): string {
  const partes = cadeia(manifest, id)
    .map((r) => r.path ?? '')
    .filter(Boolean);
  return `/${partes.join('/')}`;
}

/** The JS files (as manifest URLs) a first visit to route `id` downloads, each once. */
export function arquivosDaPrimeiraVisita(manifest: ManifestRR, id: string, arquivoManifest?: string): string[] {
  const arquivos = new Set<string>(arquivoManifest ? [arquivoManifest] : []);
  for (const url of [manifest.entry.module, ...(manifest.entry.imports ?? [])]) arquivos.add(url);
  for (const rota of cadeia(manifest, id)) for (const url of [rota.module, ...(rota.imports ?? [])]) arquivos.add(url);
  return [...arquivos];
}

/** Page routes (with a component): resource routes (sitemap, feeds) send no JS. */
export function rotasDePagina(manifest: ManifestRR): RotaManifest[] {
  return Object.values(manifest.routes).filter((r) => r.id !== 'root' && r.hasDefaultExport !== false);
}

/** The home page is the root's index route. */
function ehHome(manifest: ManifestRR, rota: RotaManifest): boolean {
  return rota.index === true && manifest.routes[rota.parentId ?? '']?.parentId === undefined;
}

/** One line per page route; `tamanho` gives a file's gzip size from its manifest URL. */
export function medirRotas(
  manifest: ManifestRR,
  tamanho: (url: string) => number,
  { arquivoManifest, limites = LIMITES_KB }: { arquivoManifest?: string; limites?: Limites } = {},
): LinhaOrcamento[] {
  return rotasDePagina(manifest).map((rota) => {
    const arquivos = arquivosDaPrimeiraVisita(manifest, rota.id, arquivoManifest);
    const bytesGzip = arquivos.reduce((soma, url) => soma + tamanho(url), 0);
    const limiteBytes = (ehHome(manifest, rota) ? limites.home : limites.outras) * 1024;
    return { rota: caminhoDaRota(manifest, rota.id), id: rota.id, arquivos, bytesGzip, limiteBytes, ok: bytesGzip <= limiteBytes };
  });
}

/** Reads the manifest of a client build folder (build/client). */
export function lerManifest(dirCliente: string): { manifest: ManifestRR; arquivoManifest: string } {
  const assets = path.join(dirCliente, 'assets');
  const candidatos = fs.readdirSync(assets).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (candidatos.length !== 1) throw new Error(`esperado um manifest-*.js em ${assets}, encontrados ${candidatos.length}`);
  const texto = fs.readFileSync(path.join(assets, candidatos[0] as string), 'utf8');
  const json = texto.slice(texto.indexOf('=') + 1).replace(/;\s*$/, '');
  return { manifest: JSON.parse(json) as ManifestRR, arquivoManifest: `/assets/${candidatos[0]}` };
}

/** Gzip size (default level, as a server compresses) of a file under the client folder, cached. */
export function medidorGzip(dirCliente: string): (url: string) => number {
  const cache = new Map<string, number>();
  return (url) => {
    let bytes = cache.get(url);
    if (bytes === undefined) {
      bytes = gzipSync(fs.readFileSync(path.join(dirCliente, url.replace(/^\//, '')))).length;
      cache.set(url, bytes);
    }
    return bytes;
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function tabela(linhas: LinhaOrcamento[]): string {
  const cabecalho = ['rota', 'arquivos JS', 'KB gzip', 'limite KB', ''];
  const corpo = linhas.map((l) => [l.rota, String(l.arquivos.length), kb(l.bytesGzip), kb(l.limiteBytes), l.ok ? 'ok' : 'EXCEDIDO']);
  const larguras = cabecalho.map((_, i) => Math.max(...[cabecalho, ...corpo].map((c) => (c[i] as string).length)));
  const linha = (c: string[]) =>
    c
      .map((v, i) => (i === 0 ? v.padEnd(larguras[i] as number) : v.padStart(larguras[i] as number)))
      .join('  ')
      .trimEnd();
  return [linha(cabecalho), ...corpo.map(linha)].join('\n');
}

function main() {
  const buildDir = path.resolve(import.meta.dirname, '..', 'apps/web', process.env.WEB_BUILD_DIR ?? 'build');
  const dirCliente = path.join(buildDir, 'client');
  const { manifest, arquivoManifest } = lerManifest(dirCliente);
  const linhas = medirRotas(manifest, medidorGzip(dirCliente), { arquivoManifest });
  console.log(`\nOrçamento de JS por rota (primeira visita, gzip) — ${path.relative(process.cwd(), dirCliente) || '.'}\n`);
  console.log(tabela(linhas));
  const excedidas = linhas.filter((l) => !l.ok);
  if (excedidas.length > 0) {
    console.error(`\nOrçamento de JS excedido em: ${excedidas.map((l) => l.rota).join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
