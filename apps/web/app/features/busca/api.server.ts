import type { RouterContextProvider } from 'react-router';
import { type BuscaPage, searchNoticias } from '../../lib/busca.server';
import { findSearchPages } from '../../lib/site-map';

export interface BuscaResults {
  query: string;
  siteMapMatches: { nome: string; url: string }[];
  noticias: BuscaPage['rows'];
  page: number;
  pageCount: number;
  count: number;
}

/**
 * Site pages whose name holds the (cleaned) query, then one page of the news that the API's
 * full-text search finds for it (title, sub-title and body, ranked; 12 per page).
 */
export async function loadBusca(
  context: Readonly<RouterContextProvider>,
  raw: string | undefined,
  pageParam: string | null,
): Promise<BuscaResults> {
  const { texto: text, rows, page, pageCount, count } = await searchNoticias(context, raw, pageParam);
  return { query: text, siteMapMatches: text ? findSearchPages(text) : [], noticias: rows, page, pageCount, count };
}
