import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressText, getAcceptedEncoding } from '../../src/plugins/compression.ts';

describe('compression of text answers', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(getAcceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(getAcceptedEncoding('gzip')).toBe('gzip');
    expect(getAcceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(getAcceptedEncoding('*')).toBe('br');
    expect(getAcceptedEncoding('identity')).toBeNull();
    expect(getAcceptedEncoding(undefined)).toBeNull();
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
