/**
 * Temporary folders for the bundle tests: made under the system's temporary folder and removed
 * when the test file ends (they used to pile up in /tmp), and a folder's files for comparing two
 * exports byte for byte.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

export async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Every file of a folder, as relative name → base64. */
export async function filesOf(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, full), (await fs.readFile(full)).toString('base64'));
  }
  return out;
}
