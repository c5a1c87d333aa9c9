/**
 * /image/{file}?recorte=social: the share image, cut to 1200 × 630 around the focal point the media
 * library stores (foco_x, foco_y), the centre without one; never enlarged; its own ETag.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHARE_IMAGE } from '@cosems/contracts';
import { tables } from '@cosems/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropBox } from '../../src/lib/image-variants.ts';
import { useTestApi } from '../helper.ts';

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-teste-recorte-'));
const before = process.env.IMAGE_CACHE_DIR;
process.env.IMAGE_CACHE_DIR = cacheDir;
afterAll(() => {
  if (before === undefined) delete process.env.IMAGE_CACHE_DIR;
  else process.env.IMAGE_CACHE_DIR = before;
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

const api = useTestApi();
const ASPECT = SHARE_IMAGE.largura / SHARE_IMAGE.altura;

/** 400 × 100 pixels: the left half red, the right half blue. */
async function halves() {
  const w = 400;
  const h = 100;
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) raw[(y * w + x) * 3 + (x < w / 2 ? 0 : 2)] = 255;
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  const dados = await halves();
  const sha256 = createHash('sha256').update(dados).digest('hex');
  const base = { tipo: 'imagem' as const, mime: 'image/png', tamanho: dados.length, sha256, dados, largura: 400, altura: 100 };
  await api.db.database.db.insert(tables.arquivos).values([
    { ...base, nome: 'foco-esquerda.png', focoX: 0.1, focoY: 0.5 },
    { ...base, nome: 'foco-direita.png', focoX: 0.9, focoY: 0.5 },
    { ...base, nome: 'sem-foco.png' },
  ]);
});

const get = (url: string, headers: Record<string, string> = { accept: 'image/png' }) => api.app.inject({ method: 'GET', url, headers });

async function centre(payload: Buffer) {
  const { data, info } = await sharp(payload).raw().toBuffer({ resolveWithObject: true });
  const i = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { r: data[i] as number, b: data[i + 2] as number, width: info.width, height: info.height };
}

describe('share image crop', () => {
  it('keeps the largest 1200:630 box inside the image, as near the focal point as it can', () => {
    expect(cropBox(400, 100, { aspect: ASPECT, x: 0.1, y: 0.5 })).toEqual({ left: 0, top: 0, width: 190, height: 100 });
    expect(cropBox(400, 100, { aspect: ASPECT, x: 0.9, y: 0.5 })).toEqual({ left: 210, top: 0, width: 190, height: 100 });
    expect(cropBox(400, 100, { aspect: ASPECT, x: 0.5, y: 0.5 })).toEqual({ left: 105, top: 0, width: 190, height: 100 });
    expect(cropBox(1000, 1000, { aspect: ASPECT, x: 0.5, y: 0 })).toEqual({ left: 0, top: 0, width: 1000, height: 525 });
    expect(cropBox(1000, 1000, { aspect: ASPECT, x: 0.5, y: 1 })).toEqual({ left: 0, top: 475, width: 1000, height: 525 });
  });

  it('cuts around the stored focal point: the left half for x = 10%, the right half for x = 90%', async () => {
    const left = await get('/image/foco-esquerda.png?recorte=social');
    expect(left.statusCode).toBe(200);
    expect(left.headers['content-type']).toBe('image/png');
    expect(await centre(left.rawPayload)).toMatchObject({ r: 255, b: 0, width: 190, height: 100 });
    const right = await get('/image/foco-direita.png?recorte=social');
    expect(await centre(right.rawPayload)).toMatchObject({ r: 0, b: 255, width: 190, height: 100 });
    expect(right.headers.etag).not.toBe(left.headers.etag);
    expect(left.headers.etag).toMatch(/-social-100-500-png"$/);
    const again = await get('/image/foco-esquerda.png?recorte=social', { accept: 'image/png', 'if-none-match': String(left.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('without a focal point, the centre; a photo comes out at 1200:630, at most 1200 wide; w is ignored', async () => {
    const middle = await get('/image/sem-foco.png?recorte=social&w=320');
    expect(await centre(middle.rawPayload)).toMatchObject({ width: 190, height: 100 });
    const source = await sharp((await get('/image/banner-01.jpg')).rawPayload).metadata();
    const banner = await get('/image/banner-01.jpg?recorte=social', { accept: 'image/jpeg' });
    expect(banner.statusCode).toBe(200);
    const meta = await sharp(banner.rawPayload).metadata();
    const expected = Math.min(SHARE_IMAGE.largura, Math.round((source.height ?? 0) * ASPECT), source.width ?? 0);
    expect(meta).toMatchObject({ format: 'jpeg', width: expected });
    expect(Math.abs((meta.height ?? 0) - expected / ASPECT)).toBeLessThanOrEqual(1);
    expect((await get('/image/banner-01.jpg?recorte=outro')).statusCode).toBe(400);
  });
});

describe('/api/imagens/focos', () => {
  it('lists exactly the images with a focal point, by name, for the site to keep that point in view', async () => {
    const { statusCode, body } = await api.app.inject({ url: '/api/imagens/focos' });
    expect(statusCode).toBe(200);
    expect(JSON.parse(body)).toEqual([
      { imagem: 'foco-direita.png', x: 0.9, y: 0.5 },
      { imagem: 'foco-esquerda.png', x: 0.1, y: 0.5 },
    ]);
  });
});
