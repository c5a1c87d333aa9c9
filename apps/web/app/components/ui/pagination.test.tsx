import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { JANELA_PAGINAS, janelaPaginacao, Pagination, totalPaginas } from './pagination';

afterEach(cleanup);

describe('janelaPaginacao', () => {
  it('window of 5', () => expect(JANELA_PAGINAS).toBe(5));
  it('first page: 1..5, ellipsis after', () => {
    expect(janelaPaginacao(1, 10)).toEqual({ paginas: [1, 2, 3, 4, 5], reticenciasAntes: false, reticenciasDepois: true });
  });
  it('middle page: starts at current − 2, ellipses on both sides', () => {
    expect(janelaPaginacao(6, 10)).toEqual({ paginas: [4, 5, 6, 7, 8], reticenciasAntes: true, reticenciasDepois: true });
  });
  it('page 3: starts at 1, no ellipsis before', () => {
    expect(janelaPaginacao(3, 10)).toEqual({ paginas: [1, 2, 3, 4, 5], reticenciasAntes: false, reticenciasDepois: true });
  });
  it('last page: from current − 2 to the end, ellipsis before', () => {
    expect(janelaPaginacao(10, 10)).toEqual({ paginas: [8, 9, 10], reticenciasAntes: true, reticenciasDepois: false });
  });
  it('few pages: all of them, no ellipsis', () => {
    expect(janelaPaginacao(2, 3)).toEqual({ paginas: [1, 2, 3], reticenciasAntes: false, reticenciasDepois: false });
    expect(janelaPaginacao(1, 1)).toEqual({ paginas: [1], reticenciasAntes: false, reticenciasDepois: false });
  });
  it('total pages from count and page size 12', () => {
    expect(totalPaginas(0, 12)).toBe(1);
    expect(totalPaginas(12, 12)).toBe(1);
    expect(totalPaginas(13, 12)).toBe(2);
  });
});

describe('<Pagination>', () => {
  function renderizar(atual: number, total: number) {
    render(
      <MemoryRouter initialEntries={['/lista-noticias']}>
        <Pagination atual={atual} total={total} href={(p) => `/lista-noticias?page=${p}`} />
      </MemoryRouter>,
    );
  }

  it('highlights the current page with aria-current and links the others', () => {
    renderizar(6, 10);
    const atual = document.querySelector('[aria-current="page"]');
    expect(atual?.textContent).toBe('Página 6');
    expect(atual?.closest('li')?.className).toContain('active');
    expect(screen.getByRole('link', { name: 'Página 4' }).getAttribute('href')).toBe('/lista-noticias?page=4');
    expect(screen.getByRole('link', { name: 'Página anterior' }).getAttribute('href')).toBe('/lista-noticias?page=5');
    expect(screen.getByRole('link', { name: 'Próxima página' }).getAttribute('href')).toBe('/lista-noticias?page=7');
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('disables Previous on the first page and Next on the last', () => {
    renderizar(1, 3);
    expect(screen.queryByRole('link', { name: 'Página anterior' })).toBeNull();
    expect(screen.getByText('Anterior').getAttribute('aria-disabled')).toBe('true');
    cleanup();
    renderizar(3, 3);
    expect(screen.queryByRole('link', { name: 'Próxima página' })).toBeNull();
  });

  it('renders nothing for a single page', () => {
    renderizar(1, 1);
    expect(document.querySelector('nav')).toBeNull();
  });
});
