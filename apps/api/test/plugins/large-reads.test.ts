/**
 * The reads whose answer grows with the archive (/api/noticia, /api/noticia/regiao/{id}): built at
 * most once at a time (the reads that arrive meanwhile wait for that build, also with the cache
 * off), kept compressed in the answer cache even when their text is larger than a quarter of it,
 * cleared by a content change, and the same bytes as any other list of the API
 * (docs/decisions/049).
 */
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../src/app.ts';
import { buildEtag } from '../../src/lib/response-cache.ts';
import { testConfig } from '../helper.ts';

let db: TestDatabase;
/** A cache of 160 KB: the demo's /api/noticia (~35 KB of text, ~70 KB in memory) is over a quarter of it. */
let small: FastifyInstance;
/** The cache off, as CACHE_MAX_ENTRIES=0. */
let off: FastifyInstance;

beforeAll(async () => {
  db = await createTestDatabase();
  small = await createApi({ database: db.database, config: { ...testConfig, cacheMaxBytes: 160 * 1024 }, logger: false });
  off = await createApi({ database: db.database, config: { ...testConfig, cacheMaxEntries: 0 }, logger: false });
  await Promise.all([small.ready(), off.ready()]);
});
afterAll(async () => {
  await small?.close();
  await off?.close();
  await db?.close();
});

const REGIAO = 1;

describe('/api/noticia and /api/noticia/regiao/{id}: large reads', () => {
  it('the whole archive is the same bytes as the pages of the list, in every encoding, with its ETag', async () => {
    const plain = await small.inject({ url: '/api/noticia' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    // Too large for the cache's rule for any other answer (at most a quarter of it, text at 2 bytes a character).
    expect(2 * plain.body.length).toBeGreaterThan((160 * 1024) / 4);
    // The route's own serialiser: the first 12 items are byte for byte those of page 1.
    const page1 = (await small.inject({ url: '/api/noticia/site/1' })).body;
    expect(plain.body.startsWith(`${page1.slice(0, -1)},`)).toBe(true);
    expect(plain.headers.etag).toBe(buildEtag(plain.body));
    for (let i = 0; i < 2; i++) {
      const br = await small.inject({ url: '/api/noticia', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gz = await small.inject({ url: '/api/noticia', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      expect(br.headers.etag).toBe(plain.headers.etag);
      // From the cache, inflated as it is sent.
      const again = await small.inject({ url: '/api/noticia' });
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(again.headers['content-length']).toBe(String(Buffer.byteLength(plain.body)));
      expect(again.body).toBe(plain.body);
    }
    const head = await small.inject({ method: 'HEAD', url: '/api/noticia' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect((await small.inject({ url: '/api/noticia', headers: { 'if-none-match': String(plain.headers.etag) } })).statusCode).toBe(304);
  });

  it('is kept in the cache although its text is larger than a quarter of it, until content changes', async () => {
    const all = vi.spyOn(small.repositories.noticias, 'all');
    const byRegion = vi.spyOn(small.repositories.noticias, 'byRegion');
    try {
      small.responseCache.contentChanged();
      for (let i = 0; i < 3; i++) {
        expect((await small.inject({ url: '/api/noticia', headers: { 'accept-encoding': 'br' } })).statusCode).toBe(200);
        expect((await small.inject({ url: `/api/noticia/regiao/${REGIAO}` })).statusCode).toBe(200);
      }
      expect(all).toHaveBeenCalledTimes(1);
      expect(byRegion).toHaveBeenCalledTimes(1);
      const stored = small.responseCache.get('/api/noticia');
      expect(stored?.compressed).toBeDefined();
      // Only the compressed copies are held: a fraction of the text.
      expect(small.responseCache.size.bytes).toBeLessThan(60 * 1024);
      small.responseCache.contentChanged();
      await small.inject({ url: '/api/noticia' });
      expect(all).toHaveBeenCalledTimes(2);
    } finally {
      all.mockRestore();
      byRegion.mockRestore();
    }
  });

  it('is built once for the reads that ask for it while it is being built, also with the cache off', async () => {
    // Each build takes a while, as a 15,000-item one does: the concurrent reads all arrive while it
    // runs (on a fast database a build could end before the last read got there, and that read
    // would rightly build again: a race of the test, not of the code).
    const repo = off.repositories.noticias;
    const lento =
      <A extends unknown[], R>(f: (...a: A) => Promise<R>) =>
      async (...a: A): Promise<R> => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return f(...a);
      };
    // The real reads, taken before the spies replace them.
    const [lerTudo, lerDaRegiao] = [repo.all.bind(repo), repo.byRegion.bind(repo)];
    const all = vi.spyOn(repo, 'all').mockImplementation(lento(lerTudo));
    const byRegion = vi.spyOn(repo, 'byRegion').mockImplementation(lento(lerDaRegiao));
    try {
      const encodings = ['br', 'gzip', undefined, 'br', 'gzip', undefined];
      const answers = await Promise.all(
        encodings.map((e) => off.inject({ url: '/api/noticia', headers: e ? { 'accept-encoding': e } : {} })),
      );
      expect(all).toHaveBeenCalledTimes(1);
      const texts = answers.map((a) =>
        a.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(a.rawPayload).toString()
          : a.headers['content-encoding'] === 'gzip'
            ? gunzipSync(a.rawPayload).toString()
            : a.body,
      );
      expect(new Set(texts).size).toBe(1);
      expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);

      const regions = await Promise.all([1, 2, 3].map(() => off.inject({ url: `/api/noticia/regiao/${REGIAO}` })));
      expect(byRegion).toHaveBeenCalledTimes(1);
      expect(new Set(regions.map((r) => r.body)).size).toBe(1);

      // Nothing is kept with the cache off: a later read builds again.
      await off.inject({ url: '/api/noticia' });
      expect(all).toHaveBeenCalledTimes(2);
    } finally {
      all.mockRestore();
      byRegion.mockRestore();
    }
  });

  it('an unknown region is a 404, never built nor kept', async () => {
    const res = await small.inject({ url: '/api/noticia/regiao/999' });
    expect(res.statusCode).toBe(404);
    expect(small.responseCache.get('/api/noticia/regiao/999')).toBeUndefined();
  });
});
