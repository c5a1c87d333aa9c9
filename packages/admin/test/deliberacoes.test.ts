/**
 * The CIB-SUS/MG's deliberations on the save pipeline (issue 30) against the real database
 * (PGlite and PostgreSQL projects): the drafting rule (autores write drafts an editor publishes),
 * number and year unique together, bad input refused (400) naming its field, the PDF stored like
 * the legal documents', the note sanitised, related news and events that exist, the audit entry,
 * and the round trip through a content bundle.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BackOffice, Conteudos } from '@cosems/admin';
import { type ArquivoRecebido, isAcessoNegado, type Papel, type ResultadoDocumento, type SessaoAtual } from '@cosems/contracts';
import { checkBundle, exportBundle, importBundle, tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { makePdf } from '@cosems/test-support/pdf';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const quem = { endereco: '203.0.113.9', agente: 'vitest' };
let t: TestDatabase;
let conteudos: Conteudos;
let autor: SessaoAtual;
let editora: SessaoAtual;
let noticiaId: number;

async function account(office: BackOffice, email: string, papel: Papel): Promise<SessaoAtual> {
  const { id } = await office.createUser({ email, nome: email, papel, senha: 'cavalo correto bateria grampo' });
  return { id: `s${id}`, usuario: { id, nome: email, email, papel }, etapa: 'completa', csrf: 'x' };
}

const base = {
  intent: 'salvar',
  numero: '9.321',
  ano: '2026',
  data: '2026-03-18',
  ementa: 'Aprova o Plano Estadual de Vacinação contra a influenza para 2026.',
  origem: 'link',
  link: 'https://www.saude.mg.gov.br/cib',
  nota: '',
  noticias: '',
  eventos: '',
  estado: 'publicado',
  'tema-vigilancia': 'sim',
};

const salvar = (s: SessaoAtual, campos: Record<string, string>, id: number | null = null, arquivo: ArquivoRecebido | null = null) =>
  conteudos.salvar(s, 'deliberacoes', null, id, campos, arquivo, quem);

async function proibido(fazer: () => Promise<unknown>): Promise<string | null> {
  try {
    await fazer();
    return null;
  } catch (erro) {
    if (isAcessoNegado(erro)) return erro.message;
    throw erro;
  }
}

const idDe = (r: ResultadoDocumento) => {
  if (r.tipo !== 'ok') throw new Error(`não salvou: ${JSON.stringify(r)}`);
  return r.id;
};

beforeAll(async () => {
  // With the demo content: an export needs a site to export (numbers here are outside the demo's 4.xxx–5.xxx).
  t = await createTestDatabase();
  const office = new BackOffice({ db: t.database.db });
  autor = await account(office, 'autor@cosems.example', 'autor');
  editora = await account(office, 'editora@cosems.example', 'editor');
  conteudos = new Conteudos({ db: t.database.db, now: () => new Date('2026-11-20T15:00:00Z') });
  const [n] = await t.database.db
    .insert(tables.noticias)
    .values({
      id: 2_000_000_000,
      title: 'CIB aprova vacinação',
      dataCriacao: new Date(),
      dataPublicao: new Date(),
      conteudo: '<p>x</p>',
      situacao: 'publicada',
    })
    .returning({ id: tables.noticias.id });
  noticiaId = n?.id ?? 0;
});
afterAll(async () => t?.close());

describe('deliberações no salvamento único', () => {
  it('an editor publishes one: number with the thousands dot, themes, note sanitised, audit entry', async () => {
    const id = idDe(
      await salvar(editora, {
        ...base,
        'tema-financiamento': 'sim',
        nota: '<p>Nota <script>alert(1)</script><strong>COSEMS</strong></p>',
        noticias: String(noticiaId),
      }),
    );
    const [linha] = await t.database.db.select().from(tables.deliberacoes).where(eq(tables.deliberacoes.id, id));
    expect(linha).toMatchObject({ numero: 9321, ano: 2026, estado: 'publicado', noticias: [noticiaId] });
    expect(linha?.temas).toEqual(['vigilancia', 'financiamento']);
    expect(linha?.nota).toBe('<p>Nota <strong>COSEMS</strong></p>');
    const item = await conteudos.obter(editora, 'deliberacoes', null, id);
    expect(item).toMatchObject({ data: '2026-03-18', arquivo: null, link: 'https://www.saude.mg.gov.br/cib' });
    const audit = await t.database.db.select().from(tables.auditoria).where(eq(tables.auditoria.acao, 'deliberacao.criar'));
    expect(audit.map((a) => a.objetoId)).toEqual([String(id)]);
  });

  it('number and year are unique together (409 naming the number); another year is fine', async () => {
    const r = await salvar(editora, base);
    expect(r).toMatchObject({ tipo: 'recusado', status: 409, erros: [{ campo: 'numero' }] });
    expect(r.tipo === 'recusado' && r.mensagem).toContain('Deliberação CIB-SUS/MG nº 9.321/2026');
    idDe(await salvar(editora, { ...base, ano: '2025', data: '2025-05-02' }));
  });

  it.each([
    ['numero', { numero: '0' }],
    ['numero', { numero: 'abc' }],
    ['ano', { ano: '1989' }],
    ['ano', { ano: '2101' }],
    ['data', { data: '2026-02-30' }],
    ['ementa', { ementa: '   ' }],
    ['ementa', { ementa: 'a'.repeat(2001) }],
    ['temas', { 'tema-vigilancia': undefined }],
    ['link', { link: 'javascript:alert(1)' }],
    ['noticias', { noticias: 'dez' }],
    ['noticias', { noticias: '999999' }],
    ['eventos', { eventos: '424242' }],
  ] as const)('bad input → 400 naming %s', async (campo, troca) => {
    const campos = Object.fromEntries(Object.entries({ ...base, numero: '9501', ...troca }).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >;
    const r = await salvar(editora, campos);
    expect(r).toMatchObject({ tipo: 'recusado', status: 400, erros: [{ campo }] });
  });

  it('a form outside the schema (unknown state, a theme not "sim") is refused, nothing saved', async () => {
    expect(await salvar(editora, { ...base, numero: '9502', estado: 'arquivado' })).toMatchObject({ tipo: 'recusado', status: 400 });
    expect(await salvar(editora, { ...base, numero: '9502', 'tema-vigilancia': '1' })).toMatchObject({ tipo: 'recusado', status: 400 });
    expect(await t.database.db.select().from(tables.deliberacoes).where(eq(tables.deliberacoes.numero, 9502))).toEqual([]);
  });

  it('an uploaded PDF is stored in the media library, its link /arquivo/…', async () => {
    const pdf = await makePdf(2);
    const id = idDe(
      await salvar(editora, { ...base, numero: '9600', origem: 'arquivo', link: '' }, null, { nomeOriginal: 'delib.pdf', bytes: pdf }),
    );
    const item = await conteudos.obter(editora, 'deliberacoes', null, id);
    expect(item?.link).toMatch(/^\/arquivo\/.+\.pdf$/);
    expect(item?.arquivo).toBe(item?.link.slice('/arquivo/'.length));
    const [arquivo] = await t.database.db
      .select()
      .from(tables.arquivos)
      .where(eq(tables.arquivos.nome, item?.arquivo ?? ''));
    expect(arquivo?.tipo).toBe('documento');
  });

  it('autores draft: a draft saves, publishing or touching a published one is refused (403), an editor publishes it', async () => {
    const id = idDe(await salvar(autor, { ...base, numero: '9700', estado: 'rascunho' }));
    const item = await conteudos.obter(autor, 'deliberacoes', null, id);
    expect(item?.estado).toBe('rascunho');
    expect(await proibido(() => salvar(autor, { ...base, numero: '9701' }))).toMatch(/rascunho/);
    expect(await proibido(() => salvar(autor, { ...base, numero: '9700', versao: item?.versao ?? '' }, id))).toMatch(/rascunho/);
    idDe(await salvar(editora, { ...base, numero: '9700', versao: item?.versao ?? '' }, id));
    const publicada = await conteudos.obter(autor, 'deliberacoes', null, id);
    expect(publicada?.estado).toBe('publicado');
    expect(await proibido(() => conteudos.excluir(autor, 'deliberacoes', null, id, publicada?.versao ?? '', quem))).toMatch(/rascunho/);
    expect(
      await proibido(() => salvar(autor, { ...base, numero: '9700', estado: 'rascunho', versao: publicada?.versao ?? '' }, id)),
    ).toMatch(/rascunho/);
  });

  it('goes out and back in through a content bundle with its ids', async () => {
    const db = t.database.db;
    const antes = await db.select().from(tables.deliberacoes).orderBy(asc(tables.deliberacoes.id));
    const dir = await mkdtemp(join(tmpdir(), 'delib-'));
    try {
      await exportBundle(db, dir);
      await db.delete(tables.deliberacoes);
      await importBundle(db, await checkBundle(dir));
      const depois = await db.select().from(tables.deliberacoes).orderBy(asc(tables.deliberacoes.id));
      const semDatas = (l: typeof antes) => l.map(({ criadoEm: _c, atualizadoEm: _a, ...r }) => r);
      expect(semDatas(depois)).toEqual(semDatas(antes));
      // The sequence follows the imported ids: a new one saves.
      idDe(await salvar(editora, { ...base, numero: '9800' }));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
