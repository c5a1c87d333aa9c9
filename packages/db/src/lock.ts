/**
 * PGlite takes no lock of its own: a second process opening the same directory starts without
 * error and its writes are silently lost. So the product holds this lock on DATA_DIR for as long
 * as it has the database open. The lock file holds the owner's pid; a lock whose process is gone
 * (after a crash or kill -9) is stale and is taken over.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `O diretório de dados ${dataDir} já está em uso pelo processo ${ownerPid} (outro "npm start" ou comando de conteúdo). ` +
        'Pare esse processo antes, ou use outro DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | null {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid?: unknown; host?: unknown };
    return typeof owner.pid === 'number' && owner.host === os.hostname() ? owner.pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock or throws DataDirLockedError. Returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, '.cosems.lock');
  const content = JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, content, { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readOwner(file) === process.pid) fs.rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readOwner(file);
      if (owner !== null && owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
      if (owner === process.pid) throw new DataDirLockedError(dataDir, owner);
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new DataDirLockedError(dataDir, readOwner(file) ?? -1);
}
