/**
 * npm run bench — starts the built site on the demo content and measures, after a warm-up,
 * requests/s and p50/p99 latency of API reads and server-rendered pages with autocannon; then,
 * in the same run, a baseline: a static body of the same size as the rendered news page served by
 * Node's plain http module in its own process. Prints one table with each route's ratio to the
 * baseline. It asserts nothing: speed targets are read, not tested (README, "Desempenho").
 *   BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_WARMUP_SECONDS (3)
 *   BENCH_ENV: extra server settings, e.g. BENCH_ENV="CACHE_MAX_ENTRIES=0" to measure without the cache
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { descreverMaquina, iniciarServidor } from './lib/servidor.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const extraEnv = Object.fromEntries(
  (process.env.BENCH_ENV ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((kv) => kv.split('=', 2) as [string, string]),
);

interface Resultado {
  rota: string;
  reqs: number;
  p50: number;
  p99: number;
  erros: number;
  bytes: number;
}

async function medir(url: string, rota: string): Promise<Resultado> {
  await autocannon({ url, connections, duration: warmup });
  const r = await autocannon({ url, connections, duration: seconds });
  return {
    rota,
    reqs: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    erros: r.errors + r.timeouts + r.non2xx,
    bytes: r.throughput.average / Math.max(r.requests.average, 1),
  };
}

/** Plain node:http answering every request with the same buffer, in a child process. */
async function baseline(size: number): Promise<{ url: string; parar: () => void }> {
  const port = 3990 + Math.floor(Math.random() * 9);
  const code = `const b=Buffer.alloc(${size},'a');require('node:http').createServer((q,s)=>{s.writeHead(200,{'content-type':'text/html; charset=utf-8','content-length':b.length});s.end(b)}).listen(${port},'127.0.0.1',()=>console.log('ok'))`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  return { url: `http://127.0.0.1:${port}/`, parar: () => child.kill() };
}

const servidor = await iniciarServidor(extraEnv);
const resultados: Resultado[] = [];
let tamanhoNoticia = 0;
try {
  const pagina = (await (await fetch(`${servidor.url}/api/noticia/page/1`)).json()) as { notices: { rows: { id: number }[] } };
  const id = pagina.notices.rows[0]?.id;
  const regioes = (await (await fetch(`${servidor.url}/api/regioes`)).json()) as { id: number }[];
  const regiao = regioes[0]?.id;
  tamanhoNoticia = (await (await fetch(`${servidor.url}/noticia/${id}`)).arrayBuffer()).byteLength;
  const rotas = ['/api/noticia/page/1', `/api/noticia/${id}`, `/api/regioes/${regiao}`, '/', '/lista-noticias', `/noticia/${id}`];
  console.log(`servidor pronto em ${servidor.prontoEmMs} ms; ${descreverMaquina()}`);
  console.log(`${connections} conexões, ${warmup} s de aquecimento + ${seconds} s por rota; ${JSON.stringify(extraEnv)}\n`);
  for (const rota of rotas) resultados.push(await medir(servidor.url + rota, rota));
} finally {
  await servidor.parar();
}

const base = await baseline(tamanhoNoticia);
try {
  resultados.push(await medir(base.url, `estático node:http (${tamanhoNoticia} B)`));
} finally {
  base.parar();
}

const ref = resultados[resultados.length - 1]?.reqs ?? 1;
console.log(
  'rota'.padEnd(34),
  'req/s'.padStart(8),
  'p50 ms'.padStart(7),
  'p99 ms'.padStart(7),
  'bytes'.padStart(7),
  'erros'.padStart(6),
  '× base'.padStart(7),
);
for (const r of resultados) {
  console.log(
    r.rota.padEnd(34),
    r.reqs.toFixed(0).padStart(8),
    String(r.p50).padStart(7),
    String(r.p99).padStart(7),
    r.bytes.toFixed(0).padStart(7),
    String(r.erros).padStart(6),
    `${((100 * r.reqs) / ref).toFixed(0)}%`.padStart(7),
  );
}
