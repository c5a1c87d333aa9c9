import { describe, expect, it } from 'vitest';
import { parseRegiaoId, REGIAO_TITLE_MAX, getRegiaoCardTitle, getRegiaoUrl } from './regiao';

describe('getRegiaoCardTitle', () => {
  it("cuts titles to 50 characters plus '...'", () => {
    expect(REGIAO_TITLE_MAX).toBe(50);
    const longo = 'Rede de Atenção Psicossocial: seminário discute a expansão dos CAPS no interior do estado';
    expect(getRegiaoCardTitle(longo)).toBe(`${longo.slice(0, 50)}...`);
    expect(getRegiaoCardTitle(longo)).toHaveLength(53);
  });
  it('keeps titles of 50 characters or fewer', () => {
    const cinquenta = 'x'.repeat(50);
    expect(getRegiaoCardTitle(cinquenta)).toBe(cinquenta);
    expect(getRegiaoCardTitle('Saúde mental na APS')).toBe('Saúde mental na APS');
  });
});

describe('parseRegiaoId', () => {
  it('accepts positive integers', () => {
    expect(parseRegiaoId('3')).toBe(3);
    expect(parseRegiaoId('28')).toBe(28);
  });
  it.each(['abc', '0', '-1', '1.5', '03', '1e3', '', ' 3', '9999999999', null, undefined])('rejects %j', (v) => {
    expect(parseRegiaoId(v)).toBeNull();
  });
  it('builds the page address', () => {
    expect(getRegiaoUrl(7)).toBe('/CosemsRegional/7');
  });
});
