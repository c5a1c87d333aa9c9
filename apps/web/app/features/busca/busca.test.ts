import { describe, expect, it } from 'vitest';
import { buscaDialogoValida, buscaInlineValida, MENSAGEM_BUSCA_CURTA, MINIMO_DIALOGO, MINIMO_INLINE, urlBusca } from './validacao';

describe('search validation bounds', () => {
  it('the alert text is the spec’s', () => {
    expect(MENSAGEM_BUSCA_CURTA).toBe('A pesquisa deve conter mais de 3 caracteres');
  });
  it('dialog: more than 2 characters', () => {
    expect(MINIMO_DIALOGO).toBe(2);
    expect(buscaDialogoValida('ab')).toBe(false);
    expect(buscaDialogoValida('abc')).toBe(true);
    expect(buscaDialogoValida('  ab  ')).toBe(false);
    expect(buscaDialogoValida('a!b')).toBe(false);
  });
  it('inline: more than 3 characters', () => {
    expect(MINIMO_INLINE).toBe(3);
    expect(buscaInlineValida('abc')).toBe(false);
    expect(buscaInlineValida('abcd')).toBe(true);
    expect(buscaInlineValida('sus?')).toBe(false);
  });
  it('results address carries the cleaned text', () => {
    expect(urlBusca('saúde mental!')).toBe(`/pesquisa/${encodeURIComponent('saúde mental')}`);
  });
});
