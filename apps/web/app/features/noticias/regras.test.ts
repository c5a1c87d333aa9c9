import { describe, expect, it } from 'vitest';
import { anunciarNovaAba, autorDaNoticia, idDeNoticia, linksVizinhas, paginaPedida, tituloVizinha } from './regras';

describe('tituloVizinha (neighbour link text)', () => {
  it('titles up to 50 characters show whole', () => {
    expect(tituloVizinha('a'.repeat(50))).toBe('a'.repeat(50));
    expect(tituloVizinha('Curto')).toBe('Curto');
  });
  it('titles longer than 50 are cut to 30 plus "..."', () => {
    expect(tituloVizinha('a'.repeat(51))).toBe(`${'a'.repeat(30)}...`);
    expect(tituloVizinha('b'.repeat(200))).toBe(`${'b'.repeat(30)}...`);
  });
});

describe('linksVizinhas (labels swap)', () => {
  it("'Anterior' goes to seguinte, 'Próximo' to anterior", () => {
    const seguinte = { id: 11, title: 'Mais nova' };
    const anterior = { id: 9, title: 'Mais antiga' };
    expect(linksVizinhas({ seguinte, anterior })).toEqual([
      { rotulo: 'Anterior', vizinha: seguinte },
      { rotulo: 'Próximo', vizinha: anterior },
    ]);
  });
  it('missing neighbours stay null', () => {
    expect(linksVizinhas({ seguinte: null, anterior: null }).map((l) => l.vizinha)).toEqual([null, null]);
  });
});

describe('autorDaNoticia', () => {
  it("shows the writer or 'Nenhum'", () => {
    expect(autorDaNoticia({ nome: 'Beatriz Costa' })).toBe('Beatriz Costa');
    expect(autorDaNoticia(null)).toBe('Nenhum');
    expect(autorDaNoticia({ nome: '  ' })).toBe('Nenhum');
  });
});

describe('idDeNoticia', () => {
  it('accepts positive integers only', () => {
    expect(idDeNoticia('64')).toBe(64);
    expect(idDeNoticia('0')).toBeNull();
    expect(idDeNoticia('-1')).toBeNull();
    expect(idDeNoticia('1.5')).toBeNull();
    expect(idDeNoticia('abc')).toBeNull();
    expect(idDeNoticia('1e3')).toBeNull();
    expect(idDeNoticia(undefined)).toBeNull();
    expect(idDeNoticia('9'.repeat(30))).toBeNull();
  });
});

describe('paginaPedida (page change accepted only within 1..total)', () => {
  it('reads ?page=N', () => {
    expect(paginaPedida('3', 6)).toBe(3);
    expect(paginaPedida('6', 6)).toBe(6);
  });
  it('ignores values outside 1..total (page 1 shows)', () => {
    expect(paginaPedida('7', 6)).toBe(1);
    expect(paginaPedida('0', 6)).toBe(1);
    expect(paginaPedida('-2', 6)).toBe(1);
    expect(paginaPedida('x', 6)).toBe(1);
    expect(paginaPedida(null, 6)).toBe(1);
  });
});

describe('anunciarNovaAba', () => {
  it('adds the hidden "(abre em nova aba)" to links with target=_blank only', () => {
    const html = '<p><a href="https://x.org" target="_blank" rel="noopener noreferrer">calendário</a> e <a href="/noticia/2">outra</a></p>';
    expect(anunciarNovaAba(html)).toBe(
      '<p><a href="https://x.org" target="_blank" rel="noopener noreferrer">calendário<span class="visually-hidden"> (abre em nova aba)</span></a> e <a href="/noticia/2">outra</a></p>',
    );
    expect(anunciarNovaAba('<p>sem links</p>')).toBe('<p>sem links</p>');
  });
});
