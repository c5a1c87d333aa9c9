/**
 * npm run bench -- escala — the scale mode: issue 28's uncached reads at 64 and 15,000 news items,
 * on PGlite and PostgreSQL, in one run (scripts/bench-escala.ts, which prepares the databases).
 *
 * npm run bench — starts the built site on the demo content and measures, after a warm-up,
 * requests/s and p50/p99 latency of API reads and server-rendered pages with autocannon, asking as
 * a browser does: every row three times, with `Accept-Encoding: br`, with `gzip`, and with
 * `identity` (no compression, a reference only: no browser asks for it).
 *
 * Each row has its own baseline in the same run: before measuring, the script fetches that
 * address's answer with that Accept-Encoding, keeps its bytes exactly as the site sent them
 * (compressed the same way) and its Content-Type, Content-Encoding and Vary, and a plain node:http
 * server in its own process answers every request for that address and encoding with those bytes.
 * The site and its baseline are measured in turns, row by row (measureRow: BENCH_SLICES slices
 * each, alternating), so a machine that slows down during the run weighs on both. The ratio is
 * the median, over the slices, of site req/s over the req/s of the baseline slice next to it
 * (pairedRatio). Each slice also reads the server process's CPU time (/proc/PID/stat) before
 * and after: CPU µs per answer, for the site and its baseline, and their ratio, "× base (CPU)" — the server's own work. It asserts nothing: speed targets are read, not
 * tested (README, "Desempenho"; docs/desempenho.md).
 *
 * The server runs with the README's default settings (LOG_LEVEL=info, LOG_REQUESTS=erros…; see
 * MEASURE_ENV in lib/measure.ts for the rate limits), its log in a file as a service's goes to
 * journald; BENCH_ENV changes them, e.g. BENCH_ENV="LOG_REQUESTS=todas".
 *
 * Why each page's own bytes and not filler of the same size: autocannon decodes every body it
 * receives as UTF-8 text, which costs the client far more for real HTML with accents than for
 * ASCII filler; the same bytes on both sides cost the client the same.
 *   BENCH_SECONDS (10), BENCH_SLICES (5), BENCH_CONNECTIONS (50), BENCH_WARMUP_SECONDS (2)
 *   BENCH_ENCODINGS (br,gzip,identity), BENCH_ROUTES (all; a comma-separated subset of the labels)
 *   BENCH_ENV: extra server settings, e.g. BENCH_ENV="CACHE_MAX_ENTRIES=0" to measure without the cache
 *   BENCH_BASE_HEADERS: 'todos' (default since 2026-11-25) — the baseline sends every header the
 *     site sent (security headers, CSP, Cache-Control, ETag…; not Date, Content-Length and the
 *     connection's, which node:http writes itself), so both sides put the same answer on the wire
 *     and the ratio is the server's work alone; 'conteudo' — it sends the body's own headers only
 *     (Content-Type, Content-Encoding, Vary), as in the tables before that date. For a 300-byte
 *     API read the ~20 headers are most of the answer: a baseline without them measures the
 *     headers every server here must send (a static server too), not the server.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { launchSite } from '@cosems/test-support/site-process';
import { cpuTimeMs, describeMachine, MEASURE_ENV, measurePort, median } from './lib/measure.ts';

if (process.argv[2] === 'escala') {
  await import('./bench-escala.ts');
  process.exit(process.exitCode ?? 0);
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const slices = Math.max(1, Number(process.env.BENCH_SLICES ?? 5));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const encodings = (process.env.BENCH_ENCODINGS ?? 'br,gzip,identity').split(',').filter(Boolean);
const onlyRoutes = (process.env.BENCH_ROUTES ?? '').split(',').filter(Boolean);
const baseHeaders = process.env.BENCH_BASE_HEADERS === 'conteudo' ? 'conteudo' : 'todos';
/** Headers node:http writes itself, or that describe the connection rather than the answer. */
const OWN_HEADERS = new Set(['date', 'content-length', 'connection', 'keep-alive', 'transfer-encoding']);
const extraEnv = Object.fromEntries(
  (process.env.BENCH_ENV ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
);

interface Measure {
  reqs: number;
  p50: number;
  p99: number;
  erros: number;
  /** CPU time (user + system) the server process spent per answer during the measure, in µs. */
  cpuPerRequest: number;
}

interface Row {
  rota: string;
  encoding: string;
  bytes: number;
  site: Measure;
  base: Measure;
  /** Median over the slice pairs (a site slice and the baseline slice next to it) of site/base req/s. */
  ratio: number;
}

/** One slice of load on one server: what autocannon counted and the server's CPU time meanwhile. */
interface Slice {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  erros: number;
  /** Milliseconds of the server's CPU time. */
  cpu: number;
}

async function loadSlice(url: string, acceptEncoding: string, pid: number, duration: number): Promise<Slice> {
  const cpuBefore = cpuTimeMs(pid);
  const r = await autocannon({ url, connections, duration, headers: { 'accept-encoding': acceptEncoding } });
  return {
    requests: r.requests.total,
    seconds: r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    erros: r.errors + r.timeouts + r.non2xx,
    cpu: cpuTimeMs(pid) - cpuBefore,
  };
}

function summarize(parts: Slice[]): Measure {
  const total = (f: (s: Slice) => number) => parts.reduce((sum, s) => sum + f(s), 0);
  const requests = total((s) => s.requests);
  const elapsed = total((s) => s.seconds);
  const p50s = parts.map((s) => s.p50).sort((a, b) => a - b);
  return {
    reqs: requests / Math.max(elapsed, 0.001),
    // Percentiles of separate runs cannot be merged: the median slice's p50, the worst slice's p99.
    p50: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99: Math.max(...parts.map((s) => s.p99)),
    erros: total((s) => s.erros),
    cpuPerRequest: (total((s) => s.cpu) * 1000) / Math.max(requests, 1),
  };
}

/**
 * A row: the site and its baseline, warmed up, then loaded in turns, BENCH_SLICES slices of
 * seconds/BENCH_SLICES each, the one that goes first alternating. The machine this runs on (and
 * the load client, which shares its cores) changes speed from one second to the next: two 10 s
 * measures one after the other gave ratios from 0.48 to 1.01 for the same build; in turns, both
 * sides meet the same moments. Besides requests/s as autocannon sees them, the server's own CPU
 * time per answer: it does not depend on how the processes and the kernel share the cores.
 */
/** Answers the site gave under load, warm-ups included: the log should hold one line for each. */
let siteAnswers = 0;

async function measureRow(site: { url: string; pid: number }, base: { url: string; pid: number }, route: string, encoding: string) {
  const sides = [site, base];
  for (const side of sides) {
    const slice = await loadSlice(side.url + route, encoding, side.pid, warmup);
    if (side === site) siteAnswers += slice.requests;
  }
  const sliceSeconds = Math.max(1, Math.round(seconds / slices));
  const taken: [Slice[], Slice[]] = [[], []];
  for (let i = 0; i < slices; i++) {
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const which of order) {
      const side = sides[which] as { url: string; pid: number };
      const slice = await loadSlice(side.url + route, encoding, side.pid, sliceSeconds);
      if (which === 0) siteAnswers += slice.requests;
      taken[which]?.push(slice);
    }
  }
  return { site: summarize(taken[0]), base: summarize(taken[1]), ...pairedRatio(taken[0], taken[1]) };
}

/**
 * The row's "× base": slice i of the site and slice i of its baseline ran one right after the
 * other, so they met the same state of the machine; their ratio, pair by pair, and the median of
 * those ratios. One slow second (the load client collecting garbage, a cron job) moves one pair,
 * not the row. With totals, the same build's rows moved by up to 15 % from one run to the next.
 */
function pairedRatio(site: Slice[], base: Slice[]): { ratio: number; pairs: number[] } {
  const rate = (s: Slice) => s.requests / Math.max(s.seconds, 0.001);
  const pairs = site.map((s, i) => rate(s) / Math.max(rate(base[i] as Slice), 0.001));
  return { ratio: median(pairs), pairs };
}

/** One answer exactly as sent: node:http does not decompress (fetch would). */
function getRaw(url: string, acceptEncoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Plain node:http in a child process: for each saved answer (a file per address and encoding,
 * named in the manifest), the same bytes with the same Content-Type, Content-Encoding and Vary,
 * chosen by the request's path and Accept-Encoding as sent.
 */
async function startBaseline(manifestFile: string): Promise<{ url: string; pid: number; stop: () => void }> {
  const port = 3990 + Math.floor(Math.random() * 9);
  const code = `
const fs=require('node:fs');const m=JSON.parse(fs.readFileSync(${JSON.stringify(manifestFile)},'utf8'));
const answers=new Map(m.map((a)=>{const body=fs.readFileSync(a.file);return [a.path+'\\n'+a.encoding,{body,headers:{...a.headers,'content-length':body.length}}]}));
require('node:http').createServer((q,s)=>{const a=answers.get(q.url+'\\n'+(q.headers['accept-encoding']||''));if(!a){s.writeHead(404);s.end();return}s.writeHead(200,a.headers);s.end(a.body)}).listen(${port},'127.0.0.1',()=>console.log('ok'))`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  return { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop: () => child.kill() };
}

const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-bench-'));
// The server's log goes to a file, as a service's goes to journald: on a terminal it would
// measure the terminal. Its size is printed at the end (one line per answer).
const logFile = path.join(tmpDir, 'servidor.log');
const site = await launchSite({ env: { ...MEASURE_ENV, ...extraEnv }, port: measurePort(), output: { file: logFile } });
const rows: Row[] = [];
let logSummary = '';
let base: Awaited<ReturnType<typeof startBaseline>> | undefined;
try {
  const page = (await (await fetch(`${site.url}/api/noticia/page/1`)).json()) as { notices: { rows: { id: number }[] } };
  const id = page.notices.rows[0]?.id;
  const regioes = (await (await fetch(`${site.url}/api/regioes`)).json()) as { id: number }[];
  const regiao = regioes[0]?.id;
  const routes = [
    '/',
    `/noticia/${id}`,
    '/lista-noticias',
    `/CosemsRegional/${regiao}`,
    '/agenda',
    '/deliberacoes',
    '/api/noticia/page/1',
    `/api/noticia/${id}`,
    `/api/regioes/${regiao}`,
    '/api/eventos',
    '/api/deliberacoes',
  ].filter((r) => onlyRoutes.length === 0 || onlyRoutes.includes(r.replace(/\d+$/, '{id}')));

  // The answers the baseline serves: each address and encoding as the site sends it (its cache
  // warm by then: the first request rendered it).
  const manifest: { path: string; encoding: string; file: string; headers: Record<string, string> }[] = [];
  const sizes = new Map<string, number>();
  for (const route of routes) {
    for (const encoding of encodings) {
      await getRaw(site.url + route, encoding);
      const res = await getRaw(site.url + route, encoding);
      if (res.status !== 200) throw new Error(`${route} (${encoding}): ${res.status}`);
      const file = path.join(tmpDir, `${manifest.length}.bin`);
      fs.writeFileSync(file, res.body);
      const headers: Record<string, string> = {};
      const names =
        baseHeaders === 'todos'
          ? Object.keys(res.headers).filter((n) => !OWN_HEADERS.has(n))
          : ['content-type', 'content-encoding', 'vary'];
      for (const name of names) {
        const v = res.headers[name];
        if (typeof v === 'string') headers[name] = v;
      }
      manifest.push({ path: route, encoding, file, headers });
      sizes.set(`${route}\n${encoding}`, res.body.length);
    }
  }
  const manifestFile = path.join(tmpDir, 'manifest.json');
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  base = await startBaseline(manifestFile);

  console.log(`servidor pronto em ${site.readyInMs} ms; ${describeMachine()}`);
  console.log(
    `${connections} conexões, ${warmup} s de aquecimento + ${seconds} s por medida, em ${slices} vezes alternadas com a base; codificações ${encodings.join(', ')}; cabeçalhos da base: ${baseHeaders}; ${JSON.stringify(extraEnv)}\n`,
  );
  for (const route of routes) {
    for (const encoding of encodings) {
      const { site: siteMeasure, base: baseMeasure, ratio, pairs } = await measureRow(site, base, route, encoding);
      const row = { rota: route, encoding, bytes: sizes.get(`${route}\n${encoding}`) ?? 0, site: siteMeasure, base: baseMeasure, ratio };
      rows.push(row);
      console.log(
        `${route} ${encoding}: ${siteMeasure.reqs.toFixed(0)} req/s (${siteMeasure.cpuPerRequest.toFixed(1)} µs de CPU cada), base ${baseMeasure.reqs.toFixed(0)} req/s (${baseMeasure.cpuPerRequest.toFixed(1)} µs); × base por par ${pairs.map((p) => p.toFixed(2)).join(' ')}`,
      );
    }
  }
} finally {
  base?.stop();
  await site.stop();
  const log = fs.readFileSync(logFile, 'utf8');
  const lines = log.split('\n').filter(Boolean);
  logSummary = `log do servidor (LOG_LEVEL=${extraEnv.LOG_LEVEL ?? MEASURE_ENV.LOG_LEVEL}): ${lines.length} linhas, ${(log.length / 2 ** 20).toFixed(0)} MB`;
  const problems = lines.filter((l) => /"level":(40|50|60)/.test(l));
  if (problems.length > 0) console.log(`avisos e erros do servidor:\n${problems.slice(0, 20).join('\n')}`);
  fs.rmSync(tmpDir, { recursive: true, force: true });
}
console.log(`\n${logSummary}; respostas do site sob carga (aquecimento incluído): ${siteAnswers}`);

const header = [
  'rota',
  'codif.',
  'bytes',
  'req/s',
  'p50 ms',
  'p99 ms',
  'erros',
  'base req/s',
  'base p99',
  '× base',
  'CPU µs/req',
  'base CPU µs/req',
  '× base (CPU)',
];
const table = rows.map((r) => [
  r.rota,
  r.encoding,
  String(r.bytes),
  r.site.reqs.toFixed(0),
  String(r.site.p50),
  String(r.site.p99),
  String(r.site.erros),
  r.base.reqs.toFixed(0),
  String(r.base.p99),
  r.ratio.toFixed(2),
  r.site.cpuPerRequest.toFixed(1),
  r.base.cpuPerRequest.toFixed(1),
  (r.base.cpuPerRequest / Math.max(r.site.cpuPerRequest, 0.001)).toFixed(2),
]);
console.log();
// A Markdown table, ready for docs/desempenho.md.
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map((_, i) => (i < 2 ? ' --- ' : ' ---: ')).join('|')}|`);
for (const cells of table) console.log(`| ${cells.join(' | ')} |`);
