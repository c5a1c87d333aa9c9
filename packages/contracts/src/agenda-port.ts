/**
 * The agenda's events as the back office sees them (issue 30): what the pages receive, the
 * form's field names and limits, and the conversions between São Paulo's wall clock (what people
 * type and read) and the stored instants. No TypeBox here: the pages' client code imports it.
 */
import type { EstadoDeEvento, TipoDeEvento } from './agenda.ts';

export const TITULO_EVENTO_MAX = 200;
export const LOCAL_EVENTO_MAX = 300;
export const LINK_EVENTO_MAX = 2000;
export const DESCRICAO_EVENTO_MAX = 100_000;

/** An event on /admin/agenda: the stored instants and, for the form, the same in São Paulo's days and times. */
export interface EventoEditavel {
  id: number;
  titulo: string;
  tipo: TipoDeEvento;
  diaInteiro: boolean;
  inicio: string;
  fim: string | null;
  /** The start's day (AAAA-MM-DD) and time (HH:MM; '' for an all-day event) in São Paulo. */
  dia: string;
  hora: string;
  /** The end's, '' when none. */
  fimDia: string;
  fimHora: string;
  local: string;
  linkOnline: string | null;
  descricao: string;
  regioes: number[];
  anexos: string[];
  noticias: number[];
  estado: EstadoDeEvento;
  /** The iCalendar SEQUENCE, raised by every save that changes the event. */
  sequencia: number;
  atualizadoEm: string;
  versao: string;
}

/** A choice a form offers (a kind, a state, a council, a file of the library, a news item). */
export interface OpcaoDoFormulario {
  valor: string;
  rotulo: string;
}
/** What a type's form chooses from, by field, worked out for the session on the server (an autor is offered only "Rascunho"). */
export type OpcoesDoFormulario = Record<string, OpcaoDoFormulario[]>;

/** The check boxes' names: one field per council and per attachment (a form's fields are read one value per name). */
export const CAMPO_REGIAO = 'regiao-';
export const CAMPO_ANEXO = 'anexo-';

const partes = (instante: Date, fuso: string) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: fuso,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instante)
      .map((p) => [p.type, p.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

/** An instant as São Paulo's (or `fuso`'s) day AAAA-MM-DD and time HH:MM. */
export function diaEHoraEm(instante: Date, fuso = 'America/Sao_Paulo'): { dia: string; hora: string } {
  const p = partes(instante, fuso);
  return { dia: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` };
}

/**
 * The instant at which São Paulo's (or `fuso`'s) clock shows `dia` (AAAA-MM-DD) at `hora` (HH:MM),
 * through the zone's rules (Intl) rather than a fixed -03:00, so that a return of summer time
 * would be followed; null for a day or time that does not exist (31/02, 25:00).
 */
export function instanteEm(dia: string, hora: string, fuso = 'America/Sao_Paulo'): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dia);
  const h = /^(\d{2}):(\d{2})$/.exec(hora);
  if (!d || !h) return null;
  const [ano, mes, dd, hh, mm] = [d[1], d[2], d[3], h[1], h[2]].map(Number) as [number, number, number, number, number];
  const relogio = Date.UTC(ano, mes - 1, dd, hh, mm);
  const c = new Date(relogio);
  if (c.getUTCFullYear() !== ano || c.getUTCMonth() !== mes - 1 || c.getUTCDate() !== dd || hh > 23 || mm > 59) return null;
  // The zone's offset at the guess, then at the corrected instant (the two differ only across a change).
  let instante = relogio;
  for (let i = 0; i < 2; i++) {
    const p = partes(new Date(instante), fuso);
    const mostrado = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute);
    instante += relogio - mostrado;
  }
  return new Date(instante);
}

/** "AAAA-MM-DD" from what a date field sent: the ISO form (type=date) or dd/mm/aaaa typed where the browser has no date field. */
export function diaDigitado(texto: string): string {
  const t = texto.trim();
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  return br ? `${br[3]}-${(br[2] ?? '').padStart(2, '0')}-${(br[1] ?? '').padStart(2, '0')}` : t;
}
