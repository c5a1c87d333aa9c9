/**
 * Seeded PRNG (mulberry32), one independent stream per name, so that editing one part of the demo
 * content does not reshuffle the others.
 */
import { createHash } from 'node:crypto';

export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  sample<T>(list: readonly T[], n: number): T[];
}

function seedOf(name: string): number {
  return createHash('sha256').update(`cosems-demo:${name}`).digest().readUInt32LE(0);
}

export function rng(name: string): Rng {
  let a = seedOf(name);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => at(list, Math.floor(next() * list.length));
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [at(copy, j), at(copy, i)];
    }
    return copy.slice(0, n);
  };
  return { next, int, pick, chance: (p) => next() < p, sample };
}

/** list[i], or an error naming the index: the data files and the code must agree on sizes. */
export function at<T>(list: readonly T[], i: number): T {
  const v = list[i];
  if (v === undefined) throw new Error(`índice ${i} fora da lista (${list.length})`);
  return v;
}
