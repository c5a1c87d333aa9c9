/**
 * npm run load — a sustained mixed load on the built site (issue 5, "Faults and load"): starts it on
 * the demo content (launchSite of @cosems/test-support; `npm run build` first), warms it up, then runs
 * autocannon for LOAD_SECONDS at LOAD_CONNECTIONS fixed connections over a mix of pages and API
 * calls, each connection cycling through the whole list. Reports requests, req/s, errors and
 * non-2xx answers (target zero), p50/p99 latency, and the server's resident memory after the
 * warm-up and at the end. Exit code 1 when any request failed or RSS grew more than 10%.
 * Not part of `npm test`: it takes a minute and loads the machine.
 *   LOAD_SECONDS (60), LOAD_CONNECTIONS (20), LOAD_WARMUP_SECONDS (10), LOAD_MAX_RSS_GROWTH (0.10)
 */
import autocannon from 'autocannon';
import { launchSite } from '@cosems/test-support/site-process';
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

const site = await launchSite({ env: { ...MEASURE_ENV }, port: measurePort(), output: 'inherit' });
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

  console.log(`carga: ${seconds} s a ${connections} conexões…`);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(site.rss()), 5000);
  const r = await autocannon({ url, connections: connections, duration: seconds, requests });
  clearInterval(sampler);
  await sleep(2000);
  const rssEnd = site.rss();

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
    ['RSS pico durante a carga', mb(Math.max(rssStart, rssEnd, ...samples))],
    ['crescimento do RSS', `${(100 * growth).toFixed(1)}% (limite ${(100 * maxGrowth).toFixed(0)}%)`],
  ];
  console.log('');
  for (const [k, v] of rows) console.log(`${k.padEnd(32)} ${v}`);
  for (const [k, n] of notOk) console.log(`  não-2xx: ${k} × ${n}`);

  if (errors + r.non2xx > 0) {
    console.error(`\nFALHOU: ${errors} erro(s) e ${r.non2xx} resposta(s) não-2xx.`);
    failed = true;
  }
  if (growth > maxGrowth) {
    console.error(`\nFALHOU: o RSS cresceu ${(100 * growth).toFixed(1)}%.`);
    failed = true;
  }
} finally {
  await site.stop();
}
process.exitCode = failed ? 1 : 0;
