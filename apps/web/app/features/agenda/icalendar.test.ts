// The agenda's iCalendar bytes, read back by a third-party parser (ical.js, Mozilla's): what a
// subscribing calendar would understand of each event.
import type { Evento } from '@cosems/contracts';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarioIcs, dobrarLinha, escaparTexto, textoDoHtml } from './icalendar';

const SITE = 'https://www.cosemsmg.org.br';

const base: Evento = {
  id: 7,
  titulo: 'Reunião Ordinária da CIB-SUS/MG',
  tipo: 'cib',
  diaInteiro: false,
  inicio: '2027-03-18T17:00:00.000Z',
  fim: '2027-03-18T20:30:00.000Z',
  local: 'Cidade Administrativa, Belo Horizonte',
  linkOnline: null,
  cancelado: false,
  regioes: [],
  descricao: '<p>Pauta: financiamento; regionalização, e vacinação.</p><ul><li>Item A</li><li>Item B &amp; C</li></ul>',
  anexos: [],
  noticias: [],
  sequencia: 3,
  atualizadoEm: '2027-03-01T12:34:56.000Z',
};

function eventos(ics: string) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  const fuso = cal.getFirstSubcomponent('vtimezone');
  if (fuso) ICAL.TimezoneService.register(new ICAL.Timezone(fuso));
  return { cal, vevents: cal.getAllSubcomponents('vevent').map((v) => ({ v, e: new ICAL.Event(v) })) };
}

describe('calendarioIcs', () => {
  it('a timed event: UID, DTSTART in the São Paulo zone (14:00 there is 17:00 UTC), SEQUENCE, DTSTAMP, SUMMARY, URL', () => {
    const ics = calendarioIcs([base], { nome: 'Agenda do COSEMS/MG', siteUrl: `${SITE}/` });
    const { cal, vevents } = eventos(ics);
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('Agenda do COSEMS/MG');
    expect(vevents).toHaveLength(1);
    const { v, e } = vevents[0]!;
    expect(e.uid).toBe('evento-7@www.cosemsmg.org.br');
    expect(e.summary).toBe('Reunião Ordinária da CIB-SUS/MG');
    expect(v.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Sao_Paulo');
    expect(e.startDate.zone?.tzid).toBe('America/Sao_Paulo');
    expect(e.startDate.toString()).toBe('2027-03-18T14:00:00');
    expect(e.startDate.toJSDate().toISOString()).toBe('2027-03-18T17:00:00.000Z');
    expect(e.endDate.toJSDate().toISOString()).toBe('2027-03-18T20:30:00.000Z');
    expect(e.sequence).toBe(3);
    expect(v.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect((v.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe('2027-03-01T12:34:56.000Z');
    expect(v.getFirstPropertyValue('url')).toBe(`${SITE}/agenda/7`);
    expect(e.location).toBe('Cidade Administrativa, Belo Horizonte');
    expect(v.getFirstPropertyValue('categories')).toBe('CIB');
    expect(e.description).toBe(
      `Pauta: financiamento; regionalização, e vacinação.\n• Item A\n• Item B & C\n\nMais informações: ${SITE}/agenda/7`,
    );
  });

  it('a cancelled event stays, with STATUS:CANCELLED and its raised SEQUENCE', () => {
    const { vevents } = eventos(calendarioIcs([{ ...base, cancelado: true, sequencia: 4 }], { nome: 'A', siteUrl: SITE }));
    expect(vevents[0]!.v.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevents[0]!.e.sequence).toBe(4);
  });

  it('an all-day event is a DATE; DTEND is the day after its last day', () => {
    const ics = calendarioIcs([{ ...base, diaInteiro: true, inicio: '2027-05-20', fim: '2027-05-22' }], { nome: 'A', siteUrl: SITE });
    expect(ics).toContain('DTSTART;VALUE=DATE:20270520\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20270523\r\n');
    const { e } = eventos(ics).vevents[0]!;
    expect(e.startDate.isDate).toBe(true);
    expect(e.startDate.toString()).toBe('2027-05-20');
    expect(e.endDate.toString()).toBe('2027-05-23');
    const umDia = eventos(calendarioIcs([{ ...base, diaInteiro: true, inicio: '2027-12-31', fim: null }], { nome: 'A', siteUrl: SITE }));
    expect(umDia.vevents[0]!.e.endDate.toString()).toBe('2028-01-01');
  });

  it('an event without an end has no DTEND; an on-line one says where to join', () => {
    const ics = calendarioIcs([{ ...base, fim: null, local: '', linkOnline: 'https://www.youtube.com/@cosemsmg' }], {
      nome: 'A',
      siteUrl: SITE,
    });
    expect(ics).not.toContain('DTEND');
    const { e } = eventos(ics).vevents[0]!;
    expect(e.location).toBe('On-line: https://www.youtube.com/@cosemsmg');
    expect(e.description).toContain('Sala on-line: https://www.youtube.com/@cosemsmg');
  });

  it('a time from the daylight-saving years is written in UTC, so the -03:00 zone never shifts it', () => {
    // 2018-12-10 14:00 in São Paulo was -02:00 (daylight saving): 16:00 UTC.
    const ics = calendarioIcs([{ ...base, inicio: '2018-12-10T16:00:00.000Z', fim: null }], { nome: 'A', siteUrl: SITE });
    expect(ics).toContain('DTSTART:20181210T160000Z\r\n');
    expect(eventos(ics).vevents[0]!.e.startDate.toJSDate().toISOString()).toBe('2018-12-10T16:00:00.000Z');
  });

  it('lines end in CRLF and none passes 75 octets; long accented text survives the folding', () => {
    const titulo = `Oficina de ${'regionalização e atenção à saúde '.repeat(8)}— São João del-Rei`;
    const ics = calendarioIcs([{ ...base, titulo }], { nome: 'Agenda do COSEMS/MG', siteUrl: SITE });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const linha of ics.split('\r\n')) expect(Buffer.byteLength(linha, 'utf8')).toBeLessThanOrEqual(75);
    expect(eventos(ics).vevents[0]!.e.summary).toBe(titulo);
  });

  it('the same events give the same bytes (caches and ETags hold)', () => {
    expect(calendarioIcs([base], { nome: 'A', siteUrl: SITE })).toBe(calendarioIcs([base], { nome: 'A', siteUrl: SITE }));
  });
});

describe('the text rules', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escaparTexto('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets, never inside a character, continuation lines starting with a space', () => {
    // 8 + 200 octets: 33 'ç' fill the first line to 74 (a 34th would make 76), 37 the second (75 with its space).
    const linha = `SUMMARY:${'ç'.repeat(100)}`;
    const dobrada = dobrarLinha(linha);
    const partes = dobrada.split('\r\n');
    expect(partes.map((p) => Buffer.byteLength(p, 'utf8'))).toEqual([74, 75, 61]);
    expect(partes.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(partes.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(linha);
    expect(dobrarLinha('VERSION:2.0')).toBe('VERSION:2.0');
  });

  it('reads the text of the sanitised HTML, its entities decoded', () => {
    expect(textoDoHtml('<p>Saúde &amp; <b>vida</b><br>linha&#8212;dois &#x2013; três&nbsp;&lt;4&gt;</p><p></p>')).toBe(
      'Saúde & vida\nlinha—dois – três <4>',
    );
  });
});
