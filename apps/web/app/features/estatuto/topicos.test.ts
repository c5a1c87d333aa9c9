import { describe, expect, it } from 'vitest';
import {
  ESTATUTO_PAGE_WIDTH,
  ESTATUTO_PAGE_COUNT,
  getPageWidth,
  clampPage,
  PDF_MESSAGES,
  getPreviousPage,
  canGoForward,
  canGoBack,
  getNextPage,
  getPageLabel,
} from './topicos';
import { BLOCOS_PADRAO } from '@cosems/contracts';

describe('statute page bounds (1..10)', () => {
  it('has 10 pages shown 800 px wide', () => {
    expect(ESTATUTO_PAGE_COUNT).toBe(10);
    expect(ESTATUTO_PAGE_WIDTH).toBe(800);
  });
  it('keeps a page within 1..10', () => {
    expect(clampPage(0)).toBe(1);
    expect(clampPage(-5)).toBe(1);
    expect(clampPage(1)).toBe(1);
    expect(clampPage(10)).toBe(10);
    expect(clampPage(11)).toBe(10);
    expect(clampPage(Number.NaN)).toBe(1);
    expect(clampPage(4.7)).toBe(4);
  });
  it('Previous decrements but not below 1; Next increments but not past 10', () => {
    expect(getPreviousPage(5)).toBe(4);
    expect(getPreviousPage(1)).toBe(1);
    expect(getNextPage(5)).toBe(6);
    expect(getNextPage(10)).toBe(10);
  });
  it('disables Previous on page 1 and Next on page 10', () => {
    expect(canGoBack(1)).toBe(false);
    expect(canGoBack(2)).toBe(true);
    expect(canGoForward(9)).toBe(true);
    expect(canGoForward(10)).toBe(false);
  });
  it('walks the whole document with Next and back with Previous', () => {
    let p = 1;
    for (let i = 0; i < 20; i++) p = getNextPage(p);
    expect(p).toBe(10);
    for (let i = 0; i < 20; i++) p = getPreviousPage(p);
    expect(p).toBe(1);
  });
  it('shows the page number', () => {
    expect(getPageLabel(3)).toBe('Página 3 de 10');
  });
});

describe('page width', () => {
  it('is 800 px, narrower when the container is', () => {
    expect(getPageWidth(1116)).toBe(800);
    expect(getPageWidth(328)).toBe(328);
    expect(getPageWidth(0)).toBe(800);
  });
});

describe('topics menu', () => {
  it('starts with the pages docs/produto.md gives (the block estatuto’s starting values)', () => {
    expect(BLOCOS_PADRAO.estatuto.paginas).toBe(ESTATUTO_PAGE_COUNT);
    expect(BLOCOS_PADRAO.estatuto.topicos.map((t) => t.pagina)).toEqual([1, 2, 2, 3, 4, 6, 7, 8]);
    for (const t of BLOCOS_PADRAO.estatuto.topicos) expect(clampPage(t.pagina)).toBe(t.pagina);
  });
});

describe('viewer messages', () => {
  it('are the docs/produto.md §8 texts', () => {
    expect(Object.values(PDF_MESSAGES)).toEqual([
      'Failed to load PDF file.',
      'Loading PDF…',
      'No PDF file specified.',
      'Failed to load the page.',
      'Loading page…',
      'No page specified.',
    ]);
  });
});
