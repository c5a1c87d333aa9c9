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

const segundos = Number(process.env.LOAD_SECONDS ?? 60);
const conexoes = Number(process.env.LOAD_CONNECTIONS ?? 20);
const aquecimento = Number(process.env.LOAD_WARMUP_SECONDS ?? 10);
const crescimentoMaximo = Number(process.env.LOAD_MAX_RSS_GROWTH ?? 0.1);

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} respondeu ${res.status}`);
  return (await res.json()) as T;
}

interface Linha {
  id: number;
  banner_image: string | null;
  destaque_image: string | null;
}

const servidor = await launchSite({ env: { ...MEASURE_ENV }, port: measurePort(), output: 'inherit' });
let falhou = false;
try {
  const { url } = servidor;
  const p1 = await json<{ notices: { rows: Linha[]; count: number } }>(`${url}/api/noticia/page/1`);
  const p2 = await json<{ notices: { rows: Linha[] } }>(`${url}/api/noticia/page/2`);
  const regioes = await json<{ id: number }[]>(`${url}/api/regioes`);
  const noticias = [...p1.notices.rows, ...p2.notices.rows];
  const ids = [0, 3, 7, 12].map((i) => noticias[i % noticias.length]?.id).filter((id): id is number => id !== undefined);
  const regiaoIds = [0, 9, 20].map((i) => regioes[i % regioes.length]?.id).filter((id): id is number => id !== undefined);
  const imagem = noticias.map((n) => n.banner_image ?? n.destaque_image).find((f): f is string => !!f);
  if (ids.length === 0 || regiaoIds.length === 0 || !imagem) throw new Error('conteúdo de demonstração incompleto');

  // What visitors and API clients ask for, pages first; each connection walks the list in order.
  const caminhos = [
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
    `/image/${encodeURIComponent(imagem)}`,
  ];
  for (const c of caminhos) {
    const res = await fetch(url + c);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${c} respondeu ${res.status} antes da carga`);
  }

  // Browsers ask for compressed text; the server's answer cache and compression are part of the cost.
  const headers = { 'accept-encoding': 'br, gzip' };
  const naoOk = new Map<string, number>();
  const requests = caminhos.map((path) => ({
    method: 'GET' as const,
    path,
    headers,
    onResponse: (status: number) => {
      if (status < 200 || status > 299) naoOk.set(`${status} ${path}`, (naoOk.get(`${status} ${path}`) ?? 0) + 1);
    },
  }));

  console.log(`servidor pronto em ${servidor.readyInMs} ms (pid ${servidor.pid}); ${describeMachine()}`);
  console.log(`${caminhos.length} endereços: ${caminhos.join(' ')}`);
  console.log(`aquecimento: ${aquecimento} s a ${conexoes} conexões…`);
  await autocannon({ url, connections: conexoes, duration: aquecimento, requests });
  naoOk.clear();
  await esperar(2000);
  const rssInicio = servidor.rss();

  console.log(`carga: ${segundos} s a ${conexoes} conexões…`);
  const amostras: number[] = [];
  const amostrador = setInterval(() => amostras.push(servidor.rss()), 5000);
  const r = await autocannon({ url, connections: conexoes, duration: segundos, requests });
  clearInterval(amostrador);
  await esperar(2000);
  const rssFim = servidor.rss();

  const erros = r.errors + r.timeouts;
  const crescimento = (rssFim - rssInicio) / rssInicio;
  const linhas: [string, string][] = [
    ['requisições', `${r.requests.total} em ${r.duration.toFixed(1)} s`],
    ['req/s (média)', r.requests.average.toFixed(0)],
    ['latência p50 / p90 / p99 / máx', `${r.latency.p50} / ${r.latency.p90} / ${r.latency.p99} / ${r.latency.max} ms`],
    ['erros (conexão, tempo esgotado)', `${r.errors} + ${r.timeouts}`],
    ['respostas não-2xx', String(r.non2xx)],
    ['RSS após aquecimento', mb(rssInicio)],
    ['RSS no fim', mb(rssFim)],
    ['RSS pico durante a carga', mb(Math.max(rssInicio, rssFim, ...amostras))],
    ['crescimento do RSS', `${(100 * crescimento).toFixed(1)}% (limite ${(100 * crescimentoMaximo).toFixed(0)}%)`],
  ];
  console.log('');
  for (const [k, v] of linhas) console.log(`${k.padEnd(32)} ${v}`);
  for (const [k, n] of naoOk) console.log(`  não-2xx: ${k} × ${n}`);

  if (erros + r.non2xx > 0) {
    console.error(`\nFALHOU: ${erros} erro(s) e ${r.non2xx} resposta(s) não-2xx.`);
    falhou = true;
  }
  if (crescimento > crescimentoMaximo) {
    console.error(`\nFALHOU: o RSS cresceu ${(100 * crescimento).toFixed(1)}%.`);
    falhou = true;
  }
} finally {
  await servidor.stop();
}
process.exitCode = falhou ? 1 : 0;
