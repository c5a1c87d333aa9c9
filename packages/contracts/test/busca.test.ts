/** The one search rule (src/busca.ts), with the examples of issue 9 and the cases that used to differ. */
import { describe, expect, it } from 'vitest';
import { BUSCA_MAX_LENGTH, cleanBusca } from '../src/index.ts';

describe('cleanBusca', () => {
  it.each([
    ['cosems', 'cosems'],
    ['COSEMS/MG', 'COSEMS MG'],
    ['cosems mg', 'cosems mg'],
    ['CIB-SUS', 'CIB-SUS'],
    ['CIB-SUS/MG', 'CIB-SUS MG'],
    ['sus/mg', 'sus mg'],
    ['e-SUS', 'e-SUS'],
    ['covid-19', 'covid-19'],
  ])('%s is searched as "%s"', (texto, busca) => {
    expect(cleanBusca(texto)).toBe(busca);
  });

  it('turns special characters into spaces, never joins the words around them', () => {
    expect(cleanBusca('saúde/sus')).toBe('saúde sus');
    expect(cleanBusca('a/b?c#d%e')).toBe('a b c d e');
    expect(cleanBusca('1.000,00')).toBe('1 000 00');
    expect(cleanBusca('“Atenção” – Primária…')).toBe('Atenção Primária');
    expect(cleanBusca(' <script>alert("x")</script> ')).toBe('script alert x script');
  });

  it('keeps letters with accents, digits, hyphens and ordinal letters', () => {
    expect(cleanBusca('Saúde-mental 2026')).toBe('Saúde-mental 2026');
    expect(cleanBusca('Nota Técnica nº 05')).toBe('Nota Técnica nº 05');
    // Decomposed accents are composed first, so both spellings search the same text.
    expect(cleanBusca('vacinac\u0327a\u0303o')).toBe('vacinação');
  });

  it('collapses and trims spaces; nothing searchable gives ""', () => {
    expect(cleanBusca('  saúde \t\n  mental  ')).toBe('saúde mental');
    expect(cleanBusca('!!! ??? ///')).toBe('');
    expect(cleanBusca('')).toBe('');
  });

  it(`cuts at ${BUSCA_MAX_LENGTH} characters, with no trailing space`, () => {
    expect(cleanBusca('a'.repeat(500))).toHaveLength(BUSCA_MAX_LENGTH);
    expect(cleanBusca(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
  });
});
