import type { Evento, EventosPage, FiltroDeEventos } from '@cosems/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EventosPorMes, ondeAcontece } from './agenda-lista';
import { eventosDoCalendario, todosOsEventos } from './api.server';
import { buildEventoJsonLd, textoDaDescricao } from './json-ld';
import { ProximosEventos } from './proximos-eventos';
import { enderecoDaAgenda, enderecoDoCalendario, lerFiltros } from './regras';

function evento(id: number, extra: Partial<Evento> = {}): Evento {
  return {
    id,
    titulo: `Evento ${id}`,
    tipo: 'cib',
    diaInteiro: false,
    inicio: '2027-03-18T17:00:00.000Z',
    fim: '2027-03-18T20:00:00.000Z',
    local: 'Belo Horizonte',
    linkOnline: null,
    cancelado: false,
    regioes: [],
    descricao: '<p>Pauta &amp; <strong>votação</strong></p>',
    anexos: [],
    noticias: [],
    sequencia: 0,
    atualizadoEm: '2027-01-01T00:00:00.000Z',
    ...extra,
  };
}

/** A data port's listEventos over a list, 12 a page, answering page 1 beyond the last (the site's policy). */
function portDe(proximos: Evento[], passados: Evento[]) {
  const chamadas: FiltroDeEventos[] = [];
  return {
    chamadas,
    async listEventos(filtro: FiltroDeEventos): Promise<EventosPage | null> {
      chamadas.push(filtro);
      if (filtro.regiao === 999) return null;
      const todos = filtro.periodo === 'passados' ? passados : proximos;
      const pages = Math.max(1, Math.ceil(todos.length / 12));
      const page = (filtro.page ?? 1) <= pages ? (filtro.page ?? 1) : 1;
      return { rows: todos.slice((page - 1) * 12, page * 12), count: todos.length, page };
    },
  };
}

describe('the agenda’s addresses and filters', () => {
  it('reads the filters of /agenda, dropping what is not one', () => {
    expect(lerFiltros(new URLSearchParams('regiao=3&tipo=cib&periodo=passados&page=2'))).toEqual({
      regiao: 3,
      tipo: 'cib',
      periodo: 'passados',
      page: 2,
    });
    expect(lerFiltros(new URLSearchParams('regiao=abc&tipo=festa&periodo=ontem&page=-1'))).toEqual({ periodo: 'proximos', page: 1 });
    expect(lerFiltros(new URLSearchParams('regiao=&tipo='))).toEqual({ periodo: 'proximos', page: 1 });
  });
  it('writes the addresses of the agenda and of its calendars', () => {
    expect(enderecoDaAgenda({ periodo: 'proximos', page: 1 })).toBe('/agenda');
    expect(enderecoDaAgenda({ regiao: 3, tipo: 'cib', periodo: 'passados', page: 2 })).toBe(
      '/agenda?periodo=passados&regiao=3&tipo=cib&page=2',
    );
    expect(enderecoDoCalendario()).toBe('/agenda.ics');
    expect(enderecoDoCalendario(3)).toBe('/agenda.ics?regiao=3');
  });
});

describe('the agenda’s lists', () => {
  it('draws months, all-day events and the cancelled mark', () => {
    const html = renderToStaticMarkup(
      <EventosPorMes
        eventos={[
          evento(1),
          evento(2, { diaInteiro: true, inicio: '2027-04-02', fim: null, cancelado: true, linkOnline: 'https://x.org', local: '' }),
        ]}
        vazio="nada"
      />,
    );
    expect(html).toContain('<h2 id="mes-2027-03" class="h4 mt-3">Março de 2027</h2>');
    expect(html).toContain('Abril de 2027');
    expect(html).toContain('18 de março de 2027, das 14:00 às 17:00');
    expect(html).toContain('2 de abril de 2027, o dia todo');
    expect(html.match(/Cancelado/g)).toHaveLength(1);
    expect(html).toContain('href="/agenda/2"');
    expect(renderToStaticMarkup(<EventosPorMes eventos={[]} vazio="Nenhum evento" />)).toBe('<p>Nenhum evento</p>');
  });
  it('says where: the place, on-line, or both', () => {
    expect(ondeAcontece({ local: 'BH', linkOnline: null })).toBe('BH');
    expect(ondeAcontece({ local: '', linkOnline: 'https://x.org' })).toBe('On-line');
    expect(ondeAcontece({ local: 'BH', linkOnline: 'https://x.org' })).toBe('BH e On-line');
  });
  it('the home page shows at most 4 events, nothing when none is upcoming', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ProximosEventos eventos={[1, 2, 3, 4, 5].map((i) => evento(i))} />
      </MemoryRouter>,
    );
    expect(html.match(/<article/g)).toHaveLength(4);
    expect(html).toContain('href="/agenda"');
    expect(renderToStaticMarkup(<ProximosEventos eventos={[]} />)).toBe('');
  });
});

describe('whole lists, page by page', () => {
  it('reads every page of a filter', async () => {
    const port = portDe(
      Array.from({ length: 30 }, (_, i) => evento(i + 1)),
      [],
    );
    expect((await todosOsEventos(port, { periodo: 'proximos' }))?.map((e) => e.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(port.chamadas.map((c) => c.page)).toEqual([1, 2, 3]);
    expect(await todosOsEventos(port, { regiao: 999 })).toBeNull();
  });
  it('the calendar file: every upcoming event and the past 12 months, cancelled ones kept', async () => {
    const agora = new Date('2027-03-01T12:00:00.000Z');
    const passados = [
      evento(10, { inicio: '2027-02-01T12:00:00.000Z', cancelado: true }),
      evento(11, { inicio: '2026-03-01T12:00:00.000Z' }),
      evento(12, { diaInteiro: true, inicio: '2026-03-02', fim: null }),
      evento(13, { inicio: '2026-02-27T12:00:00.000Z' }),
      ...Array.from({ length: 20 }, (_, i) => evento(100 + i, { inicio: '2025-01-01T12:00:00.000Z' })),
    ];
    const port = portDe([evento(1), evento(2, { cancelado: true })], passados);
    expect((await eventosDoCalendario(port, agora))?.map((e) => e.id)).toEqual([1, 2, 10, 11, 12]);
    // The archive stops at the first event too old: page 1 only.
    expect(port.chamadas.filter((c) => c.periodo === 'passados').map((c) => c.page)).toEqual([1]);
    expect(await eventosDoCalendario(port, agora, 999)).toBeNull();
  });
});

describe('the event’s schema.org Event', () => {
  const opcoes = { url: 'https://site/agenda/1', siteUrl: 'https://site', organizacao: 'COSEMS/MG' };
  it('a scheduled event in person, with offset dates', () => {
    const json = buildEventoJsonLd(evento(1), opcoes);
    expect(json).toMatchObject({
      '@type': 'Event',
      name: 'Evento 1',
      startDate: '2027-03-18T14:00:00-03:00',
      endDate: '2027-03-18T17:00:00-03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Belo Horizonte' },
      description: 'Pauta & votação',
    });
  });
  it('a cancelled on-line event, and one both in person and on-line', () => {
    const online = buildEventoJsonLd(
      evento(2, { cancelado: true, local: '', linkOnline: 'https://sala', diaInteiro: true, inicio: '2027-04-02', fim: null }),
      opcoes,
    );
    expect(online).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://sala' },
      startDate: '2027-04-02',
    });
    expect(online.endDate).toBeUndefined();
    const misto = buildEventoJsonLd(evento(3, { linkOnline: 'https://sala' }), opcoes);
    expect(misto.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(misto.location).toEqual([
      { '@type': 'Place', name: 'Belo Horizonte', address: 'Belo Horizonte' },
      { '@type': 'VirtualLocation', url: 'https://sala' },
    ]);
  });
  it('the description’s text is cut to 300 characters', () => {
    expect(textoDaDescricao(`<p>${'a'.repeat(400)}</p>`)).toHaveLength(300);
  });
});
