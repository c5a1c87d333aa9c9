import type { NoticiaResumo } from '@cosems/contracts';
import { PAGE_SIZE } from '@cosems/contracts';
import type { AppLoadContext } from 'react-router';
import { totalPaginas } from '../../components/ui/pagination';
import { api, ApiError } from '../../lib/api.server';
import { limparBusca } from '../../lib/texto';
import { fatiar, idDeNoticia, paginaPedida } from './regras';

export interface PaginaLista {
  noticias: NoticiaResumo[];
  pagina: number;
  total: number;
  count: number;
  texto: string;
}

/**
 * One page of the news list. Without a text: the API's pages of 12. With a text: the news whose
 * title matches it, paginated here in pages of 12. A page outside 1..total is ignored (page 1).
 */
export async function listNoticias(
  context: AppLoadContext,
  textoBruto: string | undefined,
  paginaParam: string | null,
): Promise<PaginaLista> {
  const cliente = api(context);
  const texto = limparBusca(textoBruto ?? '');
  if (texto) {
    const todas = await cliente.noticiasPorTitulo(texto);
    const total = totalPaginas(todas.length, PAGE_SIZE);
    const pagina = paginaPedida(paginaParam, total);
    return { noticias: fatiar(todas, pagina), pagina, total, count: todas.length, texto };
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
    return (await api(context).noticia(id)).data;
  } catch (e) {
    if (e instanceof ApiError && e.status === 400) throw new Response('Notícia não encontrada', { status: 404 });
    throw e;
  }
}
