import type { RouterContextProvider } from 'react-router';
import { type BuscaPage, searchNoticias } from '../../lib/busca.server';
import { findSearchPages } from '../../lib/site-map';

export interface ResultadoBusca {
  consulta: string;
  paginas: { nome: string; url: string }[];
  noticias: BuscaPage['rows'];
  pagina: number;
  total: number;
  count: number;
}

/**
 * Site pages whose name holds the (cleaned) query, then one page of the news that the API's
 * full-text search finds for it (title, sub-title and body, ranked; 12 per page).
 */
export async function loadBusca(
  context: Readonly<RouterContextProvider>,
  bruto: string | undefined,
  paginaParam: string | null,
): Promise<ResultadoBusca> {
  const { texto, rows, pagina, total, count } = await searchNoticias(context, bruto, paginaParam);
  return { consulta: texto, paginas: texto ? findSearchPages(texto) : [], noticias: rows, pagina, total, count };
}
