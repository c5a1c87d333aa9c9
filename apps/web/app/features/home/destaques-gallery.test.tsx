import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fazerNoticia } from '../../test-fixtures';
import { DestaquesGallery } from './destaques-gallery';

afterEach(cleanup);

function renderizar(n: number) {
  const destaques = Array.from({ length: n }, (_, i) =>
    fazerNoticia({
      id: i + 1,
      title: 'T'.repeat(200),
      data_criacao: `2026-0${i + 1}-01T00:00:00Z`,
      regioesNoticias: i === 0 ? [{ id: 1, nome: 'Barbacena' }] : [],
      materia: i === 1 ? [] : [{ tipo: 'image', value: `d${i + 1}.jpg` }],
    }),
  );
  render(
    <MemoryRouter>
      <DestaquesGallery destaques={destaques} publicApiUrl="" />
    </MemoryRouter>,
  );
}

describe('<DestaquesGallery>', () => {
  it('renders nothing with fewer than 4 items', () => {
    renderizar(3);
    expect(document.querySelector('.cosems-galeria')).toBeNull();
  });

  it('cuts titles to 150/80/60/40 by position, newest first, with region labels and images', () => {
    renderizar(5);
    const items = [...document.querySelectorAll('.cosems-galeria-item')];
    expect(items).toHaveLength(4);
    const titulos = items.map((li) => li.querySelector('.cosems-galeria-titulo')?.textContent);
    expect(titulos).toEqual([150, 80, 60, 40].map((n) => `${'T'.repeat(n)}...`));
    // newest first: ids 5, 4, 3, 2
    expect(items.map((li) => li.querySelector('a')?.getAttribute('href'))).toEqual([
      '/noticia/5',
      '/noticia/4',
      '/noticia/3',
      '/noticia/2',
    ]);
    expect(items.map((li) => li.querySelector('.cosems-galeria-regiao')?.textContent)).toEqual(['Geral', 'Geral', 'Geral', 'Geral']);
    const image = (i: number) => (items[i] as HTMLElement).querySelector('img');
    expect(image(3)?.getAttribute('src')).toBe('/image/Default.jpg');
    expect(image(0)?.getAttribute('src')).toBe('/image/d5.jpg');
    expect(image(0)?.getAttribute('srcset')).toContain('/image/d5.jpg?w=640 640w');
    expect(image(0)?.getAttribute('loading')).toBe('lazy');
  });

  it("labels items with regions 'Regional {nome}'", () => {
    renderizar(4);
    const items = [...document.querySelectorAll('.cosems-galeria-item')];
    expect(items[3]?.querySelector('.cosems-galeria-regiao')?.textContent).toBe('Regional Barbacena');
  });
});
