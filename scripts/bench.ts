/**
 * npm run bench — starts the built site on the demo content and measures, after a warm-up,
 * requests/s and p50/p99 latency of API reads and server-rendered pages with autocannon; and, in
 * the same run, a baseline: the rendered news page saved as a static file and served by Node's
 * plain http module in its own process, measured before and after the routes (the mean of both is
 * the reference, so a machine that slows down during the run does not skew the ratios). Prints one
 * table with each route's ratio to the baseline. It asserts nothing: speed targets are read, not
 * tested (README, "Desempenho").
 *
 * Why the page's own bytes and not filler of the same size: autocannon decodes every body it
 * receives as UTF-8 text, which costs the client far more for real HTML with accents than for
 * ASCII filler. Measured against one node:http server: 58 KB of 'a' 19 600 req/s, the home page's
 * 58 KB 5 400-8 300 req/s, with autocannon at 100% of its core. Filler would make the baseline
 * fast for a reason that has nothing to do with the server.
 *   BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_WARMUP_SECONDS (3)
 *   BENCH_ENV: extra server settings, e.g. BENCH_ENV="CACHE_MAX_ENTRIES=0" to measure without the cache
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { launchSite } from '@cosems/test-support/site-process';
import { describeMachine, MEASURE_ENV, measurePort } from './lib/measure.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const extraEnv = Object.fromEntries(
  (process.env.BENCH_ENV ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((kv) => kv.split('=', 2) as [string, string]),
);

interface RouteResult {
  rota: string;
  reqs: number;
  p50: number;
  p99: number;
  erros: number;
  bytes: number;
}

async function measureRoute(url: string, route: string): Promise<RouteResult> {
  await autocannon({ url, connections, duration: warmup });
  const r = await autocannon({ url, connections, duration: seconds });
  return {
    rota: route,
    reqs: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    erros: r.errors + r.timeouts + r.non2xx,
    bytes: r.throughput.average / Math.max(r.requests.average, 1),
  };
}

/** Plain node:http answering every request with the file's bytes, in a child process. */
async function startBaseline(htmlFile: string): Promise<{ url: string; stop: () => void }> {
  const port = 3990 + Math.floor(Math.random() * 9);
  const code = `const b=require('node:fs').readFileSync(${JSON.stringify(htmlFile)});require('node:http').createServer((q,s)=>{s.writeHead(200,{'content-type':'text/html; charset=utf-8','content-length':b.length});s.end(b)}).listen(${port},'127.0.0.1',()=>console.log('ok'))`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

const site = await launchSite({ env: { ...MEASURE_ENV, ...extraEnv }, port: measurePort(), output: 'inherit' });
const results: RouteResult[] = [];
const baselineResults: RouteResult[] = [];
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-bench-'));
const htmlFile = path.join(tmpDir, 'noticia.html');
let base: Awaited<ReturnType<typeof startBaseline>> | undefined;
let filler: RouteResult | undefined;
try {
  const page = (await (await fetch(`${site.url}/api/noticia/page/1`)).json()) as { notices: { rows: { id: number }[] } };
  const id = page.notices.rows[0]?.id;
  const regioes = (await (await fetch(`${site.url}/api/regioes`)).json()) as { id: number }[];
  const regiao = regioes[0]?.id;
  fs.writeFileSync(htmlFile, Buffer.from(await (await fetch(`${site.url}/noticia/${id}`)).arrayBuffer()));
  base = await startBaseline(htmlFile);
  const baselineLabel = `estático node:http (${fs.statSync(htmlFile).size} B)`;
  const routes = ['/api/noticia/page/1', `/api/noticia/${id}`, `/api/regioes/${regiao}`, '/', '/lista-noticias', `/noticia/${id}`];
  console.log(`servidor pronto em ${site.readyInMs} ms; ${describeMachine()}`);
  console.log(`${connections} conexões, ${warmup} s de aquecimento + ${seconds} s por rota; ${JSON.stringify(extraEnv)}\n`);
  baselineResults.push(await measureRoute(base.url, `${baselineLabel}, antes`));
  for (const route of routes) results.push(await measureRoute(site.url + route, route));
  baselineResults.push(await measureRoute(base.url, `${baselineLabel}, depois`));
  base.stop();
  fs.writeFileSync(htmlFile, Buffer.alloc(fs.statSync(htmlFile).size, 'a'));
  base = await startBaseline(htmlFile);
  filler = await measureRoute(base.url, 'mesmo tamanho em "aaa…" (só referência)');
} finally {
  base?.stop();
  await site.stop();
  fs.rmSync(tmpDir, { recursive: true, force: true });
}
results.push(...baselineResults);
if (filler) results.push(filler);

const ref = baselineResults.reduce((sum, r) => sum + r.reqs, 0) / Math.max(baselineResults.length, 1) || 1;
console.log(
  'rota'.padEnd(40),
  'req/s'.padStart(8),
  'p50 ms'.padStart(7),
  'p99 ms'.padStart(7),
  'bytes'.padStart(7),
  'erros'.padStart(6),
  '× base'.padStart(7),
);
for (const r of results) {
  console.log(
    r.rota.padEnd(40),
    r.reqs.toFixed(0).padStart(8),
    String(r.p50).padStart(7),
    String(r.p99).padStart(7),
    r.bytes.toFixed(0).padStart(7),
    String(r.erros).padStart(6),
    `${((100 * r.reqs) / ref).toFixed(0)}%`.padStart(7),
  );
}
