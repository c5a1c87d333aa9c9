import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/app.ts';
import {
  compressText,
  countKnownAcceptEncodings,
  encodeForCache,
  getAcceptedEncoding,
  pickEncoded,
} from '../../src/plugins/compression.ts';
import { testConfig } from '../helper.ts';

describe('compression of text answers', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(getAcceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(getAcceptedEncoding('gzip')).toBe('gzip');
    expect(getAcceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(getAcceptedEncoding('*')).toBe('br');
    expect(getAcceptedEncoding('identity')).toBeNull();
    expect(getAcceptedEncoding(undefined)).toBeNull();
  });

  it('remembers the choice for at most 256 Accept-Encoding values of up to 128 characters, and gives the same answer after', () => {
    const before = countKnownAcceptEncodings();
    expect(getAcceptedEncoding('gzip, deflate, br')).toBe('br'); // known from the test above
    expect(countKnownAcceptEncodings()).toBe(before);
    const long = `gzip;q=0.5, ${'x'.repeat(130)}`;
    expect(getAcceptedEncoding(long)).toBe('gzip');
    expect(countKnownAcceptEncodings()).toBe(before);
    // A client that sends a new value on every request: answered right, kept only up to the bound.
    for (let i = 0; i < 400; i++) {
      expect(getAcceptedEncoding(`br;q=0, gzip;q=0.${(i % 9) + 1}, x-${i}`)).toBe('gzip');
      expect(getAcceptedEncoding(`br;q=0.${(i % 9) + 1}, y-${i}`)).toBe('br');
    }
    expect(countKnownAcceptEncodings()).toBe(256);
    expect(getAcceptedEncoding('br;q=0, gzip;q=0, novo')).toBeNull();
    expect(getAcceptedEncoding('gzip;q=0.5, br;q=0')).toBe('gzip');
  });

  it('leaves answers under 1 KB alone and round-trips the rest', async () => {
    expect(await compressText('br', 'curto')).toBeNull();
    const text = '<p>Atenção Primária à Saúde</p>'.repeat(200);
    const br = await compressText('br', text);
    expect(br?.encoding).toBe('br');
    expect(brotliDecompressSync(br?.body as Buffer).toString()).toBe(text);
    const gz = await compressText('gzip', text);
    expect(gunzipSync(gz?.body as Buffer).toString()).toBe(text);
    expect((gz?.body.length ?? 0) < text.length / 5).toBe(true);
  });
});

/** A GET over real HTTP: status and headers (the body is left compressed and discarded). */
function get(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      })
      .on('error', reject);
  });
}

const varyFields = (vary: string | undefined) => (vary ?? '').split(',').map((f) => f.trim().toLowerCase());

describe('encodings kept in the cache (a page, compressed once)', () => {
  it('keeps UTF-8, brotli and gzip of a text of 1 KB or more, and each decodes to the text', async () => {
    const text = '<p>Atenção Primária à Saúde</p>'.repeat(200);
    const encoded = await encodeForCache(text);
    expect(encoded.identity.equals(Buffer.from(text))).toBe(true);
    expect(brotliDecompressSync(encoded.br as Buffer).toString()).toBe(text);
    expect(gunzipSync(encoded.gzip as Buffer).toString()).toBe(text);
    expect((encoded.br?.length ?? Infinity) < text.length / 5).toBe(true);
  });

  it('keeps only UTF-8 under 1 KB', async () => {
    expect(await encodeForCache('curto, ç')).toEqual({ identity: Buffer.from('curto, ç') });
  });

  it('picks the stored bytes by Accept-Encoding, the same object every time, identity when none fits', async () => {
    const encoded = await encodeForCache('x'.repeat(2000));
    expect(pickEncoded(encoded, 'gzip, deflate, br')).toEqual({ encoding: 'br', body: encoded.br });
    expect(pickEncoded(encoded, 'gzip, deflate, br').body).toBe(pickEncoded(encoded, 'br').body);
    expect(pickEncoded(encoded, 'gzip')).toEqual({ encoding: 'gzip', body: encoded.gzip });
    expect(pickEncoded(encoded, 'br;q=0, gzip;q=0')).toEqual({ encoding: null, body: encoded.identity });
    expect(pickEncoded(encoded, undefined)).toEqual({ encoding: null, body: encoded.identity });
    const small = await encodeForCache('pouco');
    expect(pickEncoded(small, 'br')).toEqual({ encoding: null, body: small.identity });
  });
});

describe('Vary on compressed answers, with CORS_ORIGINS set (a real server)', () => {
  const db = {} as { value: TestDatabase };
  let app: FastifyInstance;
  let port = 0;
  beforeAll(async () => {
    db.value = await createTestDatabase();
    app = await createApi({
      database: db.value.database,
      config: { ...testConfig, corsOrigins: ['https://site.exemplo.org'] },
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await db.value?.close();
  });

  // The first read is compressed by the plugin; the second comes from the answer cache, compressed
  // once per entry (plugins/response-cache.ts). Both must keep CORS's Origin in Vary, or a shared
  // cache serves one origin's Access-Control-Allow-Origin to every other.
  for (const encoding of ['br', 'gzip'] as const) {
    it(`${encoding}: Vary: Origin, Accept-Encoding on the first answer and on the cached one`, async () => {
      const url = `/api/noticia/page/${encoding === 'br' ? 1 : 2}`;
      for (const round of ['primeira', 'do cache']) {
        const res = await get(port, url, { origin: 'https://site.exemplo.org', 'accept-encoding': encoding });
        expect(res.status, round).toBe(200);
        expect(res.headers['content-encoding'], round).toBe(encoding);
        expect(res.headers['access-control-allow-origin'], round).toBe('https://site.exemplo.org');
        expect(res.headers['cache-control'], round).toMatch(/^public/);
        expect(varyFields(res.headers.vary), round).toEqual(['origin', 'accept-encoding']);
      }
    });
  }
});
