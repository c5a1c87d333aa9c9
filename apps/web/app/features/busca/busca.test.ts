import { describe, expect, it } from 'vitest';
import { PAGINAS_SITE, paginasQueContem } from './paginas-site';
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
    expect(buscaDialogoValida('a!!')).toBe(false); // special characters count as spaces, and spaces are trimmed
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

describe('page-name search', () => {
  it('lists the spec’s ten pages', () => {
    expect(PAGINAS_SITE.map((p) => p.nome)).toEqual([
      'Home',
      'Equipe',
      'Diretoria',
      'Missão e Valores',
      'Institucional',
      'Apoiadores',
      'Presidentes',
      'Espaço Jurídico',
      'Publicações',
      'Lista de Notícias',
    ]);
  });
  it('matches a case-insensitive substring', () => {
    expect(paginasQueContem('EQUIPE').map((p) => p.url)).toEqual(['/equipe']);
    expect(paginasQueContem('dire').map((p) => p.nome)).toEqual(['Diretoria']);
    expect(paginasQueContem('ntes').map((p) => p.nome)).toEqual(['Presidentes']);
    expect(paginasQueContem('i').length).toBeGreaterThan(5);
  });
  it('ignores accents too', () => {
    expect(paginasQueContem('noticias').map((p) => p.url)).toEqual(['/lista-noticias']);
    expect(paginasQueContem('juríd').map((p) => p.url)).toEqual(['/juridico']);
  });
  it('finds nothing for other words or an empty query', () => {
    expect(paginasQueContem('vacina')).toEqual([]);
    expect(paginasQueContem('  ')).toEqual([]);
  });
});
