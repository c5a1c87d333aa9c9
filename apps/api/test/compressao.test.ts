import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { codificacaoAceita, comprimirTexto } from '../src/plugins/compressao.ts';

describe('compression of text answers', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(codificacaoAceita('gzip, deflate, br')).toBe('br');
    expect(codificacaoAceita('gzip')).toBe('gzip');
    expect(codificacaoAceita('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(codificacaoAceita('*')).toBe('br');
    expect(codificacaoAceita('identity')).toBeNull();
    expect(codificacaoAceita(undefined)).toBeNull();
  });

  it('leaves answers under 1 KB alone and round-trips the rest', async () => {
    expect(await comprimirTexto('br', 'curto')).toBeNull();
    const texto = '<p>Atenção Primária à Saúde</p>'.repeat(200);
    const br = await comprimirTexto('br', texto);
    expect(br?.encoding).toBe('br');
    expect(brotliDecompressSync(br?.body as Buffer).toString()).toBe(texto);
    const gz = await comprimirTexto('gzip', texto);
    expect(gunzipSync(gz?.body as Buffer).toString()).toBe(texto);
    expect((gz?.body.length ?? 0) < texto.length / 5).toBe(true);
  });
});
