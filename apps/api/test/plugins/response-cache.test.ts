/**
 * HTTP validators (ETag, Last-Modified, 304) on API reads, and the in-memory answer cache: served
 * from memory until a content import, made here or (on PostgreSQL) by another process, clears it.
 */
import { DEMO_BUNDLE_DIR, importBundle, openDatabase, readBundle } from '@cosems/db';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { getCompressedCopy } from '../../src/plugins/compression.ts';
import { useTestApi } from '../helper.ts';

const api = useTestApi();

describe('ETag, Last-Modified and 304 on API reads', () => {
  it('answers 304 with no body to a matching If-None-Match, and 200 otherwise', async () => {
    const first = await api.app.inject({ url: '/api/noticia/page/1' });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['last-modified']).toBeTruthy();
    expect(first.headers['cache-control']).toMatch(/max-age=\d+, stale-while-revalidate=\d+/);

    const again = await api.app.inject({ url: '/api/noticia/page/1', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);

    const other = await api.app.inject({ url: '/api/noticia/page/1', headers: { 'if-none-match': 'W/"outro"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('answers 304 to If-Modified-Since at or after Last-Modified', async () => {
    const first = await api.app.inject({ url: '/api/regioes' });
    const lm = String(first.headers['last-modified']);
    expect((await api.app.inject({ url: '/api/regioes', headers: { 'if-modified-since': lm } })).statusCode).toBe(304);
    const before = new Date(Date.parse(lm) - 3600_000).toUTCString();
    expect((await api.app.inject({ url: '/api/regioes', headers: { 'if-modified-since': before } })).statusCode).toBe(200);
  });

  it('sends no validators on errors, and errors are not kept', async () => {
    const res = await api.app.inject({ url: '/api/noticia/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('compresses JSON with brotli or gzip when the client accepts it', async () => {
    const br = await api.app.inject({ url: '/api/noticia', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await api.app.inject({ url: '/api/noticia', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await api.app.inject({ url: '/api/noticia' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });
});

describe('in-memory cache of API reads', () => {
  it('sends a cached read compressed, from a copy made once per entry and encoding', async () => {
    const url = '/api/noticia/page/2';
    const plain = await api.app.inject({ url });
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      // The first of these may be the one that fills the cache; the others are hits.
      for (let i = 0; i < 3; i++) {
        const res = await api.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
      }
    }
    const entry = { body: plain.body };
    const firstEntry = getCompressedCopy(entry, 'gzip, br');
    expect(firstEntry?.encoding).toBe('br');
    expect(getCompressedCopy(entry, 'br')?.body).toBe(firstEntry?.body);
    expect(getCompressedCopy({ body: 'curto' }, 'br')).toBeNull();
    expect(getCompressedCopy(entry, undefined)).toBeNull();
  });

  it('keeps a read until content is imported, by this process or another one', async () => {
    const url = '/api/noticia/page/1';
    const cachedBefore = (await api.get<{ notices: { rows: { title: string }[] } }>(url)).body.notices.rows[0]?.title;
    expect(api.app.responseCache.get(url)).toBeDefined();

    // Another process on PostgreSQL (its own pool); on PGlite the one process that holds DATA_DIR.
    const outro = api.db.url ? await openDatabase({ databaseUrl: api.db.url, poolMax: 2 }) : api.db.database;
    try {
      const bundle = await readBundle(DEMO_BUNDLE_DIR);
      const newest = [...bundle.noticias].sort((a, b) => b.id - a.id)[0];
      if (!newest) throw new Error('pacote de demonstração sem notícias');
      newest.title = `${newest.title} (corrigido)`;
      await importBundle(outro.db, bundle);
    } finally {
      if (outro !== api.db.database) await outro.close();
    }
    await expect
      .poll(async () => (await api.get<{ notices: { rows: { title: string }[] } }>(url)).body.notices.rows[0]?.title, {
        timeout: 3000,
      })
      .not.toBe(cachedBefore);
    expect((await api.get<{ notices: { rows: { title: string }[] } }>(url)).body.notices.rows[0]?.title).toMatch(/\(corrigido\)$/);
  });
});

describe('cache keys: the parameters each route reads, parsed (issue 15)', () => {
  // Read first, then flooded: still served from the cache (the same Last-Modified as the first
  // answer, given a second later), and the flood added only the entries of the resources it read.
  it('a flood of junk query parameters neither adds entries nor evicts what was read before', async () => {
    const cache = api.app.responseCache;
    cache.clear();
    const lidas = ['/api/noticia/page/1', '/api/regioes', '/api/equipe', '/api/busca?q=saude', '/api/noticia/page/2?regiao=1'];
    const antes = new Map<string, string>();
    for (const url of lidas) {
      const res = await api.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      antes.set(url, String(res.headers['last-modified']));
    }
    const lidasNoCache = cache.size.entries;
    expect(lidasNoCache).toBe(lidas.length);
    await new Promise((r) => setTimeout(r, 1100));

    // The flood: /api/noticia/2 reads no `q`.
    for (let i = 0; i < 2200; i++) expect((await api.app.inject({ url: `/api/noticia/2?q=${i}` })).statusCode).toBe(200);
    for (let i = 0; i < 200; i++) {
      for (const url of [
        `/api/noticia/page/1?utm_source=${i}`,
        `/api/regioes?fbclid=${i}&x=${i}`,
        `/api/busca?q=saude&page=1&utm_campaign=${i}`,
        `/api/busca?utm_source=${i}&q=saude`,
        `/api/noticia/page/2?regiao=1&x=${i}`,
      ])
        expect((await api.app.inject({ url })).statusCode, url).toBe(200);
    }

    expect(cache.size.entries).toBe(lidasNoCache + 1);
    for (const url of lidas) {
      const res = await api.app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}utm_source=depois` });
      expect(res.headers['last-modified'], url).toBe(antes.get(url));
    }
  });

  it('one entry for the parameters as parsed: defaults and order do not matter', async () => {
    const cache = api.app.responseCache;
    cache.clear();
    for (const url of ['/api/busca?q=sus', '/api/busca?q=sus&page=1', '/api/busca?page=1&q=sus', '/api/busca?q=sus&x=1&page=1'])
      expect((await api.app.inject({ url })).statusCode, url).toBe(200);
    expect(cache.size.entries).toBe(1);
    expect(cache.get('/api/busca?page=1&q=sus')).toBeDefined();
  });
});
