/** The variant cache itself: format negotiation, shared generation, bounded concurrency, whole files on disk. */
import { DEMO_BUNDLE_DIR } from '@cosems/db';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aceitaTipo, negociarFormato } from '../../src/lib/formato-imagem.ts';
import { type FonteImagem, VariantesDeImagem } from '../../src/lib/variantes-imagem.ts';

const banner = fs.readFileSync(path.join(DEMO_BUNDLE_DIR, 'images', 'banner-01.jpg'));
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-variantes-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A source that counts its reads and how many run at once. */
function fonte(sha256: string, estado = { leituras: 0, ativas: 0, maxAtivas: 0 }): FonteImagem & { estado: typeof estado } {
  return {
    sha256,
    formato: 'jpeg',
    estado,
    carregar: async () => {
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
    expect(negociarFormato('image/avif,image/webp,*/*', 'jpeg')).toBe('avif');
    expect(negociarFormato('image/webp,image/*;q=0.8', 'png')).toBe('webp');
    expect(negociarFormato('image/avif;q=0,image/webp', 'jpeg')).toBe('webp');
    expect(negociarFormato('*/*', 'png')).toBe('png');
    expect(negociarFormato(undefined, 'jpeg')).toBe('jpeg');
    expect(aceitaTipo(' IMAGE/AVIF ; q=0.5', 'image/avif')).toBe(true);
    expect(aceitaTipo('image/avif;q=0.0', 'image/avif')).toBe(false);
  });
});

describe('variant cache', () => {
  it('concurrent requests for one variant generate it once', async () => {
    const variantes = new VariantesDeImagem({ dir });
    const f = fonte('a'.repeat(64));
    const respostas = await Promise.all(Array.from({ length: 6 }, () => variantes.obter(f, 320, 'webp')));
    expect(variantes.geradas).toBe(1);
    expect(f.estado.leituras).toBe(1);
    expect(new Set(respostas.map((r) => r.toString('base64'))).size).toBe(1);
    // Later requests read the file: no source read, no encoding.
    await variantes.obter(f, 320, 'webp');
    expect(variantes.geradas).toBe(1);
    expect(f.estado.leituras).toBe(1);
  });

  it('runs at most `concorrencia` generations at a time', async () => {
    const variantes = new VariantesDeImagem({ dir, concorrencia: 1 });
    const estado = { leituras: 0, ativas: 0, maxAtivas: 0 };
    await Promise.all([160, 320, 480, 640].map((w) => variantes.obter(fonte('b'.repeat(64), estado), w, 'jpeg')));
    expect(estado.leituras).toBe(4);
    expect(estado.maxAtivas).toBe(1);
    expect(variantes.geradas).toBe(4);
  });

  it('keys files by content hash, width, format; leaves no temporary file; survives a new instance', async () => {
    const variantes = new VariantesDeImagem({ dir });
    const [a, b] = ['c'.repeat(64), 'd'.repeat(64)];
    expect(variantes.caminho(a, 320, 'avif')).not.toBe(variantes.caminho(b, 320, 'avif'));
    expect(variantes.caminho(a, 320, 'avif')).not.toBe(variantes.caminho(a, 480, 'avif'));
    expect(variantes.caminho(a, 320, 'avif')).not.toBe(variantes.caminho(a, 320, 'webp'));
    // Whatever the stored hash looks like, it never becomes a path.
    expect(path.dirname(path.dirname(variantes.caminho('../../etc/passwd', 320, 'png')))).toBe(dir);

    const gerada = await variantes.obter(fonte(a), 640, 'avif');
    expect((await sharp(gerada).metadata()).width).toBe(640);
    const arquivos = fs.readdirSync(dir, { recursive: true }).map(String);
    expect(arquivos.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(fs.readFileSync(variantes.caminho(a, 640, 'avif')).equals(gerada)).toBe(true);

    const outra = new VariantesDeImagem({ dir });
    const f = fonte(a);
    expect((await outra.obter(f, 640, 'avif')).equals(gerada)).toBe(true);
    expect(f.estado.leituras).toBe(0);
    expect(outra.geradas).toBe(0);
  });

  it('a variant that cannot be stored is still served, and the failure reported', async () => {
    const bloqueio = path.join(dir, 'arquivo-comum');
    fs.writeFileSync(bloqueio, '');
    const falhas: unknown[] = [];
    // A file where the cache folder should be: every write fails.
    const variantes = new VariantesDeImagem({ dir: bloqueio, aoFalharGravacao: (err) => falhas.push(err) });
    const gerada = await variantes.obter(fonte('e'.repeat(64)), 160, 'webp');
    expect((await sharp(gerada).metadata()).width).toBe(160);
    expect(falhas).toHaveLength(1);
  });
});
