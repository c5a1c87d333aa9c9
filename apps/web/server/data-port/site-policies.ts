/**
 * The site's policies over either implementation of the data port, written once:
 * - what the API refuses as malformed (400: an id that is not a positive integer) is, for a
 *   visitor, a page that does not exist: `null`, which the loaders answer with the 404 page;
 * - a list or search page outside 1..total (or beyond what the API accepts) shows page 1, as
 *   the product asks of every paginated list (docs/produto.md);
 * - news bodies are sanitised again right before rendering. They are cleaned on import already;
 *   this keeps a body that reached the database another way (or came from an API on another host)
 *   from running in a reader's browser. Same allow-list as the import (@cosems/db/sanitize), which
 *   is why this lives on the server side and not in apps/web/app. The same pass gives the body's
 *   images their srcset/sizes/loading (createBodyImageAttributes), so the body comes ready to
 *   render and the browser never rewrites it.
 */
import { countPages, DataPortError, type Evento, type SiteDataPort } from '@cosems/contracts';
import { sanitizeNewsHtml } from '@cosems/db/sanitize';
import { createBodyImageAttributes } from '../../app/lib/images.ts';

const isRefused = (e: unknown) => e instanceof DataPortError && e.status === 400;

/** The read's answer, or null when the API refuses its parameters as malformed. */
async function notFoundWhenRefused<T>(read: () => Promise<T | null>): Promise<T | null> {
  try {
    return await read();
  } catch (e) {
    if (isRefused(e)) return null;
    throw e;
  }
}

/** A page of a list: the page asked for when it exists, else page 1. */
async function firstPageWhenOutOfRange<T extends { count: number }>(page: number, read: (page: number) => Promise<T>): Promise<T> {
  if (page === 1) return read(1);
  let answer: T | null;
  try {
    answer = await read(page);
  } catch (e) {
    if (!isRefused(e)) throw e;
    answer = null;
  }
  return answer && page <= countPages(answer.count) ? answer : read(1);
}

/** A news detail's body as the public page renders it: sanitised again, its images given srcset/sizes. */
export function readyToRender<T extends { data: { response: { conteudo: string } } }>(detail: T): T {
  const { response } = detail.data;
  return {
    ...detail,
    data: { ...detail.data, response: { ...response, conteudo: sanitizeNewsHtml(response.conteudo, createBodyImageAttributes()) } },
  };
}

/** An event's description as the public pages render it: sanitised again, like a news body. */
function eventoProntoParaMostrar(evento: Evento): Evento {
  return { ...evento, descricao: sanitizeNewsHtml(evento.descricao, createBodyImageAttributes()) };
}

export function withSitePolicies(port: SiteDataPort): SiteDataPort {
  return {
    ...port,
    async getNoticia(id) {
      const found = await notFoundWhenRefused(() => port.getNoticia(id));
      return found && readyToRender({ data: found }).data;
    },
    getRegiao: (id) => notFoundWhenRefused(() => port.getRegiao(id)),
    listNoticiasRegiao: (id) => notFoundWhenRefused(() => port.listNoticiasRegiao(id)),
    listNoticiasPage: (page) => firstPageWhenOutOfRange(page, (p) => port.listNoticiasPage(p)),
    searchNoticias: (text, page) => firstPageWhenOutOfRange(page, (p) => port.searchNoticias(text, p)),
    // The agenda (issue 30): a malformed filter or an unknown region is not found; a page beyond
    // the last shows page 1; each description is sanitised again, like a news body.
    async listEventos(filtro) {
      const pagina = await notFoundWhenRefused(async () => {
        const first = await port.listEventos(filtro);
        if (first === null || (filtro.page ?? 1) <= countPages(first.count)) return first;
        return port.listEventos({ ...filtro, page: 1 });
      });
      return pagina && { ...pagina, rows: pagina.rows.map(eventoProntoParaMostrar) };
    },
    async getEvento(id) {
      const found = await notFoundWhenRefused(() => port.getEvento(id));
      return found && eventoProntoParaMostrar(found);
    },
    // The note as the page renders it: sanitised again, like a news body.
    async getDeliberacao(id) {
      const found = await notFoundWhenRefused(() => port.getDeliberacao(id));
      return found && { ...found, nota: sanitizeNewsHtml(found.nota) };
    },
  };
}
