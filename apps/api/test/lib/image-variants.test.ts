/** The variant cache itself: format negotiation, shared generation, bounded concurrency, whole files on disk. */
import { DEMO_BUNDLE_DIR } from '@cosems/db';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acceptsType, negotiateImageFormat } from '../../src/lib/image-format.ts';
import { type ImageSource, ImageVariants } from '../../src/lib/image-variants.ts';

const banner = fs.readFileSync(path.join(DEMO_BUNDLE_DIR, 'images', 'banner-01.jpg'));
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-variantes-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A source that counts its reads and how many run at once. */
function fonte(sha256: string, estado = { leituras: 0, ativas: 0, maxAtivas: 0 }): ImageSource & { estado: typeof estado } {
  return {
    sha256,
    format: 'jpeg',
    estado,
    load: async () => {
      estado.leituras++;
      estado.ativas++;
      estado.maxAtivas = Math.max(estado.maxAtivas, estado.ativas);
      await new Promise((r) => setTimeout(r, 20));
      estado.ativas--;
      return banner;
    },
  };
}

describe('format negotiation', () => {
  it('AVIF, else WebP, else the stored format; wildcards and q=0 do not count', () => {
    expect(negotiateImageFormat('image/avif,image/webp,*/*', 'jpeg')).toBe('avif');
    expect(negotiateImageFormat('image/webp,image/*;q=0.8', 'png')).toBe('webp');
    expect(negotiateImageFormat('image/avif;q=0,image/webp', 'jpeg')).toBe('webp');
    expect(negotiateImageFormat('*/*', 'png')).toBe('png');
    expect(negotiateImageFormat(undefined, 'jpeg')).toBe('jpeg');
    expect(acceptsType(' IMAGE/AVIF ; q=0.5', 'image/avif')).toBe(true);
    expect(acceptsType('image/avif;q=0.0', 'image/avif')).toBe(false);
  });
});

describe('variant cache', () => {
  it('concurrent requests for one variant generate it once', async () => {
    const variants = new ImageVariants({ dir });
    const f = fonte('a'.repeat(64));
    const responses = await Promise.all(Array.from({ length: 6 }, () => variants.get(f, 320, 'webp')));
    expect(variants.created).toBe(1);
    expect(f.estado.leituras).toBe(1);
    expect(new Set(responses.map((r) => r.toString('base64'))).size).toBe(1);
    // Later requests read the file: no source read, no encoding.
    await variants.get(f, 320, 'webp');
    expect(variants.created).toBe(1);
    expect(f.estado.leituras).toBe(1);
  });

  it('runs at most `concurrency` generations at a time', async () => {
    const variants = new ImageVariants({ dir, concurrency: 1 });
    const estado = { leituras: 0, ativas: 0, maxAtivas: 0 };
    await Promise.all([160, 320, 480, 640].map((w) => variants.get(fonte('b'.repeat(64), estado), w, 'jpeg')));
    expect(estado.leituras).toBe(4);
    expect(estado.maxAtivas).toBe(1);
    expect(variants.created).toBe(4);
  });

  it('keys files by content hash, width, format; leaves no temporary file; survives a new instance', async () => {
    const variants = new ImageVariants({ dir });
    const [a, b] = ['c'.repeat(64), 'd'.repeat(64)];
    expect(variants.getPath(a, 320, 'avif')).not.toBe(variants.getPath(b, 320, 'avif'));
    expect(variants.getPath(a, 320, 'avif')).not.toBe(variants.getPath(a, 480, 'avif'));
    expect(variants.getPath(a, 320, 'avif')).not.toBe(variants.getPath(a, 320, 'webp'));
    // Whatever the stored hash looks like, it never becomes a path.
    expect(path.dirname(path.dirname(variants.getPath('../../etc/passwd', 320, 'png')))).toBe(dir);

    const gerada = await variants.get(fonte(a), 640, 'avif');
    expect((await sharp(gerada).metadata()).width).toBe(640);
    const files = fs.readdirSync(dir, { recursive: true }).map(String);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(fs.readFileSync(variants.getPath(a, 640, 'avif')).equals(gerada)).toBe(true);

    const outra = new ImageVariants({ dir });
    const f = fonte(a);
    expect((await outra.get(f, 640, 'avif')).equals(gerada)).toBe(true);
    expect(f.estado.leituras).toBe(0);
    expect(outra.created).toBe(0);
  });

  it('a variant that cannot be stored is still served, and the failure reported', async () => {
    const gate = path.join(dir, 'arquivo-comum');
    fs.writeFileSync(gate, '');
    const failures: unknown[] = [];
    // A file where the cache folder should be: every write fails.
    const variants = new ImageVariants({ dir: gate, onWriteError: (err) => failures.push(err) });
    const gerada = await variants.get(fonte('e'.repeat(64)), 160, 'webp');
    expect((await sharp(gerada).metadata()).width).toBe(160);
    expect(failures).toHaveLength(1);
  });
});
