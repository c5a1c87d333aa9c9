import type { MunicipioEncontrado } from '@cosems/contracts';
import { describe, expect, it } from 'vitest';
import { contagemDosMunicipios, escolherMunicipio, getMinhaRegionalUrl, municipioCombina, textoDoMunicipio } from './escolha-do-municipio';

const m = (ibge: number, nome: string, regional: MunicipioEncontrado['regional'] = { id: 3, nome: 'Belo Horizonte' }) => ({
  ibge,
  nome,
  regional,
});
const itabira = m(3131703, 'Itabira', { id: 8, nome: 'Itabira' });
const itabirinha = m(3131802, 'Itabirinha', { id: 7, nome: 'Governador Valadares' });
const itabirito = m(3131901, 'Itabirito');

describe('escolherMunicipio', () => {
  it('takes the one named exactly, without case, accents, hyphens or apostrophes, among several', () => {
    expect(escolherMunicipio('  ITABIRA ', [itabira, itabirinha, itabirito])).toEqual({ tipo: 'achado', municipio: itabira });
    const olhos = m(3145455, "Olhos-d'Água", { id: 14, nome: 'Montes Claros' });
    expect(escolherMunicipio('olhos d agua', [olhos])).toEqual({ tipo: 'achado', municipio: olhos });
    expect(escolherMunicipio('3131901', [itabirito])).toEqual({ tipo: 'achado', municipio: itabirito });
  });

  it('takes the only one found; offers the choice among several; says when none', () => {
    expect(escolherMunicipio('itabiri', [itabirinha])).toEqual({ tipo: 'achado', municipio: itabirinha });
    expect(escolherMunicipio('itabir', [itabira, itabirinha, itabirito])).toEqual({
      tipo: 'varios',
      municipios: [itabira, itabirinha, itabirito],
    });
    expect(escolherMunicipio('Florianópolis', [])).toEqual({ tipo: 'nenhum' });
  });
});

describe('the text and the address', () => {
  it('trims the text and cuts it at the 200 characters the API accepts', () => {
    expect(textoDoMunicipio('  Ubá ')).toBe('Ubá');
    expect(textoDoMunicipio(null)).toBe('');
    expect(textoDoMunicipio('x'.repeat(500))).toHaveLength(200);
  });

  it('links a choice to its answer, encoded', () => {
    expect(getMinhaRegionalUrl("Pingo-d'Água")).toBe("/secretarios?municipio=Pingo-d'%C3%81gua#minha-regional");
  });
});

describe("a council's list narrowed by the field", () => {
  it('keeps the names that contain the text, without case, accents or hyphens; an empty text keeps all', () => {
    expect(municipioCombina("Olhos-d'Água", 'dagua')).toBe(false);
    expect(municipioCombina("Olhos-d'Água", 'D AGUA')).toBe(true);
    expect(municipioCombina('São João del Rei', 'joao del')).toBe(true);
    expect(municipioCombina('Belo Vale', 'betim')).toBe(false);
    expect(municipioCombina('Belo Vale', '  ')).toBe(true);
  });

  it('says how many there are, and how many the text leaves', () => {
    expect(contagemDosMunicipios(39, 39, '')).toBe('39 municípios.');
    expect(contagemDosMunicipios(1, 1, ' ')).toBe('1 município.');
    expect(contagemDosMunicipios(2, 39, ' belo ')).toBe('2 de 39 municípios com “belo”.');
    expect(contagemDosMunicipios(0, 39, 'xyz')).toBe('0 de 39 municípios com “xyz”.');
  });
});
