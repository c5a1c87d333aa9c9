/** The statute viewer's rules (docs/produto.md §2 Statute, §4, §8, §9). Pure, unit-tested. */

/** docs/produto.md §9: the demo statute has 10 pages (the default bound below; the page's count comes from the data); pages are shown 800 px wide. */
export const ESTATUTO_PAGE_COUNT = 10;
export const ESTATUTO_PAGE_WIDTH = 800;
export const ESTATUTO_PDF_URL = '/arquivo/estatuto.pdf';

/** Keeps a page number within 1..total (docs/produto.md §4: bounds 1 and 10). Non-numbers give 1. */
export function clampPage(page: number, total: number = ESTATUTO_PAGE_COUNT): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, total));
}

/** docs/produto.md §4: Previous decrements, never below 1. */
export function getPreviousPage(page: number, total: number = ESTATUTO_PAGE_COUNT): number {
  return clampPage(page - 1, total);
}

/** docs/produto.md §4: Next increments, never past the last page. */
export function getNextPage(page: number, total: number = ESTATUTO_PAGE_COUNT): number {
  return clampPage(page + 1, total);
}

/** docs/produto.md §2: Previous is disabled on page 1. */
export function canGoBack(page: number): boolean {
  return page > 1;
}

/** docs/produto.md §2: Next is disabled on the last page (10). */
export function canGoForward(page: number, total: number = ESTATUTO_PAGE_COUNT): boolean {
  return page < total;
}

/** The page display. */
export function getPageLabel(page: number, total: number = ESTATUTO_PAGE_COUNT): string {
  return `Página ${page} de ${total}`;
}

/** A page is 800 px wide, narrower when its container is (nothing overflows on small screens). */
export function getPageWidth(availableWidth: number, max: number = ESTATUTO_PAGE_WIDTH): number {
  if (!Number.isFinite(availableWidth) || availableWidth <= 0) return max;
  return Math.min(max, Math.floor(availableWidth));
}

// The topics menu and the page count are content: the block 'estatuto' (@cosems/contracts
// blocos.ts, starting with the demo statute's 8 topics and 10 pages), edited in the back office.

/**
 * docs/produto.md §8: the viewer's messages, exactly as docs/produto.md lists them (they are react-pdf's own
 * defaults; the password prompts are left to react-pdf: 'Enter the password to open this PDF
 * file.' and 'Invalid password. Please try again.').
 */
export const PDF_MESSAGES = {
  documentoErro: 'Failed to load PDF file.',
  documentoCarregando: 'Loading PDF…',
  documentoSemArquivo: 'No PDF file specified.',
  paginaErro: 'Failed to load the page.',
  paginaCarregando: 'Loading page…',
  paginaSemNumero: 'No page specified.',
} as const;
