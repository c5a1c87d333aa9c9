/**
 * The public site's latency during an anonymous sign-in flood (issue 25, item 5): the built server
 * (`npm run build` first) with the README's defaults, behind a "proxy" on loopback
 * (TRUST_PROXY=loopback), so that every sign-in attempt comes from a new address in X-Forwarded-For
 * (198.18.0.0/15, the benchmarking range; only a header, no traffic leaves this machine) and no
 * per-address delay helps. One client reads a public API answer and a page over and over, first
 * alone (CALM_SECONDS), then during the flood (FLOOD_SECONDS, FLOOD_CONNECTIONS sign-ins at once).
 * Prints the reads' p50/p95/p99 in both phases and the sign-in answers per second by status.
 *
 *   npm run build && npm run measure:entrada
 *
 * Not part of npm test: it measures, it asserts nothing. WEB_BUILD_DIR picks another build.
 */
import { spawn } from 'node:child_process';
import { startSite } from '@cosems/test-support/site-process';

const CALM_SECONDS = Number(process.env.CALM_SECONDS ?? 5);
const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
const FLOOD_CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS ?? 40);
const READS = ['/api/noticia/page/1', '/noticia/64'];

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

let readers = 0;
async function readLoop(url: string, until: number): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = Object.fromEntries(READS.map((r) => [r, []]));
  while (Date.now() < until) {
    for (const path of READS) {
      // Many visitors, not one: the per-address limits (RATE_LIMIT_MAX, RENDER_LIMIT_MAX) stay at their defaults.
      readers += 1;
      const start = performance.now();
      const res = await fetch(`${url}${path}`, {
        headers: { 'accept-encoding': 'br, gzip', 'x-forwarded-for': `198.19.${(readers >> 8) & 255}.${readers & 255}` },
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      times[path]?.push(performance.now() - start);
    }
  }
  return times;
}

async function flood(url: string, until: number, statuses: Map<number, number>) {
  let n = 0;
  const one = async () => {
    while (Date.now() < until) {
      n += 1;
      const address = `198.18.${(n >> 8) & 255}.${n & 255}`;
      const res = await fetch(`${url}/admin/entrar`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: url,
          'x-forwarded-for': address,
        },
        body: new URLSearchParams({ email: `ninguem${n}@example.org`, senha: `tentativa ${n} de adivinhar` }).toString(),
        redirect: 'manual',
      });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, one));
}

function report(label: string, times: Record<string, number[]>) {
  for (const [path, xs] of Object.entries(times)) {
    console.log(
      `${label.padEnd(8)} ${path.padEnd(22)} ${String(xs.length).padStart(6)} leituras  p50 ${ms(quantile(xs, 0.5))}  p95 ${ms(quantile(xs, 0.95))}  p99 ${ms(quantile(xs, 0.99))}`,
    );
  }
}

/** The flood runs in a process of its own: its work must not slow this one's reads. */
function floodInChild(url: string, seconds: number): Promise<Map<number, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--flood', url, String(seconds)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', () => resolve(new Map(JSON.parse(out || '[]') as [number, number][])));
  });
}

if (process.argv[2] === '--flood') {
  const statuses = new Map<number, number>();
  await flood(process.argv[3] as string, Date.now() + Number(process.argv[4]) * 1000, statuses);
  process.stdout.write(JSON.stringify([...statuses]));
  process.exit(0);
}

const site = await startSite({ env: { TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn' } });
try {
  await site.waitUntilReady(120_000);
  await readLoop(site.url, Date.now() + 1000); // warm-up: caches filled
  const calm = await readLoop(site.url, Date.now() + CALM_SECONDS * 1000);
  const flooding = floodInChild(site.url, FLOOD_SECONDS);
  await new Promise((r) => setTimeout(r, 1000)); // the child's start (tsx) is not the attack
  const during = await readLoop(site.url, Date.now() + (FLOOD_SECONDS - 2) * 1000);
  const statuses = await flooding;
  console.log(
    `build: ${process.env.WEB_BUILD_DIR ?? 'build'}; ataque: ${FLOOD_CONNECTIONS} conexões, ${FLOOD_SECONDS} s, um endereço novo por tentativa`,
  );
  report('calmo', calm);
  report('ataque', during);
  const resumo = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${(n / FLOOD_SECONDS).toFixed(1)}/s`);
  console.log(`respostas da entrada por status: ${resumo.join(', ')} (400 = senha conferida e errada, 503 = servidor ocupado)`);
} finally {
  await site.stop();
}
