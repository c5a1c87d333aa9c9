/**
 * Search text rules (spec §5, settled in api-contract.md): the dialog accepts more than 2
 * characters and otherwise alerts the message below; the inline navbar search acts only on more
 * than 3 characters. Both bounds are kept as the spec states them.
 */
import { limparBusca } from '../../lib/texto';

export { limparBusca };

export const MINIMO_DIALOGO = 2;
export const MINIMO_INLINE = 3;
export const MENSAGEM_BUSCA_CURTA = 'A pesquisa deve conter mais de 3 caracteres';

/** The dialog submits only when the cleaned text is longer than 2 characters. */
export function buscaDialogoValida(texto: string): boolean {
  return limparBusca(texto).length > MINIMO_DIALOGO;
}

/** The inline navbar search navigates only when the cleaned text is longer than 3 characters. */
export function buscaInlineValida(texto: string): boolean {
  return limparBusca(texto).length > MINIMO_INLINE;
}

/** Address of the results page for a search text. */
export function urlBusca(texto: string): string {
  return `/pesquisa/${encodeURIComponent(limparBusca(texto))}`;
}
