/**
 * npm run bench -- escala — uncached requests/s of issue 28's reads (a news page, its .data, list
 * pages, the API, the search, the feed and the sitemap) at 64 and at ESCALA_NOTICIAS (15,000) news
 * items, on PGlite and on PostgreSQL, in one run, with the 15,000 ÷ 64 ratio of each read (the
 * issue's target: ≥ 0.8). The built site (`npm run build` first) runs with the README's defaults
 * (lib/measure.ts) and the response cache off (CACHE_MAX_ENTRIES=0: what a crawler and the first
 * visitor after a publication meet), asked as a browser asks (Accept-Encoding: gzip, deflate, br).
 * Not part of `npm test`: figures to read (docs/desempenho.md, "Um arquivo de 20 anos").
 *
 * It prepares the databases itself: the 64 items are the demo the server imports into an empty
 * database; the large archive is `content gerar-escala` imported by `content import`, kept under
 * the system's temporary folder (cosems-bench-escala/<last commit of packages/db>-<N>: generating and importing 15,000
 * items into PGlite takes about a minute, so a second run reuses them; each measure serves a copy).
 * PostgreSQL is a throwaway server on loopback (test-support's startPostgres), one database per
 * column; without PostgreSQL's binaries only PGlite is measured.
 *
 * Before and after, in the same run: ESCALA_ANTES names another checkout of the repository, built
 * (`git worktree add /tmp/antes 352d229 && cd /tmp/antes && npm ci && npm run build`), and every
 * database is measured with that build too, each checkout generating and importing with its own
 * commands, next to this one's. All the sites are up at once and each read is measured on every
 * one of them in turn, in rounds (ESCALA_RODADAS), so a machine that slows down weighs on all.
 * 352d229 is the commit that added the generator, before any of the issue's fixes.
 *
 *   ESCALA_NOTICIAS (15000), ESCALA_SEGUNDOS (10), ESCALA_CONEXOES (10), ESCALA_POSTGRES ('nao': PGlite only)
 *   ESCALA_RODADAS  (3) each read is measured on every database in turn, this many times, for
 *                   ESCALA_SEGUNDOS ÷ rounds each; its req/s is all its requests ÷ all its seconds
 *   ESCALA_ANTES    a built checkout of an earlier commit, measured beside this one
 *   ESCALA_LEITURAS ','-separated reads instead of READS ({id}: a middle item; {regiao}: region 1)
 *   ESCALA_CACHE    'desligado' (the default: CACHE_MAX_ENTRIES=0) or 'padrao' (the README's cache)
 *   ESCALA_CODIFICACAO the Accept-Encoding sent ("gzip, deflate, br" by default; "" for none)
 *   ESCALA_BANCOS   instead of preparing: ';'-separated label=place, where a place is a DATA_DIR
 *                   (PGlite: served as it is) or a postgres:// URL (the tables of earlier runs in
 *                   docs/desempenho.md were made so)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type PostgresServer, startPostgres } from '@cosems/test-support/postgres-server';
import { launchSite, REPO_ROOT } from '@cosems/test-support/site-process';
import { describeMachine, MEASURE_ENV, measurePort } from './lib/measure.ts';

const seconds = Number(process.env.ESCALA_SEGUNDOS ?? 10);
const connections = Number(process.env.ESCALA_CONEXOES ?? 10);
const rounds = Number(process.env.ESCALA_RODADAS ?? 3);
const noticias = Number(process.env.ESCALA_NOTICIAS ?? 15000);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('ESCALA_RODADAS deve ser um número inteiro a partir de 1.');
  process.exit(2);
}
if (!Number.isInteger(noticias) || noticias < 100) {
  console.error('ESCALA_NOTICIAS deve ser um número inteiro a partir de 100.');
  process.exit(2);
}

interface Banco {
  label: string;
  /** A DATA_DIR or a postgres:// URL. */
  place: string;
  /** The checkout whose build serves it (this one when absent). */
  root?: string;
  /** For the table: which build, engine and size (absent for ESCALA_BANCOS). */
  coluna?: { versao: string; motor: 'PGlite' | 'PostgreSQL'; grande: boolean };
}

/** The reads of the issue's table, and the feeds, sitemap and a page's .data; {id} is a middle item. */
const DEFAULT_READS = [
  '/noticia/{id}',
  '/noticia/{id}.data',
  '/lista-noticias?page=5',
  '/lista-noticias?page=900',
  '/api/noticia/{id}',
  '/api/noticia/page/5',
  '/api/noticia/page/900',
  '/pesquisa/saude',
  '/api/busca?q=saude',
  '/rss.xml',
  '/sitemap.xml',
];
const READS = process.env.ESCALA_LEITURAS ? process.env.ESCALA_LEITURAS.split(',').filter(Boolean) : DEFAULT_READS;
const cacheOn = process.env.ESCALA_CACHE === 'padrao';
const acceptEncoding = process.env.ESCALA_CODIFICACAO ?? 'gzip, deflate, br';
const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : undefined;

/** `npm run content -- …` of a checkout (its own code), progress on this terminal's stderr. */
function content(root: string, args: string[], env: Record<string, string>): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'packages/db/src/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Runs `make` into `dir` once per commit and size: a folder is used only with its marker written after. */
function once(dir: string, make: () => void): string {
  const done = `${dir}.pronto`;
  if (!fs.existsSync(done)) {
    fs.rmSync(dir, { recursive: true, force: true });
    make();
    fs.writeFileSync(done, new Date().toISOString());
  }
  return dir;
}

const temporaries: string[] = [];
const servers: PostgresServer[] = [];
function tempCopy(source: string | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-escala-'));
  temporaries.push(dir);
  if (source) fs.cpSync(source, dir, { recursive: true });
  return dir;
}

async function prepare(): Promise<Banco[]> {
  const checkouts = [{ versao: 'agora', root: REPO_ROOT }];
  if (process.env.ESCALA_ANTES) checkouts.unshift({ versao: 'antes', root: path.resolve(process.env.ESCALA_ANTES) });
  const withPostgres = process.env.ESCALA_POSTGRES !== 'nao';
  const prepared: Banco[] = [];
  const pgFor = async (label: string) => {
    const server = await startPostgres();
    if (!server) return null;
    servers.push(server);
    console.error(`${label}: PostgreSQL descartável em ${server.url}`);
    return server.url;
  };
  for (const motor of withPostgres ? (['PGlite', 'PostgreSQL'] as const) : (['PGlite'] as const)) {
    for (const grande of [false, true]) {
      for (const { versao, root } of checkouts) {
        const commit = execFileSync('git', ['-C', root, 'rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
        // The archive and its import depend on packages/db alone: kept until that changes.
        const dbCommit = execFileSync('git', ['-C', root, 'log', '-1', '--format=%h', '--abbrev=12', '--', 'packages/db'], {
          encoding: 'utf8',
        }).trim();
        const cache = path.join(os.tmpdir(), 'cosems-bench-escala', `${dbCommit}-${noticias}`);
        const label = `${motor} ${grande ? noticias : 64} (${versao}, ${commit.slice(0, 7)})`;
        const bundle = () =>
          once(path.join(cache, 'pacote'), () => {
            console.error(`${label}: gerando o arquivo de ${noticias} notícias…`);
            content(root, ['gerar-escala', '--noticias', String(noticias), path.join(cache, 'pacote')], {});
          });
        let place: string | null;
        if (motor === 'PGlite') {
          const imported = grande
            ? once(path.join(cache, 'pglite'), () => {
                console.error(`${label}: importando no PGlite…`);
                content(root, ['import', bundle()], { DATA_DIR: path.join(cache, 'pglite') });
              })
            : null;
          place = tempCopy(imported);
        } else {
          place = await pgFor(label);
          if (place && grande) {
            console.error(`${label}: importando no PostgreSQL…`);
            content(root, ['import', bundle()], { DATABASE_URL: place });
          }
        }
        if (!place) {
          console.error('PostgreSQL não está instalado (veja o README, "Como rodar"): só o PGlite é medido.');
          continue;
        }
        prepared.push({ label, place, root, coluna: { versao, motor, grande } });
      }
    }
  }
  return prepared;
}

const bancos: Banco[] = process.env.ESCALA_BANCOS
  ? process.env.ESCALA_BANCOS.split(';')
      .filter(Boolean)
      .map((pair) => ({ label: pair.slice(0, pair.indexOf('=')), place: pair.slice(pair.indexOf('=') + 1) }))
  : await prepare();

/** req/s of each read on each database; null where the read does not exist there (page 900 of 64 items). */
const results = new Map<string, Map<string, { rps: number; errors: number } | null>>();
console.log(
  `${describeMachine()}; ${connections} conexões, ${seconds} s por leitura em ${rounds} rodadas, ${cacheOn ? 'cache padrão' : 'CACHE_MAX_ENTRIES=0'}, ` +
    `Accept-Encoding: ${acceptEncoding ?? '(nenhum)'}`,
);
/** A running site and what the reads of its column need: the middle item's id and whether page 900 exists. */
interface Served {
  banco: Banco;
  site: Awaited<ReturnType<typeof launchSite>>;
  id: number;
  deep: boolean;
}
try {
  // Every site of the run is up at once (idle while another is measured), so each read is measured
  // on every database in turn, in ESCALA_RODADAS rounds of ESCALA_SEGUNDOS ÷ rounds: a machine that
  // slows down for a while weighs on both sides of a ratio, not on one column.
  const served: Served[] = [];
  const fixedPort = measurePort();
  try {
    for (const banco of bancos) {
      const { place, root } = banco;
      const postgres = place.startsWith('postgres');
      const site = await launchSite({
        ...(root ? { root } : {}),
        env: { ...MEASURE_ENV, ...(cacheOn ? {} : { CACHE_MAX_ENTRIES: '0' }), ...(postgres ? { DATABASE_URL: place } : {}) },
        ...(postgres ? {} : { dataDir: place }),
        // BENCH_PORT names the first site's port; the others (all up at once) take the next ones.
        port: fixedPort === undefined ? undefined : fixedPort + served.length,
        output: { file: '/dev/null' },
      });
      // Kept at once, so that the finally below stops it even if its first reads fail.
      const entry: Served = { banco, site, id: 1, deep: false };
      served.push(entry);
      const first = (await (await fetch(`${site.url}/api/noticia/page/1`)).json()) as { notices: { count: number } };
      const middlePage = Math.max(1, Math.ceil(first.notices.count / 12 / 2));
      const rows = (await (await fetch(`${site.url}/api/noticia/site/${middlePage}`)).json()) as { id: number }[];
      entry.id = rows[0]?.id ?? 1;
      entry.deep = first.notices.count > 899 * 12;
    }
    const urlOf = (s: Served, read: string) => `${s.site.url}${read.replace('{id}', String(s.id)).replace('{regiao}', '1')}`;
    // A page past the last shows page 1: that read is not the deep page, so it is not counted.
    const exists = (s: Served, read: string) => s.deep || !(read.includes('page=900') || read.endsWith('/page/900'));
    // What a slow read leaves queued (an answer of seconds on PGlite) is finished before the next
    // measure: /readyz asks the database, so it answers once the queue ahead of it is done.
    const measure = async (s: Served, read: string, duration: number) => {
      await fetch(`${s.site.url}/readyz`);
      return autocannon({ url: urlOf(s, read), connections, duration, headers, timeout: 60 });
    };
    // Warm-up: every read once on every site (PGlite's WebAssembly is compiled by V8 as it runs).
    for (const s of served) for (const read of READS) if (exists(s, read)) await measure(s, read, 1);
    const totals = new Map<string, { requests: number; errors: number; seconds: number }>();
    for (let round = 0; round < rounds; round++) {
      for (const read of READS) {
        for (const s of round % 2 === 0 ? served : [...served].reverse()) {
          if (!exists(s, read)) continue;
          const result = await measure(s, read, seconds / rounds);
          const key = `${s.banco.label}\n${read}`;
          const sum = totals.get(key) ?? { requests: 0, errors: 0, seconds: 0 };
          totals.set(key, {
            requests: sum.requests + result.requests.total,
            errors: sum.errors + result.errors + result.non2xx,
            seconds: sum.seconds + result.duration,
          });
        }
      }
      console.error(`rodada ${round + 1} de ${rounds} medida`);
    }
    for (const s of served) {
      const column = new Map<string, { rps: number; errors: number } | null>();
      for (const read of READS) {
        const sum = totals.get(`${s.banco.label}\n${read}`);
        column.set(read, sum ? { rps: sum.requests / sum.seconds, errors: sum.errors } : null);
        console.error(`${s.banco.label} ${read}: ${cell(column.get(read))} req/s`);
      }
      results.set(s.banco.label, column);
    }
  } finally {
    for (const s of served) await s.site.stop();
  }
} finally {
  for (const server of servers) server.remove();
  for (const dir of temporaries) fs.rmSync(dir, { recursive: true, force: true });
}

console.log(`\n| leitura | ${bancos.map((b) => b.label).join(' | ')} |`);
console.log(`| --- | ${bancos.map(() => '---:').join(' | ')} |`);
for (const read of READS) console.log(`| \`${read}\` | ${bancos.map((b) => cell(results.get(b.label)?.get(read))).join(' | ')} |`);

// 15,000 ÷ 64 of each read, per build and engine (the issue's target: ≥ 0.8). A deep page exists only
// in the large archive: it is divided by page 5 of the small one, the same read one page deep.
const ratios = new Map<string, Map<string, string>>();
for (const large of bancos.filter((b) => b.coluna?.grande)) {
  const small = bancos.find(
    (b) => b.coluna && !b.coluna.grande && b.coluna.versao === large.coluna?.versao && b.coluna.motor === large.coluna?.motor,
  );
  if (!small || !large.coluna) continue;
  const column = new Map<string, string>();
  for (const read of READS) {
    const a = results.get(large.label)?.get(read);
    const b = results.get(small.label)?.get(read.replace('page=900', 'page=5').replace('/page/900', '/page/5'));
    if (!a || !b || a.errors || b.errors) continue;
    const ratio = a.rps / b.rps;
    column.set(read, `${ratio.toFixed(2).replace('.', ',')} ${Number(ratio.toFixed(2)) >= 0.8 ? '✓' : '✗'}`);
  }
  ratios.set(`${large.coluna.motor} (${large.coluna.versao})`, column);
}
if (ratios.size > 0) {
  console.log(`\n${noticias} ÷ 64 (meta: ≥ 0,8; uma página funda ÷ a página 5 dos 64)\n`);
  console.log(`| leitura | ${[...ratios.keys()].join(' | ')} |`);
  console.log(`| --- | ${[...ratios.keys()].map(() => '---:').join(' | ')} |`);
  for (const read of READS) console.log(`| \`${read}\` | ${[...ratios.values()].map((c) => c.get(read) ?? '—').join(' | ')} |`);
}

function cell(value: { rps: number; errors: number } | null | undefined): string {
  if (!value) return '—';
  return `${Math.round(value.rps)}${value.errors ? ` (${value.errors} erros)` : ''}`;
}
