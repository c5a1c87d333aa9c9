/**
 * The server's build, the last step of `npm run build` (docs/decisions/018-servidor-compilado.md):
 * each process entry is bundled by esbuild into one ESM file that plain Node runs, with only
 * production dependencies installed (`npm run serve`, `npm run serve:api`):
 *
 * - apps/web/server.ts (API + site) → apps/web/build/server.js (beside React Router's build;
 *   WEB_BUILD_DIR picks another folder, as for the site's build);
 * - apps/api/src/server.ts (the API alone) → apps/api/build/server.js;
 * - packages/db/src/cli.ts (content import and export) → packages/db/build/cli.js.
 * - packages/admin/src/cli.ts (back-office accounts) → packages/admin/build/cli.js.
 * - packages/admin/src/pdf-worker.ts (the uploads' PDF check, a worker thread) → packages/admin/build/pdf-worker.js.
 *
 * The workspace packages (@cosems/*) export their TypeScript source, so they are inlined. Every
 * npm package stays an import, resolved at run time from node_modules: sharp's native module,
 * PGlite's wasm and swagger-ui's files live beside their code. Each such import must then be a
 * production dependency of the workspace whose file imports it (a devDependency is gone after
 * `npm prune --omit=dev`): checked here, so the build fails instead of the production start.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface ServerEntry {
  /** The TypeScript entry, relative to the repository's root. */
  entry: string;
  /** The compiled file, relative to the repository's root. */
  outfile: string;
}

export function serverEntries(webBuildDir = process.env.WEB_BUILD_DIR ?? 'build'): ServerEntry[] {
  return [
    { entry: 'apps/web/server.ts', outfile: path.join('apps/web', webBuildDir, 'server.js') },
    { entry: 'apps/api/src/server.ts', outfile: 'apps/api/build/server.js' },
    { entry: 'packages/db/src/cli.ts', outfile: 'packages/db/build/cli.js' },
    { entry: 'packages/admin/src/cli.ts', outfile: 'packages/admin/build/cli.js' },
    // The PDF check's worker thread (packages/admin/src/pdf-pool.ts finds it by the package's name).
    { entry: 'packages/admin/src/pdf-worker.ts', outfile: 'packages/admin/build/pdf-worker.js' },
  ];
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

const builtins = new Set(builtinModules);
const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtins.has(packageName(specifier));

/** Bare imports stay imports, except the workspace's own packages, which are inlined. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@cosems/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** The workspace folder (with a package.json) that holds a repository-relative file. */
function workspaceOf(file: string): string {
  let dir = path.dirname(path.resolve(ROOT, file));
  while (dir.startsWith(ROOT) && dir !== ROOT) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  return ROOT;
}

/**
 * Each external npm import of the bundle, with the workspace file that makes it, when that
 * workspace does not list the package in `dependencies` (or `peerDependencies`).
 */
export function undeclaredImports(metafile: Metafile): string[] {
  const problems: string[] = [];
  for (const [file, input] of Object.entries(metafile.inputs)) {
    const workspace = workspaceOf(file);
    const manifest = JSON.parse(fs.readFileSync(path.join(workspace, 'package.json'), 'utf8')) as {
      name?: string;
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    };
    for (const imported of input.imports) {
      if (!imported.external || isBuiltin(imported.path)) continue;
      const name = packageName(imported.path);
      if (manifest.dependencies?.[name] || manifest.peerDependencies?.[name]) continue;
      problems.push(`${file} importa "${imported.path}", que não está em "dependencies" de ${manifest.name ?? workspace}`);
    }
  }
  return problems;
}

export async function buildServer(entry: ServerEntry): Promise<Metafile> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry.entry],
    outfile: entry.outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Stack traces name the source files with `node --enable-source-maps`.
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [npmPackagesExternal],
  });
  // The inputs, read by the site launcher of the tests to refuse a build older than its sources.
  fs.writeFileSync(path.resolve(ROOT, `${entry.outfile}.meta.json`), JSON.stringify({ inputs: Object.keys(result.metafile.inputs) }));
  return result.metafile;
}

async function main() {
  const problems = new Set<string>();
  for (const entry of serverEntries()) {
    const started = performance.now();
    const metafile = await buildServer(entry);
    for (const problem of undeclaredImports(metafile)) problems.add(problem);
    const size = fs.statSync(path.resolve(ROOT, entry.outfile)).size;
    console.log(
      `${entry.outfile}: ${(size / 1024).toFixed(0)} KB, ${Object.keys(metafile.inputs).length} módulos, ${(performance.now() - started).toFixed(0)} ms`,
    );
  }
  if (problems.size > 0) {
    console.error(`O servidor compilado importaria pacotes que a instalação de produção não tem:\n${[...problems].join('\n')}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
