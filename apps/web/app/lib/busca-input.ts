/**
 * The search boxes' rules (docs/produto.md §5, settled in docs/produto.md §10), shared by the header's boxes and
 * the search page: the dialog accepts more than 2 characters and otherwise alerts the message
 * below; the inline navbar search acts only on more than 3 characters. Both bounds are kept as docs/produto.md states them.
 */
import { cleanBusca } from '@cosems/contracts';

export const DIALOG_MIN_LENGTH = 2;
export const INLINE_MIN_LENGTH = 3;
export const SHORT_BUSCA_MESSAGE = 'A pesquisa deve conter mais de 3 caracteres';

/** The dialog submits only when the cleaned text is longer than 2 characters. */
export function isValidDialogBusca(text: string): boolean {
  return cleanBusca(text).length > DIALOG_MIN_LENGTH;
}

/** The inline navbar search navigates only when the cleaned text is longer than 3 characters. */
export function isValidInlineBusca(text: string): boolean {
  return cleanBusca(text).length > INLINE_MIN_LENGTH;
}

/** Address of the results page for a search text. */
export function urlBusca(text: string): string {
  return `/pesquisa/${encodeURIComponent(cleanBusca(text))}`;
}
