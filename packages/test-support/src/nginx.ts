/**
 * A real nginx in front of a test server (Debian's nginx-light, as in production): a config in a
 * temporary folder, the master in the foreground on a free loopback port, its error log kept in
 * that folder. Returns null when nginx is not installed, so that a developer without it still runs
 * the rest; .ci/run installs it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports.ts';

export interface NginxProxy {
  /** http://127.0.0.1:PORT */
  url: string;
  /** What nginx wrote to its error log. */
  errorLog(): string;
  /** Stops nginx and deletes its folder. */
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** host:port the proxy passes every request to. */
  upstream: string;
  /** The X-Forwarded-For nginx sends upstream: README, "Atrás de um proxy reverso". */
  forwardedFor?: '$proxy_add_x_forwarded_for' | '$remote_addr';
}

export function findNginx(): string | null {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p)) ?? null;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startNginx({ upstream, forwardedFor = '$proxy_add_x_forwarded_for' }: NginxOptions): Promise<NginxProxy | null> {
  const port = await freePort();
  return runNginx(
    port,
    (dir) => `worker_processes 1;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://${upstream};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For ${forwardedFor};
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
  );
}

/**
 * nginx with the configuration `buildConfig` writes for its temporary folder (which it gets, for
 * its paths; the error log is `${dir}/error.log`), waiting until `port` accepts connections.
 * Returns null when nginx is not installed. The URL it returns is plain http; a config that
 * listens with TLS is the caller's to address.
 */
export async function runNginx(port: number, buildConfig: (dir: string) => string): Promise<NginxProxy | null> {
  const bin = findNginx();
  if (!bin) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-nginx-'));
  // nginx started as root runs its workers as nobody: they must reach the temp folders.
  fs.chmodSync(dir, 0o755);
  const errorLog = path.join(dir, 'error.log');
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, buildConfig(dir));
  const child: ChildProcess = spawn(bin, ['-p', dir, '-c', conf, '-e', errorLog, '-g', `daemon off; pid ${dir}/nginx.pid;`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const readLog = () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '');
  const until = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > until) {
      child.kill('SIGKILL');
      const log = readLog();
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx não subiu: ${output}${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    errorLog: readLog,
    async stop() {
      // SIGQUIT: graceful shutdown of the master and its worker.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
