/**
 * Issue 11: what the public sees of the newsroom's statuses. Drafts, items in review, unpublished
 * items and items whose time has not come (or has gone) are in no list, count, search, neighbour
 * link or detail; a scheduled item appears at its time with no process doing anything then (the
 * filter reads the clock), and the cache timer empties the cached answers at that moment.
 */
import { notifyContentChange, tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/app.ts';
import { testConfig } from '../helper.ts';

let db: TestDatabase;
let app: FastifyInstance;
let agora = 0;
/** The newest demo item: the public neighbour of the items above it. */
let newestDemo = 0;

// Ids above the demo's 64; dates newer than every demo item, so each would head page 1.
const itens = () => [
  { id: 101, title: 'Rascunho secreto', situacao: 'rascunho' as const, dataPublicao: new Date(agora - 1000) },
  { id: 102, title: 'Em revisão secreta', situacao: 'revisao' as const, dataPublicao: new Date(agora - 1000) },
  { id: 103, title: 'Despublicada secreta', situacao: 'despublicada' as const, dataPublicao: new Date(agora - 1000) },
  {
    id: 104,
    title: 'Expirada secreta',
    situacao: 'publicada' as const,
    dataPublicao: new Date(agora - 5000),
    despublicarEm: new Date(agora - 1000),
  },
  { id: 105, title: 'Agendada para daqui a pouco', situacao: 'publicada' as const, dataPublicao: new Date(agora + 4000) },
];

beforeAll(async () => {
  db = await createTestDatabase();
  agora = Date.now();
  const [newest] = await db.database.db
    .select({ id: tables.noticias.id })
    .from(tables.noticias)
    .orderBy(desc(tables.noticias.dataPublicao))
    .limit(1);
  newestDemo = newest?.id ?? 0;
  for (const n of itens()) {
    await db.database.db
      .insert(tables.noticias)
      .values({ ...n, conteudo: `<p>${n.title}</p>`, dataCriacao: new Date(agora - 10_000), destaqueImage: 'Default.jpg' });
    await db.database.db.insert(tables.noticiaRegioes).values({ noticiaId: n.id, regiaoId: 1 });
  }
  app = await createApi({ database: db.database, config: testConfig, logger: false });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
});

const HIDDEN = /Rascunho secreto|Em revisão secreta|Despublicada secreta|Expirada secreta/;
type Rows = { title: string }[];
const titles = (body: Rows | { data?: Rows; rows?: Rows }) =>
  (Array.isArray(body) ? body : (body.data ?? body.rows ?? [])).map((r) => r.title);

async function publicView() {
  const get = async (url: string) => (await app.inject({ method: 'GET', url })).json();
  const [page, site, all, banner, destaques, regiao, busca, nome, ultima] = await Promise.all([
    get('/api/noticia/page/1'),
    get('/api/noticia/site/1'),
    get('/api/noticia'),
    get('/api/noticia/Get/banner'),
    get('/api/noticia/Get/destque'),
    get('/api/noticia/regiao/1'),
    get('/api/busca?q=secreta'),
    get('/api/noticia/name/Agendada'),
    get(`/api/noticia/${newestDemo}`),
  ]);
  return {
    listed: [
      ...titles(page.notices.rows),
      ...titles(site),
      ...titles(all),
      ...titles(banner),
      ...titles(destaques),
      ...titles(regiao),
      ...titles(busca),
      ...titles(nome),
    ].join(' | '),
    count: page.notices.count as number,
    newestNeighbour: ultima.data.seguinte as { id: number } | null,
  };
}

describe('what the public sees', () => {
  it('no draft, item in review, unpublished or expired item, nor one scheduled ahead, anywhere', async () => {
    const view = await publicView();
    expect(view.listed).not.toMatch(HIDDEN);
    expect(view.listed).not.toContain('Agendada para daqui a pouco');
    expect(view.count).toBe(64);
    expect(view.newestNeighbour).toBeNull();
    for (const id of [101, 102, 103, 104, 105]) {
      expect((await app.inject({ method: 'GET', url: `/api/noticia/${id}` })).statusCode, `id ${id}`).toBe(404);
    }
  });

  it('a scheduled item appears at its time in lists, detail, neighbours and counts, although the answers were cached', async () => {
    // Cached now, before the time.
    expect((await app.inject({ method: 'GET', url: '/api/noticia/105' })).statusCode).toBe(404);
    expect((await publicView()).count).toBe(64);
    await new Promise((r) => setTimeout(r, Math.max(0, agora + 4000 - Date.now()) + 300));
    const view = await publicView();
    expect(view.listed).toContain('Agendada para daqui a pouco');
    expect(view.listed).not.toMatch(HIDDEN);
    expect(view.count).toBe(65);
    expect(view.newestNeighbour).toEqual({ id: 105, title: 'Agendada para daqui a pouco' });
    expect((await app.inject({ method: 'GET', url: '/api/noticia/105' })).statusCode).toBe(200);
  });

  it('an item given an unpublish time leaves at that time', async () => {
    await db.database.db
      .update(tables.noticias)
      .set({ despublicarEm: new Date(Date.now() + 1500) })
      .where(eq(tables.noticias.id, 105));
    // The change is announced like a back-office save, so the timer re-arms for the new moment.
    await notifyContentChange(db.database.db);
    await new Promise((r) => setTimeout(r, 300));
    expect((await app.inject({ method: 'GET', url: '/api/noticia/105' })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1700));
    expect((await app.inject({ method: 'GET', url: '/api/noticia/105' })).statusCode).toBe(404);
    expect((await publicView()).count).toBe(64);
  });
});
