/**
 * The OpenAPI document the API serves, as third-party tools read it:
 * - Redocly CLI's lint, recommended ruleset (apps/api/redocly.yaml), reports no error and no warning;
 * - openapi-typescript, run as the README tells a client to run it (against the served document),
 *   gives types that a small client file typechecks against — and a client that reads a field the
 *   document does not have fails to, so a field dropped from the document fails this test.
 *
 * The document does not depend on the database engine: checked on the PGlite run only.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../helper.ts';

const require = createRequire(import.meta.url);
const API_DIR = path.resolve(import.meta.dirname, '..', '..');

function bin(pkg: string, name: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  const bins = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { bin: Record<string, string> }).bin;
  return path.join(path.dirname(manifest), bins[name] as string);
}

function run(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      // No telemetry, no update check: the lint needs no network (checked with the network cut off).
      { cwd, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 16 * 2 ** 20 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Diagnostics of the TypeScript compiler for one client file beside the generated types. */
let previous: ts.Program | undefined;
function typecheck(dir: string, file: string, source: string): string[] {
  const full = path.join(dir, file);
  fs.writeFileSync(full, source);
  // The generated declarations are checked (skipLibCheck off); TypeScript's own lib files are not.
  const options = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
    skipDefaultLibCheck: true,
  };
  const program = ts.createProgram([full], options, undefined, previous);
  previous = program;
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

const onPglite = !process.env.TEST_PG_URL;

describe.runIf(onPglite)('the OpenAPI document, read by third-party tools', () => {
  const api = useTestApi();
  let dir: string;
  let address: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-openapi-'));
    address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    fs.writeFileSync(path.join(dir, 'openapi.json'), (await api.app.inject({ url: '/api/openapi.json' })).body);
  });
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('passes Redocly’s recommended lint with no error and no warning', async () => {
    const res = await run(
      [
        bin('@redocly/cli', 'redocly'),
        'lint',
        path.join(dir, 'openapi.json'),
        '--config',
        path.join(API_DIR, 'redocly.yaml'),
        '--format',
        'json',
      ],
      dir,
    );
    const report = JSON.parse(res.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    console.log(`Redocly lint: ${report.totals.errors} erros, ${report.totals.warnings} avisos.`);
    expect(problems).toEqual([]);
    expect(res.code).toBe(0);
  }, 120_000);

  it('declares every operation with an operationId, a description and its error answers (the rule redocly.yaml turns off)', () => {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, 'openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string; description?: string; responses: Record<string, unknown> }>>;
    };
    const ids = new Set<string>();
    for (const [p, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        expect(op.operationId, `${method} ${p}`).toMatch(/^(list|get|search)[A-Z][A-Za-z]+$/);
        expect(ids.has(op.operationId as string), `${op.operationId} repetido`).toBe(false);
        ids.add(op.operationId as string);
        expect(op.description?.length ?? 0, `${method} ${p}: description`).toBeGreaterThan(10);
        // The health checks take no parameter: 200 or 503, nothing a client can get wrong.
        if (p !== '/healthz' && p !== '/readyz') expect(Object.keys(op.responses), `${method} ${p}`).toContain('404');
      }
    }
  });

  it('gives a client TypeScript types with openapi-typescript, as the README shows', async () => {
    // The README's command, against the document this API serves.
    const res = await run([bin('openapi-typescript', 'openapi-typescript'), `${address}/api/openapi.json`, '-o', 'cosems-api.d.ts'], dir);
    expect(res.code, res.stderr).toBe(0);

    const client = `
      import type { operations, paths } from './cosems-api';
      type Detalhe = paths['/api/noticia/{id}']['get']['responses'][200]['content']['application/json'];
      type Pagina = paths['/api/noticia/page/{page}']['get'];
      type Regioes = operations['listRegioes']['responses'][200]['content']['application/json'];
      export function resumo(d: Detalhe, regioes: Regioes): string {
        const n = d.data.response;
        const anterior: number | undefined = d.data.anterior?.id;
        return [n.title, n.sub_title ?? '', n.data_publicao, String(anterior), ...regioes.map((r) => r.nome)].join(' ');
      }
      export const pagina: Pagina['parameters']['path']['page'] = 2;
      export const regiao: NonNullable<Pagina['parameters']['query']>['regiao'] = 3;
      export type Imagem = paths['/image/{file}']['get']['responses'][200]['content']['image/webp'];
    `;
    expect(typecheck(dir, 'cliente.ts', client)).toEqual([]);

    // The check has teeth: a field the document does not declare is a compile error.
    const errado = `
      import type { paths } from './cosems-api';
      type Detalhe = paths['/api/noticia/{id}']['get']['responses'][200]['content']['application/json'];
      export const titulo = (d: Detalhe): string => d.data.response.titulo;
    `;
    expect(typecheck(dir, 'cliente-errado.ts', errado).join('\n')).toMatch(/Property 'titulo' does not exist/);
  }, 120_000);
});
