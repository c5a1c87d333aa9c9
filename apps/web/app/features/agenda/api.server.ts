/**
 * The agenda's reads for the loaders (issue 30), over the site's data port: a page of /agenda, an
 * event, the upcoming few of the home page, and whole lists (the calendar files, the sitemap),
 * read a page of 12 at a time as the API gives them.
 */
import { countPages, type Evento, type FiltroDeEventos, type RegiaoRef, type SiteDataPort } from '@cosems/contracts';
import type { RouterContextProvider } from 'react-router';
import { found, getDataPort, notFound } from '../../lib/data-port.server';
import { lerFiltros, parseId } from './regras';

type LoaderContext = Readonly<RouterContextProvider>;

/** /agenda: the filtered page, the regions of the filter and the page count. An unknown region is the 404 page. */
export async function carregarAgenda(context: LoaderContext, url: URL) {
  const filtro = lerFiltros(url.searchParams);
  const port = getDataPort(context);
  const [pagina, regioes] = await Promise.all([port.listEventos(filtro), port.listRegioes()]);
  const lista = found(pagina, 'Região não encontrada');
  return { filtro: { ...filtro, page: lista.page }, eventos: lista.rows, count: lista.count, pageCount: countPages(lista.count), regioes };
}

/** /agenda/{id}: a public event; a malformed id, a draft or a missing one is the 404 page. */
export async function carregarEvento(context: LoaderContext, idParam: string | undefined): Promise<Evento> {
  const id = parseId(idParam);
  if (id === null) throw notFound('Evento não encontrado');
  return found(await getDataPort(context).getEvento(id), 'Evento não encontrado');
}

/** The next `n` events (the home page's block). */
export async function proximosEventos(context: LoaderContext, n: number): Promise<Evento[]> {
  return ((await getDataPort(context).listEventos({ periodo: 'proximos' }))?.rows ?? []).slice(0, n);
}

/** How many pages a whole list reads at most (12 each): far beyond any year of the association's agenda. */
export const PAGINAS_NO_MAXIMO = 50;

/**
 * Every event of a filter, page by page, while `continuar` accepts the last one read (the
 * archive, newest first, stops at the first event too old). Null for an unknown region.
 */
export async function todosOsEventos(
  port: Pick<SiteDataPort, 'listEventos'>,
  filtro: Omit<FiltroDeEventos, 'page'>,
  continuar: (evento: Evento) => boolean = () => true,
): Promise<Evento[] | null> {
  const todos: Evento[] = [];
  for (let page = 1; page <= PAGINAS_NO_MAXIMO; page++) {
    const pagina = await port.listEventos({ ...filtro, page });
    if (pagina === null) return null;
    // The site's policy answers page 1 for a page beyond the last: stop at the last.
    if (pagina.page !== page) break;
    const aceitos = pagina.rows.filter(continuar);
    todos.push(...aceitos);
    if (aceitos.length < pagina.rows.length || page >= countPages(pagina.count)) break;
  }
  return todos;
}

/** How far back the calendar files go: the events of the last ~12 months stay in subscribers' calendars. */
export const MESES_DO_ARQUIVO_NO_CALENDARIO = 12;

/**
 * The events of /agenda.ics (all regions or one, with those of all): the upcoming ones and those
 * of the last 12 months, cancelled ones included (a subscriber sees them cancelled). Null for an
 * unknown region.
 */
export async function eventosDoCalendario(port: Pick<SiteDataPort, 'listEventos'>, agora: Date, regiao?: number): Promise<Evento[] | null> {
  const filtroBase = regiao === undefined ? {} : { regiao };
  const desde = new Date(agora);
  desde.setUTCMonth(desde.getUTCMonth() - MESES_DO_ARQUIVO_NO_CALENDARIO);
  const proximos = await todosOsEventos(port, { ...filtroBase, periodo: 'proximos' });
  if (proximos === null) return null;
  const passados = await todosOsEventos(port, { ...filtroBase, periodo: 'passados' }, (e) => inicioEm(e) >= desde.getTime());
  return [...proximos, ...(passados ?? [])];
}

/** An event's start as a time (an all-day one: its first day at midnight in São Paulo, UTC−3). */
function inicioEm(evento: Evento): number {
  return evento.diaInteiro ? Date.parse(`${evento.inicio}T00:00:00-03:00`) : Date.parse(evento.inicio);
}

/** The id and region names of the filter's regional, for the page's heading. */
export function nomeDaRegiao(regioes: readonly RegiaoRef[], id: number | undefined): string | null {
  return id === undefined ? null : (regioes.find((r) => r.id === id)?.nome ?? null);
}
