/**
 * Starts the built site (apps/web/server.ts: API + pages + assets) in a child process on a fresh
 * embedded database with the demo content, for the measuring scripts (bench, load, lighthouse).
 * The build must exist (`npm run build`). The rate limit is off: one benchmarking client on
 * loopback would otherwise measure 429s.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const raiz = path.resolve(import.meta.dirname, '..', '..');

export interface ServidorIniciado {
  url: string;
  pid: number;
  /** Milliseconds from spawn to /readyz answering 200. */
  prontoEmMs: number;
  /** Resident memory of the server process, in bytes (Linux /proc). */
  rss(): number;
  parar(): Promise<void>;
}

export async function iniciarServidor(env: Record<string, string> = {}): Promise<ServidorIniciado> {
  const buildDir = path.resolve(raiz, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build');
  if (!fs.existsSync(path.join(buildDir, 'server', 'index.js'))) {
    throw new Error(`Build do site não encontrado em ${buildDir}: rode "npm run build" antes.`);
  }
  const port = Number(process.env.BENCH_PORT ?? 3900 + Math.floor(Math.random() * 90));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-medida-'));
  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/web/server.ts'], {
    cwd: raiz,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const parar = async () => {
    if (child.exitCode === null) {
      const saiu = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await saiu;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`o servidor saiu com código ${child.exitCode}`);
      if (i > 600) throw new Error('o servidor não ficou pronto em 120 s');
      try {
        if ((await fetch(`${url}/readyz`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (err) {
    await parar();
    throw err;
  }
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    prontoEmMs: Date.now() - started,
    rss: () => {
      const linha = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
      return linha ? Number(linha[1]) * 1024 : 0;
    },
    parar,
  };
}

/** One line describing the machine, printed with every measurement. */
export function descreverMaquina(): string {
  const cpus = os.cpus();
  return `${cpus.length} núcleos (${cpus[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}
