/**
 * The large-archive generator (`content gerar-escala`, issue 28 item 1): what it writes is a
 * bundle the import accepts, the same bytes every time, with the shape the benchmarks assume.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bundle, DEMO_BUNDLE_DIR, generateScaleBundle, readBundle } from '../src/index.ts';

const TOTAL = 300;
let dir: string;
let bundle: Bundle;
let demo: Bundle;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cosems-escala-'));
  await generateScaleBundle({ noticias: TOTAL, target: path.join(dir, 'a') });
  [bundle, demo] = await Promise.all([readBundle(path.join(dir, 'a')), readBundle(DEMO_BUNDLE_DIR)]);
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('content gerar-escala', () => {
  it('writes a bundle that readBundle accepts, with the number of items asked and ids 1..N', () => {
    expect(bundle.noticias).toHaveLength(TOTAL);
    expect(bundle.noticias.map((n) => n.id)).toEqual(Array.from({ length: TOTAL }, (_, i) => i + 1));
  });

  it('writes the same bytes every time (the benchmarks compare runs on the same archive)', async () => {
    await generateScaleBundle({ noticias: TOTAL, target: path.join(dir, 'b') });
    const [a, b] = await Promise.all([
      fs.readFile(path.join(dir, 'a', 'noticias.json')),
      fs.readFile(path.join(dir, 'b', 'noticias.json')),
    ]);
    expect(a.equals(b)).toBe(true);
  });

  it("keeps the demo's items as they are, and everything else of the demo bundle", () => {
    expect(bundle.noticias.slice(0, demo.noticias.length)).toEqual(demo.noticias);
    expect([...bundle.images.keys()]).toEqual([...demo.images.keys()]);
    expect(bundle.regioes).toEqual(demo.regioes);
  });

  it('copies are older than every original, newest copy first, with new titles and bodies twice as long', () => {
    const oldest = Math.min(...demo.noticias.map((n) => Date.parse(n.data_publicao)));
    const copies = bundle.noticias.slice(demo.noticias.length);
    const dates = copies.map((n) => Date.parse(n.data_publicao));
    expect(dates.every((d) => d < oldest)).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(dates).size).toBe(dates.length);
    const first = copies[0];
    const original = demo.noticias[0];
    expect(first?.title).toBe(`${original?.title} (arquivo 1)`);
    expect(first?.conteudo).toBe(`${original?.conteudo}\n${original?.conteudo}`);
    expect(first?.regioes).toEqual(original?.regioes);
    // The banner and the highlights stay the demo's: those two lists are not paginated.
    expect(copies.every((n) => n.banner_image === null && n.destaque_image === null)).toBe(true);
  });

  it('refuses a folder that is not empty and fewer items than the demo has', async () => {
    await expect(generateScaleBundle({ noticias: TOTAL, target: path.join(dir, 'a') })).rejects.toThrow(/não está vazia/);
    await expect(generateScaleBundle({ noticias: 10, target: path.join(dir, 'c') })).rejects.toThrow(/pelo menos 64/);
  });
});
