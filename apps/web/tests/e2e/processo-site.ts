/**
 * The built site as its own child process, for the specs that need its pid (memory, liveness) or
 * their own database (fuzz, fault): a free loopback port, a temporary DATA_DIR, WEB_BUILD_DIR
 * inherited, and its output kept so a failure can show it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const RAIZ = path.resolve(import.meta.dirname, '..', '..', '..', '..');

export async function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ProcessoSite {
  url: string;
  pid: number;
  dataDir: string;
  filho: ChildProcess;
  saiu: Promise<number | null>;
  saida(): string;
  vivo(): boolean;
  /** Resident memory (VmRSS of /proc/<pid>/status), in bytes. */
  rss(): number;
  esperarPronto(limiteMs?: number): Promise<void>;
  /** SIGTERM, SIGKILL after 5 s; removes the DATA_DIR it created. */
  parar(): Promise<void>;
}

export async function iniciarSite(env: Record<string, string> = {}, dataDir?: string): Promise<ProcessoSite> {
  const porta = await portaLivre();
  const criouDir = !dataDir;
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-e2e-'));
  const filho = spawn(process.execPath, ['--import', 'tsx', 'apps/web/server.ts'], {
    cwd: RAIZ,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(porta),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let saida = '';
  // Keep only the tail: a long run must not grow this process's memory either.
  const guardar = (d: Buffer) => {
    saida = (saida + d.toString()).slice(-20_000);
  };
  filho.stdout?.on('data', guardar);
  filho.stderr?.on('data', guardar);
  const saiu = new Promise<number | null>((resolve) => filho.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${porta}`;
  const pid = filho.pid ?? 0;
  const vivo = () => {
    if (filho.exitCode !== null || filho.signalCode !== null) return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  return {
    url,
    pid,
    dataDir: dir,
    filho,
    saiu,
    saida: () => saida,
    vivo,
    rss() {
      const linha = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
      if (!linha) throw new Error(`VmRSS ausente em /proc/${pid}/status`);
      return Number(linha[1]) * 1024;
    },
    async esperarPronto(limiteMs = 120_000) {
      const fim = Date.now() + limiteMs;
      while (Date.now() < fim) {
        if (!vivo()) throw new Error(`o servidor saiu (código ${filho.exitCode}):\n${saida}`);
        try {
          if ((await fetch(`${url}/readyz`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`o servidor não ficou pronto em ${limiteMs} ms:\n${saida}`);
    },
    async parar() {
      if (filho.exitCode === null && filho.signalCode === null) {
        filho.kill('SIGTERM');
        const parou = await Promise.race([saiu.then(() => true), new Promise((r) => setTimeout(() => r(false), 5000))]);
        if (!parou) {
          filho.kill('SIGKILL');
          await saiu;
        }
      }
      if (criouDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function mb(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MB`;
}
