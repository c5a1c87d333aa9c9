import type { NoticiaDetail, Neighbor } from '@cosems/contracts';
import { NEW_TAB_TEXT } from '../../components/ui/external-link';
import { truncate } from '../../lib/text';

/** docs/produto.md §9: news list titles are cut to 100 characters. */
export const LIST_TITLE_MAX = 100;
/** docs/produto.md §9: neighbour links show the title cut to 30 characters when it is longer than 50. */
export const NEIGHBOR_TITLE_LIMIT = 50;
export const NEIGHBOR_TITLE_MAX = 30;

/** The text of a neighbour link: the title cut to 30 plus '...' when longer than 50, else whole. */
export function getNeighborTitle(titulo: string): string {
  return titulo.length > NEIGHBOR_TITLE_LIMIT ? truncate(titulo, NEIGHBOR_TITLE_MAX) : titulo;
}

/**
 * The neighbour links of a news item (docs/produto.md §2, settled in docs/produto.md §10): 'Anterior' goes to
 * `seguinte` (the newer item), 'Próximo' to `anterior` (the older one).
 */
export function getNeighborLinks(
  data: Pick<NoticiaDetail['data'], 'seguinte' | 'anterior'>,
): { rotulo: 'Anterior' | 'Próximo'; vizinha: Neighbor }[] {
  return [
    { rotulo: 'Anterior', vizinha: data.seguinte },
    { rotulo: 'Próximo', vizinha: data.anterior },
  ];
}

/** The author line: the writer's name, or 'Nenhum'. */
export function getNoticiaAutor(escritor: { nome: string } | null): string {
  const name = escritor?.nome.trim();
  return name ? name : 'Nenhum';
}

/** A news id from the URL: a positive integer written in digits only, else null. */
export function parseNoticiaId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The page number asked for in `?page=N`: accepted only as an integer between 1 and `total`
 * (docs/produto.md §4/§5: a change outside 1..total pages is ignored, so page 1 shows).
 */
export function parsePage(value: string | null, total = Number.POSITIVE_INFINITY): number {
  if (!value || !/^\d{1,9}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= total ? page : 1;
}

/**
 * Links in a (sanitised) body that open a new tab say so to screen readers, like every other such
 * link on the site. The sanitiser writes target="_blank" exactly so and never nests links, so the
 * next </a> closes the link found.
 */
export function announceNewTab(html: string): string {
  return html.replace(
    /(<a\b[^>]*\btarget="_blank"[^>]*>)([\s\S]*?)<\/a>/g,
    `$1$2<span class="visually-hidden"> ${NEW_TAB_TEXT}</span></a>`,
  );
}
