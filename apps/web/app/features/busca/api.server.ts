import type { DeliberacaoResumo } from '@cosems/contracts';
import type { RouterContextProvider } from 'react-router';
import { type BuscaPage, searchNoticias } from '../../lib/busca.server';
import { getDataPort } from '../../lib/data-port.server';
import { findSearchPages } from '../../lib/site-map';

export interface BuscaResults {
  query: string;
  siteMapMatches: { nome: string; url: string }[];
  noticias: BuscaPage['rows'];
  page: number;
  pageCount: number;
  count: number;
  /** Page 1 only: the newest deliberations the same search finds (issue 30), and how many there are. */
  deliberacoes: { itens: DeliberacaoResumo[]; total: number };
}

/** How many deliberations the search page shows before its link to /deliberacoes?q=. */
export const DELIBERACOES_NA_BUSCA = 5;

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
  // The deliberations' own search (the same rule over their column), newest first.
  const achadas = text && page === 1 ? await getDataPort(context).listDeliberacoes({ q: text }) : null;
  const deliberacoes = { itens: achadas?.itens.slice(0, DELIBERACOES_NA_BUSCA) ?? [], total: achadas?.total ?? 0 };
  return { query: text, siteMapMatches: text ? findSearchPages(text) : [], noticias: rows, page, pageCount, count, deliberacoes };
}
