/**
 * Time and peak memory of a backup of a 15,000-item archive and of its restore (issue 28, item 6;
 * docs/decisions/055-copia-em-memoria-limitada.md). `npm run build` first.
 *
 *   node --import tsx scripts/medir-copia.ts [DATA_DIR com o arquivo importado]
 *
 * The DATA_DIR (by default /tmp/pgl-escala-15000: `content gerar-escala --noticias 15000`, then
 * `content import`) is copied, never opened itself. Then, each step a process of its own:
 *
 * 1. `content export copia.tar.gz` by the built command (packages/db/build/cli.js);
 * 2. `content import copia.tar.gz` into an empty DATA_DIR;
 * 3. the back office's download: the built server on a copy of the DATA_DIR with an administrator
 *    (packages/admin/build/cli.js criar-usuario), signed in over HTTP (password, then the two-factor
 *    set-up), GET /admin/copia/baixar saved to a file;
 * 4. `content import` of that download into another empty DATA_DIR;
 * 5. `content import` of the first archive over an existing DATA_DIR (a copy of the source), as a
 *    site's content is restored;
 * 6. with MEDIR_PG_URL (an empty PostgreSQL database), `content import` and `content export` there:
 *    the command's process then holds no database, and its peak is this code's alone;
 * 7. and the back office's download there, the server run as the production recipe runs it
 *    (PostgreSQL, jemalloc when libjemalloc2 is installed).
 *
 * The commands run under /usr/bin/time, whose %M is the process's peak resident memory (VmHWM).
 * The server's memory is read from /proc every 100 ms during the download: its resident memory
 * before, and the largest during. NODE_FLAGS (for example "--liftoff-only") goes to the commands'
 * node; the server runs as `npm run serve` runs it.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { totpCode } from '@cosems/admin';
import { formatMb, PRODUCTION_MALLOC_ENV, REPO_ROOT, startSite } from '@cosems/test-support/site-process';
import { describeMachine } from './lib/measure.ts';

const SOURCE = path.resolve(process.argv[2] ?? '/tmp/pgl-escala-15000');
const CONTENT_CLI = path.join(REPO_ROOT, 'packages/db/build/cli.js');
const ADMIN_CLI = path.join(REPO_ROOT, 'packages/admin/build/cli.js');
const NODE_FLAGS = (process.env.NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
const EMAIL = 'medir.copia@cosems.example';
const SENHA = 'cavalo correto bateria grampo azul';

interface Step {
  nome: string;
  segundos: number;
  picoBytes: number;
  extra?: string;
}

/** Runs a built command under /usr/bin/time: its wall time, its peak RSS, its stderr's progress lines. */
function timed(
  args: string[],
  env: Record<string, string>,
): Promise<{ segundos: number; picoBytes: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      '/usr/bin/time',
      ['-f', 'TEMPO %e %M', process.execPath, ...NODE_FLAGS, ...args],
      { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => {
        const m = /TEMPO ([\d.]+) (\d+)\s*$/.exec(stderr);
        if (err || !m) return reject(new Error(`${args.join(' ')} falhou: ${err?.message ?? ''}\n${stderr.slice(-2000)}`));
        resolve({ segundos: Number(m[1]), picoBytes: Number(m[2]) * 1024, stdout, stderr: stderr.slice(0, m.index) });
      },
    );
  });
}

/** The progress lines a command printed, shortened to the first and last of each step. */
function progressSummary(stderr: string): string {
  const lines = stderr.trim().split('\n');
  const etapas = new Map<string, string[]>();
  for (const line of lines) {
    const etapa = line.split(':')[0] ?? '';
    etapas.set(etapa, [...(etapas.get(etapa) ?? []), line]);
  }
  return [...etapas.values()].map((l) => `${l.length} linhas, última "${l.at(-1)}"`).join('; ');
}

/** A cookie jar of one client: enough for the back office's session and anti-CSRF cookies. */
class Client {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}
  async request(pathname: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    let url = new URL(pathname, this.base);
    let method = init.method ?? (init.form ? 'POST' : 'GET');
    let body: string | undefined = init.form ? new URLSearchParams(init.form).toString() : undefined;
    for (let hops = 0; hops < 5; hops++) {
      const res = await fetch(url, {
        method,
        body,
        redirect: 'manual',
        headers: {
          cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          origin: this.base,
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const at = pair?.indexOf('=') ?? -1;
        if (pair && at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return res;
      await res.arrayBuffer();
      url = new URL(location, url);
      method = 'GET';
      body = undefined;
    }
    throw new Error(`redirecionamentos demais a partir de ${pathname}`);
  }
}

const csrfDe = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

function rssOf(pid: number): number {
  const m = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? 0) * 1024;
}

/**
 * The back office's download from the built server over `database` (a DATA_DIR or a DATABASE_URL):
 * an administrator is created, signs in over HTTP (password, then the two-factor set-up), and
 * GET /admin/copia/baixar is saved to `file`; the server's resident memory is read every 100 ms.
 */
async function measureDownload(nome: string, database: Record<string, string>, file: string): Promise<Step> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [ADMIN_CLI, 'criar-usuario', '--email', EMAIL, '--nome', 'Medida da Cópia', '--papel', 'administrador'],
      { env: { ...process.env, ...database, LD_PRELOAD: '' }, stdio: ['pipe', 'ignore', 'inherit'] },
    );
    child.stdin.end(`${SENHA}\n`);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`criar-usuario saiu com ${code}`))));
  });
  const { DATA_DIR: dataDir, ...env } = database;
  const site = await startSite({
    ...(dataDir ? { dataDir } : {}),
    env: { ...env, HSTS_MAX_AGE: '0', RATE_LIMIT_MAX: '0', RENDER_LIMIT_MAX: '0' },
  });
  try {
    await site.waitUntilReady(180_000);
    const client = new Client(site.url);
    const entrar = await client.request('/admin/entrar', { form: { email: EMAIL, senha: SENHA } });
    const html = await entrar.text();
    const chave = (/<code[^>]*>([A-Z2-7 ]+)<\/code>/.exec(html)?.[1] ?? '').replace(/\s+/g, '');
    if (!chave) throw new Error(`a entrada não levou à configuração do segundo fator (${entrar.status} ${entrar.url})`);
    const configurar = await client.request('/admin/entrar/configurar', {
      form: { _csrf: csrfDe(html), codigo: totpCode(chave, Math.floor(Date.now() / 1000)) },
    });
    await configurar.arrayBuffer();
    // A moment to settle after the sign-in, then the server's memory before the download.
    await new Promise((r) => setTimeout(r, 2000));
    const before = rssOf(site.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(site.pid));
    }, 100);
    const started = performance.now();
    const res = await client.request('/admin/copia/baixar');
    if (res.status !== 200 || !res.body) throw new Error(`/admin/copia/baixar respondeu ${res.status}`);
    const headers = ['content-type', 'content-length', 'transfer-encoding', 'content-disposition']
      .map((h) => `${h}: ${res.headers.get(h) ?? '(nenhum)'}`)
      .join('; ');
    await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), fs.createWriteStream(file));
    const segundos = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(site.pid));
    return {
      nome,
      segundos,
      picoBytes: peak,
      extra: `${formatMb(fs.statSync(file).size)}; memória do servidor antes ${formatMb(before)}, pico durante ${formatMb(peak)} (+${formatMb(peak - before)}); ${headers}`,
    };
  } finally {
    await site.stop();
  }
}

async function main() {
  if (!fs.existsSync(path.join(SOURCE, 'PG_VERSION'))) throw new Error(`${SOURCE}: não é um DATA_DIR do PGlite`);
  for (const f of [CONTENT_CLI, ADMIN_CLI]) if (!fs.existsSync(f)) throw new Error(`${f} não existe: rode "npm run build" antes.`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-medir-copia-'));
  const steps: Step[] = [];
  console.log(`Máquina: ${describeMachine()}; NODE_FLAGS=${NODE_FLAGS.join(' ') || '(nenhum)'}`);
  try {
    // 1. The command's export.
    const exportDir = path.join(work, 'exportar');
    fs.cpSync(SOURCE, exportDir, { recursive: true });
    const cliArchive = path.join(work, 'comando.tar.gz');
    const exp = await timed([CONTENT_CLI, 'export', cliArchive], { DATA_DIR: exportDir, DATABASE_URL: '' });
    steps.push({
      nome: 'exportar (comando)',
      segundos: exp.segundos,
      picoBytes: exp.picoBytes,
      extra: `${formatMb(fs.statSync(cliArchive).size)}; progresso: ${progressSummary(exp.stderr)}`,
    });
    fs.rmSync(exportDir, { recursive: true, force: true });

    // 2. Its restore into an empty DATA_DIR.
    const imp = await timed([CONTENT_CLI, 'import', cliArchive], { DATA_DIR: path.join(work, 'restaurar-comando'), DATABASE_URL: '' });
    steps.push({
      nome: 'restaurar (comando, DATA_DIR vazio)',
      segundos: imp.segundos,
      picoBytes: imp.picoBytes,
      extra: `${imp.stdout.trim()}; progresso: ${progressSummary(imp.stderr)}`,
    });
    fs.rmSync(path.join(work, 'restaurar-comando'), { recursive: true, force: true });

    // 3. The back office's download, from the built server.
    const siteDir = path.join(work, 'site');
    fs.cpSync(SOURCE, siteDir, { recursive: true });
    const downloaded = path.join(work, 'area-restrita.tar.gz');
    steps.push(await measureDownload('baixar (área restrita, servidor compilado)', { DATA_DIR: siteDir, DATABASE_URL: '' }, downloaded));

    // 4. The download restores too.
    const imp2 = await timed([CONTENT_CLI, 'import', downloaded], { DATA_DIR: path.join(work, 'restaurar-download'), DATABASE_URL: '' });
    steps.push({
      nome: 'restaurar (o download, DATA_DIR vazio)',
      segundos: imp2.segundos,
      picoBytes: imp2.picoBytes,
      extra: imp2.stdout.trim(),
    });

    // 5. The usual restore: over a DATA_DIR that exists (the site's), replacing its content. No
    // initdb: the difference from step 2 is what creating a PGlite database costs.
    const existing = path.join(work, 'restaurar-existente');
    fs.cpSync(SOURCE, existing, { recursive: true });
    const imp3 = await timed([CONTENT_CLI, 'import', cliArchive], { DATA_DIR: existing, DATABASE_URL: '' });
    steps.push({ nome: 'restaurar (comando, sobre um DATA_DIR existente)', segundos: imp3.segundos, picoBytes: imp3.picoBytes });

    // 6 and 7. With a PostgreSQL server (MEDIR_PG_URL, an empty database), the command's process
    // holds no database engine: its peak is this code's own.
    const pgUrl = process.env.MEDIR_PG_URL;
    if (pgUrl) {
      const pgImp = await timed([CONTENT_CLI, 'import', cliArchive], { DATABASE_URL: pgUrl });
      steps.push({ nome: 'restaurar (comando, PostgreSQL)', segundos: pgImp.segundos, picoBytes: pgImp.picoBytes });
      const pgArchive = path.join(work, 'postgres.tar.gz');
      const pgExp = await timed([CONTENT_CLI, 'export', pgArchive], { DATABASE_URL: pgUrl });
      steps.push({ nome: 'exportar (comando, PostgreSQL)', segundos: pgExp.segundos, picoBytes: pgExp.picoBytes });
      // 8. The back office's download on the production recipe: PostgreSQL, and the server under
      // jemalloc as the systemd unit runs it (when Debian's libjemalloc2 is installed).
      const jemalloc = fs.existsSync(`/usr/lib/x86_64-linux-gnu/${PRODUCTION_MALLOC_ENV.LD_PRELOAD}`);
      steps.push(
        await measureDownload(
          `baixar (área restrita, PostgreSQL${jemalloc ? ', jemalloc' : ''})`,
          { DATABASE_URL: pgUrl, ...(jemalloc ? PRODUCTION_MALLOC_ENV : {}) },
          path.join(work, 'postgres-area-restrita.tar.gz'),
        ),
      );
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  console.log('');
  for (const s of steps)
    console.log(`${s.nome}: ${s.segundos.toFixed(1)} s, pico de memória ${formatMb(s.picoBytes)}${s.extra ? ` — ${s.extra}` : ''}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
