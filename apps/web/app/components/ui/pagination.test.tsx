import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { countPages } from '@cosems/contracts';
import { getPageWindow, PAGE_WINDOW_SIZE, Pagination } from './pagination';

afterEach(cleanup);

describe('getPageWindow', () => {
  it('window of 5', () => expect(PAGE_WINDOW_SIZE).toBe(5));
  it('first page: 1..5, ellipsis after', () => {
    expect(getPageWindow(1, 10)).toEqual({ pages: [1, 2, 3, 4, 5], ellipsisBefore: false, ellipsisAfter: true });
  });
  it('middle page: starts at current − 2, ellipses on both sides', () => {
    expect(getPageWindow(6, 10)).toEqual({ pages: [4, 5, 6, 7, 8], ellipsisBefore: true, ellipsisAfter: true });
  });
  it('page 3: starts at 1, no ellipsis before', () => {
    expect(getPageWindow(3, 10)).toEqual({ pages: [1, 2, 3, 4, 5], ellipsisBefore: false, ellipsisAfter: true });
  });
  it('last page: from current − 2 to the end, ellipsis before', () => {
    expect(getPageWindow(10, 10)).toEqual({ pages: [8, 9, 10], ellipsisBefore: true, ellipsisAfter: false });
  });
  it('few pages: all of them, no ellipsis', () => {
    expect(getPageWindow(2, 3)).toEqual({ pages: [1, 2, 3], ellipsisBefore: false, ellipsisAfter: false });
    expect(getPageWindow(1, 1)).toEqual({ pages: [1], ellipsisBefore: false, ellipsisAfter: false });
  });
  // The page count the lists use is the data port's (one rule for site and API).
  it('total pages from count and page size 12', () => {
    expect(countPages(0, 12)).toBe(1);
    expect(countPages(12, 12)).toBe(1);
    expect(countPages(13, 12)).toBe(2);
  });
});

describe('<Pagination>', () => {
  function renderizar(current: number, total: number) {
    render(
      <MemoryRouter initialEntries={['/lista-noticias']}>
        <Pagination current={current} total={total} href={(p) => `/lista-noticias?page=${p}`} />
      </MemoryRouter>,
    );
  }

  it('highlights the current page with aria-current and links the others', () => {
    renderizar(6, 10);
    const current = document.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('Página 6');
    expect(current?.closest('li')?.className).toContain('active');
    expect(screen.getByRole('link', { name: 'Página 4' }).getAttribute('href')).toBe('/lista-noticias?page=4');
    expect(screen.getByRole('link', { name: 'Anterior (página 5)' }).getAttribute('href')).toBe('/lista-noticias?page=5');
    expect(screen.getByRole('link', { name: 'Próximo (página 7)' }).getAttribute('href')).toBe('/lista-noticias?page=7');
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('disables Previous on the first page and Next on the last', () => {
    renderizar(1, 3);
    expect(screen.queryByRole('link', { name: /^Anterior/ })).toBeNull();
    expect(screen.getByText('Anterior').getAttribute('aria-disabled')).toBe('true');
    cleanup();
    renderizar(3, 3);
    expect(screen.queryByRole('link', { name: /^Próximo/ })).toBeNull();
  });

  it('every link’s name contains its visible text (WCAG 2.5.3, label in name: "Próximo" was named "Próxima página")', () => {
    renderizar(6, 10);
    for (const link of screen.getAllByRole('link')) {
      const visivel = (link.textContent ?? '').toLowerCase();
      const nome = (link.getAttribute('aria-label') ?? link.textContent ?? '').toLowerCase();
      expect(nome.includes(visivel), `${visivel} → ${nome}`).toBe(true);
    }
  });

  it('renders nothing for a single page', () => {
    renderizar(1, 1);
    expect(document.querySelector('nav')).toBeNull();
  });
});
