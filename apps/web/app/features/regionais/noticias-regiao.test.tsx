import type { NoticiaSummary } from '@cosems/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubApisDoCarrossel } from '../../test-fixtures';
import { NoticiasRegiao } from './noticias-regiao';

afterEach(cleanup);

// jsdom lacks the observers and matchMedia embla uses.
beforeAll(() => stubApisDoCarrossel());

const LONGO = 'Rede de Atenção Psicossocial: seminário discute a expansão dos CAPS no interior do estado';

function noticia(id: number, title: string): NoticiaSummary {
  return {
    id,
    title,
    sub_title: null,
    data_criacao: '2026-03-29T12:40:00.000Z',
    data_publicao: '2026-03-30T13:00:00.000Z',
    regioesNoticias: [{ id: 3, nome: 'Belo Horizonte' }],
    materia: [{ tipo: 'image', value: 'noticia.jpg' }],
    escritor: null,
    banner_image: null,
    destaque_image: null,
  };
}

const renderizar = (noticias: NoticiaSummary[]) =>
  render(
    <MemoryRouter>
      <NoticiasRegiao noticias={noticias} publicApiUrl="" />
    </MemoryRouter>,
  );

describe('NoticiasRegiao', () => {
  it('shows a plain card, not a carousel, for exactly one news item', () => {
    const { container } = renderizar([noticia(1, LONGO)]);
    expect(container.querySelector('[aria-roledescription="carrossel"]')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('shows a carousel with one slide per item when there are several', () => {
    const { container } = renderizar([noticia(1, LONGO), noticia(2, 'Saúde mental na APS'), noticia(3, 'Vacinação')]);
    expect(container.querySelector('[aria-roledescription="carrossel"]')).not.toBeNull();
    expect(container.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3);
  });

  it('adds no landmark: the page’s section around it is already the region "Notícias da regional" (issue 26, item 2)', () => {
    renderizar([noticia(1, LONGO), noticia(2, 'Saúde mental na APS'), noticia(3, 'Vacinação')]);
    expect(screen.queryAllByRole('region')).toEqual([]);
    expect(screen.getByRole('group', { name: 'Notícias da regional' }).getAttribute('aria-roledescription')).toBe('carrossel');
  });

  it("cuts card titles to 50 characters plus '...' and links to the news item", () => {
    renderizar([noticia(7, LONGO)]);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe(`${LONGO.slice(0, 50)}...`);
    expect(link.getAttribute('href')).toBe('/noticia/7');
  });

  it('keeps short titles whole', () => {
    renderizar([noticia(8, 'Saúde mental na APS')]);
    expect(screen.getByRole('link').textContent).toBe('Saúde mental na APS');
  });
});
