/**
 * The public agenda (issue 30): /api/eventos by period, kind and regional council, 12 a page, and
 * /api/eventos/{id}. Drafts are never public; cancelled events are, marked. The rows are this
 * file's own (the demo's events, when there are some, are removed first), dated from the clock.
 */
import { notifyContentChange, tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/app.ts';
import { testConfig } from '../helper.ts';

let db: TestDatabase;
let app: FastifyInstance;
let r1 = 0;
let r2 = 0;
let r1Nome = '';
let noticiaId = 0;
let noticiaTitulo = '';
const DOC = 'cartilha-regionalizacao.pdf';
const HORA = 3600_000;
const DIA = 24 * HORA;

interface Pagina {
  rows: { id: number; titulo: string; cancelado: boolean; inicio: string; fim: string | null; diaInteiro: boolean }[];
  count: number;
  page: number;
}

async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
}
const ids = async (url: string) => {
  const res = await get<Pagina>(url);
  expect(res.status, url).toBe(200);
  return res.body.rows.map((r) => r.id);
};

/** Midnight in São Paulo of the day `dias` from today there (Brazil keeps UTC-3 all year since 2019). */
function meiaNoiteSP(dias: number): Date {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  return new Date(Date.parse(`${hoje}T00:00:00-03:00`) + dias * DIA);
}

beforeAll(async () => {
  db = await createTestDatabase();
  const d = db.database.db;
  const regioes = await d.select({ id: tables.regioes.id, nome: tables.regioes.nome }).from(tables.regioes).orderBy(asc(tables.regioes.id));
  [r1, r2] = [regioes[0]?.id ?? 0, regioes[1]?.id ?? 0];
  r1Nome = regioes[0]?.nome ?? '';
  const [noticia] = await d.select({ id: tables.noticias.id, title: tables.noticias.title }).from(tables.noticias).limit(1);
  noticiaId = noticia?.id ?? 0;
  noticiaTitulo = noticia?.title ?? '';
  const agora = Date.now();
  await d.delete(tables.eventos);
  const base = { descricao: '<p>Pauta</p>', local: 'Belo Horizonte' };
  await d.insert(tables.eventos).values([
    {
      id: 9001,
      ...base,
      titulo: 'CIB de todas',
      tipo: 'cib',
      inicio: new Date(agora + 2 * DIA),
      fim: new Date(agora + 2 * DIA + 2 * HORA),
    },
    {
      id: 9002,
      ...base,
      titulo: 'Reunião da regional',
      tipo: 'regional',
      inicio: new Date(agora + 5 * DIA),
      regioes: [r1],
      anexos: [DOC, 'nao-existe.pdf'],
      noticias: [noticiaId, 999_999],
      linkOnline: 'https://exemplo.org.br/sala',
    },
    { id: 9003, ...base, titulo: 'Rascunho secreto', tipo: 'cib', inicio: new Date(agora + DIA), estado: 'rascunho' },
    {
      id: 9004,
      ...base,
      titulo: 'Assembleia cancelada',
      tipo: 'assembleia',
      inicio: new Date(agora + 3 * DIA),
      regioes: [r2],
      estado: 'cancelado',
    },
    {
      id: 9005,
      ...base,
      titulo: 'Passado da regional',
      tipo: 'regional',
      inicio: new Date(agora - 10 * DIA),
      fim: new Date(agora - 10 * DIA + HORA),
      regioes: [r1],
    },
    // All day today: upcoming until the coming midnight in São Paulo.
    { id: 9006, ...base, titulo: 'Mostra o dia todo', tipo: 'congresso', inicio: meiaNoiteSP(0), diaInteiro: true },
    // Timed without an end: upcoming to the end of its day; yesterday's is past.
    { id: 9007, ...base, titulo: 'Webinar de hoje', tipo: 'webinar', inicio: new Date(meiaNoiteSP(0).getTime() + 60_000) },
    { id: 9008, ...base, titulo: 'Webinar de ontem', tipo: 'webinar', inicio: new Date(meiaNoiteSP(-1).getTime() + 60_000) },
    ...Array.from({ length: 12 }, (_, i) => ({
      id: 9100 + i,
      ...base,
      titulo: `Futuro ${i}`,
      tipo: 'outro',
      inicio: new Date(agora + (100 + i) * DIA),
    })),
  ]);
  app = await createApi({ database: db.database, config: testConfig, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('GET /api/eventos', () => {
  it('lists upcoming public events soonest first, 12 a page, with the total', async () => {
    const { body } = await get<Pagina>('/api/eventos');
    expect(body.count).toBe(17);
    expect(body.page).toBe(1);
    expect(body.rows.map((r) => r.id)).toEqual([9006, 9007, 9001, 9004, 9002, 9100, 9101, 9102, 9103, 9104, 9105, 9106]);
    expect(await ids('/api/eventos?page=2')).toEqual([9107, 9108, 9109, 9110, 9111]);
    expect(await ids('/api/eventos?page=3')).toEqual([]);
    expect(body.rows.find((r) => r.id === 9004)?.cancelado).toBe(true);
  });

  it('an all-day event is given in days of São Paulo', async () => {
    const { body } = await get<Pagina>('/api/eventos');
    const dia = body.rows.find((r) => r.id === 9006);
    expect(dia).toMatchObject({
      diaInteiro: true,
      inicio: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()),
      fim: null,
    });
    expect(body.rows.find((r) => r.id === 9001)?.inicio).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('lists past events newest first, never a draft', async () => {
    expect(await ids('/api/eventos?periodo=passados')).toEqual([9008, 9005]);
    const all = [
      ...(await ids('/api/eventos?page=1')),
      ...(await ids('/api/eventos?page=2')),
      ...(await ids('/api/eventos?periodo=passados')),
    ];
    expect(all).not.toContain(9003);
  });

  it('filters by region (its events and those of every region) and by kind', async () => {
    expect(await ids(`/api/eventos?regiao=${r1}`)).toEqual(expect.arrayContaining([9006, 9007, 9001, 9002]));
    expect(await ids(`/api/eventos?regiao=${r1}`)).not.toContain(9004);
    expect(await ids(`/api/eventos?regiao=${r2}&tipo=assembleia`)).toEqual([9004]);
    expect(await ids(`/api/eventos?regiao=${r2}&periodo=passados`)).toEqual([9008]);
    expect(await ids('/api/eventos?tipo=regional&periodo=passados')).toEqual([9005]);
  });

  it('refuses malformed filters (400) and an unknown region (404), in pt-BR', async () => {
    for (const q of ['regiao=abc', 'regiao=0', 'tipo=festa', 'periodo=ontem', 'page=0', 'page=x']) {
      const res = await get<{ statusCode: number; message: string }>(`/api/eventos?${q}`);
      expect(res.status, q).toBe(400);
      expect(Object.keys(res.body).sort()).toEqual(['error', 'message', 'statusCode']);
    }
    const res = await get<{ message: string }>('/api/eventos?regiao=999999');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Região não encontrado(a).');
  });
});

describe('GET /api/eventos/{id}', () => {
  it('answers an event with its regions, attachments and news, skipping what is gone', async () => {
    const { status, body } = await get<Record<string, unknown>>('/api/eventos/9002');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 9002,
      titulo: 'Reunião da regional',
      tipo: 'regional',
      cancelado: false,
      linkOnline: 'https://exemplo.org.br/sala',
      regioes: [{ id: r1, nome: r1Nome }],
      anexos: [{ nome: DOC, url: `/arquivo/${DOC}` }],
      noticias: [{ id: noticiaId, title: noticiaTitulo }],
      sequencia: 0,
    });
  });

  it('404 for a draft or a missing event, 400 for a malformed id', async () => {
    expect((await get('/api/eventos/9003')).status).toBe(404);
    expect((await get('/api/eventos/123456')).status).toBe(404);
    expect((await get('/api/eventos/2147483648')).status).toBe(404);
    expect((await get('/api/eventos/abc')).status).toBe(400);
  });
});

describe('the cached answers', () => {
  it('a change announced on the content channel is seen at once', async () => {
    await get('/api/eventos/9001');
    await db.database.db.update(tables.eventos).set({ titulo: 'CIB renomeada', sequencia: 1 }).where(eq(tables.eventos.id, 9001));
    await notifyContentChange(db.database.db);
    await expect
      .poll(async () => (await get<{ titulo: string }>('/api/eventos/9001')).body.titulo, { timeout: 1000 })
      .toBe('CIB renomeada');
  });

  it('an event that ends leaves the upcoming list at its end, with no save then', async () => {
    await db.database.db
      .update(tables.eventos)
      .set({ inicio: new Date(Date.now() - HORA), fim: new Date(Date.now() + 1500) })
      .where(eq(tables.eventos.id, 9001));
    await notifyContentChange(db.database.db);
    await expect.poll(() => ids('/api/eventos'), { timeout: 1000 }).toContain(9001);
    // Cached now; the timer empties the cache when the event ends.
    expect(await ids('/api/eventos')).toContain(9001);
    await new Promise((r) => setTimeout(r, 1800));
    expect(await ids('/api/eventos')).not.toContain(9001);
    expect(await ids('/api/eventos?periodo=passados')).toContain(9001);
  });
});
