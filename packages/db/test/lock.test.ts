import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/client.ts';
import { DataDirLockedError, lockDataDir } from '../src/lock.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-lock-'));

function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/db/src/cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('DATA_DIR lock', () => {
  it('refuses a second holder while the first is alive, and frees the directory on release', () => {
    const dir = tmp();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    const again = lockDataDir(dir);
    again();
  });

  it('takes over a stale lock left by a process that is gone', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, '.cosems.lock'), JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname() }));
    const release = lockDataDir(dir);
    release();
  });

  it.skipIf(process.env.TEST_PG_URL)(
    'a second process on the same DATA_DIR is refused with a clear message, and the database is intact',
    async () => {
      const dir = tmp();
      const database = await openDatabase({ dataDir: dir });
      try {
        const out = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-out-'));
        const second = await run(['export', out], { DATA_DIR: dir, DATABASE_URL: '' });
        expect(second.code).toBe(1);
        expect(second.output).toMatch(/já está em uso pelo processo \d+/);
        await database.ping();
      } finally {
        await database.close();
      }
      // Once the first process has closed, the directory opens again.
      const reopened = await openDatabase({ dataDir: dir });
      await reopened.close();
    },
    60_000,
  );
});
