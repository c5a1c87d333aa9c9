/**
 * /image/{file}?w=N: resized variants in the widths the layout uses, encoded as the browser accepts
 * (AVIF, WebP, else the stored format), cached on disk and revalidated by ETag.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@cosems/contracts';
import { DEMO_BUNDLE_DIR } from '@cosems/db';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { expectError, useTestApi } from '../helper.ts';

// The route reads IMAGE_CACHE_DIR when the API is built (in useTestApi's beforeAll): a folder of our own.
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-teste-imagens-'));
const before = process.env.IMAGE_CACHE_DIR;
process.env.IMAGE_CACHE_DIR = cacheDir;
afterAll(() => {
  if (before === undefined) delete process.env.IMAGE_CACHE_DIR;
  else process.env.IMAGE_CACHE_DIR = before;
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

const api = useTestApi();

const demo = (nome: string) => fs.readFileSync(path.join(DEMO_BUNDLE_DIR, 'images', nome));

const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const SO_WEBP = 'image/webp,*/*';

function pedir(url: string, headers: Record<string, string> = {}) {
  return api.app.inject({ method: 'GET', url, headers });
}

async function dimensions(payload: Buffer) {
  const meta = await sharp(payload).metadata();
  return { width: meta.width, height: meta.height, format: meta.format, compression: meta.compression };
}

function cachedFiles(): string[] {
  return fs
    .readdirSync(cacheDir, { recursive: true, withFileTypes: true })
    .flatMap((d) => (d.isFile() ? [path.join(d.parentPath, d.name)] : []));
}

describe('image variants', () => {
  it('sends AVIF to a browser that accepts it, with Vary: Accept and the original caching', async () => {
    const res = await pedir('/image/banner-01.jpg?w=640', { accept: CHROME });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers.vary).toMatch(/accept/i);
    expect(res.headers['cache-control']).toBe((await pedir('/image/banner-01.jpg')).headers['cache-control']);
    expect(await dimensions(res.rawPayload)).toMatchObject({ width: 640, height: 240, format: 'heif', compression: 'av1' });
  });

  it('sends WebP when AVIF is not accepted, and the stored format when neither is', async () => {
    const webp = await pedir('/image/banner-01.jpg?w=480', { accept: SO_WEBP });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await dimensions(webp.rawPayload)).toMatchObject({ width: 480, format: 'webp' });

    for (const accept of [undefined, '*/*', 'image/avif;q=0, image/webp;q=0, image/*']) {
      const res = await pedir('/image/banner-01.jpg?w=480', accept ? { accept } : {});
      expect(res.headers['content-type'], String(accept)).toBe('image/jpeg');
      expect(res.headers.vary).toMatch(/accept/i);
      expect(await dimensions(res.rawPayload)).toMatchObject({ width: 480, format: 'jpeg' });
    }
    const png = await pedir('/image/logo/logo-cosems-mg-azul.png?w=160');
    expect(png.headers['content-type']).toBe('image/png');
    expect(await dimensions(png.rawPayload)).toMatchObject({ width: 160, height: 64, format: 'png' });
  });

  it('serves every width of the list, never wider than the source', async () => {
    // banner-01.jpg is 1600 × 600.
    for (const w of IMAGE_WIDTHS) {
      const res = await pedir(`/image/banner-01.jpg?w=${w}`, { accept: SO_WEBP });
      expect(res.statusCode, `w=${w}`).toBe(200);
      expect((await dimensions(res.rawPayload)).width, `w=${w}`).toBe(Math.min(w, 1600));
    }
  });

  it('never upscales: a narrower source keeps its size, and its own bytes when the format is the same', async () => {
    // presidente-01.jpg is 300 × 400.
    const avif = await pedir('/image/presidente-01.jpg?w=1920', { accept: CHROME });
    expect(await dimensions(avif.rawPayload)).toMatchObject({ width: 300, height: 400, compression: 'av1' });
    const original = await pedir('/image/presidente-01.jpg');
    const jpeg = await pedir('/image/presidente-01.jpg?w=960');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.rawPayload.equals(original.rawPayload)).toBe(true);
  });

  it.each(['100', '641', '0', '-320', '320.5', 'abc', '1e3', '99999999', ''])('w=%s answers 400 in the error shape', async (w) => {
    await expectError(api, `/image/banner-01.jpg?w=${w}`, 400);
  });

  it('a missing image with a width is still 404', async () => {
    await expectError(api, '/image/nao-existe.jpg?w=320', 404);
  });

  it('answers 304 to a revalidation; the ETag depends on the width and the format', async () => {
    const url = '/image/destaque-01.jpg?w=320';
    const avif = await pedir(url, { accept: CHROME });
    const etag = String(avif.headers.etag);
    const again = await pedir(url, { accept: CHROME, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.vary).toMatch(/accept/i);

    const outras = await Promise.all([
      pedir(url, { accept: SO_WEBP }),
      pedir('/image/destaque-01.jpg?w=480', { accept: CHROME }),
      pedir('/image/destaque-01.jpg'),
    ]);
    const etags = new Set([etag, ...outras.map((r) => String(r.headers.etag))]);
    expect(etags.size).toBe(4);
    expect((await pedir(url, { accept: SO_WEBP, 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('keeps generated variants on disk and serves them from there afterwards', async () => {
    const url = '/image/noticia-aps-1.jpg?w=960';
    const first = await pedir(url, { accept: SO_WEBP });
    // Named by the content's hash, not by the image's name.
    const sha = createHash('sha256').update(demo('noticia-aps-1.jpg')).digest('hex');
    const [arquivo, ...outros] = cachedFiles().filter((f) => path.basename(f).startsWith(sha) && f.endsWith('-960.webp'));
    expect(outros).toEqual([]);
    expect(fs.readFileSync(arquivo as string).equals(first.rawPayload)).toBe(true);
    expect(cachedFiles().filter((f) => f.endsWith('.tmp'))).toEqual([]);

    // Replace the cached file: the next answer is that file, so nothing was generated again.
    const marcador = await sharp({ create: { width: 7, height: 3, channels: 3, background: '#0b4f8a' } })
      .webp()
      .toBuffer();
    fs.writeFileSync(arquivo as string, marcador);
    const second = await pedir(url, { accept: SO_WEBP });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(marcador)).toBe(true);
  });

  it('without w the route is unchanged: the stored file, no Vary', async () => {
    const res = await pedir('/image/banner-01.jpg', { accept: CHROME });
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers.vary ?? '').not.toMatch(/accept/i);
    expect(res.rawPayload.equals(demo('banner-01.jpg'))).toBe(true);
  });

  it('documents w, with its accepted widths, in the OpenAPI document', async () => {
    const doc = (await pedir('/api/openapi.json')).json();
    for (const route of ['/image/{file}', '/image/logo/{file}']) {
      const w = doc.paths[route].get.parameters.find((p: { name: string }) => p.name === 'w');
      expect(w, route).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', enum: [...IMAGE_WIDTHS] } });
      expect(w.description ?? w.schema.description).toMatch(/Accept/);
    }
  });
});
