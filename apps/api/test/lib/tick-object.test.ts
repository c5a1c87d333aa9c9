/**
 * keepTickObjectMaps (docs/decisions/062): with one tick object held, full collections between
 * bursts of ticks no longer turn the inline caches of nextTick's task literal megamorphic.
 *
 * Read in a child Node with V8's own report (`%DebugPrint` of process.nextTick, whose feedback
 * slots name their state): eight rounds of 1,000 ticks, each followed by two full collections,
 * as a server's idle moments bring them. The first case shows the problem is real on this Node;
 * if a new V8 stops clearing those maps, it fails, and the keeping may be dropped.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keepTickObjectMaps } from '../../src/lib/tick-object.ts';

const moduleUrl = new URL('../../src/lib/tick-object.ts', import.meta.url).href;

/** The states of the literal's property definitions after the rounds, in a child process. */
function literalStates(keep: boolean): string[] {
  const code = `
    ${keep ? `const { keepTickObjectMaps } = await import(${JSON.stringify(moduleUrl)}); keepTickObjectMaps();` : ''}
    for (let round = 0; round < 8; round++) {
      for (let i = 0; i < 1000; i++) process.nextTick(() => {});
      await new Promise((resolve) => setImmediate(resolve));
      gc(); gc();
    }
    %DebugPrint(process.nextTick);`;
  // V8 prints with C's stdio: into a pipe that Node made non-blocking part of it is lost, so to a file.
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tick-')), 'saida.txt');
  const fd = fs.openSync(file, 'w');
  try {
    const run = spawnSync(
      process.execPath,
      ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', '--input-type=module', '-e', code],
      {
        cwd: fileURLToPath(new URL('../../../..', import.meta.url)),
        stdio: ['ignore', fd, 'pipe'],
        encoding: 'utf8',
      },
    );
    if (run.status !== 0) throw new Error(run.stderr);
  } finally {
    fs.closeSync(fd);
  }
  const out = fs.readFileSync(file, 'utf8');
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return [...out.matchAll(/slot #\d+ DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1] ?? '');
}

describe('keepTickObjectMaps', () => {
  it('takes one tick object, the same on every call', () => {
    const kept = keepTickObjectMaps() as { callback?: unknown } | undefined;
    expect(typeof kept?.callback).toBe('function');
    expect(keepTickObjectMaps()).toBe(kept);
  });

  it('without it, ticks between full collections turn the literal megamorphic; with it, they stay monomorphic', () => {
    const without = literalStates(false);
    const withIt = literalStates(true);
    expect(without.length).toBeGreaterThanOrEqual(5);
    expect(without).toContain('MEGAMORPHIC');
    expect(withIt).toHaveLength(without.length);
    expect(withIt.every((state) => state === 'MONOMORPHIC')).toBe(true);
  });
});
