import type { NoticiaResumo } from '@cosems/contracts';
import { PAGE_SIZE } from '@cosems/contracts';
import { sanitizeNewsHtml } from '@cosems/db/sanitize';
import type { AppLoadContext } from 'react-router';
import { totalPaginas } from '../../components/ui/pagination';
import { api, ApiError } from '../../lib/api.server';
import { buscarNoticias, textoDeBusca } from '../../lib/busca.server';
import { idDeNoticia, paginaPedida } from './regras';

export interface PaginaLista {
  noticias: NoticiaResumo[];
  pagina: number;
  total: number;
  count: number;
  texto: string;
}

/**
 * One page of the news list. Without a text: the API's pages of 12. With a text: the API's
 * full-text search (/api/busca), paginated by the API in pages of 12. A page outside 1..total is
 * ignored (page 1).
 */
export async function listNoticias(
  context: AppLoadContext,
  textoBruto: string | undefined,
  paginaParam: string | null,
): Promise<PaginaLista> {
  const cliente = api(context);
  if (textoDeBusca(textoBruto)) {
    const { rows, pagina, total, count, texto } = await buscarNoticias(context, textoBruto, paginaParam);
    return { noticias: rows, pagina, total, count, texto };
  }
  let pagina = paginaPedida(paginaParam);
  // A page number the API refuses (400: beyond what it accepts) is ignored like any page past the end.
  let { notices } = await cliente.paginaNoticias(pagina).catch((e: unknown) => {
    if (pagina > 1 && e instanceof ApiError && e.status === 400) return { notices: { rows: [], count: Number.POSITIVE_INFINITY } };
    throw e;
  });
  if (!Number.isFinite(notices.count) || pagina > totalPaginas(notices.count, PAGE_SIZE)) {
    pagina = 1;
    ({ notices } = await cliente.paginaNoticias(1));
  }
  return { noticias: notices.rows, pagina, total: totalPaginas(notices.count, PAGE_SIZE), count: notices.count, texto: '' };
}

/** A news item with its neighbours; a malformed or unknown id is a 404 (the 404 page shows). */
export async function getNoticiaById(context: AppLoadContext, idParam: string | undefined) {
  const id = idDeNoticia(idParam);
  if (id === null) throw new Response('Notícia não encontrada', { status: 404 });
  try {
    const data = (await api(context).noticia(id)).data;
    // Bodies are cleaned on import already; cleaning them again here, on the server and right
    // before rendering, keeps a body that reached the database by another way (or an API on
    // another host) from running in a reader's browser. Same allow-list as the import.
    return { ...data, response: { ...data.response, conteudo: sanitizeNewsHtml(data.response.conteudo) } };
  } catch (e) {
    if (e instanceof ApiError && e.status === 400) throw new Response('Notícia não encontrada', { status: 404 });
    throw e;
  }
}
