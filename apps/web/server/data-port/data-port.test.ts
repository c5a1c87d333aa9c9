/**
 * One contract for both implementations of the site's data port: over the API's repositories in
 * this process, and over HTTP to a real API listening on a loopback port, on the demo content and
 * on either engine (PGlite, PostgreSQL). Every read the site makes, with valid, unknown and
 * malformed ids and pages in and out of range, must give the same answer (or fail with the same
 * status) both ways, first bare (what the HTTP API answers, envelopes removed) and then with the
 * site's policies on top (what the loaders see).
 */
import { createApi, createInProcessDataPort } from '@cosems/api';
import {
  type FiltroDeDeliberacoes,
  BLOCOS_PADRAO,
  CHAVES_BLOCOS,
  DataPortError,
  type FiltroDeEventos,
  PAGE_SIZE,
  SECOES_JURIDICO,
  type SecaoJuridico,
  type SiteDataPort,
} from '@cosems/contracts';
import { sanitizeNewsHtml } from '@cosems/db/sanitize';
import { createBodyImageAttributes } from '../../app/lib/images.ts';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '@cosems/db';
import { eq } from 'drizzle-orm';
import { createHttpDataPort } from './http-data-port.ts';
import { withReadCache } from './read-cache.ts';
import { withSitePolicies } from './site-policies.ts';

/** PostgreSQL integers stop here (apps/api/src/routes/common.ts): beyond it an id is unknown, not malformed. */
const MAX_ID = 2147483647;
const MAX_PAGE = 1_000_000;

let db: TestDatabase;
let app: FastifyInstance;
let apiUrl: string;
let bare: Record<'in-process' | 'http', SiteDataPort>;
/** Facts of the demo content the cases below use. */
const demo = { noticiaId: 0, regiaoId: 0, noticias: 0, lastPage: 1 };

beforeAll(async () => {
  db = await createTestDatabase();
  // Events of this file's own, whatever the demo has: timed and all-day, past, cancelled, a draft.
  const [primeira] = await db.database.db.select({ id: tables.regioes.id }).from(tables.regioes).limit(1);
  const agora = Date.now();
  await db.database.db.insert(tables.eventos).values([
    {
      id: 9801,
      titulo: 'CIB',
      tipo: 'cib',
      inicio: new Date(agora + 86_400_000),
      regioes: [primeira?.id ?? 1],
      anexos: ['cartilha-regionalizacao.pdf'],
      descricao: '<p>Pauta<script>alert(1)</script></p>',
    },
    { id: 9802, titulo: 'Mostra', tipo: 'congresso', inicio: new Date(agora + 3 * 86_400_000), diaInteiro: true, estado: 'cancelado' },
    { id: 9803, titulo: 'Passado', tipo: 'webinar', inicio: new Date(agora - 3 * 86_400_000), linkOnline: 'https://exemplo.org.br' },
    { id: 9804, titulo: 'Rascunho', tipo: 'webinar', inicio: new Date(agora + 86_400_000), estado: 'rascunho' },
  ]);
  app = await createApi({
    database: db.database,
    config: { corsOrigins: [], logLevel: 'silent', apiCacheSeconds: 0, trustProxy: false, rateLimitMax: 0, rateLimitWindowSeconds: 60 },
    logger: false,
  });
  apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  bare = {
    'in-process': createInProcessDataPort(app.repositories),
    http: createHttpDataPort({ apiUrl, internalToken: app.internalToken }),
  };
  const todas = await app.repositories.noticias.all();
  const regioes = await app.repositories.institucional.regioes();
  demo.noticiaId = todas[Math.floor(todas.length / 2)]?.id ?? 0;
  demo.regiaoId = regioes[0]?.id ?? 0;
  demo.noticias = todas.length;
  demo.lastPage = Math.ceil(todas.length / PAGE_SIZE);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
});

type Outcome = { value: unknown } | { status: number };
async function outcome(read: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { value: await read() };
  } catch (e) {
    if (e instanceof DataPortError) return { status: e.status };
    throw e;
  }
}

/** Every read the site makes, by name, with the arguments that matter at the edges. */
function cases(): [string, (port: SiteDataPort) => Promise<unknown>][] {
  const { noticiaId, regiaoId, lastPage } = demo;
  return [
    ['getLogoAtiva()', (p) => p.getLogoAtiva()],
    ['getSiteInfo()', (p) => p.getSiteInfo()],
    ['listParceiros()', (p) => p.listParceiros()],
    ['listLinksUteis()', (p) => p.listLinksUteis()],
    ['listBanner()', (p) => p.listBanner()],
    ['listDestaques()', (p) => p.listDestaques()],
    ['listNoticias()', (p) => p.listNoticias()],
    ...[1, 12, 20, 13, 100].map(
      (n) =>
        [`listNoticiasRecentes(${n})`, (p: SiteDataPort) => p.listNoticiasRecentes(n)] as [string, (p: SiteDataPort) => Promise<unknown>],
    ),
    ['listNoticiasSitemap()', (p) => p.listNoticiasSitemap()],
    ['listNoticiasSitemap(0, 5)', (p) => p.listNoticiasSitemap(0, 5)],
    ['listNoticiasSitemap(60, 10)', (p) => p.listNoticiasSitemap(60, 10)],
    ['listNoticiasSitemap(1000, 10)', (p) => p.listNoticiasSitemap(1000, 10)],
    ['countNoticias()', (p) => p.countNoticias()],
    ...[1, 2, lastPage, lastPage + 1, MAX_PAGE, MAX_PAGE + 1, 0, -1, 1.5].map(
      (page) =>
        [`listNoticiasPage(${page})`, (p: SiteDataPort) => p.listNoticiasPage(page)] as [string, (p: SiteDataPort) => Promise<unknown>],
    ),
    ...[noticiaId, 999_999, MAX_ID, MAX_ID + 1, 1e21, 0, -3, 1.5, Number.NaN].map(
      (id) => [`getNoticia(${id})`, (p: SiteDataPort) => p.getNoticia(id)] as [string, (p: SiteDataPort) => Promise<unknown>],
    ),
    ...(
      [
        ['saúde', 1],
        ['saude municipios', 2],
        ['saúde', 9_999],
        ['saúde', MAX_PAGE + 1],
        ['saúde', 0],
        ['regionalizacao', 1],
        ['vacinaçao', 1],
        ['xqzwv', 1],
        ['', 1],
        ['a/b?c&d=e#f%', 1],
        ['x'.repeat(10_001), 1],
      ] as const
    ).map(
      ([text, page]) =>
        [`searchNoticias(${text.slice(0, 20)}, ${page})`, (p: SiteDataPort) => p.searchNoticias(text, page)] as [
          string,
          (p: SiteDataPort) => Promise<unknown>,
        ],
    ),
    ['listRegioes()', (p) => p.listRegioes()],
    ...['itabir', 'SAO JOAO DEL', '3106200', 'a', '', 'a/b?c&d=e#f%', 'x'.repeat(201)].map(
      (texto) =>
        [`buscarMunicipios(${texto.slice(0, 20)})`, (p: SiteDataPort) => p.buscarMunicipios(texto)] as [
          string,
          (p: SiteDataPort) => Promise<unknown>,
        ],
    ),
    ...[regiaoId, 999_999, MAX_ID + 1, 0, -1].flatMap(
      (id) =>
        [
          [`getRegiao(${id})`, (p: SiteDataPort) => p.getRegiao(id)],
          [`listNoticiasRegiao(${id})`, (p: SiteDataPort) => p.listNoticiasRegiao(id)],
        ] as [string, (p: SiteDataPort) => Promise<unknown>][],
    ),
    ['listApoiadores()', (p) => p.listApoiadores()],
    ['getEquipe()', (p) => p.getEquipe()],
    ['getDiretoria()', (p) => p.getDiretoria()],
    ...[...SECOES_JURIDICO, 'inexistente' as SecaoJuridico].map(
      (secao) =>
        [`listDocumentosJuridicos(${secao})`, (p: SiteDataPort) => p.listDocumentosJuridicos(secao)] as [
          string,
          (p: SiteDataPort) => Promise<unknown>,
        ],
    ),
    ['listPublicacoes()', (p) => p.listPublicacoes()],
    ['listPresidentes()', (p) => p.listPresidentes()],
    ['listFocosImagens()', (p) => p.listFocosImagens()],
    ...CHAVES_BLOCOS.map((c): [string, (port: SiteDataPort) => Promise<unknown>] => [`getBloco('${c}')`, (p) => p.getBloco(c)]),
    ...(
      [
        {},
        { periodo: 'passados' },
        { regiao: regiaoId, tipo: 'cib' },
        { regiao: 999_999 },
        { regiao: 0 },
        { page: 2 },
        { page: MAX_PAGE + 1 },
        { tipo: 'festa' },
        { periodo: 'ontem' },
      ] as FiltroDeEventos[]
    ).map((f): [string, (port: SiteDataPort) => Promise<unknown>] => [`listEventos(${JSON.stringify(f)})`, (p) => p.listEventos(f)]),
    ...[9801, 9802, 9803, 9804, 999_999, MAX_ID + 1, 0, -1].map((id): [string, (port: SiteDataPort) => Promise<unknown>] => [
      `getEvento(${id})`,
      (p) => p.getEvento(id),
    ]),
    // The CIB-SUS/MG's deliberations (issue 30): search, filters, pages, refused values, one and a missing one.
    ...(
      [
        {},
        { q: 'vacinacao' },
        { q: 'financiamento', ano: 2026 },
        { tema: 'atencao-primaria' as const },
        { page: 2 },
        { page: 999 },
        { page: 0 },
        { ano: 1989 },
        { tema: 'nenhum' as never },
        { q: 'x'.repeat(10_001) },
      ] as FiltroDeDeliberacoes[]
    ).map((f): [string, (port: SiteDataPort) => Promise<unknown>] => [
      `listDeliberacoes(${JSON.stringify(f).slice(0, 40)})`,
      (p) => p.listDeliberacoes(f),
    ]),
    ...[1, 999_999, MAX_ID + 1, 0].map((id): [string, (port: SiteDataPort) => Promise<unknown>] => [
      `getDeliberacao(${id})`,
      (p) => p.getDeliberacao(id),
    ]),
    ['listAgendaSitemap()', (p) => p.listAgendaSitemap()],
  ];
}

describe('data port: in-process and HTTP give the same answers', () => {
  it('every read, bare: what the HTTP API answers', async () => {
    for (const [name, read] of cases()) {
      const [local, remoto] = [await outcome(() => read(bare['in-process'])), await outcome(() => read(bare.http))];
      expect(local, name).toEqual(remoto);
    }
  });

  it('every read, with the site policies: what the loaders see', async () => {
    const [local, remoto] = [withSitePolicies(bare['in-process']), withSitePolicies(bare.http)];
    for (const [name, read] of cases()) expect(await outcome(() => read(local)), name).toEqual(await outcome(() => read(remoto)));
  });

  it('bare answers equal the API bodies, envelopes removed; 404 is null and 400 a DataPortError', async () => {
    const body = async (url: string) => (await app.inject({ method: 'GET', url })).json();
    const port = bare['in-process'];
    expect(await port.getNoticia(demo.noticiaId)).toEqual((await body(`/api/noticia/${demo.noticiaId}`)).data);
    expect(await port.listNoticiasPage(2)).toEqual({ page: 2, ...(await body('/api/noticia/page/2')).notices });
    expect(await port.getRegiao(demo.regiaoId)).toEqual(await body(`/api/regioes/${demo.regiaoId}`));
    expect(await port.searchNoticias('saúde', 1)).toEqual(await body(`/api/busca?q=${encodeURIComponent('saúde')}&page=1`));
    expect(await port.getNoticia(999_999)).toBeNull();
    expect(await port.listNoticiasRegiao(999_999)).toBeNull();
    expect(await port.getBloco('rodape')).toEqual(await body('/api/blocos/rodape'));
    expect(await port.getBloco('institucional')).toEqual(BLOCOS_PADRAO.institucional);
    await expect(port.getNoticia(0)).rejects.toMatchObject({ status: 400 });
    await expect(port.listNoticiasPage(MAX_PAGE + 1)).rejects.toMatchObject({ status: 400 });
    expect(await port.listEventos({ periodo: 'passados' })).toEqual(await body('/api/eventos?periodo=passados'));
    expect(await port.getEvento(9801)).toEqual(await body('/api/eventos/9801'));
    expect(await port.getEvento(9804)).toBeNull();
    expect(await port.listEventos({ regiao: 999_999 })).toBeNull();
    await expect(port.listEventos({ regiao: 0 })).rejects.toMatchObject({ status: 400 });
  });

  it('the site policies: the description of an event sanitised again, a page beyond the last is page 1', async () => {
    for (const port of [withSitePolicies(bare['in-process']), withSitePolicies(bare.http)]) {
      const evento = await port.getEvento(9801);
      expect(evento?.descricao).toBe(sanitizeNewsHtml('<p>Pauta<script>alert(1)</script></p>', createBodyImageAttributes()));
      expect(evento?.descricao).not.toContain('script');
      expect(await port.listEventos({ page: 50 })).toEqual(await port.listEventos({}));
      expect(await port.listEventos({ tipo: 'festa' as never })).toBeNull();
    }
  });

  it('the sitemap lists every public event (cancelled too) and every published deliberation, by id; no draft', async () => {
    const orm = db.database.db;
    const eventos = await orm.select({ id: tables.eventos.id, estado: tables.eventos.estado }).from(tables.eventos);
    const deliberacoes = await orm.select({ id: tables.deliberacoes.id, estado: tables.deliberacoes.estado }).from(tables.deliberacoes);
    const ids = (linhas: { id: number; estado: string }[], publicos: string[]) =>
      linhas
        .filter((l) => publicos.includes(l.estado))
        .map(({ id }) => ({ id }))
        .sort((a, b) => a.id - b.id);
    expect(ids(eventos, ['rascunho']).length).toBeGreaterThan(0);
    for (const port of [bare['in-process'], bare.http]) {
      const agenda = await port.listAgendaSitemap();
      expect(agenda.eventos.map(({ id }) => ({ id }))).toEqual(ids(eventos, ['publicado', 'cancelado']));
      expect(agenda.deliberacoes).toEqual(ids(deliberacoes, ['publicado']));
      expect(agenda.deliberacoes.length).toBeGreaterThan(12);
    }
  });

  it('the feeds and the sitemap read what /api/noticia answers, without the rest of the archive', async () => {
    const todas = (await app.inject({ method: 'GET', url: '/api/noticia' })).json() as { id: number; data_publicao: string }[];
    for (const port of [bare['in-process'], bare.http]) {
      expect(await port.listNoticiasRecentes(20)).toEqual(todas.slice(0, 20));
      expect(await port.listNoticiasRecentes(24)).toEqual(todas.slice(0, 24));
      expect(await port.listNoticiasSitemap()).toEqual(todas.map(({ id, data_publicao }) => ({ id, data_publicao })));
      expect(await port.listNoticiasSitemap(10, 20)).toEqual(todas.slice(10, 30).map(({ id, data_publicao }) => ({ id, data_publicao })));
      expect(await port.countNoticias()).toBe(todas.length);
    }
  });
});

describe.each(['in-process', 'http'] as const)('site policies over the %s port', (name) => {
  const port = () => withSitePolicies(bare[name]);

  it('a malformed or unknown id is not found (null), never an error', async () => {
    for (const id of [0, -3, 1.5, Number.NaN, 999_999, MAX_ID + 1]) {
      expect(await port().getNoticia(id), `getNoticia(${id})`).toBeNull();
      expect(await port().getRegiao(id), `getRegiao(${id})`).toBeNull();
      expect(await port().listNoticiasRegiao(id), `listNoticiasRegiao(${id})`).toBeNull();
    }
  });

  it('a page out of range, or one the API refuses, is page 1', async () => {
    const first = await port().listNoticiasPage(1);
    expect(first.page).toBe(1);
    expect(first.rows).toHaveLength(Math.min(PAGE_SIZE, demo.noticias));
    expect(first.count).toBe(demo.noticias);
    for (const page of [demo.lastPage + 1, MAX_PAGE + 1, 0, -1])
      expect(await port().listNoticiasPage(page), `página ${page}`).toEqual(first);
    const last = await port().listNoticiasPage(demo.lastPage);
    expect(last.page).toBe(demo.lastPage);
    expect(last.rows.length).toBeGreaterThan(0);

    const busca = await port().searchNoticias('saúde', 1);
    expect(busca.count).toBeGreaterThan(0);
    for (const page of [9_999, MAX_PAGE + 1, 0]) expect(await port().searchNoticias('saúde', page), `busca, página ${page}`).toEqual(busca);
  });

  it('a search text the API refuses on page 1 still fails (there is no page to fall back to)', async () => {
    await expect(port().searchNoticias('x'.repeat(10_001), 1)).rejects.toMatchObject({ status: 400 });
  });

  it('news bodies come sanitised, their images with the srcset the page renders', async () => {
    const noticia = await port().getNoticia(demo.noticiaId);
    const raw = await bare[name].getNoticia(demo.noticiaId);
    expect(noticia?.response.conteudo).toBe(sanitizeNewsHtml(raw?.response.conteudo ?? '', createBodyImageAttributes()));
    expect(noticia?.response.conteudo.length).toBeGreaterThan(0);
  });
});

describe('read cache of the in-process port', () => {
  it('keeps answers until the content version changes, and keeps nothing while there is no version', async () => {
    let version: number | null = 1;
    const port = withReadCache(withSitePolicies(bare['in-process']), { version: () => version, maxEntries: 10 });
    const id = demo.noticiaId;
    const before = await port.getNoticia(id);
    const titulo = before?.response.title ?? '';
    await db.database.db.update(tables.noticias).set({ title: 'Título trocado' }).where(eq(tables.noticias.id, id));
    try {
      expect((await port.getNoticia(id))?.response.title, 'mesma versão: a resposta guardada').toBe(titulo);
      version = 2;
      expect((await port.getNoticia(id))?.response.title, 'versão nova: lida de novo').toBe('Título trocado');
      version = null;
      await db.database.db.update(tables.noticias).set({ title: 'Outro título' }).where(eq(tables.noticias.id, id));
      expect((await port.getNoticia(id))?.response.title, 'sem versão: sempre lida').toBe('Outro título');
    } finally {
      await db.database.db.update(tables.noticias).set({ title: titulo }).where(eq(tables.noticias.id, id));
    }
    // A failed read is not kept: the same call fails again, it is not served from memory.
    version = 3;
    await expect(port.searchNoticias('x'.repeat(10_001), 1)).rejects.toMatchObject({ status: 400 });
    await expect(port.searchNoticias('x'.repeat(10_001), 1)).rejects.toMatchObject({ status: 400 });
  });
});

describe('HTTP data port', () => {
  /** A stand-in API on loopback that answers every request with `body` and records the headers. */
  async function fakeApi(status: number, body: unknown, delayMs = 0) {
    const seen: http.IncomingHttpHeaders[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.headers);
      setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)), delayMs);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { url, seen, close: () => new Promise((resolve) => server.closeAllConnections() ?? server.close(resolve)) };
  }

  it('refuses an answer outside the contract, sends the internal token, gives up after the timeout', async () => {
    const wrong = await fakeApi(200, { nome: 'x', demonstracao: 'sim', importado_em: null });
    try {
      const port = createHttpDataPort({ apiUrl: wrong.url, internalToken: 'segredo' });
      await expect(port.getSiteInfo()).rejects.toMatchObject({ status: 502, message: expect.stringContaining('/demonstracao') });
      expect(wrong.seen[0]?.['x-cosems-internal']).toBe('segredo');
    } finally {
      await wrong.close();
    }
    const lenta = await fakeApi(200, [], 2_000);
    try {
      const port = createHttpDataPort({ apiUrl: lenta.url, timeoutMs: 100 });
      await expect(port.listRegioes()).rejects.toMatchObject({ name: 'TimeoutError' });
    } finally {
      await lenta.close();
    }
  });

  it('an API error other than 404 is a DataPortError with its status', async () => {
    const fora = await fakeApi(503, { statusCode: 503, error: 'Service Unavailable', message: 'x' });
    try {
      await expect(createHttpDataPort({ apiUrl: fora.url }).getNoticia(1)).rejects.toMatchObject({ status: 503 });
    } finally {
      await fora.close();
    }
  });
});
