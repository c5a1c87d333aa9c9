/**
 * A throwaway PostgreSQL server on loopback for the test suites (see shared STACK.md): initdb in
 * a temporary folder, pg_ctl start on a free port, and stop + delete at the end. Returns null when
 * no PostgreSQL binaries are installed, so that a developer without them still runs the rest.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
