/**
 * One page of the news search, shared by /pesquisa/{query} and /lista-noticias/{texto}. The text
 * is cleaned as docs/produto.md asks (§5) and cut to what the API searches; the data port shows page 1 for
 * a page outside 1..total (apps/web/server/data-port/site-policies.ts).
 */
import { type Busca, cleanBusca, countPages } from '@cosems/contracts';
import type { RouterContextProvider } from 'react-router';
import { getDataPort } from './data-port.server';

/** The API searches at most 100 characters of the text; longer texts are cut here too. */
export const MAX_TEXTO_BUSCA = 100;

export interface BuscaPage {
  /** The cleaned text actually searched ('' when nothing is left to search). */
  texto: string;
  pagina: number;
  total: number;
  count: number;
  modo: Busca['modo'];
  rows: Busca['rows'];
}

/** The cleaned, length-bounded search text. */
export function parseTextoBusca(bruto: string | undefined): string {
  return cleanBusca(cleanBusca(bruto ?? '').slice(0, MAX_TEXTO_BUSCA));
}

/**
 * `?page=N` as asked: a positive integer in digits, else 1. Whether the page exists is the data
 * port's to say (it knows the count).
 */
export function parsePage(valor: string | null): number {
  if (!valor || !/^\d{1,9}$/.test(valor)) return 1;
  return Math.max(1, Number(valor));
}

export async function searchNoticias(
  context: Readonly<RouterContextProvider>,
  bruto: string | undefined,
  paginaParam: string | null,
): Promise<BuscaPage> {
  const texto = parseTextoBusca(bruto);
  if (!texto) return { texto, pagina: 1, total: 1, count: 0, modo: 'texto', rows: [] };
  const busca = await getDataPort(context).searchNoticias(texto, parsePage(paginaParam));
  return { texto, pagina: busca.page, total: countPages(busca.count), count: busca.count, modo: busca.modo, rows: busca.rows };
}
