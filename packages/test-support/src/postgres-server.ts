/**
 * A throwaway PostgreSQL server on loopback for the test suites (the system packages it needs: the
 * README, "Como rodar"): initdb in a temporary folder, pg_ctl start on a free port, and stop +
 * delete at the end. Returns null when no PostgreSQL binaries are installed, so that a developer
 * without them still runs the rest.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './ports.ts';

export interface PostgresServer {
  url: string;
  /**
   * Stops the server. 'immediate' (the default, for the end of a run) aborts at once; 'fast'
   * is an orderly shutdown that terminates the sessions, as an operator's `pg_ctl stop -m fast`.
   */
  stop(mode?: 'fast' | 'immediate'): void;
  /** Starts it again on the same data directory and port. */
  start(): void;
  /** Stops it and deletes its folder (data, socket, log). */
  remove(): void;
}

export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export async function startPostgres(options: { port?: number } = {}): Promise<PostgresServer | null> {
  const bin = findPostgresBin();
  if (!bin) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-pg-'));
  const port = options.port ?? (await freePort());
  // initdb refuses to run as root: run the server as the postgres user then.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres', dir]);
  const run = (cmd: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : path.join(bin, cmd), asRoot ? ['-u', 'postgres', '--', path.join(bin, cmd), ...args] : args, {
      stdio: 'pipe',
    });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-s',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off -c synchronous_commit=off`,
      'start',
    ]);
  start();
  function stop(mode: 'fast' | 'immediate' = 'immediate') {
    try {
      run('pg_ctl', ['-D', data, '-m', mode, '-w', '-s', 'stop']);
    } catch {
      // already stopped
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove() {
      stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The production set-up of docs/decisions/041 on a test server: a database owned by `owner` and a
 * login role `app` for the site, which owns nothing (the owner grants it what it needs at the
 * first start with DATABASE_OWNER_URL). Returns both roles' URLs on that database.
 */
export async function createOwnerAndSiteRoles(
  adminUrl: string,
  names: { database: string; owner: string; app: string },
): Promise<{ ownerUrl: string; appUrl: string }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create role ${admin.escapeIdentifier(names.owner)} login`);
    await admin.query(`create role ${admin.escapeIdentifier(names.app)} login`);
    await admin.query(`create database ${admin.escapeIdentifier(names.database)} owner ${admin.escapeIdentifier(names.owner)}`);
  } finally {
    await admin.end();
  }
  const urlAs = (user: string) => {
    const u = new URL(adminUrl);
    u.username = user;
    u.password = '';
    u.pathname = `/${names.database}`;
    return u.toString();
  };
  return { ownerUrl: urlAs(names.owner), appUrl: urlAs(names.app) };
}

/** Every way of rewriting the audit log's past that the site's role must be refused. */
export const AUDIT_TAMPERING = [
  'alter table auditoria disable trigger all',
  'delete from auditoria',
  "update auditoria set acao = 'apagada'",
  'truncate auditoria',
  'drop table auditoria',
] as const;

/**
 * Tries each of AUDIT_TAMPERING as `url`'s role; the SQLSTATE each one got ('' when it was
 * accepted: each runs in a transaction rolled back, so an accepted one changes nothing), and how
 * many audit rows there are.
 */
export async function tryAuditTampering(url: string): Promise<{ results: { statement: string; code: string }[]; rows: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const results: { statement: string; code: string }[] = [];
    for (const statement of AUDIT_TAMPERING) {
      await client.query('begin');
      const code = await client.query(statement).then(
        () => '',
        (err: { code?: string }) => err.code ?? 'erro',
      );
      await client.query('rollback');
      results.push({ statement, code });
    }
    const rows = Number((await client.query<{ n: string }>('select count(*) as n from auditoria')).rows[0]?.n ?? 0);
    return { results, rows };
  } finally {
    await client.end();
  }
}
