/**
 * The agenda's addresses and filters (issue 30): what /agenda reads from its query string, and the
 * addresses of its pages and calendar files. Unknown values are no filter (the GET form only
 * sends the listed ones).
 */
import { CHAVES_TIPO_DE_EVENTO, type FiltroDeEventos, type PeriodoDaAgenda, type TipoDeEvento } from '@cosems/contracts';

/** An id from the URL: a positive integer in plain digits, else null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

export function parseTipo(value: string | null): TipoDeEvento | undefined {
  return CHAVES_TIPO_DE_EVENTO.find((k) => k === value);
}

export function parsePeriodo(value: string | null): PeriodoDaAgenda {
  return value === 'passados' ? 'passados' : 'proximos';
}

/** `?page=N`: digits, 1 and up (a page beyond the last shows page 1: the data port's policy). */
export function parsePagina(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The filters of /agenda from its query string. */
export function lerFiltros(params: URLSearchParams): Required<Pick<FiltroDeEventos, 'periodo' | 'page'>> & FiltroDeEventos {
  const regiao = parseId(params.get('regiao'));
  const tipo = parseTipo(params.get('tipo'));
  return {
    ...(regiao === null ? {} : { regiao }),
    ...(tipo === undefined ? {} : { tipo }),
    periodo: parsePeriodo(params.get('periodo')),
    page: parsePagina(params.get('page')),
  };
}

/** The address of /agenda with these filters (parameters in one order; the defaults left out). */
export function enderecoDaAgenda(filtro: FiltroDeEventos): string {
  const q = new URLSearchParams();
  if (filtro.periodo === 'passados') q.set('periodo', 'passados');
  if (filtro.regiao !== undefined) q.set('regiao', String(filtro.regiao));
  if (filtro.tipo !== undefined) q.set('tipo', filtro.tipo);
  if (filtro.page !== undefined && filtro.page > 1) q.set('page', String(filtro.page));
  const s = q.toString();
  return s ? `/agenda?${s}` : '/agenda';
}

/** The calendar to subscribe to: every region's, or one region's (with the events of all). */
export function enderecoDoCalendario(regiao?: number): string {
  return regiao === undefined ? '/agenda.ics' : `/agenda.ics?regiao=${regiao}`;
}

export const enderecoDoEvento = (id: number) => `/agenda/${id}`;
export const enderecoDoEventoIcs = (id: number) => `/agenda/${id}.ics`;

/** The calendar files' media type (RFC 5545 §8.1). */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
