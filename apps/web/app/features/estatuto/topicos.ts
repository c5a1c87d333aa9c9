/** The statute viewer's rules (docs/produto.md §2 Statute, §4, §8, §9). Pure, unit-tested. */

/** docs/produto.md §9: the statute has 10 pages; pages are shown 800 px wide. */
export const ESTATUTO_TOTAL_PAGINAS = 10;
export const ESTATUTO_LARGURA = 800;
export const ESTATUTO_ARQUIVO = '/arquivo/estatuto.pdf';

/** Keeps a page number within 1..total (docs/produto.md §4: bounds 1 and 10). Non-numbers give 1. */
export function clampPage(pagina: number, total: number = ESTATUTO_TOTAL_PAGINAS): number {
  if (!Number.isFinite(pagina)) return 1;
  return Math.min(Math.max(1, Math.trunc(pagina)), Math.max(1, total));
}

/** docs/produto.md §4: Previous decrements, never below 1. */
export function getPreviousPage(pagina: number, total: number = ESTATUTO_TOTAL_PAGINAS): number {
  return clampPage(pagina - 1, total);
}

/** docs/produto.md §4: Next increments, never past the last page. */
export function getNextPage(pagina: number, total: number = ESTATUTO_TOTAL_PAGINAS): number {
  return clampPage(pagina + 1, total);
}

/** docs/produto.md §2: Previous is disabled on page 1. */
export function canGoBack(pagina: number): boolean {
  return pagina > 1;
}

/** docs/produto.md §2: Next is disabled on the last page (10). */
export function canGoForward(pagina: number, total: number = ESTATUTO_TOTAL_PAGINAS): boolean {
  return pagina < total;
}

/** The page display. */
export function getPageLabel(pagina: number, total: number = ESTATUTO_TOTAL_PAGINAS): string {
  return `Página ${pagina} de ${total}`;
}

/** A page is 800 px wide, narrower when its container is (nothing overflows on small screens). */
export function getPageWidth(larguraDisponivel: number, maxima: number = ESTATUTO_LARGURA): number {
  if (!Number.isFinite(larguraDisponivel) || larguraDisponivel <= 0) return maxima;
  return Math.min(maxima, Math.floor(larguraDisponivel));
}

export interface TopicoEstatuto {
  titulo: string;
  pagina: number;
}

/** docs/produto.md §2: the topics menu and the page each topic jumps to. */
export const TOPICOS_ESTATUTO: readonly TopicoEstatuto[] = [
  { titulo: 'Capítulo I – Da Denominação, Sede, Foro e Finalidades', pagina: 1 },
  { titulo: 'Capítulo II – Dos Membros', pagina: 2 },
  { titulo: 'Capítulo III – Da Organização', pagina: 2 },
  { titulo: 'Da Assembleia Geral', pagina: 3 },
  { titulo: 'Da Diretoria Executiva', pagina: 4 },
  { titulo: 'Do Conselho de Representantes Regionais', pagina: 6 },
  { titulo: 'Capítulo IV – Dos Conselhos Regionais de Secretarias Municipais de Saúde', pagina: 7 },
  { titulo: 'Capítulo V – Das Disposições Gerais e Transitórias', pagina: 8 },
];

/**
 * docs/produto.md §8: the viewer's messages, exactly as docs/produto.md lists them (they are react-pdf's own
 * defaults; the password prompts are left to react-pdf: 'Enter the password to open this PDF
 * file.' and 'Invalid password. Please try again.').
 */
export const MENSAGENS_PDF = {
  documentoErro: 'Failed to load PDF file.',
  documentoCarregando: 'Loading PDF…',
  documentoSemArquivo: 'No PDF file specified.',
  paginaErro: 'Failed to load the page.',
  paginaCarregando: 'Loading page…',
  paginaSemNumero: 'No page specified.',
} as const;
