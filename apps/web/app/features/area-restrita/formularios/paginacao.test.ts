import { describe, expect, it } from 'vitest';
import { enderecoDaPagina } from './paginacao';

describe('pages of the back-office lists', () => {
  it('keeps the filters, adds page from 2 on, and drops empty filters and the old page', () => {
    expect(enderecoDaPagina('/admin/noticias', { situacao: 'revisao', regiao: 3, q: undefined, pagina: 4 }, 2)).toBe(
      '/admin/noticias?situacao=revisao&regiao=3&page=2',
    );
    expect(enderecoDaPagina('/admin/noticias', { situacao: 'revisao', pagina: 2 }, 1)).toBe('/admin/noticias?situacao=revisao');
    expect(enderecoDaPagina('/admin/midia', { q: '' }, 1)).toBe('/admin/midia');
  });

  it('encodes what the person typed', () => {
    expect(enderecoDaPagina('/admin/midia', { q: 'saúde & vida' }, 3)).toBe('/admin/midia?q=sa%C3%BAde+%26+vida&page=3');
  });
});
