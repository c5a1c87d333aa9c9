/**
 * The public agenda's list (GET /api/eventos): its query and its answer, a page of 12 like the
 * news list with the total and the page it is (issue 30, items 1 and 5).
 */
import { type Static, Type } from 'typebox';
import { EventoSchema, type TipoDeEvento, TIPOS_DE_EVENTO } from './agenda.ts';

/** proximos: not ended yet, soonest first; passados: ended, newest first. */
export const PERIODOS_DA_AGENDA = ['proximos', 'passados'] as const;
export type PeriodoDaAgenda = (typeof PERIODOS_DA_AGENDA)[number];

export const EventosQuerySchema = Type.Object({
  regiao: Type.Optional(Type.Integer({ minimum: 1, description: 'Só os eventos deste conselho regional e os de todas as regionais' })),
  tipo: Type.Optional(
    Type.Union(
      (Object.keys(TIPOS_DE_EVENTO) as TipoDeEvento[]).map((k) => Type.Literal(k)),
      { description: 'cib, assembleia, conselho, regional, congresso, webinar ou outro' },
    ),
  ),
  periodo: Type.Optional(
    Type.Union(
      PERIODOS_DA_AGENDA.map((p) => Type.Literal(p)),
      { description: 'proximos (padrão: os que ainda não terminaram, os mais próximos primeiro) ou passados (os mais recentes primeiro)' },
    ),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Página, a partir de 1' })),
});
export type EventosQuery = Static<typeof EventosQuerySchema>;

export const EventosPageSchema = Type.Object({
  rows: Type.Array(EventoSchema, { maxItems: 12 }),
  count: Type.Integer({ minimum: 0, description: 'Total de eventos do período e dos filtros (todas as páginas)' }),
  page: Type.Integer({ minimum: 1 }),
});
export type EventosPage = Static<typeof EventosPageSchema>;

/** The filters of a list of events, as the site's data port takes them. */
export interface FiltroDeEventos {
  regiao?: number;
  tipo?: TipoDeEvento;
  periodo?: PeriodoDaAgenda;
  page?: number;
}

/** The query of GET /api/eventos for a filter ('' or '?…'), its parameters always in the same order. */
export function consultaDeEventos(filtro: FiltroDeEventos): string {
  const q = new URLSearchParams();
  if (filtro.regiao !== undefined) q.set('regiao', String(filtro.regiao));
  if (filtro.tipo !== undefined) q.set('tipo', filtro.tipo);
  if (filtro.periodo !== undefined) q.set('periodo', filtro.periodo);
  if (filtro.page !== undefined) q.set('page', String(filtro.page));
  const s = q.toString();
  return s ? `?${s}` : '';
}
