/**
 * The built site (apps/web/server.ts: API + pages + assets) as a child process: the one launcher
 * of the e2e specs that need their own server (its pid for memory and liveness, their own
 * database) and of the measuring scripts (bench, load, lighthouse). It runs the compiled server,
 * build/server.js, as `npm run serve` does in production (docs/decisions/018-servidor-compilado.md),
 * and refuses one older than its sources.
 *
 * A loopback port (free unless given), a temporary DATA_DIR unless given (the embedded database
 * then opens with the demo content), WEB_BUILD_DIR inherited. Its output is kept (the tail) so a
 * failure can show it, or passed through to the terminal for the scripts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports.ts';

export { freePort };

/**
 * The flags `npm run serve` and the systemd unit give node (package.json, deploy/systemd): V8's
 * young generation capped at 8 MB per semi-space, where Node 24 grows it to 32 MB and more — about
 * 100 MB of resident memory for no measured speed (docs/decisions/057-memoria-do-processo.md).
 * A test checks the three say the same (scripts/server-flags.test.ts).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

/**
 * The memory allocator of the production recipe (the systemd unit; Debian's `libjemalloc2`):
 * jemalloc with a background thread that gives freed memory back to the system within a second.
 * glibc's malloc kept what compression and rendering had freed (its main arena grew from 17 to
 * 98 MB under load): after a 30 s load with a crawl on PostgreSQL, the demo ended at 254–261 MB
 * instead of 318–348, at the same req/s (docs/decisions/060-memoria-na-receita-de-producao.md).
 * `npm run load` measures with it when LOAD_JEMALLOC=1; scripts/server-flags.test.ts checks the
 * unit says the same.
 */
export const PRODUCTION_MALLOC_ENV: Readonly<Record<'LD_PRELOAD' | 'MALLOC_CONF', string>> = {
  LD_PRELOAD: 'libjemalloc.so.2',
  MALLOC_CONF: 'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0',
};

/** The repository's root: the site is started from there. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

export interface SiteProcessOptions {
  /** Added to this process's environment (DATABASE_URL, RATE_LIMIT_MAX, SITE_URL...). */
  env?: Record<string, string>;
  /** An existing DATA_DIR (kept on stop); by default a temporary one, removed on stop. */
  dataDir?: string;
  /** By default a free loopback port. */
  port?: number;
  /**
   * 'capture' (default) keeps the output for output(); 'inherit' prints it here; { file } appends
   * it to that file, as journald takes a service's output (the benchmarks: a terminal would
   * measure the terminal).
   */
  output?: 'capture' | 'inherit' | { file: string };
  /**
   * Another checkout of the repository, built, whose server runs instead of this one's (its
   * working directory too): `npm run bench -- escala` measures an earlier commit beside this one.
   */
  root?: string;
}

export interface SiteProcess {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  child: ChildProcess;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  /** The tail of its output ('capture' only). */
  output(): string;
  isAlive(): boolean;
  /** Resident memory (VmRSS of /proc/<pid>/status), in bytes. */
  rss(): number;
  /** Waits for /readyz to answer 200; resolves with the milliseconds since the spawn. */
  waitUntilReady(limitMs?: number): Promise<number>;
  /** SIGTERM, SIGKILL after 5 s; removes the DATA_DIR it created. */
  stop(): Promise<void>;
}

/**
 * The compiled server (scripts/build-server.ts writes it, with the list of its source files in
 * server.js.meta.json) when it exists and no source is newer: a test must not pass or fail on
 * yesterday's server. Throws, naming the file to rebuild, otherwise.
 */
export function builtServerFile(
  buildDir = path.resolve(REPO_ROOT, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build'),
  root = REPO_ROOT,
): string {
  const serverFile = path.join(buildDir, 'server.js');
  if (!fs.existsSync(path.join(buildDir, 'server', 'index.js')) || !fs.existsSync(serverFile)) {
    throw new Error(`Build do site não encontrado em ${buildDir}: rode "npm run build" antes.`);
  }
  const builtAt = fs.statSync(serverFile).mtimeMs;
  const metaFile = `${serverFile}.meta.json`;
  const inputs = fs.existsSync(metaFile) ? (JSON.parse(fs.readFileSync(metaFile, 'utf8')) as { inputs: string[] }).inputs : [];
  const newer = inputs.find((input) => {
    const stat = fs.statSync(path.join(root, input), { throwIfNoEntry: false });
    return !stat || stat.mtimeMs > builtAt;
  });
  if (newer) throw new Error(`${serverFile} é mais antigo que ${newer}: rode "npm run build" antes.`);
  return serverFile;
}

/** Spawns the site; it is not ready yet (waitUntilReady). The build must exist. */
export async function startSite(options: SiteProcessOptions = {}): Promise<SiteProcess> {
  const root = options.root ?? REPO_ROOT;
  const serverFile = options.root ? builtServerFile(path.join(root, 'apps/web/build'), root) : builtServerFile();
  const port = options.port ?? (await freePort());
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-site-'));
  const started = Date.now();
  const out = options.output ?? 'capture';
  const sink = out === 'inherit' ? 'inherit' : out === 'capture' ? 'pipe' : fs.openSync(out.file, 'a');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverFile], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Tests and measurements render many pages from one address: no render limit unless asked.
      RENDER_LIMIT_MAX: '0',
      // No balancer to notice /readyz: SIGTERM stops at once (stop() kills after 5 s).
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...options.env,
    },
    stdio: ['ignore', sink, sink],
  });
  if (typeof sink === 'number') fs.closeSync(sink);
  let output = '';
  // Keep only the tail: a long run must not grow this process's memory either.
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const pid = child.pid ?? 0;
  const isAlive = () => {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  return {
    url,
    port,
    pid,
    dataDir,
    child,
    exited,
    output: () => output,
    isAlive,
    rss() {
      const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
      if (!line) throw new Error(`VmRSS ausente em /proc/${pid}/status`);
      return Number(line[1]) * 1024;
    },
    async waitUntilReady(limitMs = 120_000) {
      const end = Date.now() + limitMs;
      while (Date.now() < end) {
        if (!isAlive()) throw new Error(`o servidor saiu (código ${child.exitCode}):\n${output}`);
        try {
          if ((await fetch(`${url}/readyz`)).ok) return Date.now() - started;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`o servidor não ficou pronto em ${limitMs} ms:\n${output}`);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 5000))]);
        if (!stopped) {
          child.kill('SIGKILL');
          await exited;
        }
      }
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** startSite, then waitUntilReady; a site that never gets ready is stopped before the error. */
export async function launchSite(options: SiteProcessOptions = {}): Promise<SiteProcess & { readyInMs: number }> {
  const site = await startSite(options);
  try {
    return Object.assign(site, { readyInMs: await site.waitUntilReady() });
  } catch (err) {
    await site.stop();
    throw err;
  }
}

export function formatMb(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MB`;
}
