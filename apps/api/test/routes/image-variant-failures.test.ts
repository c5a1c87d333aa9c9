/**
 * Issue 15: what a variant request does when the work cannot or should not be done. An image that
 * does not decode (one that reached the database without the bundle import's decoding) answers 415,
 * never 500, and logs no error; a burst of distinct variants beyond the queue's bound is refused
 * at once with 503 and Retry-After (docs/decisions/017), and served when asked again later.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_BUNDLE_DIR, tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/app.ts';
import { testConfig } from '../helper.ts';

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-teste-variantes-falhas-'));
const antes = process.env.IMAGE_CACHE_DIR;
process.env.IMAGE_CACHE_DIR = cacheDir;

/** Every log line the API writes, parsed (pino's JSON). */
const logs: { level: number; msg?: string; err?: { stack?: string } }[] = [];
let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createTestDatabase();
  // A PNG signature, then SVG: written straight into the table, past the import's decoding.
  const dados = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"/>'),
  ]);
  await db.database.db.insert(tables.arquivos).values({
    tipo: 'imagem',
    nome: 'svg-disfarcado.png',
    mime: 'image/png',
    tamanho: dados.length,
    sha256: createHash('sha256').update(dados).digest('hex'),
    dados,
  });
  app = await createApi({
    database: db.database,
    config: testConfig,
    logger: { level: 'info', stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
  if (antes === undefined) delete process.env.IMAGE_CACHE_DIR;
  else process.env.IMAGE_CACHE_DIR = antes;
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

describe('image variants that cannot be made', () => {
  it('an image that does not decode answers 415 for every variant, never 500, and logs no error or stack', async () => {
    logs.length = 0;
    for (const [w, accept] of [
      [320, 'image/avif,image/webp,*/*'],
      [320, 'image/avif,image/webp,*/*'],
      [640, '*/*'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: `/image/svg-disfarcado.png?w=${w}`, headers: { accept } });
      expect(res.statusCode, `w=${w}`).toBe(415);
      expect(res.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
    expect(logs.filter((l) => l.level >= 50)).toEqual([]);
    expect(JSON.stringify(logs)).not.toMatch(/\bat .*\.(ts|js|mjs):\d+/);
    expect(logs.filter((l) => l.level === 40 && l.msg === 'imagem não decodificável: variante recusada').length).toBeGreaterThan(0);
  });

  it('a burst of distinct variants beyond the queue is refused at once with 503 and Retry-After, and served later', async () => {
    const nomes = fs.readdirSync(path.join(DEMO_BUNDLE_DIR, 'images')).filter((n) => /\.(jpe?g|png)$/.test(n));
    // Every demo image in two widths and two encodings: far more distinct variants than the queue holds.
    const urls = nomes.flatMap((n) => [160, 320].flatMap((w) => [`/image/${n}?w=${w}|image/webp`, `/image/${n}?w=${w}|*/*`]));
    expect(urls.length).toBeGreaterThan(200);
    const respostas = await Promise.all(
      urls.map(async (u) => {
        const [url = '', accept = ''] = u.split('|');
        return { url, accept, res: await app.inject({ method: 'GET', url, headers: { accept } }) };
      }),
    );
    const status = respostas.map((r) => r.res.statusCode);
    expect(new Set(status)).toEqual(new Set([200, 503]));
    const recusadas = respostas.filter((r) => r.res.statusCode === 503);
    for (const { res } of recusadas) {
      expect(res.headers['retry-after']).toBe('2');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({ statusCode: 503 });
    }
    // A refused variant, asked again once the burst is over, is generated.
    const [primeira] = recusadas;
    const depois = await app.inject({ method: 'GET', url: primeira?.url ?? '', headers: { accept: primeira?.accept ?? '' } });
    expect(depois.statusCode).toBe(200);
    expect(depois.headers['content-type']).toMatch(/^image\//);
  });
});
