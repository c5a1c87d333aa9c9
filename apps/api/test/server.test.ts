/**
 * The API-only server as an operator runs it: a real process, real HTTP, the embedded database
 * on disk. Start-up imports the demo content, START_EMPTY skips it, SIGTERM lets a request in
 * flight finish and releases DATA_DIR, and a second process on the same DATA_DIR is refused.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
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
  }, 30_000);
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
