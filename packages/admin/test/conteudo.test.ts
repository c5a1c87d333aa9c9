/**
 * The content registry's promise (issue 29, docs/decisions/048): a type that is only a declaration
 * — no class, no port, no audit or notice code of its own — is listed, created, edited and deleted
 * through the one save pipeline, which checks the rights (throwing), the form's schema and the
 * edit version, and writes the audit entry and the content-change notice in the same transaction.
 * The throwaway type lives in a table made by this file; what the public sees of it is read through
 * its declaration (`publico`). Against PGlite and PostgreSQL.
 */
import { BackOffice, Conteudos, TIPOS, type TipoDeConteudoDeclarado } from '@cosems/admin';
import { FORMULARIO_INVALIDO, isAcessoNegado, type SessaoAtual, type TipoDeConteudo } from '@cosems/contracts';
import { checkBundle, exportBundle, importBundle, type ParteDoPacote, PROJECOES, type ProjecaoPublica, tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarAviso as esperarAvisoDe, sessaoCompleta } from './sessao.ts';

const quem = { endereco: '203.0.113.9', agente: 'vitest' };
const agora = new Date(Date.UTC(2026, 10, 27, 12));

// The whole cost of a new type, apart from its table: this declaration, its bundle part and its public projection.
const avisos = pgTable('avisos_descartaveis', { id: serial('id').primaryKey(), texto: text('texto').notNull() });
type Aviso = typeof avisos.$inferSelect;

const AvisoNoPacote = Type.Object({ texto: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
const AVISO_NO_PACOTE: ParteDoPacote<typeof AvisoNoPacote> = {
  arquivo: 'avisos.json',
  schema: AvisoNoPacote,
  tabelas: [avisos],
  exportar: (tx) => tx.select({ texto: avisos.texto }).from(avisos).orderBy(asc(avisos.id)),
  async importar(tx, itens) {
    if (itens.length) await tx.insert(avisos).values(itens);
  },
};

/** What a visitor would see: the texts, newest first. */
const AVISO_PUBLICO: ProjecaoPublica<{ texto: string }[]> = {
  ler: (db) => db.select({ texto: avisos.texto }).from(avisos).orderBy(desc(avisos.id)),
};

const AVISO: TipoDeConteudoDeclarado<Aviso, Aviso & { versao: string }, { texto: string }> = {
  pacote: AVISO_NO_PACOTE,
  publico: AVISO_PUBLICO,
  permissoes: { listar: 'conteudo.editar', criar: 'conteudo.editar', editar: 'conteudo.editar', excluir: 'conteudo.editar' },
  mensagens: {
    proibido: 'Só editores alteram os avisos.',
    naoEncontrado: 'Aviso não encontrado.',
    conflito: 'Outra pessoa mudou este aviso.',
  },
  formulario: Type.Object({ texto: Type.String({ maxLength: 200 }), versao: Type.Optional(Type.String()) }),
  auditoria: { objetoTipo: 'aviso', valores: (r) => ({ texto: r.texto }) },
  versionado: (r) => [r.id, r.texto],
  idDe: (r) => r.id,
  editavel: (r, versao) => ({ ...r, versao }),
  filtroValido: (filtro) => filtro === null,
  async listar(db, _filtro, pagina) {
    const itens = await db.select().from(avisos).orderBy(asc(avisos.id));
    return { itens, total: itens.length, pagina, paginas: 1 };
  },
  async buscar(db, id, bloquear) {
    const query = db.select().from(avisos).where(eq(avisos.id, id));
    const [row] = bloquear ? await query.for('update') : await query;
    return row;
  },
  async preparar(campos) {
    const texto = (campos.texto ?? '').trim();
    return texto ? { texto } : { tipo: 'recusado', status: 400, mensagem: 'Escreva o aviso.', campo: 'title' };
  },
  async gravar(tx, { texto }, antes) {
    const [linha] = antes
      ? await tx.update(avisos).set({ texto }).where(eq(avisos.id, antes.id)).returning()
      : await tx.insert(avisos).values({ texto }).returning();
    if (!linha) throw new Error('aviso não gravado');
    return { linha };
  },
  async apagar(tx, id) {
    await tx.delete(avisos).where(eq(avisos.id, id));
  },
};
// Not a key of the registry: the port is typed by the real types, so the test names it as one.
const TIPO = 'aviso' as TipoDeConteudo;

let t: TestDatabase;
let office: BackOffice;
let conteudos: Conteudos;
const notificacoes: number[] = [];
let pararDeOuvir: () => Promise<void>;

beforeAll(async () => {
  // With the demo content: an export needs a site to export.
  t = await createTestDatabase();
  await t.database.db.execute(sql`create table avisos_descartaveis (id serial primary key, texto text not null)`);
  office = new BackOffice({ db: t.database.db, now: () => agora });
  conteudos = new Conteudos({ db: t.database.db, now: () => agora, tipos: { aviso: AVISO } });
  pararDeOuvir = await t.database.watchContent({ onChange: () => notificacoes.push(1), onState: () => {} });
});
afterAll(async () => {
  await pararDeOuvir?.();
  await t?.close();
});

const sessao = (papel: 'autor' | 'editor') => sessaoCompleta(office, papel, quem, agora, 'conteudo');
const auditoria = () =>
  t.database.db.select().from(tables.auditoria).where(eq(tables.auditoria.objetoTipo, 'aviso')).orderBy(asc(tables.auditoria.id));
/** The type's public projection, read through the registry's declaration. */
const publico = () => (AVISO.publico as ProjecaoPublica<{ texto: string }[]>).ler(t.database.db);
const linhas = async () => (await t.database.db.select({ n: count() }).from(avisos))[0]?.n;

async function recusado(fazer: () => Promise<unknown>): Promise<string> {
  try {
    await fazer();
  } catch (erro) {
    if (isAcessoNegado(erro)) return erro.message;
    throw erro;
  }
  throw new Error('não foi recusado');
}

describe('a type declared only in the registry', () => {
  it("an autor is refused by the guard (thrown, with the type's message) on every operation, and nothing is written", async () => {
    const autor: SessaoAtual = await sessao('autor');
    const mensagens = await Promise.all([
      recusado(() => conteudos.listar(autor, TIPO, null, 1)),
      recusado(() => conteudos.obter(autor, TIPO, null, 1)),
      recusado(async () => conteudos.exigirCriar(autor, TIPO)),
      recusado(() => conteudos.salvar(autor, TIPO, null, null, { texto: 'x' }, null, quem)),
      recusado(() => conteudos.excluir(autor, TIPO, null, 1, '0000000000000000', quem)),
    ]);
    expect(new Set(mensagens)).toEqual(new Set(['Só editores alteram os avisos.']));
    expect([await linhas(), (await auditoria()).length]).toEqual([0, 0]);
  });

  it("checks the form against its schema, then the type's own rule, before writing anything", async () => {
    const editor = await sessao('editor');
    const n = notificacoes.length;
    expect(await conteudos.salvar(editor, TIPO, null, null, { texto: 'x'.repeat(201) }, null, quem)).toEqual({
      tipo: 'recusado',
      status: 400,
      mensagem: FORMULARIO_INVALIDO,
    });
    expect(await conteudos.salvar(editor, TIPO, null, null, { texto: '  ' }, null, quem)).toMatchObject({ status: 400, campo: 'title' });
    expect([await linhas(), (await auditoria()).length, notificacoes.length - n]).toEqual([0, 0, 0]);
  });

  it('creates, lists, edits with its version (a stale one is 409) and deletes: each change audited with before and after, and announced', async () => {
    const editor = await sessao('editor');
    let n = notificacoes.length;
    const criado = await conteudos.salvar(editor, TIPO, null, null, { texto: 'Reunião da CIB na quinta' }, null, quem);
    if (criado.tipo !== 'ok') throw new Error(criado.mensagem);
    expect(await esperarAvisoDe(notificacoes, n)).toBeGreaterThan(0);
    expect(await publico()).toEqual([{ texto: 'Reunião da CIB na quinta' }]);
    const lista = await conteudos.listar(editor, TIPO, null, 1);
    expect(lista.itens.map((a) => (a as unknown as Aviso).texto)).toEqual(['Reunião da CIB na quinta']);
    const aberto = await conteudos.obter(editor, TIPO, null, criado.id);
    if (!aberto) throw new Error('não encontrado');

    n = notificacoes.length;
    const editado = { texto: 'Reunião da CIB na sexta', versao: aberto.versao };
    expect(await conteudos.salvar(editor, TIPO, null, criado.id, editado, null, quem)).toMatchObject({ tipo: 'ok', id: criado.id });
    expect(await esperarAvisoDe(notificacoes, n)).toBeGreaterThan(0);
    expect(await publico()).toEqual([{ texto: 'Reunião da CIB na sexta' }]);
    expect(await conteudos.salvar(editor, TIPO, null, criado.id, { ...editado, texto: 'Outra' }, null, quem)).toMatchObject({
      status: 409,
      mensagem: 'Outra pessoa mudou este aviso.',
    });
    const atual = await conteudos.obter(editor, TIPO, null, criado.id);
    if (!atual) throw new Error('não encontrado');
    expect(await conteudos.excluir(editor, TIPO, null, criado.id, aberto.versao, quem)).toMatchObject({ status: 409 });
    expect(await conteudos.excluir(editor, TIPO, null, criado.id, atual.versao, quem)).toMatchObject({ tipo: 'ok' });
    expect(await conteudos.obter(editor, TIPO, null, criado.id)).toBeNull();
    expect(await publico()).toEqual([]);

    const eventos = await auditoria();
    expect(eventos.map((e) => [e.acao, e.objetoId, e.usuarioId, e.antes, e.depois])).toEqual([
      ['aviso.criar', String(criado.id), editor.usuario.id, null, { texto: 'Reunião da CIB na quinta' }],
      ['aviso.editar', String(criado.id), editor.usuario.id, { texto: 'Reunião da CIB na quinta' }, { texto: 'Reunião da CIB na sexta' }],
      ['aviso.excluir', String(criado.id), editor.usuario.id, { texto: 'Reunião da CIB na sexta' }, null],
    ]);
    expect(eventos.every((e) => e.endereco === quem.endereco)).toBe(true);
  });

  it('travels in a content bundle by its part alone: exported to its file, the table emptied, imported back and listed again', async () => {
    const editor = await sessao('editor');
    const criado = await conteudos.salvar(editor, TIPO, null, null, { texto: 'Aviso que vai e volta' }, null, quem);
    if (criado.tipo !== 'ok') throw new Error(criado.mensagem);
    const partes = { avisos: AVISO.pacote as ParteDoPacote };
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cosems-aviso-'));
    try {
      await exportBundle(t.database.db, dir, { partes });
      expect(JSON.parse(await fs.readFile(path.join(dir, 'avisos.json'), 'utf8'))).toEqual([{ texto: 'Aviso que vai e volta' }]);
      await t.database.db.delete(avisos);
      expect((await conteudos.listar(editor, TIPO, null, 1)).itens).toEqual([]);

      await importBundle(t.database.db, await checkBundle(dir, { partes }), { partes });
      const lista = await conteudos.listar(editor, TIPO, null, 1);
      expect(lista.itens.map((a) => (a as unknown as Aviso).texto)).toEqual(['Aviso que vai e volta']);

      // Its schema is checked like every other file's: a bad item is named and nothing is imported.
      await fs.writeFile(path.join(dir, 'avisos.json'), JSON.stringify([{ texto: '' }]));
      await expect(checkBundle(dir, { partes })).rejects.toMatchObject({
        problems: [expect.stringMatching(/^avisos\.json\[0\]\.texto: /)],
      });
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the registry's public projections", () => {
  it('every type names the projection the API reads (@cosems/db projecoes.ts), but those whose public reads are pages and searches of their own', () => {
    const projecoes = new Set<unknown>(Object.values(PROJECOES));
    const sem = Object.entries(TIPOS)
      .filter(([, d]) => d.publico === undefined)
      .map(([tipo]) => tipo);
    // The councils (list, page with people and municipalities, supporters), the statute's PDF and the agenda.
    expect(sem.sort()).toEqual(['agenda', 'deliberacoes', 'estatuto', 'regionais']);
    for (const [tipo, d] of Object.entries(TIPOS)) if (d.publico) expect(projecoes.has(d.publico), tipo).toBe(true);
  });
});
