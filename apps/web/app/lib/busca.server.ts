/**
 * One page of the news search, shared by /pesquisa/{query} and /lista-noticias/{texto}. The text
 * is cleaned as docs/produto.md asks (§5) and cut to what the API searches; the data port shows page 1 for
 * a page outside 1..total (apps/web/server/data-port/site-policies.ts).
 */
import { type Busca, cleanBusca, countPages } from '@cosems/contracts';
import type { RouterContextProvider } from 'react-router';
import { getDataPort } from './data-port.server';

/** The API searches at most 100 characters of the text; longer texts are cut here too. */
export const MAX_BUSCA_LENGTH = 100;

export interface BuscaPage {
  /** The cleaned text actually searched ('' when nothing is left to search). */
  texto: string;
  page: number;
  pageCount: number;
  count: number;
  modo: Busca['modo'];
  rows: Busca['rows'];
}

/** The cleaned, length-bounded search text. */
export function parseBuscaText(raw: string | undefined): string {
  return cleanBusca(cleanBusca(raw ?? '').slice(0, MAX_BUSCA_LENGTH));
}

/**
 * `?page=N` as asked: a positive integer in digits, else 1. Whether the page exists is the data
 * port's to say (it knows the count).
 */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,9}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export async function searchNoticias(
  context: Readonly<RouterContextProvider>,
  raw: string | undefined,
  pageParam: string | null,
): Promise<BuscaPage> {
  const text = parseBuscaText(raw);
  if (!text) return { texto: text, page: 1, pageCount: 1, count: 0, modo: 'texto', rows: [] };
  const busca = await getDataPort(context).searchNoticias(text, parsePage(pageParam));
  return { texto: text, page: busca.page, pageCount: countPages(busca.count), count: busca.count, modo: busca.modo, rows: busca.rows };
}
