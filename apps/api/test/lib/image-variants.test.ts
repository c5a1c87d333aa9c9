/** The variant cache itself: format negotiation, shared generation, bounded concurrency, whole files on disk. */
import { DEMO_BUNDLE_DIR } from '@cosems/db';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptsType, negotiateImageFormat } from '../../src/lib/image-format.ts';
import { type ImageSource, ImageVariants, UndecodableImageError, VariantQueueFullError } from '../../src/lib/image-variants.ts';

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

  it('bounds the work waiting: beyond concurrency + maxQueued distinct variants, refused at once (issue 15)', async () => {
    const variantes = new ImageVariants({ dir, concurrency: 2, maxQueued: 5 });
    // Sources that hold their slot until released: what is in flight is counted, not timed.
    const soltar: (() => void)[] = [];
    let leituras = 0;
    const presa = (i: number): ImageSource => ({
      sha256: i.toString(16).padStart(64, '0'),
      format: 'jpeg',
      load: () => {
        leituras++;
        return new Promise((resolve) => soltar.push(() => resolve(banner)));
      },
    });
    // 40 distinct variants asked at once: 20 images × 2 widths.
    const pedidos = Array.from({ length: 40 }, (_, i) =>
      variantes.get(presa(i >> 1), i % 2 ? 160 : 320, 'jpeg').then(
        () => 'ok' as const,
        (err: unknown) => (err instanceof VariantQueueFullError ? ('cheia' as const) : err),
      ),
    );
    let prontos = 0;
    for (const p of pedidos) void p.then(() => prontos++);
    // Nothing can finish while the sources are held: the 33 refusals come first, and alone.
    await vi.waitFor(() => expect(prontos).toBe(33));
    expect(variantes.pending).toBe(7);
    expect(leituras).toBe(2);
    // Then each held source is let go in turn, until every request has its answer.
    while (prontos < pedidos.length) {
      soltar.shift()?.();
      await new Promise((r) => setTimeout(r, 5));
    }
    const respostas = await Promise.all(pedidos);
    expect(respostas.filter((r) => r === 'ok')).toHaveLength(7);
    expect(respostas.filter((r) => r === 'cheia')).toHaveLength(33);
    expect(variantes.peakPending).toBe(7);
    expect(variantes.created).toBe(7);
    expect(leituras).toBe(7);
    expect(variantes.pending).toBe(0);
    // The queue is free again: a refused variant is served when asked later.
    const tarde = variantes.get(presa(19), 320, 'jpeg');
    await vi.waitFor(() => expect(soltar).toHaveLength(1));
    soltar.shift()?.();
    expect((await sharp(await tarde).metadata()).width).toBe(320);
  });

  it('a source that does not decode fails with UndecodableImageError, once: it is not decoded again', async () => {
    const variantes = new ImageVariants({ dir });
    const svgComoPng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ]);
    let leituras = 0;
    const f: ImageSource = {
      sha256: 'f'.repeat(64),
      format: 'png',
      load: async () => {
        leituras++;
        return svgComoPng;
      },
    };
    await expect(variantes.get(f, 320, 'webp')).rejects.toBeInstanceOf(UndecodableImageError);
    await expect(variantes.get(f, 480, 'avif')).rejects.toBeInstanceOf(UndecodableImageError);
    expect(leituras).toBe(1);
    expect(variantes.created).toBe(0);
  });
});
