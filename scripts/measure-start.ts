/**
 * Start time and memory of the two ways to run the server (docs/decisions/018-servidor-compilado.md):
 * the TypeScript source through tsx (`node --import tsx apps/web/server.ts`, the old `npm start`)
 * and the compiled build (`npm run serve`). `npm run build` first.
 *
 * Each run starts the server on a free port with one prepared DATA_DIR (the demo content already
 * imported: a restart, not the first start), and takes the milliseconds from the spawn to the
 * first 200 of /healthz and of /readyz, the CPU time of the server until then, the resident memory (VmRSS) of the server's own process
 * once ready, and again after a warm-up (each page below fetched 3 times). The ways alternate,
 * RUNS times each (default 5). Prints one line per run and the medians.
 *
 *   node --import tsx scripts/measure-start.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatMb, freePort, REPO_ROOT } from '@cosems/test-support/site-process';
import { cpuTimeMs, describeMachine, median } from './lib/measure.ts';

const WAYS = {
  tsx: ['node', '--import', 'tsx', 'apps/web/server.ts'],
  'npm run serve': ['npm', 'run', 'serve'],
} as const;
type Way = keyof typeof WAYS;

const WARM_UP = ['/', '/lista-noticias', '/noticia/1', '/equipe', '/CosemsRegional/1', '/publicacoes', '/api/noticia/page/1', '/api/site'];

interface Run {
  way: Way;
  healthzMs: number;
  readyzMs: number;
  /** CPU time (user + system) of the server's process until ready: less disturbed by a busy machine than the wall time. */
  cpuMs: number;
  rssReady: number;
  rssWarm: number;
}

/** The pid of the process running the server: the spawned one, or its descendant under npm. */
function serverPid(root: number): number {
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (/server\.(ts|js)/.test(cmdline) && cmdline.startsWith('node')) return pid;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (children) queue.push(...children.split(/\s+/).map(Number));
    }
  }
  throw new Error(`processo do servidor não encontrado sob ${root}`);
}

function rss(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) * 1024;
}

async function firstOk(url: string, child: ChildProcess, started: number): Promise<number> {
  while (Date.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu (código ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return performance.now();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} não respondeu`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
}

async function measure(way: Way, dataDir: string): Promise<Run> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const [command, ...args] = WAYS[way];
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const healthz = await firstOk(`${url}/healthz`, child, Date.now());
    const readyz = await firstOk(`${url}/readyz`, child, Date.now());
    const pid = serverPid(child.pid as number);
    const rssReady = rss(pid);
    const cpu = cpuTimeMs(pid);
    for (let i = 0; i < 3; i++) {
      for (const page of WARM_UP) {
        const res = await fetch(`${url}${page}`);
        if (!res.ok) throw new Error(`${page}: ${res.status}`);
        await res.arrayBuffer();
      }
    }
    return { way, healthzMs: healthz - started, readyzMs: readyz - started, cpuMs: cpu, rssReady, rssWarm: rss(pid) };
  } finally {
    await stop(child);
  }
}

async function main() {
  const runs = Number(process.env.RUNS ?? 5);
  console.log(describeMachine());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-measure-start-'));
  try {
    // The first start imports the demo content; it is not measured.
    await measure('npm run serve', dataDir);
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) {
      for (const way of Object.keys(WAYS) as Way[]) {
        const run = await measure(way, dataDir);
        results.push(run);
        console.log(
          `${way.padEnd(14)} healthz ${run.healthzMs.toFixed(0).padStart(5)} ms  readyz ${run.readyzMs.toFixed(0).padStart(5)} ms  CPU ${run.cpuMs.toFixed(0).padStart(5)} ms  RSS pronto ${formatMb(run.rssReady)}  RSS após aquecer ${formatMb(run.rssWarm)}`,
        );
      }
    }
    console.log('\nmedianas:');
    for (const way of Object.keys(WAYS) as Way[]) {
      const mine = results.filter((r) => r.way === way);
      console.log(
        `${way.padEnd(14)} healthz ${median(mine.map((r) => r.healthzMs)).toFixed(0)} ms  readyz ${median(mine.map((r) => r.readyzMs)).toFixed(0)} ms  CPU ${median(mine.map((r) => r.cpuMs)).toFixed(0)} ms  RSS pronto ${formatMb(median(mine.map((r) => r.rssReady)))}  RSS após aquecer ${formatMb(median(mine.map((r) => r.rssWarm)))}  (${mine.length} partidas)`,
      );
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
