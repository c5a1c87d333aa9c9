/**
 * Issue 13, part 1 (b): the migration against a fixture server (node:http, real sockets) that
 * answers as the current site does — Sequelize rows (createdAt/updatedAt, ids as strings), dates
 * without a zone or in dd/mm/yyyy, HTML with inline styles, <font> and <script>, images that 404,
 * a slow call that times out and is retried, a call that fails twice (500, then a reset
 * connection) and then answers — plus hostile answers: a file name that climbs out of its folder,
 * a redirect to file:, an answer larger than the limit, a javascript: link. The report's entries
 * and the bundle's content are checked, and the bundle imports (readBundle, then importBundle).
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle, readBundle, tables } from '../src/index.ts';
import { MigrationError, migrateSite } from '../src/migracao/migrate.ts';
import { parseDate, safeFileName } from '../src/migracao/normalize.ts';
import { formatBytes, formatReport, type MigrationReport, Progress } from '../src/migracao/report.ts';

const stamps = { createdAt: '2021-03-05T13:00:00.000Z', updatedAt: '2022-01-01T00:00:00.000Z' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let server: http.Server;
let base = '';
let work = '';
let jpeg: Buffer;
let png: Buffer;
const hits = new Map<string, number>();
/** Requests open at once on the fixture, and the most seen: the concurrency limit, from the server's side. */
let inflight = 0;
let maxInflight = 0;
/** The fixture's routes: path → handler; a path not here answers 404. */
const routes = new Map<string, (res: http.ServerResponse, hit: number) => void>();

const json = (data: unknown) => (res: http.ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(data));
};
const bytes = (data: Buffer, type: string) => (res: http.ServerResponse) => {
  res.writeHead(200, { 'content-type': type });
  res.end(data);
};

function news(id: number | string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    title: `Notícia ${id}`,
    sub_title: null,
    data_criacao: '2024-05-01T10:00:00-03:00',
    data_publicao: '2024-05-02T10:00:00-03:00',
    regioesNoticias: [],
    materia: [],
    escritor: null,
    banner_image: null,
    destaque_image: null,
    ...stamps,
    ...extra,
  };
}

function fixtureRoutes() {
  const n1 = news('1', {
    title: 'Vacinação nas regionais  ',
    data_publicao: '2021-03-05 10:00:00',
    data_criacao: '05/03/2021 09:30',
    escritor: { nome: 'Redação ', ...stamps },
    regioesNoticias: [{ id: '1', nome: 'Norte', ...stamps }],
    materia: [
      { tipo: 'image', value: 'principal.jpg', ...stamps },
      { tipo: 'texto', value: 'notice_../../../evil.jpg' },
    ],
    banner_image: 'banner 1.jpg',
    conteudo:
      '<p style="color:red"><font color="red" face="Arial">Texto antigo</font></p>' +
      `<img src="${base}/image/corpo.jpg" style="width:100px" alt="Corpo">` +
      '<img src="/image/redirecionada.jpg" alt="Fora">' +
      '<img src="/image/enorme.jpg" alt="Grande">' +
      '<script>alert(1)</script><a href="javascript:alert(1)">x</a>',
  });
  const n2 = news(2, { destaque_image: 'sumiu.jpg', conteudo: '<p>Segunda</p>' });
  const n3 = news(3, { data_publicao: 'ontem', conteudo: '<p>Terceira</p>' });
  const summaries = [n1, n2, n3, news(4), news(5)].map(({ conteudo: _c, ...s }) => s);
  const detail = (n: Record<string, unknown>) => json({ data: { response: n, seguinte: null, anterior: null } });
  const region = (id: number | string, nome: string, municipios: unknown[], extra: Record<string, unknown> = {}) => ({
    id,
    nome,
    apoiadores: [],
    PresidenteRegional: [],
    municipios,
    ...stamps,
    ...extra,
  });
  const r1 = region('1', 'Norte ', [{ id: '10', nome: 'Abaeté', ...stamps }], {
    PresidenteRegional: [{ nome: 'Ana Souza  ', telefone: null, email: 'ana@exemplo.org', ...stamps }],
    apoiadores: [{ nome: 'Bruno Lima', telefone: '(31) 3333-0000', email: null }],
  });
  const r2 = region(2, 'Norte', [
    { id: 11, nome: 'Abaeté' },
    { id: 12, nome: 'Araxá' },
  ]);
  const r3 = region(3, 'Sul', [{ id: 13, nome: 'Varginha' }]);

  routes.clear();
  routes.set('/api/logos/ativa', json({ id: '7', imagem: 'logo.png', ...stamps }));
  routes.set('/image/logo/logo.png', bytes(png, 'image/png'));
  routes.set('/api/regioes', json([r1, r2, r3].map(({ id, nome }) => ({ id, nome, ...stamps }))));
  routes.set('/api/regioes/1', json(r1));
  routes.set('/api/regioes/2', json(r2));
  // Fails twice (a 500, then a reset connection), then answers.
  routes.set('/api/regioes/3', (res, hit) => {
    if (hit === 1) {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<h1>Internal Server Error</h1>');
    } else if (hit === 2) res.socket?.destroy();
    else json(r3)(res);
  });
  routes.set('/api/municipios/regiao/1', json(r1.municipios));
  routes.set('/api/municipios/regiao/2', json(r2.municipios));
  routes.set('/api/municipios/regiao/3', json(r3.municipios));
  routes.set('/api/noticia/regiao/1', json([summaries[1]]));
  routes.set('/api/noticia/regiao/2', json([]));
  routes.set('/api/noticia/regiao/3', json([]));
  routes.set('/api/noticia', json(summaries));
  routes.set('/api/noticia/page/1', json({ notices: { rows: summaries, count: summaries.length } }));
  routes.set('/api/noticia/Get/banner', json([summaries[0]]));
  routes.set('/api/noticia/Get/destque', json([summaries[1]]));
  routes.set('/api/noticia/1', detail(n1));
  // Slow once: the first attempt times out, the retry answers.
  routes.set('/api/noticia/2', (res, hit) => {
    if (hit === 1) setTimeout(() => !res.destroyed && detail(n2)(res), 1500);
    else detail(n2)(res);
  });
  routes.set('/api/noticia/3', detail(n3));
  // A detail past the limit (4 MB): refused from its Content-Length, before a byte of it is read.
  routes.set('/api/noticia/5', (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(5 * 1024 * 1024) });
    res.end();
  });
  routes.set(
    '/api/equipe',
    json({
      'Assessoria Tecnica': [{ nome: 'Carla Dias ', email: null, ...stamps }],
      Assessoria_Tecnica: [{ nome: 'Davi Rocha', email: 'davi@exemplo.org' }],
      Secretaria: [{ nome: 'Elis Prado', email: 'não tem' }],
    }),
  );
  routes.set('/api/diretoria', json({ Presidente: [{ nome: 'Fábio Melo', sms: null, ...stamps }], Tesoureiro: [] }));
  routes.set(
    '/api/apoiadoresRegionais',
    json([
      { nome: 'Bruno Lima', email: null, ApoiadorRegional: { Regional: { nome: 'Norte' } } },
      { nome: 'Gil Reis', email: 'gil@exemplo.org', ApoiadorRegional: { Regional: { nome: 'Sul' } } },
    ]),
  );
  routes.set(
    '/api/juridico/notas',
    json([
      { date: '2024-01-02', desc: 'Nota com PDF', link: '/arquivo/nota%201.pdf', ...stamps },
      { date: 1700000000, desc: 'Nota maliciosa', link: 'javascript:alert(1)' },
      { date: '2023-01-01T10:00:00-03:00', desc: 'Nota externa ', link: 'https://externo.example/nota.pdf' },
    ]),
  );
  for (const s of ['pareceres', 'orientacoes', 'informes', 'recomendacao']) routes.set(`/api/juridico/${s}`, json([]));
  routes.set('/arquivo/nota 1.pdf', bytes(PDF, 'application/pdf'));
  routes.set('/api/publicacoes/', (res) => {
    res.writeHead(301, { location: '/api/publicacoes' });
    res.end();
  });
  routes.set('/api/publicacoes', json([{ title: 'Guia do gestor', link: 'uploads/guia.pdf', last_update: '10/02/2025' }]));
  routes.set('/uploads/guia.pdf', bytes(Buffer.from('<html>não é PDF</html>'), 'text/html'));
  routes.set('/image/principal.jpg', bytes(jpeg, 'image/jpeg'));
  routes.set('/image/corpo.jpg', bytes(jpeg, 'image/jpeg'));
  routes.set('/image/banner 1.jpg', bytes(png, 'image/png'));
  routes.set('/image/notice_../../../evil.jpg', bytes(jpeg, 'image/jpeg'));
  routes.set('/image/redirecionada.jpg', (res) => {
    res.writeHead(302, { location: 'file:///etc/passwd' });
    res.end();
  });
  routes.set('/image/enorme.jpg', (res) => {
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(64 * 1024 * 1024) });
    res.end();
  });
}

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 30, height: 30, channels: 4, background: '#cc3300' } })
    .png()
    .toBuffer();
  server = http.createServer((req, res) => {
    inflight++;
    maxInflight = Math.max(maxInflight, inflight);
    res.once('close', () => {
      inflight--;
    });
    let p = (req.url ?? '/').split('?')[0] as string;
    try {
      p = decodeURIComponent(p);
    } catch {
      // keep it raw
    }
    const hit = (hits.get(p) ?? 0) + 1;
    hits.set(p, hit);
    const route = routes.get(p);
    // Every answer takes 20 ms, as a real server's would: requests overlap, so the limit shows.
    setTimeout(() => {
      if (res.destroyed) return;
      if (route) route(res, hit);
      else {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end('{"statusCode":404,"error":"Not Found","message":"não encontrado"}');
      }
    }, 20);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'cosems-migracao-'));
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  if (work) await fs.rm(work, { recursive: true, force: true });
});

const readJson = async <T>(dir: string, file: string) => JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as T;
const entry = (r: MigrationReport, tipo: string, id: string) => r.itens.find((i) => i.tipo === tipo && i.id === id);
const options = { timeoutMs: 600, backoffMs: 20, retries: 3, concurrency: 3 };

describe('migration from a site answering in the current site’s ways', () => {
  let t: TestDatabase;
  let report: MigrationReport;
  let target: string;

  beforeAll(async () => {
    fixtureRoutes();
    hits.clear();
    maxInflight = 0;
    target = path.join(work, 'pacote');
    report = await migrateSite({ source: base, target, ...options });
    t = await createTestDatabase({ empty: true });
  });
  afterAll(() => t?.close());

  it('writes a bundle that the import accepts, and nothing beside it but the bundle', async () => {
    expect(report.concluida).toBe(true);
    expect((await fs.readdir(work)).sort()).toEqual(['pacote']);
    const bundle = await readBundle(target);
    await importBundle(t.database.db, bundle);
    const rows = await t.database.db.select({ id: tables.noticias.id, title: tables.noticias.title }).from(tables.noticias);
    expect(rows.sort((a, b) => a.id - b.id)).toEqual([
      { id: 1, title: 'Vacinação nas regionais' },
      { id: 2, title: 'Notícia 2' },
    ]);
  });

  it('reports the size of the bundle it wrote, counted on disk', async () => {
    let arquivos = 0;
    let bytes = 0;
    for (const e of await fs.readdir(target, { withFileTypes: true, recursive: true })) {
      if (!e.isFile()) continue;
      arquivos++;
      bytes += (await fs.stat(path.join(e.parentPath, e.name))).size;
    }
    expect(arquivos).toBeGreaterThan(5);
    expect(report.pacote).toEqual({ arquivos, bytes });
    expect(formatReport(report, 'r.json')).toContain(`Pacote: ${arquivos} arquivos, ${formatBytes(bytes)}`);
    expect(formatReport(report, 'r.json')).toMatch(/ \d+ requisições, 3 novas tentativas, \d+,\d s$/m);
  });

  it('never has more requests open at once than the limit', () => {
    expect(maxInflight).toBe(options.concurrency);
  });

  it('retries the slow call and the one that failed twice, and says so', () => {
    expect(hits.get('/api/noticia/2')).toBe(2);
    expect(hits.get('/api/regioes/3')).toBe(3);
    expect(report.novas_tentativas).toBe(3);
    expect(entry(report, 'regiao', '3')?.situacao).toBe('migrado');
    expect(entry(report, 'noticia', '2')?.situacao).toBe('corrigido');
  });

  it('sanitises the HTML, converts the dates, trims the spaces and keeps ids and file names', async () => {
    const noticias = await readJson<Record<string, unknown>[]>(target, 'noticias.json');
    const n1 = noticias.find((n) => n.id === 1) as Record<string, string>;
    expect(n1.conteudo).not.toMatch(/style=|<font|<script|javascript:/);
    expect(n1.conteudo).toContain('<p>Texto antigo</p>');
    // The absolute address of the source's image becomes this site's path; the missing ones Default.jpg.
    expect(n1.conteudo).toContain('<img src="/image/corpo.jpg" alt="Corpo" />');
    expect(n1.conteudo).toContain('<img src="/image/Default.jpg" alt="Fora" />');
    expect(n1.conteudo).toContain('<img src="/image/Default.jpg" alt="Grande" />');
    expect(n1.data_publicao).toBe('2021-03-05T10:00:00-03:00');
    expect(n1.data_criacao).toBe('2021-03-05T09:30:00-03:00');
    expect(n1.escritor).toBe('Redação');
    expect(n1.regioes).toEqual([1]);
    expect(n1.banner_image).toBe('banner-1.jpg');
    expect(n1.materia).toEqual([
      { tipo: 'image', value: 'principal.jpg' },
      { tipo: 'texto', value: 'notice_-evil.jpg' },
    ]);
    const fixes = entry(report, 'noticia', '1')?.correcoes ?? [];
    expect(fixes).toEqual(
      expect.arrayContaining([
        'title: espaços nas pontas removidos',
        'data_publicao: data "2021-03-05 10:00:00" convertida para 2021-03-05T10:00:00-03:00 (hora de Brasília)',
        'data_criacao: data "05/03/2021 09:30" convertida para 2021-03-05T09:30:00-03:00 (hora de Brasília)',
        'conteudo: HTML sanitizado (estilos, <font>, scripts e atributos fora da lista removidos)',
        'banner_image: imagem "banner 1.jpg" renomeada para "banner-1.jpg"',
        'conteudo: imagem "redirecionada.jpg" não encontrada na origem: trocada por Default.jpg',
      ]),
    );
    // News 2 is tagged by the region's list only; its missing highlight image becomes Default.jpg.
    const n2 = noticias.find((n) => n.id === 2) as Record<string, unknown>;
    expect(n2.regioes).toEqual([1]);
    expect(n2.destaque_image).toBe('Default.jpg');
    expect(entry(report, 'noticia', '2')?.correcoes).toContain(
      'destaque_image: imagem "sumiu.jpg" não encontrada na origem: trocada por Default.jpg',
    );
  });

  it('reports every item not migrated, with why', () => {
    expect(entry(report, 'noticia', '3')).toEqual({
      tipo: 'noticia',
      id: '3',
      situacao: 'nao-migrado',
      motivo: 'data de publicação ilegível: "ontem"',
    });
    expect(entry(report, 'noticia', '4')).toMatchObject({ situacao: 'nao-migrado', motivo: 'a origem respondeu 404 ao detalhe' });
    expect(entry(report, 'imagem', 'sumiu.jpg')).toMatchObject({
      situacao: 'nao-migrado',
      motivo: 'a origem respondeu 404: as referências passam a Default.jpg',
    });
    expect(entry(report, 'imagem', 'redirecionada.jpg')?.motivo).toMatch(
      /^redirecionamento para fora da origem ou para esquema não permitido/,
    );
    expect(entry(report, 'imagem', 'enorme.jpg')?.motivo).toMatch(/^resposta maior que o limite/);
    expect(entry(report, 'municipio', '11')).toMatchObject({
      situacao: 'nao-migrado',
      motivo: expect.stringContaining('já está na regional 1'),
    });
    expect(entry(report, 'documento-juridico', 'notas/2')).toMatchObject({
      situacao: 'nao-migrado',
      motivo: expect.stringContaining('javascript:'),
    });
    expect(entry(report, 'documento', '/uploads/guia.pdf')?.motivo).toMatch(/^não é um PDF/);
    expect(entry(report, 'presidente', '/api/presidentes')?.situacao).toBe('nao-migrado');
    expect(entry(report, 'noticia', '5')?.motivo).toMatch(/^detalhe não lido: resposta maior que o limite de 4194304 bytes/);
    expect(report.contagem.noticia).toEqual({ migrado: 0, corrigido: 2, 'nao-migrado': 3 });
  });

  it('keeps hostile file names inside the bundle, and falls back to the product’s Default.jpg and statute', async () => {
    const images = (await fs.readdir(path.join(target, 'images'))).sort();
    expect(images).toEqual(['Default.jpg', 'banner-1.jpg', 'corpo.jpg', 'logo.png', 'notice_-evil.jpg', 'principal.jpg']);
    expect(await fs.readdir(path.join(target, 'arquivos'))).toEqual(expect.arrayContaining(['estatuto.pdf', 'nota-1.pdf']));
    await expect(fs.stat(path.join(work, 'evil.jpg'))).rejects.toThrow();
    await expect(fs.stat(path.join(path.dirname(work), 'evil.jpg'))).rejects.toThrow();
    expect(entry(report, 'imagem', 'Default.jpg')?.correcoes).toEqual(['a origem não tem Default.jpg: usada a imagem padrão do produto']);
    expect(entry(report, 'documento', '/arquivo/estatuto.pdf')?.correcoes?.[0]).toMatch(/usado o estatuto de exemplo do produto/);
  });

  it('fixes duplicate names, Sequelize nulls and the legal documents’ links and dates', async () => {
    const regioes = await readJson<
      { id: number; nome: string; presidente: unknown; apoiadores: { nome: string }[]; municipios: unknown[] }[]
    >(target, 'regioes.json');
    expect(regioes.map((r) => [r.id, r.nome])).toEqual([
      [1, 'Norte'],
      [2, 'Norte (2)'],
      [3, 'Sul'],
    ]);
    expect(regioes[0]?.presidente).toEqual({ nome: 'Ana Souza', telefone: null, email: 'ana@exemplo.org' });
    expect(regioes[1]?.municipios).toEqual([{ id: 12, nome: 'Araxá' }]);
    expect(regioes[2]?.apoiadores.map((p) => p.nome)).toEqual(['Gil Reis']);
    expect(await readJson(target, 'equipe.json')).toEqual([
      {
        grupo: 'Assessoria_Tecnica',
        membros: [
          { nome: 'Carla Dias', email: '' },
          { nome: 'Davi Rocha', email: 'davi@exemplo.org' },
        ],
      },
      { grupo: 'Secretaria', membros: [{ nome: 'Elis Prado', email: 'não tem' }] },
    ]);
    expect(await readJson(target, 'diretoria.json')).toEqual([
      { cargo: 'Presidente', membros: [{ nome: 'Fábio Melo', sms: '' }] },
      { cargo: 'Tesoureiro', membros: [] },
    ]);
    expect(await readJson(target, 'juridico.json')).toEqual([
      { secao: 'notas', date: '2023-01-01T10:00:00-03:00', desc: 'Nota externa', link: 'https://externo.example/nota.pdf' },
      { secao: 'notas', date: '2024-01-02T00:00:00-03:00', desc: 'Nota com PDF', link: '/arquivo/nota-1.pdf' },
    ]);
    expect(await readJson(target, 'publicacoes.json')).toEqual([
      { title: 'Guia do gestor', link: `${base}/uploads/guia.pdf`, last_update: '2025-02-10T00:00:00-03:00' },
    ]);
    expect(await readJson(target, 'logos.json')).toEqual([{ id: 7, imagem: 'logo.png', ativa: true }]);
    // Nothing of the external host was requested.
    expect([...hits.keys()].filter((p) => p.includes('externo'))).toEqual([]);
  });
});

describe('a migration that cannot finish', () => {
  it('leaves no bundle and no temporary folder when an essential call keeps failing; the report says why', async () => {
    fixtureRoutes();
    routes.set('/api/noticia', (res) => {
      res.writeHead(503);
      res.end();
    });
    const target = path.join(work, 'falhou');
    const err = await migrateSite({ source: base, target, ...options, retries: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationError);
    const r = (err as MigrationError).report;
    expect(r.concluida).toBe(false);
    expect(r.erro).toBe('/api/noticia: a origem respondeu 503');
    expect((await fs.readdir(work)).filter((n) => n.includes('falhou'))).toEqual([]);
  });

  it('stops at Ctrl+C (the abort signal) and removes what it had written', async () => {
    fixtureRoutes();
    routes.set('/api/noticia', () => {
      // never answers
    });
    const controller = new AbortController();
    const target = path.join(work, 'interrompida');
    const run = migrateSite({ source: base, target, ...options, timeoutMs: 30_000, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('interrompida')), 200);
    const err = await run.catch((e: unknown) => e);
    expect((err as MigrationError).report.erro).toBe('interrompida');
    expect((await fs.readdir(work)).filter((n) => n.includes('interrompida'))).toEqual([]);
  });

  it('refuses a folder that already has files, and a source that is not http(s), before any request', async () => {
    const full = path.join(work, 'cheia');
    await fs.mkdir(full);
    await fs.writeFile(path.join(full, 'x.txt'), 'x');
    await expect(migrateSite({ source: base, target: full })).rejects.toThrow(/já existe e não está vazia/);
    await expect(migrateSite({ source: 'file:///etc', target: path.join(work, 'nao') })).rejects.toThrow(/http ou https/);
    await expect(migrateSite({ source: base.replace('//', '//eu:segredo@'), target: path.join(work, 'nao') })).rejects.toThrow(
      /usuário e senha/,
    );
    expect(await fs.readdir(work)).not.toContain('nao');
    await fs.rm(full, { recursive: true });
  });
});

describe('the repairs', () => {
  it('reads dates in the forms old sites send, and refuses the impossible ones', () => {
    expect(parseDate('2024-03-14T10:00:00-03:00', 'd')).toEqual({ value: '2024-03-14T10:00:00-03:00' });
    expect(parseDate('2024-03-14T13:00:00.000Z', 'd')?.value).toBe('2024-03-14T13:00:00.000Z');
    expect(parseDate('2024-03-14 10:00:00', 'd')?.value).toBe('2024-03-14T10:00:00-03:00');
    expect(parseDate('2024-03-14 10:00:00+0000', 'd')?.value).toBe('2024-03-14T10:00:00+00:00');
    expect(parseDate('2024-03-14', 'd')?.value).toBe('2024-03-14T00:00:00-03:00');
    expect(parseDate('14/03/2024', 'd')?.value).toBe('2024-03-14T00:00:00-03:00');
    expect(parseDate('4/3/2024 8:05', 'd')?.value).toBe('2024-03-04T08:05:00-03:00');
    expect(parseDate(1700000000, 'd')?.value).toBe('2023-11-14T22:13:20.000Z');
    expect(parseDate(1700000000000, 'd')?.value).toBe('2023-11-14T22:13:20.000Z');
    for (const bad of ['31/02/2024', 'ontem', '', null, '2024-13-01', '99/99/9999', {}])
      expect(parseDate(bad, 'd'), String(bad)).toBeNull();
  });

  it('makes file names safe: no path, no odd characters, no two sources in one file', () => {
    const taken = new Set<string>();
    expect(safeFileName('foto.jpg', taken)).toBe('foto.jpg');
    expect(safeFileName('Foto.JPG', taken)).toBe('Foto-2.JPG');
    expect(safeFileName('../../etc/passwd', taken)).toBe('etc-passwd');
    expect(safeFileName('..%2F..%2Fsegredo.png', taken)).toBe('segredo.png');
    expect(safeFileName('C:\\fotos\\reunião de março (1).jpg', taken)).toBe('C-fotos-reuniao-de-marco-1.jpg');
    expect(safeFileName('notice_../../x.jpg', taken)).toBe('notice_-x.jpg');
    expect(safeFileName('.htaccess', taken)).toBe('htaccess');
    expect(safeFileName('\u0000/..', taken)).toBeNull();
    expect(safeFileName(`${'a'.repeat(300)}.jpg`, taken)?.length).toBeLessThanOrEqual(121);
  });
});

describe('the report', () => {
  it('writes sizes as a person reads them, with a decimal comma', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(5 * 1024 ** 2 + 300 * 1024)).toBe('5,3 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3,0 GB');
  });
});

describe('progress', () => {
  const sink = (isTTY: boolean, columns = 100) => {
    const out: string[] = [];
    return { out, stream: { isTTY, columns, write: (s: string) => out.push(s) } };
  };

  it('draws a bar in place on a terminal', () => {
    const { out, stream } = sink(true);
    const p = new Progress(stream);
    p.start('Baixando as imagens', 4);
    for (let i = 0; i < 4; i++) p.tick();
    p.finishLine();
    expect(out.every((s) => s.startsWith('\r') || s === '\n')).toBe(true);
    expect(out.at(-2)).toContain('[##############################] 4/4');
    expect(out.at(-1)).toBe('\n');
  });

  it('draws the whole bar on a terminal that does not know its width (0 columns)', () => {
    const { out, stream } = sink(true, 0);
    const p = new Progress(stream);
    p.start('Lendo as listas', 27);
    p.tick(27);
    expect(out.at(-1)).toBe(`\rLendo as listas${' '.repeat(13)} [${'#'.repeat(30)}] 27/27\x1b[K`);
  });

  it('cuts the line at the terminal’s width', () => {
    const { out, stream } = sink(true, 40);
    const p = new Progress(stream);
    p.start('Lendo as listas', 27);
    expect(out.at(-1)).toBe(`\rLendo as listas${' '.repeat(13)} [.........\x1b[K`);
  });

  it('writes plain lines elsewhere: the phase, then every quarter', () => {
    const { out, stream } = sink(false);
    const p = new Progress(stream);
    p.start('Lendo as notícias', 8);
    for (let i = 0; i < 8; i++) p.tick();
    p.finishLine();
    expect(out).toEqual([
      'Lendo as notícias: 8 itens\n',
      'Lendo as notícias: 2 de 8\n',
      'Lendo as notícias: 4 de 8\n',
      'Lendo as notícias: 6 de 8\n',
      'Lendo as notícias: 8 de 8\n',
    ]);
  });
});
