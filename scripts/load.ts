/**
 * npm run load — a sustained mixed load on the built site (issue 5, "Faults and load"): starts it on
 * the demo content (launchSite of @cosems/test-support; `npm run build` first), warms it up, then runs
 * autocannon for LOAD_SECONDS at LOAD_CONNECTIONS fixed connections over a mix of pages and API
 * calls, each connection cycling through the whole list. Reports requests, req/s, errors and
 * non-2xx answers (target zero), p50/p99 latency, and the server's resident memory after the
 * warm-up and at the end. Exit code 1 when any request failed or RSS grew more than 10%.
 * Not part of `npm test`: it takes a minute and loads the machine.
 *   LOAD_SECONDS (60), LOAD_CONNECTIONS (20), LOAD_WARMUP_SECONDS (10), LOAD_MAX_RSS_GROWTH (0.10)
 *   LOAD_DATA_DIR: an existing DATA_DIR to serve (a 15,000-item archive made with `npm run content
 *     -- gerar-escala` and imported), copied first so the load changes nothing in it; by default
 *     the demo content in a new one.
 *   LOAD_ENV: extra server settings, e.g. LOAD_ENV="CACHE_MAX_MB=16 DATABASE_URL=postgres://…".
 *   LOAD_JEMALLOC=1: the production recipe's allocator (the systemd unit's LD_PRELOAD and
 *     MALLOC_CONF, PRODUCTION_MALLOC_ENV; Debian's libjemalloc2 must be installed).
 *   LOAD_CRAWL=1: besides the fixed list, a third of the connections crawl the archive as a search engine does
 * (every news item's page and API answer, list pages, searches, in a fixed pseudo-random order),
 * so the caches fill to their limits and the database reads what is not cached: the memory at the
 * end is what a long-running server holds (issue 28, item 5). The peak (VmHWM) and what the
 * process says it holds (/metrics: V8's heap, memory outside it, where PGlite's WebAssembly memory
 * is) are printed too. The caches filling up makes RSS grow during a crawl: the 10% growth limit
 * is for the fixed list alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { launchSite, PRODUCTION_MALLOC_ENV } from '@cosems/test-support/site-process';
import { describeMachine, MEASURE_ENV, measurePort } from './lib/measure.ts';

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 20);
const warmup = Number(process.env.LOAD_WARMUP_SECONDS ?? 10);
const maxGrowth = Number(process.env.LOAD_MAX_RSS_GROWTH ?? 0.1);

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} respondeu ${res.status}`);
  return (await res.json()) as T;
}

interface LoadRow {
  id: number;
  banner_image: string | null;
  destaque_image: string | null;
}

const extraEnv = Object.fromEntries(
  (process.env.LOAD_ENV ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
);
if (process.env.LOAD_JEMALLOC === '1') {
  const found = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib64', '/usr/lib'].some((dir) =>
    fs.existsSync(path.join(dir, PRODUCTION_MALLOC_ENV.LD_PRELOAD)),
  );
  if (!found) throw new Error(`LOAD_JEMALLOC=1: ${PRODUCTION_MALLOC_ENV.LD_PRELOAD} não encontrada (apt-get install -y libjemalloc2)`);
  Object.assign(extraEnv, PRODUCTION_MALLOC_ENV);
}
const metricsToken = 'medida-de-carga-'.padEnd(32, '0');
let dataDir: string | undefined;
if (process.env.LOAD_DATA_DIR) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-carga-'));
  fs.cpSync(process.env.LOAD_DATA_DIR, dataDir, { recursive: true });
}

/** VmRSS and VmHWM (the peak since start) of the server, in bytes. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/**
 * Where the resident memory is, read from /proc/<pid>/smaps: each file mapped (the node binary,
 * sharp's libvips, ICU data…) and the anonymous memory (V8's heaps, malloc's arenas, WebAssembly)
 * split into large mappings and the rest. Printed at the end so a change can be traced to a part.
 */
function residentByMapping(pid: number): string {
  const totals = new Map<string, number>();
  let name = '';
  let size = 0;
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = line.match(/^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/);
    if (header) {
      const file = header[1] ?? '';
      name = file.startsWith('/') ? path.basename(file) : file || 'anônima';
      continue;
    }
    const m = line.match(/^(Size|Rss):\s+(\d+) kB/);
    if (m?.[1] === 'Size') size = Number(m[2]) * 1024;
    else if (m?.[1] === 'Rss') {
      const key = name === 'anônima' ? (size >= 64 * 1024 * 1024 ? 'anônima (≥ 64 MB)' : 'anônima (< 64 MB)') : name;
      totals.set(key, (totals.get(key) ?? 0) + Number(m[2]) * 1024);
    }
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([k, v]) => `${k} ${mb(v)}`)
    .join('; ');
}

/** What the process says it holds (prom-client's default metrics). */
async function breakdown(url: string): Promise<string> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
  const value = (name: string) => Number(text.match(new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+]+)$`, 'm'))?.[1] ?? Number.NaN);
  return `heap do V8 ${mb(value('nodejs_heap_size_used_bytes'))} usado de ${mb(value('nodejs_heap_size_total_bytes'))}; fora do heap (external, o WebAssembly do PGlite) ${mb(value('nodejs_external_memory_bytes'))}`;
}

const site = await launchSite({
  env: { ...MEASURE_ENV, METRICS_TOKEN: metricsToken, ...extraEnv },
  port: measurePort(),
  output: 'inherit',
  ...(dataDir ? { dataDir } : {}),
});
let failed = false;
try {
  const { url } = site;
  const p1 = await json<{ notices: { rows: LoadRow[]; count: number } }>(`${url}/api/noticia/page/1`);
  const p2 = await json<{ notices: { rows: LoadRow[] } }>(`${url}/api/noticia/page/2`);
  const regioes = await json<{ id: number }[]>(`${url}/api/regioes`);
  const noticias = [...p1.notices.rows, ...p2.notices.rows];
  const ids = [0, 3, 7, 12].map((i) => noticias[i % noticias.length]?.id).filter((id): id is number => id !== undefined);
  const regiaoIds = [0, 9, 20].map((i) => regioes[i % regioes.length]?.id).filter((id): id is number => id !== undefined);
  const image = noticias.map((n) => n.banner_image ?? n.destaque_image).find((f): f is string => !!f);
  if (ids.length === 0 || regiaoIds.length === 0 || !image) throw new Error('conteúdo de demonstração incompleto');

  // What visitors and API clients ask for, pages first; each connection walks the list in order.
  const paths = [
    '/',
    '/lista-noticias',
    '/lista-noticias?page=2',
    ...ids.map((id) => `/noticia/${id}`),
    ...regiaoIds.map((id) => `/CosemsRegional/${id}`),
    '/pesquisa/saude',
    '/pesquisa/vacinacao?page=2',
    '/presidentes',
    '/api/noticia/page/1',
    '/api/noticia/page/3',
    ...ids.slice(0, 2).map((id) => `/api/noticia/${id}`),
    '/api/regioes',
    `/api/regioes/${regiaoIds[0]}`,
    '/api/busca?q=saude',
    `/image/${encodeURIComponent(image)}`,
  ];
  for (const c of paths) {
    const res = await fetch(url + c);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${c} respondeu ${res.status} antes da carga`);
  }

  // Browsers ask for compressed text; the server's answer cache and compression are part of the cost.
  const headers = { 'accept-encoding': 'br, gzip' };
  const ready = memoryOf(site.pid);
  console.log(`RSS pronto: ${mb(ready.rss)} (pico até aqui ${mb(ready.peak)}); ${await breakdown(url)}`);
  console.log(`RSS pronto, por mapeamento: ${residentByMapping(site.pid)}`);
  // The crawl: every id up to the newest, in a fixed order that jumps across the archive (a
  // multiplicative step co-prime with the count), with list pages and searches among them.
  const newest = Math.max(...p1.notices.rows.map((n) => n.id));
  const pages = Math.max(1, Math.ceil(p1.notices.count / 12));
  const words = ['saude', 'vacina', 'regional', 'municipio', 'atencao', 'financiamento', 'cib', 'secretario'];
  let step = 0;
  const crawled = (): string => {
    step += 1;
    const id = 1 + ((step * 7919) % newest);
    switch (step % 6) {
      case 0:
        return `/lista-noticias?page=${1 + ((step * 104729) % pages)}`;
      case 1:
        return `/api/noticia/${id}`;
      case 2:
        return `/pesquisa/${words[step % words.length]}?page=${1 + (step % 20)}`;
      default:
        return `/noticia/${id}`;
    }
  };
  const crawl = {
    method: 'GET' as const,
    headers,
    setupRequest: (request: { path?: string }) => ({ ...request, path: crawled() }),
    // A crawled id may be a draft or a gap: 404 is an answer, not a failure; a 5xx is.
    onResponse: (status: number) => {
      if (status >= 500) notOk.set(`${status} (rastreamento)`, (notOk.get(`${status} (rastreamento)`) ?? 0) + 1);
    },
  };
  const crawlers = process.env.LOAD_CRAWL === '1' ? Math.max(1, Math.round(connections / 3)) : 0;
  const notOk = new Map<string, number>();
  const requests = paths.map((path) => ({
    method: 'GET' as const,
    path,
    headers,
    onResponse: (status: number) => {
      if (status < 200 || status > 299) notOk.set(`${status} ${path}`, (notOk.get(`${status} ${path}`) ?? 0) + 1);
    },
  }));

  console.log(`servidor pronto em ${site.readyInMs} ms (pid ${site.pid}); ${describeMachine()}`);
  console.log(`${paths.length} endereços: ${paths.join(' ')}`);
  console.log(`aquecimento: ${warmup} s a ${connections} conexões…`);
  await autocannon({ url, connections: connections, duration: warmup, requests });
  notOk.clear();
  await sleep(2000);
  const rssStart = site.rss();
  console.log(`RSS após aquecimento: ${mb(rssStart)}; ${await breakdown(url)}`);

  console.log(`carga: ${seconds} s a ${connections} conexões…`);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(site.rss()), 5000);
  const [r, c] = await Promise.all([
    autocannon({ url, connections: connections, duration: seconds, requests }),
    crawlers > 0
      ? autocannon({ url, connections: crawlers, duration: seconds, requests: [crawl] })
      : { requests: { total: 0, average: 0 }, latency: { p99: 0 }, errors: 0, timeouts: 0 },
  ]);
  clearInterval(sampler);
  await sleep(2000);
  const rssEnd = site.rss();
  const { peak } = memoryOf(site.pid);
  const end = await breakdown(url);

  const errors = r.errors + r.timeouts;
  const growth = (rssEnd - rssStart) / rssStart;
  const rows: [string, string][] = [
    ['requisições', `${r.requests.total} em ${r.duration.toFixed(1)} s`],
    ['req/s (média)', r.requests.average.toFixed(0)],
    ['latência p50 / p90 / p99 / máx', `${r.latency.p50} / ${r.latency.p90} / ${r.latency.p99} / ${r.latency.max} ms`],
    ['erros (conexão, tempo esgotado)', `${r.errors} + ${r.timeouts}`],
    ['respostas não-2xx', String(r.non2xx)],
    ['RSS após aquecimento', mb(rssStart)],
    ['RSS no fim', mb(rssEnd)],
    [
      'rastreamento (req, req/s, p99)',
      `${c.requests.total}, ${c.requests.average.toFixed(0)}/s, p99 ${c.latency.p99} ms (${crawlers} conexões)`,
    ],
    ['erros do rastreamento', `${c.errors} + ${c.timeouts}`],
    ['RSS pronto', mb(ready.rss)],
    ['RSS pico durante a carga', mb(Math.max(rssStart, rssEnd, ...samples))],
    ['RSS pico desde a partida (VmHWM)', mb(peak)],
    ['no fim, pelo processo', end],
    ['no fim, por mapeamento', residentByMapping(site.pid)],
    ['crescimento do RSS', `${(100 * growth).toFixed(1)}% (limite ${(100 * maxGrowth).toFixed(0)}%)`],
  ];
  console.log('');
  for (const [k, v] of rows) console.log(`${k.padEnd(32)} ${v}`);
  for (const [k, n] of notOk) console.log(`  não-2xx: ${k} × ${n}`);

  if (errors + r.non2xx + c.errors + c.timeouts > 0) {
    console.error(`\nFALHOU: ${errors} erro(s) e ${r.non2xx} resposta(s) não-2xx.`);
    failed = true;
  }
  if (crawlers === 0 && growth > maxGrowth) {
    console.error(`\nFALHOU: o RSS cresceu ${(100 * growth).toFixed(1)}%.`);
    failed = true;
  }
} finally {
  await site.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
