/**
 * How the agenda writes its dates (issue 30): every time in America/Sao_Paulo, whatever the
 * server's or the visitor's zone; months and days in Portuguese; an all-day event "o dia todo".
 * An all-day event's `inicio`/`fim` are days (AAAA-MM-DD); a timed one's are instants.
 */

/**
 * FUSO_DA_AGENDA of @cosems/contracts, written here: the contracts' index brings TypeBox into the
 * browser's chunks (datas.test.ts holds the two equal).
 */
export const FUSO_DA_AGENDA = 'America/Sao_Paulo';

export const MESES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

export const O_DIA_TODO = 'o dia todo';

/** What the rules need of an event. */
export interface Quando {
  diaInteiro: boolean;
  inicio: string;
  fim: string | null;
}

interface Partes {
  ano: number;
  mes: number;
  dia: number;
  hora: number;
  minuto: number;
  segundo: number;
}

const PARTES = new Intl.DateTimeFormat('en-US', {
  timeZone: FUSO_DA_AGENDA,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The wall-clock parts of an instant in São Paulo, or of a day (AAAA-MM-DD) at midnight. */
function partes(valor: string): Partes {
  const dia = /^(\d{4})-(\d{2})-(\d{2})$/.exec(valor);
  if (dia) return { ano: Number(dia[1]), mes: Number(dia[2]), dia: Number(dia[3]), hora: 0, minuto: 0, segundo: 0 };
  const p = Object.fromEntries(PARTES.formatToParts(new Date(valor)).map((x) => [x.type, Number(x.value)]));
  return { ano: p.year ?? 0, mes: p.month ?? 1, dia: p.day ?? 1, hora: p.hour ?? 0, minuto: p.minute ?? 0, segundo: p.second ?? 0 };
}

const dois = (n: number) => String(n).padStart(2, '0');

/** "14:00" (24 hours). */
export function horaEmSaoPaulo(iso: string): string {
  const p = partes(iso);
  return `${dois(p.hora)}:${dois(p.minuto)}`;
}

/** "18 de março de 2027" (the day in São Paulo). */
export function diaPorExtenso(valor: string): string {
  const p = partes(valor);
  return `${p.dia} de ${MESES[p.mes - 1]} de ${p.ano}`;
}

/** The key (AAAA-MM) and name ("Março de 2027") of the month an event starts in, in São Paulo. */
export function mesDoEvento(evento: Pick<Quando, 'inicio'>): { chave: string; nome: string } {
  const p = partes(evento.inicio);
  const mes = MESES[p.mes - 1] as string;
  return { chave: `${p.ano}-${dois(p.mes)}`, nome: `${mes[0]?.toUpperCase()}${mes.slice(1)} de ${p.ano}` };
}

/**
 * Consecutive events of one month together, in the order given (upcoming: soonest first; the
 * archive: newest first), each month once per run.
 */
export function agruparPorMes<T extends Pick<Quando, 'inicio'>>(eventos: readonly T[]): { chave: string; nome: string; eventos: T[] }[] {
  const grupos: { chave: string; nome: string; eventos: T[] }[] = [];
  for (const evento of eventos) {
    const mes = mesDoEvento(evento);
    const ultimo = grupos.at(-1);
    if (ultimo?.chave === mes.chave) ultimo.eventos.push(evento);
    else grupos.push({ ...mes, eventos: [evento] });
  }
  return grupos;
}

/**
 * When it happens, in one line:
 * - "18 de março de 2027, das 14:00 às 17:00" (timed, ends the same day);
 * - "18 de março de 2027, às 14:00" (no end given);
 * - "18 de março de 2027, 14:00, a 19 de março de 2027, 12:00" (ends another day);
 * - "18 de março de 2027, o dia todo"; "18 a 20 de março de 2027, o dia todo";
 *   "30 de março a 2 de abril de 2027, o dia todo"; "30 de dezembro de 2026 a 2 de janeiro de 2027, o dia todo".
 */
export function quandoAcontece(evento: Quando): string {
  const fim = evento.fim;
  if (evento.diaInteiro) {
    if (fim === null || fim === evento.inicio) return `${diaPorExtenso(evento.inicio)}, ${O_DIA_TODO}`;
    const a = partes(evento.inicio);
    const b = partes(fim);
    if (a.ano !== b.ano) return `${diaPorExtenso(evento.inicio)} a ${diaPorExtenso(fim)}, ${O_DIA_TODO}`;
    if (a.mes !== b.mes) return `${a.dia} de ${MESES[a.mes - 1]} a ${diaPorExtenso(fim)}, ${O_DIA_TODO}`;
    return `${a.dia} a ${diaPorExtenso(fim)}, ${O_DIA_TODO}`;
  }
  const dia = diaPorExtenso(evento.inicio);
  const hora = horaEmSaoPaulo(evento.inicio);
  if (fim === null) return `${dia}, às ${hora}`;
  if (diaPorExtenso(fim) === dia) return `${dia}, das ${hora} às ${horaEmSaoPaulo(fim)}`;
  return `${dia}, ${hora}, a ${diaPorExtenso(fim)}, ${horaEmSaoPaulo(fim)}`;
}

/**
 * A date for schema.org: a timed event's instant as São Paulo's wall clock with its offset
 * ("2027-03-18T14:00:00-03:00", the offset of that date: Brazil had summer time until 2019);
 * an all-day event's day as it is.
 */
export function dataComFuso(valor: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(valor)) return valor;
  const instante = new Date(valor);
  const p = partes(valor);
  const minutos = Math.round(
    (Date.UTC(p.ano, p.mes - 1, p.dia, p.hora, p.minuto, p.segundo) - Math.floor(instante.getTime() / 1000) * 1000) / 60_000,
  );
  const sinal = minutos < 0 ? '-' : '+';
  const abs = Math.abs(minutos);
  return `${p.ano}-${dois(p.mes)}-${dois(p.dia)}T${dois(p.hora)}:${dois(p.minuto)}:${dois(p.segundo)}${sinal}${dois(Math.floor(abs / 60))}:${dois(abs % 60)}`;
}
