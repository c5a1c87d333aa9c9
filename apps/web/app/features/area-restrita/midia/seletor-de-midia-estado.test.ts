import type { ImagemDoSeletor, PaginaDoSeletor } from '@cosems/contracts';
import { describe, expect, it } from 'vitest';
import {
  descreverFoco,
  enderecoDaBusca,
  estiloDoFoco,
  incluirEnviada,
  juntarPagina,
  posicaoDoFoco,
  temMais,
} from './seletor-de-midia-estado';

const imagem = (nome: string, alt = `Foto ${nome}`): ImagemDoSeletor => ({ nome, alt, foco: null, largura: 800, altura: 600 });
const pagina = (busca: string, n: number, paginas: number, nomes: string[], total = 50): PaginaDoSeletor => ({
  busca,
  pagina: n,
  paginas,
  total,
  itens: nomes.map((nome) => imagem(nome)),
});

describe('the media picker: the search and its pages', () => {
  it('asks the server for a trimmed text and a page, leaving out what is the default', () => {
    expect(enderecoDaBusca('')).toBe('/admin/midia/imagens');
    expect(enderecoDaBusca('   ', 1)).toBe('/admin/midia/imagens');
    expect(enderecoDaBusca(' plenária ', 1)).toBe('/admin/midia/imagens?q=plen%C3%A1ria');
    expect(enderecoDaBusca('', 3)).toBe('/admin/midia/imagens?pagina=3');
    expect(enderecoDaBusca('a&b=c', 2)).toBe('/admin/midia/imagens?q=a%26b%3Dc&pagina=2');
  });

  it('page 1 (or another search) replaces the list; a later page of the same search is added, without repeating an image', () => {
    const primeira = juntarPagina(null, pagina('', 1, 3, ['a.jpg', 'b.jpg']));
    expect(primeira.itens.map((i) => i.nome)).toEqual(['a.jpg', 'b.jpg']);
    expect(temMais(primeira)).toBe(true);
    // Something new arrived meanwhile: b.jpg moved to page 2, and is not listed twice.
    const segunda = juntarPagina(primeira, pagina('', 2, 3, ['b.jpg', 'c.jpg']));
    expect(segunda.itens.map((i) => i.nome)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(segunda.pagina).toBe(2);
    const ultima = juntarPagina(segunda, pagina('', 3, 3, ['d.jpg']));
    expect(temMais(ultima)).toBe(false);
    // A new search starts over, even when its answer is not page 1 (a late answer to an old "Mais").
    expect(juntarPagina(ultima, pagina('gato', 1, 1, ['g.jpg'], 1)).itens.map((i) => i.nome)).toEqual(['g.jpg']);
    expect(juntarPagina(ultima, pagina('gato', 2, 2, ['h.jpg'], 30)).itens.map((i) => i.nome)).toEqual(['h.jpg']);
    expect(juntarPagina(ultima, pagina('', 1, 3, ['z.jpg'])).itens.map((i) => i.nome)).toEqual(['z.jpg']);
    expect(temMais(null)).toBe(false);
  });

  it('an uploaded image comes first, whatever the search, and counts once', () => {
    const lista = juntarPagina(null, pagina('gato', 1, 1, ['g.jpg', 'h.jpg'], 2));
    const depois = incluirEnviada(lista, imagem('nova.jpg'));
    expect(depois.itens.map((i) => i.nome)).toEqual(['nova.jpg', 'g.jpg', 'h.jpg']);
    expect(depois.total).toBe(3);
    // Already listed (sent again after a page came with it): moved first, not counted again.
    const denovo = incluirEnviada(depois, imagem('h.jpg', 'Outro texto'));
    expect(denovo.itens.map((i) => [i.nome, i.alt])).toEqual([
      ['h.jpg', 'Outro texto'],
      ['nova.jpg', 'Foto nova.jpg'],
      ['g.jpg', 'Foto g.jpg'],
    ]);
    expect(denovo.total).toBe(3);
    // Before any page arrived.
    expect(incluirEnviada(null, imagem('x.jpg'))).toMatchObject({ total: 1, pagina: 1, paginas: 1, busca: '' });
  });
});

describe('the media picker: the focal point drawn', () => {
  it('the mark sits at the point’s percentages of the box, the crop keeps it in view', () => {
    expect(posicaoDoFoco({ x: 0.3, y: 0.7 })).toEqual({ left: '30%', top: '70%' });
    expect(estiloDoFoco({ x: 0.3, y: 0.7 })).toEqual({ objectPosition: '30% 70%' });
    expect(posicaoDoFoco({ x: 0.1234, y: 1 })).toEqual({ left: '12.3%', top: '100%' });
    // Out of range (a damaged row): kept on the image.
    expect(posicaoDoFoco({ x: -0.2, y: 3 })).toEqual({ left: '0%', top: '100%' });
  });

  it('no point: no mark, the centre (no style), and the words say so', () => {
    expect(posicaoDoFoco(null)).toBeNull();
    expect(estiloDoFoco(null)).toBeUndefined();
    expect(descreverFoco(null)).toBe('Ponto focal não marcado: os recortes do site ficam centralizados.');
    expect(descreverFoco({ x: 0.125, y: 0.5 })).toBe('Ponto focal a 12,5% da esquerda e 50% do topo.');
  });
});
