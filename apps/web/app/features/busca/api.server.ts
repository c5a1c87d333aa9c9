import type { AppLoadContext } from 'react-router';
import { buscarNoticias, type PaginaBusca } from '../../lib/busca.server';
import { findSearchPages as paginasQueContem } from '../../lib/site-map';

export interface ResultadoBusca {
  consulta: string;
  paginas: { nome: string; url: string }[];
  noticias: PaginaBusca['rows'];
  pagina: number;
  total: number;
  count: number;
}

/**
 * Site pages whose name holds the (cleaned) query, then one page of the news that the API's
 * full-text search finds for it (title, sub-title and body, ranked; 12 per page).
 */
export async function buscar(context: AppLoadContext, bruto: string | undefined, paginaParam: string | null): Promise<ResultadoBusca> {
  const { texto, rows, pagina, total, count } = await buscarNoticias(context, bruto, paginaParam);
  return { consulta: texto, paginas: texto ? paginasQueContem(texto) : [], noticias: rows, pagina, total, count };
}
