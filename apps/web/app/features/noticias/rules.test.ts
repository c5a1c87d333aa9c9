import { describe, expect, it } from 'vitest';
import { announceNewTab, getNoticiaAutor, parseNoticiaId, getNeighborLinks, parsePage, getNeighborTitle } from './rules';

describe('getNeighborTitle (neighbour link text)', () => {
  it('titles up to 50 characters show whole', () => {
    expect(getNeighborTitle('a'.repeat(50))).toBe('a'.repeat(50));
    expect(getNeighborTitle('Curto')).toBe('Curto');
  });
  it('titles longer than 50 are cut to 30 plus "..."', () => {
    expect(getNeighborTitle('a'.repeat(51))).toBe(`${'a'.repeat(30)}...`);
    expect(getNeighborTitle('b'.repeat(200))).toBe(`${'b'.repeat(30)}...`);
  });
});

describe('getNeighborLinks (labels swap)', () => {
  it("'Anterior' goes to seguinte, 'Próximo' to anterior", () => {
    const seguinte = { id: 11, title: 'Mais nova' };
    const previous = { id: 9, title: 'Mais antiga' };
    expect(getNeighborLinks({ seguinte, anterior: previous })).toEqual([
      { rotulo: 'Anterior', vizinha: seguinte },
      { rotulo: 'Próximo', vizinha: previous },
    ]);
  });
  it('missing neighbours stay null', () => {
    expect(getNeighborLinks({ seguinte: null, anterior: null }).map((l) => l.vizinha)).toEqual([null, null]);
  });
});

describe('getNoticiaAutor', () => {
  it("shows the writer or 'Nenhum'", () => {
    expect(getNoticiaAutor({ nome: 'Beatriz Costa' })).toBe('Beatriz Costa');
    expect(getNoticiaAutor(null)).toBe('Nenhum');
    expect(getNoticiaAutor({ nome: '  ' })).toBe('Nenhum');
  });
});

describe('parseNoticiaId', () => {
  it('accepts positive integers only', () => {
    expect(parseNoticiaId('64')).toBe(64);
    expect(parseNoticiaId('0')).toBeNull();
    expect(parseNoticiaId('-1')).toBeNull();
    expect(parseNoticiaId('1.5')).toBeNull();
    expect(parseNoticiaId('abc')).toBeNull();
    expect(parseNoticiaId('1e3')).toBeNull();
    expect(parseNoticiaId(undefined)).toBeNull();
    expect(parseNoticiaId('9'.repeat(30))).toBeNull();
  });
});

describe('parsePage (page change accepted only within 1..total)', () => {
  it('reads ?page=N', () => {
    expect(parsePage('3', 6)).toBe(3);
    expect(parsePage('6', 6)).toBe(6);
  });
  it('ignores values outside 1..total (page 1 shows)', () => {
    expect(parsePage('7', 6)).toBe(1);
    expect(parsePage('0', 6)).toBe(1);
    expect(parsePage('-2', 6)).toBe(1);
    expect(parsePage('x', 6)).toBe(1);
    expect(parsePage(null, 6)).toBe(1);
  });
});

describe('announceNewTab', () => {
  it('adds the hidden "(abre em nova aba)" to links with target=_blank only', () => {
    const html = '<p><a href="https://x.org" target="_blank" rel="noopener noreferrer">calendário</a> e <a href="/noticia/2">outra</a></p>';
    expect(announceNewTab(html)).toBe(
      '<p><a href="https://x.org" target="_blank" rel="noopener noreferrer">calendário<span class="visually-hidden"> (abre em nova aba)</span></a> e <a href="/noticia/2">outra</a></p>',
    );
    expect(announceNewTab('<p>sem links</p>')).toBe('<p>sem links</p>');
  });
});
