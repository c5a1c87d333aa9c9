/**
 * npm run bench:api — starts the API-only server on a fresh embedded database with the demo
 * content, warms up, then measures requests/s and latency with autocannon. Prints numbers; it
 * asserts nothing (speed targets are read, not tested).
 *   BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_PATHS (comma-separated)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const paths = (process.env.BENCH_PATHS ?? '/api/noticia/page/1,/api/noticia/30,/api/regioes/3').split(',');
const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-bench-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  // The rate limit would turn a benchmark into a test of 429s.
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '0',
  },
  stdio: 'inherit',
});

async function ready() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('o servidor não ficou pronto');
}

const run = (url: string, duration: number) => autocannon({ url, connections, duration });

try {
  const started = Date.now();
  await ready();
  console.log(`servidor pronto em ${Date.now() - started} ms (banco novo + importação do conteúdo de demonstração)`);
  console.log(
    `${os.cpus().length} núcleos, ${os.cpus()[0]?.model}; Node ${process.version}; ${connections} conexões, ${seconds} s por rota\n`,
  );
  console.log('rota'.padEnd(28), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'erros'.padStart(6));
  for (const p of paths) {
    const url = `http://127.0.0.1:${port}${p}`;
    await run(url, 3); // warm-up
    const r = await run(url, seconds);
    console.log(
      p.padEnd(28),
      r.requests.average.toFixed(0).padStart(9),
      String(r.latency.p50).padStart(8),
      String(r.latency.p99).padStart(8),
      String(r.errors + r.non2xx).padStart(6),
    );
  }
} finally {
  server.kill('SIGTERM');
}
