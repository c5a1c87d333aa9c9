/**
 * The agenda as an iCalendar file (RFC 5545): the feed Google Calendar, Outlook and Apple Calendar
 * subscribe to (/agenda.ics) and the single event's "Adicionar ao calendário" (/agenda/{id}.ics).
 * Issue 30, item 2; docs/decisions/059.
 *
 * - UID `evento-{id}@{host}`: stable for the event's life, so a subscriber's copy is updated, never
 *   duplicated; SEQUENCE is the stored one (raised by every save); DTSTAMP and LAST-MODIFIED are
 *   the last change, so the same content gives the same bytes (the page caches and ETags hold).
 * - Times: in the São Paulo zone (TZID=America/Sao_Paulo with its VTIMEZONE, a fixed -03:00 since
 *   Brazil dropped daylight saving in 2019). An instant the zone does not read as -03:00 (before
 *   2019-02-17, or should daylight saving return in the tz database) is written in UTC instead, so
 *   no time is ever shifted by the simplified VTIMEZONE. All-day events are DATE values, DTEND the
 *   day after the last (exclusive, as the RFC says).
 * - A cancelled event stays, with STATUS:CANCELLED: a subscriber's calendar learns of it.
 * - Lines end in CRLF and are folded at 75 octets without splitting a UTF-8 character.
 */
import { type Evento, FUSO_DA_AGENDA, TIPOS_DE_EVENTO } from '@cosems/contracts';

export interface OpcoesDoCalendario {
  /** The calendar's name in the subscriber's list (NAME, X-WR-CALNAME). */
  nome: string;
  /** The site's public origin (SITE_URL): the events' URLs and the UIDs' host. */
  siteUrl: string;
}

const CRLF = '\r\n';
/** The first instant of São Paulo's fixed -03:00 (the end of the 2018/2019 daylight saving). */
const INICIO_DO_FUSO_FIXO = Date.UTC(2019, 1, 17, 2);

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escaparTexto(valor: string): string {
  return valor
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const octetosUtf8 = (codigo: number) => (codigo < 0x80 ? 1 : codigo < 0x800 ? 2 : codigo < 0x10000 ? 3 : 4);

/** One content line folded at 75 octets (§3.1): continuation lines start with a space. */
export function dobrarLinha(linha: string): string {
  const partes: string[] = [];
  let atual = '';
  let octetos = 0;
  for (const caractere of linha) {
    const tamanho = octetosUtf8(caractere.codePointAt(0) ?? 0);
    // The first line holds 75 octets; the next ones 74 after their leading space.
    const limite = partes.length === 0 ? 75 : 74;
    if (octetos + tamanho > limite) {
      partes.push(atual);
      atual = '';
      octetos = 0;
    }
    atual += caractere;
    octetos += tamanho;
  }
  partes.push(atual);
  return partes.join(`${CRLF} `);
}

/** yyyymmddThhmmssZ of an instant. */
const utcBasico = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

const formatoLocal = new Intl.DateTimeFormat('en-CA', {
  timeZone: FUSO_DA_AGENDA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** The property of an instant: in the São Paulo zone when it reads as -03:00 there, else in UTC. */
function propriedadeDeInstante(nome: string, iso: string): string {
  const instante = new Date(iso);
  const p = Object.fromEntries(formatoLocal.formatToParts(instante).map((x) => [x.type, x.value]));
  if (instante.getTime() >= INICIO_DO_FUSO_FIXO && p.timeZoneName === 'GMT-03:00')
    return `${nome};TZID=${FUSO_DA_AGENDA}:${p.year}${p.month}${p.day}T${p.hour}${p.minute}${p.second}`;
  return `${nome}:${utcBasico(instante)}`;
}

/** yyyymmdd of a yyyy-mm-dd day, `mais` days later. */
function diaBasico(dia: string, mais = 0): string {
  const d = new Date(`${dia}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + mais);
  return d.toISOString().slice(0, 10).replace(/-/g, '');
}

const ENTIDADES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of the sanitised description: paragraphs and list items on their own lines. */
export function textoDoHtml(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|div|tr)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (inteira, nome: string) => {
      if (nome[0] === '#') {
        const codigo = nome[1] === 'x' || nome[1] === 'X' ? Number.parseInt(nome.slice(2), 16) : Number(nome.slice(1));
        return Number.isInteger(codigo) && codigo > 0 && codigo <= 0x10ffff ? String.fromCodePoint(codigo) : inteira;
      }
      return ENTIDADES[nome.toLowerCase()] ?? inteira;
    })
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${FUSO_DA_AGENDA}`,
  `X-LIC-LOCATION:${FUSO_DA_AGENDA}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function linhasDoEvento(e: Evento, origem: string, host: string): string[] {
  const url = `${origem}/agenda/${e.id}`;
  const linhas = [
    'BEGIN:VEVENT',
    `UID:evento-${e.id}@${host}`,
    `DTSTAMP:${utcBasico(new Date(e.atualizadoEm))}`,
    `LAST-MODIFIED:${utcBasico(new Date(e.atualizadoEm))}`,
    `SEQUENCE:${e.sequencia}`,
    `STATUS:${e.cancelado ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escaparTexto(e.titulo)}`,
  ];
  if (e.diaInteiro) {
    linhas.push(`DTSTART;VALUE=DATE:${diaBasico(e.inicio)}`, `DTEND;VALUE=DATE:${diaBasico(e.fim ?? e.inicio, 1)}`);
  } else {
    linhas.push(propriedadeDeInstante('DTSTART', e.inicio));
    if (e.fim) linhas.push(propriedadeDeInstante('DTEND', e.fim));
  }
  const onde = [e.local, e.linkOnline ? `On-line: ${e.linkOnline}` : ''].filter(Boolean).join(' — ');
  if (onde) linhas.push(`LOCATION:${escaparTexto(onde)}`);
  const descricao = [textoDoHtml(e.descricao), e.linkOnline ? `Sala on-line: ${e.linkOnline}` : '', `Mais informações: ${url}`]
    .filter(Boolean)
    .join('\n\n');
  linhas.push(`DESCRIPTION:${escaparTexto(descricao)}`, `CATEGORIES:${escaparTexto(TIPOS_DE_EVENTO[e.tipo])}`, `URL:${url}`, 'END:VEVENT');
  return linhas;
}

/** The calendar of `eventos` (in the order given), as the bytes of an .ics file. */
export function calendarioIcs(eventos: readonly Evento[], opcoes: OpcoesDoCalendario): string {
  const origem = opcoes.siteUrl.replace(/\/+$/, '');
  const host = new URL(origem).hostname;
  const linhas = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//COSEMS-MG//Agenda do site//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escaparTexto(opcoes.nome)}`,
    `X-WR-CALNAME:${escaparTexto(opcoes.nome)}`,
    `X-WR-TIMEZONE:${FUSO_DA_AGENDA}`,
    // How often a subscriber should read the feed again (RFC 7986 and Outlook's older name).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...VTIMEZONE,
    ...eventos.flatMap((e) => linhasDoEvento(e, origem, host)),
    'END:VCALENDAR',
  ];
  return linhas.map(dobrarLinha).join(CRLF) + CRLF;
}
