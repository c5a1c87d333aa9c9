/**
 * The API-only server as an operator runs it: a real process, real HTTP, the embedded database
 * on disk. Start-up imports the demo content, START_EMPTY skips it, SIGTERM lets a request in
 * flight finish and releases DATA_DIR, and a second process on the same DATA_DIR is refused.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '@cosems/test-support/ports';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    // SHUTDOWN_DRAIN_SECONDS=0: no balancer here (the drain has its own test below).
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

async function waitReady(server: Server, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`servidor saiu: ${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`servidor não ficou pronto: ${server.output()}`);
}

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-server-'));

describe.skipIf(process.env.TEST_PG_URL)('API server process (PGlite on disk)', () => {
  it('imports the demo content on first start, refuses a second process, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = tmp();
    const first = await startServer({ DATA_DIR: dataDir });
    try {
      await waitReady(first);
      const page = (await (await fetch(`http://127.0.0.1:${first.port}/api/noticia/page/1`)).json()) as { notices: { count: number } };
      expect(page.notices.count).toBeGreaterThanOrEqual(60);

      const second = await startServer({ DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/já está em uso pelo processo \d+/);

      // A request in flight when SIGTERM arrives still gets its answer.
      const inFlight = fetch(`http://127.0.0.1:${first.port}/api/noticia`).then((r) => r.status);
      await new Promise((r) => setTimeout(r, 5));
      first.child.kill('SIGTERM');
      expect(await inFlight).toBe(200);
      expect(await first.exited, first.output()).toBe(0);
      expect(fs.existsSync(path.join(dataDir, '.cosems.lock'))).toBe(false);
    } finally {
      first.child.kill('SIGKILL');
    }

    // The data persisted: a restart serves it without importing again.
    const again = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    try {
      await waitReady(again);
      expect(again.output()).not.toMatch(/conteúdo de demonstração importado/);
      const regioes = (await (await fetch(`http://127.0.0.1:${again.port}/api/regioes`)).json()) as unknown[];
      expect(regioes).toHaveLength(28);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  }, 120_000);

  it('START_EMPTY=1 starts with no content', async () => {
    const server = await startServer({ DATA_DIR: tmp(), START_EMPTY: '1' });
    try {
      await waitReady(server);
      expect(await (await fetch(`http://127.0.0.1:${server.port}/api/regioes`)).json()).toEqual([]);
      expect((await fetch(`http://127.0.0.1:${server.port}/api/logos/ativa`)).status).toBe(404);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 60_000);

  it('a bad setting stops the start with a message naming the variable', async () => {
    const server = await startServer({ DATA_DIR: tmp(), PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT deve ser um inteiro/);
    // A malformed TOTP_KEYS too (docs/decisions/042): not a start with secrets in clear.
    const keys = await startServer({ DATA_DIR: tmp(), TOTP_KEYS: 'sem-id-nem-chave' });
    expect(await keys.exited).toBe(1);
    expect(keys.output()).toMatch(/TOTP_KEYS deve ser uma lista id:chave/);
  }, 30_000);
});

/** The server run in a terminal (a pseudo-terminal made by util-linux's `script`), as a person runs it. */
async function startInTerminal(env: NodeJS.ProcessEnv): Promise<Server> {
  const port = await freePort();
  const command = `exec ${process.execPath} --import tsx apps/api/src/server.ts`;
  const child = spawn('script', ['-qefc', command, '/dev/null'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, output: () => stripVTControlCharacters(output), exited };
}

describe.skipIf(process.env.TEST_PG_URL || !fs.existsSync('/usr/bin/script'))('log lines', () => {
  const run = async (env: NodeJS.ProcessEnv) => {
    const server = await startInTerminal({ DATA_DIR: tmp(), START_EMPTY: '1', SHUTDOWN_DRAIN_SECONDS: '0', LOG_REQUESTS: 'todas', ...env });
    try {
      await waitReady(server);
      await (await fetch(`http://127.0.0.1:${server.port}/api/regioes?pagina=1`)).arrayBuffer();
    } finally {
      // To node itself, not to `script`, which would stop reading the terminal before the last lines.
      const node = fs.readFileSync(`/proc/${server.child.pid}/task/${server.child.pid}/children`, 'utf8').trim().split(' ')[0];
      process.kill(Number(node), 'SIGTERM');
    }
    expect(await server.exited, server.output()).toBe(0);
    return server
      .output()
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '');
  };

  it('are readable in a terminal: time, level and message, no JSON', async () => {
    const lines = await run({ NODE_ENV: 'development' });
    expect(lines.some((l) => l.trimStart().startsWith('{'))).toBe(false);
    expect(lines.filter((l) => l.includes('regioes'))).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: request completed .*"url":"\/api\/regioes\?pagina=1".*"statusCode":200/),
    ]);
    expect(lines.at(-1)).toMatch(/INFO: Processo encerrado\./);
  }, 60_000);

  it('are JSON, one object a line, in production even in a terminal', async () => {
    const lines = await run({ NODE_ENV: 'production' });
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; time: number; req?: { url: string } });
    // One line per answer: the URL, the status and the time together.
    expect(logged.filter((l) => l.req?.url.includes('regioes'))).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: expect.objectContaining({ url: '/api/regioes?pagina=1' }),
        res: { statusCode: 200 },
      }),
    ]);
    expect(logged.some((l) => l.msg === 'incoming request')).toBe(false);
    expect(logged.at(-1)?.msg).toBe('Processo encerrado.');
    for (const l of logged) expect(typeof l.time).toBe('number');
  }, 60_000);
});

describe.runIf(process.env.TEST_PG_URL)('API server processes on a PostgreSQL server', () => {
  it('two processes starting together on an empty database import the demo once and both serve it', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_PG_URL });
    await admin.connect();
    const name = `srv_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name}`);
    const url = (process.env.TEST_PG_URL as string).replace(/\/[^/]*$/, `/${name}`);
    const servers = await Promise.all([startServer({ DATABASE_URL: url }), startServer({ DATABASE_URL: url })]);
    try {
      await Promise.all(servers.map((s) => waitReady(s)));
      for (const s of servers) {
        const page = (await (await fetch(`http://127.0.0.1:${s.port}/api/noticia/page/1`)).json()) as { notices: { count: number } };
        expect(page.notices.count).toBeGreaterThanOrEqual(60);
      }
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const { rows } = await db.query('select count(*)::int as n from regioes');
      await db.end();
      expect(rows[0].n).toBe(28);
    } finally {
      for (const s of servers) s.child.kill('SIGTERM');
      expect(await Promise.all(servers.map((s) => s.exited))).toEqual([0, 0]);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});

/** A status, or the network error's code (ECONNREFUSED once the server stopped listening). */
async function status(url: string): Promise<number | string> {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.status;
  } catch (err) {
    return ((err as { cause?: { code?: string } }).cause?.code ?? String(err)) as string;
  }
}

describe.runIf(process.env.TEST_PG_URL)('stopping on SIGTERM (PostgreSQL)', () => {
  it('turns /readyz to 503 first, keeps serving while the balancer notices, lets the request in flight finish, then closes the database and exits 0', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_PG_URL });
    await admin.connect();
    const name = `drain_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name}`);
    const url = (process.env.TEST_PG_URL as string).replace(/\/[^/]*$/, `/${name}`);
    const server = await startServer({
      DATABASE_URL: url,
      SHUTDOWN_DRAIN_SECONDS: '2',
      SHUTDOWN_GRACE_SECONDS: '20',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    });
    const base = `http://127.0.0.1:${server.port}`;
    const locker = new pg.Client({ connectionString: url });
    try {
      await waitReady(server);
      // A request held in flight by the database: the news table is locked by another session.
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table noticias in access exclusive mode');
      let settled = false;
      const inFlight = fetch(`${base}/api/noticia/1`).then(async (res) => {
        settled = true;
        return {
          status: res.status,
          connection: res.headers.get('connection'),
          body: (await res.json()) as { data?: { response?: { id?: number } } },
        };
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(settled).toBe(false);

      server.child.kill('SIGTERM');
      const signalled = Date.now();
      // 1. /readyz answers 503 at once, while other requests are still served (Connection: close).
      let readyz: number | string = 200;
      while (readyz === 200 && Date.now() - signalled < 1500) readyz = await status(`${base}/readyz`);
      expect(readyz).toBe(503);
      const during = await fetch(`${base}/api/regioes`);
      expect(during.status).toBe(200);
      expect(during.headers.get('connection')).toBe('close');
      expect(await during.json()).toHaveLength(28);
      expect(Date.now() - signalled).toBeLessThan(2000);

      // 2. After SHUTDOWN_DRAIN_SECONDS, no new connection is taken; the request in flight still waits.
      let refused: number | string = 200;
      while (typeof refused === 'number' && Date.now() - signalled < 10_000) {
        await new Promise((r) => setTimeout(r, 100));
        refused = await status(`${base}/healthz`);
      }
      expect(refused).toBe('ECONNREFUSED');
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(2000);
      expect(settled).toBe(false);
      expect(server.child.exitCode).toBeNull();

      // 3. The lock goes: the request in flight gets its whole answer, then the pool closes and the process exits 0.
      await locker.query('commit');
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.body.data?.response?.id).toBe(1);
      expect(await server.exited, server.output()).toBe(0);
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> $2', [
        name,
        (await locker.query('select pg_backend_pid() as pid')).rows[0].pid,
      ]);
      expect(rows[0].n).toBe(0);

      // Each step is in the log, as JSON lines (NODE_ENV=production, no terminal), in this order.
      const messages = server
        .output()
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { msg: string }).msg);
      const at = (re: RegExp) => messages.findIndex((m) => re.test(m));
      expect(at(/^SIGTERM recebido: \/readyz responde 503; o processo para de aceitar conexões em 2 s\.$/)).toBeGreaterThanOrEqual(0);
      expect(at(/^Processo encerrado\.$/)).toBeGreaterThan(at(/^SIGTERM recebido/));
    } finally {
      server.child.kill('SIGKILL');
      await locker.end().catch(() => {});
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
