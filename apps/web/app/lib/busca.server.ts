/**
 * One page of the API's news search (/api/busca), shared by /pesquisa/{query} and
 * /lista-noticias/{texto}. The text is cleaned as the spec asks (§5) and cut to what the API
 * searches; a page outside 1..total is ignored (page 1 shows), like the news list's pages.
 */
import { type Busca, PAGE_SIZE } from '@cosems/contracts';
import type { AppLoadContext } from 'react-router';
import { totalPaginas } from '../components/ui/pagination';
import { ApiError, api } from './api.server';
import { limparBusca } from './texto';

/** The API searches at most 100 characters of the text; longer texts are cut here too. */
export const MAX_TEXTO_BUSCA = 100;

export interface PaginaBusca {
  /** The cleaned text actually searched ('' when nothing is left to search). */
  texto: string;
  pagina: number;
  total: number;
  count: number;
  modo: Busca['modo'];
  rows: Busca['rows'];
}

/** The cleaned, length-bounded search text. */
export function textoDeBusca(bruto: string | undefined): string {
  return limparBusca(limparBusca(bruto ?? '').slice(0, MAX_TEXTO_BUSCA));
}

/** `?page=N` as asked: a positive integer in digits, else 1 (the range check needs the count). */
function paginaDoParametro(valor: string | null): number {
  if (!valor || !/^\d{1,9}$/.test(valor)) return 1;
  return Math.max(1, Number(valor));
}

export async function buscarNoticias(context: AppLoadContext, bruto: string | undefined, paginaParam: string | null): Promise<PaginaBusca> {
  const texto = textoDeBusca(bruto);
  if (!texto) return { texto, pagina: 1, total: 1, count: 0, modo: 'texto', rows: [] };
  const cliente = api(context);
  let pagina = paginaDoParametro(paginaParam);
  // A page number the API refuses (400: beyond what it accepts) is ignored like a page past the end.
  let busca = await cliente.busca(texto, pagina).catch((e: unknown) => {
    if (pagina > 1 && e instanceof ApiError && e.status === 400) return null;
    throw e;
  });
  if (!busca || pagina > totalPaginas(busca.count, PAGE_SIZE)) {
    pagina = 1;
    busca = await cliente.busca(texto, 1);
  }
  return { texto, pagina, total: totalPaginas(busca.count, PAGE_SIZE), count: busca.count, modo: busca.modo, rows: busca.rows };
}
