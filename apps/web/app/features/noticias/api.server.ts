import type { NoticiaSummary } from '@cosems/contracts';
import { countPages } from '@cosems/contracts';
import type { RouterContextProvider } from 'react-router';
import { found, getDataPort, notFound } from '../../lib/data-port.server';
import { parseBuscaText, searchNoticias } from '../../lib/busca.server';
import { parseNoticiaId, parsePage } from './rules';

export interface NoticiasListPage {
  noticias: NoticiaSummary[];
  page: number;
  pageCount: number;
  count: number;
  texto: string;
}

/**
 * One page of the news list. Without a text: the API's pages of 12. With a text: the API's
 * full-text search (/api/busca), paginated by the API in pages of 12. A page outside 1..total
 * shows page 1 (the data port's policy).
 */
export async function listNoticias(
  context: Readonly<RouterContextProvider>,
  rawText: string | undefined,
  pageParam: string | null,
): Promise<NoticiasListPage> {
  if (parseBuscaText(rawText)) {
    const { rows, page, pageCount, count, texto } = await searchNoticias(context, rawText, pageParam);
    return { noticias: rows, page, pageCount, count, texto };
  }
  const { page, rows, count } = await getDataPort(context).listNoticiasPage(parsePage(pageParam));
  return { noticias: rows, page, pageCount: countPages(count), count, texto: '' };
}

/**
 * A news item with its neighbours; a malformed or unknown id is a 404 (the 404 page shows). The
 * body comes sanitised from the data port (apps/web/server/data-port/site-policies.ts).
 */
export async function getNoticia(context: Readonly<RouterContextProvider>, idParam: string | undefined) {
  const id = parseNoticiaId(idParam);
  if (id === null) throw notFound('Notícia não encontrada');
  return found(await getDataPort(context).getNoticia(id), 'Notícia não encontrada');
}
