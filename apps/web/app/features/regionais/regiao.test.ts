import { describe, expect, it } from 'vitest';
import { lerIdRegiao, TITULO_REGIONAL_MAX, tituloCartaoRegional, urlRegiao } from './regiao';

describe('tituloCartaoRegional', () => {
  it("cuts titles to 50 characters plus '...'", () => {
    expect(TITULO_REGIONAL_MAX).toBe(50);
    const longo = 'Rede de Atenção Psicossocial: seminário discute a expansão dos CAPS no interior do estado';
    expect(tituloCartaoRegional(longo)).toBe(`${longo.slice(0, 50)}...`);
    expect(tituloCartaoRegional(longo)).toHaveLength(53);
  });
  it('keeps titles of 50 characters or fewer', () => {
    const cinquenta = 'x'.repeat(50);
    expect(tituloCartaoRegional(cinquenta)).toBe(cinquenta);
    expect(tituloCartaoRegional('Saúde mental na APS')).toBe('Saúde mental na APS');
  });
});

describe('lerIdRegiao', () => {
  it('accepts positive integers', () => {
    expect(lerIdRegiao('3')).toBe(3);
    expect(lerIdRegiao('28')).toBe(28);
  });
  it.each(['abc', '0', '-1', '1.5', '03', '1e3', '', ' 3', '9999999999', null, undefined])('rejects %j', (v) => {
    expect(lerIdRegiao(v)).toBeNull();
  });
  it('builds the page address', () => {
    expect(urlRegiao(7)).toBe('/CosemsRegional/7');
  });
});
