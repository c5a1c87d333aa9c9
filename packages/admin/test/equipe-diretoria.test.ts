/**
 * The Team and the Board edited in the back office (issue 12), as content types of the registry
 * (docs/decisions/048): groups and positions, members, moves between groups, orders saved whole (a
 * permutation of the current ids or nothing; a group's members as its sub-list), delete rules,
 * field checks, edit versions, permissions and audit rows — through the ConteudoPort, as the pages
 * call it, against the real database (PGlite and PostgreSQL projects), loaded with the demo
 * content. What the public API answers after such edits is apps/api/test/routes/institucional.test.ts
 * and the e2e equipe-diretoria-admin.spec.ts.
 */
import { BackOffice, Conteudos } from '@cosems/admin';
import {
  type AreaDePessoas,
  type DadosMembro,
  type GrupoEditavel,
  isAcessoNegado,
  type MembroEditavel,
  type Requisitante,
  type SessaoAtual,
  TIPOS_DA_AREA,
} from '@cosems/contracts';
import { tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessaoCompleta } from './sessao.ts';

const quem = { endereco: '203.0.113.7', agente: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' };

let t: TestDatabase;
let office: BackOffice;
let conteudos: Conteudos;

/** The calls the Team's and the Board's pages make (the generic pages, routes/admin/conteudo/), by area. */
function pessoas<A extends AreaDePessoas>(area: A) {
  const k = TIPOS_DA_AREA[area];
  return {
    listar: async (s: SessaoAtual) => (await conteudos.listar(s, k.grupos, null, 1)).itens as GrupoEditavel<A>[],
    obterMembro: async (s: SessaoAtual, id: number) => (await conteudos.obter(s, k.membros, null, id)) as MembroEditavel<A> | null,
    criarGrupo: (s: SessaoAtual, nome: string, q: Requisitante) => conteudos.salvar(s, k.grupos, null, null, { nome }, null, q),
    renomearGrupo: (s: SessaoAtual, id: number, nome: string, q: Requisitante, versao?: string) =>
      conteudos.salvar(s, k.grupos, null, id, { nome, ...(versao ? { versao } : {}) }, null, q),
    excluirGrupo: (s: SessaoAtual, id: number, q: Requisitante, versao = '') => conteudos.excluir(s, k.grupos, null, id, versao, q),
    ordenarGrupos: (s: SessaoAtual, ids: number[], q: Requisitante) => conteudos.ordenar(s, k.grupos, ids, q),
    criarMembro: (s: SessaoAtual, grupoId: number, dados: DadosMembro<A>, q: Requisitante) =>
      conteudos.salvar(s, k.membros, String(grupoId), null, { ...dados }, null, q),
    editarMembro: (
      s: SessaoAtual,
      id: number,
      { grupoId, ...dados }: DadosMembro<A> & { grupoId: number },
      q: Requisitante,
      versao?: string,
    ) => conteudos.salvar(s, k.membros, null, id, { ...dados, grupo: String(grupoId), ...(versao ? { versao } : {}) }, null, q),
    excluirMembro: (s: SessaoAtual, id: number, q: Requisitante) => conteudos.excluir(s, k.membros, null, id, '', q),
    ordenarMembros: (s: SessaoAtual, grupoId: number, ids: number[], q: Requisitante) =>
      conteudos.ordenar(s, k.membros, ids, q, String(grupoId)),
  };
}
const equipe = pessoas('equipe');
const diretoria = pessoas('diretoria');
/** A refusal of rights: the pipeline's guard throws (the pages answer 403). */
const proibido = async (fazer: () => Promise<unknown>) => {
  const erro = await fazer().then(
    () => null,
    (e: unknown) => e,
  );
  expect(isAcessoNegado(erro), String(erro)).toBe(true);
};
const campo = (nome: string) => [expect.objectContaining({ campo: nome, mensagem: expect.any(String) })];
let editor: SessaoAtual;
let admin: SessaoAtual;
let autor: SessaoAtual;

const conta = (papel: 'autor' | 'editor' | 'administrador') => sessaoCompleta(office, papel, quem, new Date(), 'pessoa');

beforeAll(async () => {
  t = await createTestDatabase();
  office = new BackOffice({ db: t.database.db });
  conteudos = new Conteudos({ db: t.database.db });
  editor = await conta('editor');
  admin = await conta('administrador');
  autor = await conta('autor');
});
afterAll(async () => {
  await t?.close();
});

const grupos = () => equipe.listar(editor);
const cargos = () => diretoria.listar(editor);
const ok = (r: unknown) => {
  expect(r).toMatchObject({ tipo: 'ok' });
  return (r as { id: number }).id;
};
/** Group key → members, in order: the shape /api/equipe and /api/diretoria answer. */
const repo = {
  async equipe(): Promise<Record<string, { nome: string; email: string }[]>> {
    return Object.fromEntries((await grupos()).map((g) => [g.chave, g.membros.map((m) => ({ nome: m.nome, email: m.email }))]));
  },
  async diretoria(): Promise<Record<string, { nome: string; sms: string }[]>> {
    return Object.fromEntries((await cargos()).map((g) => [g.chave, g.membros.map((m) => ({ nome: m.nome, sms: m.sms }))]));
  },
};
async function ultimaAuditoria(acao: string) {
  const [row] = await t.database.db
    .select()
    .from(tables.auditoria)
    .where(eq(tables.auditoria.acao, acao))
    .orderBy(desc(tables.auditoria.id))
    .limit(1);
  return row;
}
async function contarAuditoria() {
  return (await t.database.db.select({ id: tables.auditoria.id }).from(tables.auditoria)).length;
}

describe('groups', () => {
  it('lists the demo groups in order, with members, names as people read them', async () => {
    const gs = await grupos();
    expect(gs.map((g) => g.chave)).toEqual([
      'Secretaria_Executiva',
      'Assessoria_Técnica',
      'Assessoria_Jurídica',
      'Comunicação',
      'Apoio_Administrativo',
      'Ouvidoria',
    ]);
    expect(gs[0]?.nome).toBe('Secretaria Executiva');
    expect(gs[0]?.membros[0]).toMatchObject({ nome: 'Marcos Oliveira', email: 'marcos.oliveira@cosemsmg.exemplo.org.br' });
  });

  it('creates a group at the end (spaces become _ in the API key), refuses a repeated name in any case, audits', async () => {
    const id = ok(await equipe.criarGrupo(editor, '  Núcleo   de Projetos ', quem));
    const gs = await grupos();
    expect(gs.at(-1)).toMatchObject({ id, chave: 'Núcleo_de_Projetos', nome: 'Núcleo de Projetos', membros: [] });
    expect(Object.keys(await repo.equipe()).at(-1)).toBe('Núcleo_de_Projetos');
    const aud = await ultimaAuditoria('equipe-grupo.criar');
    expect(aud).toMatchObject({ objetoTipo: 'equipe-grupo', objetoId: String(id), depois: { nome: 'Núcleo de Projetos' } });
    expect(await equipe.criarGrupo(editor, 'núcleo de PROJETOS', quem)).toMatchObject({
      tipo: 'recusado',
      status: 409,
      erros: campo('nome'),
    });
    for (const nome of ['', '   ', 'a'.repeat(101), 'linha\u0007']) {
      expect(await equipe.criarGrupo(editor, nome, quem), JSON.stringify(nome)).toMatchObject({ tipo: 'recusado', status: 400 });
    }
  });

  it('two people creating the same name at once: one group, and the other is told the name is taken', async () => {
    const rs = await Promise.all([equipe.criarGrupo(editor, 'Grupo Simultâneo', quem), equipe.criarGrupo(admin, 'grupo simultâneo', quem)]);
    expect(rs.filter((r) => r.tipo === 'ok')).toHaveLength(1);
    expect(rs.filter((r) => r.tipo === 'recusado' && r.status === 409)).toHaveLength(1);
    const id = (rs.find((r) => r.tipo === 'ok') as { id: number }).id;
    ok(await equipe.excluirGrupo(editor, id, quem));
  });

  it('renames a group (the API key follows), audits before and after', async () => {
    const [g] = await grupos();
    ok(await equipe.renomearGrupo(editor, g?.id as number, 'Secretaria Geral', quem));
    const api = await repo.equipe();
    expect(Object.keys(api)[0]).toBe('Secretaria_Geral');
    expect(api.Secretaria_Executiva).toBeUndefined();
    expect(await ultimaAuditoria('equipe-grupo.renomear')).toMatchObject({
      antes: { nome: 'Secretaria Executiva' },
      depois: { nome: 'Secretaria Geral' },
    });
    expect(await equipe.renomearGrupo(editor, g?.id as number, 'Comunicação', quem)).toMatchObject({ status: 409 });
    expect(await equipe.renomearGrupo(editor, 999_999, 'Outro', quem)).toMatchObject({ status: 404 });
  });

  it('the same name again changes nothing (no audit entry); a page opened before another save is refused (409)', async () => {
    const [g] = await grupos();
    const antes = await contarAuditoria();
    expect(await equipe.renomearGrupo(editor, g?.id as number, g?.nome as string, quem)).toMatchObject({ tipo: 'ok', semMudanca: true });
    expect(await contarAuditoria()).toBe(antes);
    const velha = g?.versao as string;
    ok(await equipe.renomearGrupo(editor, g?.id as number, 'Secretaria Geral Nova', quem, velha));
    expect(await equipe.renomearGrupo(editor, g?.id as number, 'Outro Nome', quem, velha)).toMatchObject({ tipo: 'recusado', status: 409 });
    expect(await equipe.excluirGrupo(editor, g?.id as number, quem, velha)).toMatchObject({ tipo: 'recusado', status: 409 });
    ok(await equipe.renomearGrupo(editor, g?.id as number, 'Secretaria Geral', quem, (await grupos())[0]?.versao));
  });

  it('refuses deleting a group with members (nothing changes), deletes an empty one', async () => {
    const gs = await grupos();
    const cheio = gs.find((g) => g.membros.length > 0);
    const antes = await contarAuditoria();
    const r = await equipe.excluirGrupo(editor, cheio?.id as number, quem);
    expect(r).toMatchObject({ tipo: 'recusado', status: 409 });
    expect((r as { mensagem: string }).mensagem).toMatch(/mova ou remova/);
    expect((await grupos()).length).toBe(gs.length);
    expect(await contarAuditoria()).toBe(antes);
    const vazio = gs.find((g) => g.chave === 'Ouvidoria');
    ok(await equipe.excluirGrupo(editor, vazio?.id as number, quem));
    expect(Object.keys(await repo.equipe())).not.toContain('Ouvidoria');
    expect(await ultimaAuditoria('equipe-grupo.excluir')).toMatchObject({ antes: { nome: 'Ouvidoria' } });
  });
});

describe('orders', () => {
  it('saves a permutation of the groups, audited with both orders', async () => {
    const ids = (await grupos()).map((g) => g.id);
    const nova = [...ids].reverse();
    ok(await equipe.ordenarGrupos(editor, nova, quem));
    expect((await grupos()).map((g) => g.id)).toEqual(nova);
    const aud = await ultimaAuditoria('equipe-grupo.ordenar');
    expect(String((aud?.depois as { ordem?: string } | undefined)?.ordem).split(' · ')[0]).toBe((await grupos())[0]?.nome);
  });

  it('refuses duplicate, missing, foreign and extra ids, and changes nothing', async () => {
    const ids = (await grupos()).map((g) => g.id);
    const errados = [
      [ids[0], ...ids.slice(0, -1)], // duplicate, one missing
      ids.slice(1), // missing
      [...ids.slice(1), 999_999], // foreign
      [...ids, 999_999], // extra
      [],
    ];
    const antes = await contarAuditoria();
    for (const lista of errados) {
      const r = await equipe.ordenarGrupos(editor, lista as number[], quem);
      expect(r, JSON.stringify(lista)).toMatchObject({ tipo: 'recusado', status: 400, mensagem: expect.stringMatching(/ordenava/) });
    }
    expect((await grupos()).map((g) => g.id)).toEqual(ids);
    expect(await contarAuditoria()).toBe(antes);
  });

  it('orders the members of one group; a member of another group is foreign', async () => {
    const gs = await grupos();
    const g = gs.find((x) => x.membros.length >= 3);
    const outro = gs.find((x) => x !== g && x.membros.length > 0);
    const ids = g?.membros.map((m) => m.id) as number[];
    const nova = [ids[2], ids[0], ids[1], ...ids.slice(3)] as number[];
    ok(await equipe.ordenarMembros(editor, g?.id as number, nova, quem));
    const api = await repo.equipe();
    expect(api[g?.chave as string]?.map((m) => m.nome)).toEqual(nova.map((id) => g?.membros.find((m) => m.id === id)?.nome));
    const trocado = [...nova.slice(1), outro?.membros[0]?.id as number];
    expect(await equipe.ordenarMembros(editor, g?.id as number, trocado, quem)).toMatchObject({ status: 400 });
    expect((await grupos()).find((x) => x.id === g?.id)?.membros.map((m) => m.id)).toEqual(nova);
    expect(await equipe.ordenarMembros(editor, 999_999, nova, quem)).toMatchObject({ status: 404 });
    // In the log, the order of a group's members is the group's (linked to its page).
    expect(await ultimaAuditoria('equipe-membro.ordenar')).toMatchObject({ objetoTipo: 'equipe-grupo', objetoId: String(g?.id) });
  });
});

describe('members', () => {
  it('adds a member at the end, with the e-mail checked; plain text kept as typed', async () => {
    const [g] = await grupos();
    const hostil = '<img src=x onerror=alert(1)> Ana';
    const id = ok(await equipe.criarMembro(editor, g?.id as number, { nome: `  ${hostil}  `, email: ' ana@cosems.example ' }, quem));
    const depois = (await grupos())[0];
    expect(depois?.membros.at(-1)).toMatchObject({ id, nome: hostil, email: 'ana@cosems.example' });
    expect((await repo.equipe())[g?.chave as string]?.at(-1)).toEqual({ nome: hostil, email: 'ana@cosems.example' });
    expect(await ultimaAuditoria('equipe-membro.criar')).toMatchObject({
      objetoTipo: 'equipe-membro',
      depois: { nome: hostil, email: 'ana@cosems.example' },
    });
    // An empty e-mail is allowed (the page shows 'Não informado').
    ok(await equipe.criarMembro(editor, g?.id as number, { nome: 'Sem E-mail', email: '' }, quem));
  });

  it('refuses invalid e-mails and names, field by field, and adds nothing', async () => {
    const [g] = await grupos();
    const n = g?.membros.length;
    for (const email of ['ana', 'ana@', 'ana@cosems', 'a b@c.org', 'ana@@c.org', 'ana@c.org x', `${'a'.repeat(195)}@c.org`]) {
      const r = await equipe.criarMembro(editor, g?.id as number, { nome: 'Ana', email }, quem);
      expect(r, email).toMatchObject({ tipo: 'recusado', status: 400, erros: campo('email') });
    }
    expect(await equipe.criarMembro(editor, g?.id as number, { nome: ' ', email: 'x@y.org' }, quem)).toMatchObject({
      erros: campo('nome'),
    });
    expect(await equipe.criarMembro(editor, 999_999, { nome: 'Ana', email: '' }, quem)).toMatchObject({ status: 404 });
    expect((await grupos())[0]?.membros.length).toBe(n);
  });

  it('edits a member, and moves it to the end of another group (audited as a move)', async () => {
    const gs = await grupos();
    const origem = gs.find((g) => g.membros.length > 1) as (typeof gs)[number];
    const destino = gs.find((g) => g.id !== origem.id && g.membros.length > 0) as (typeof gs)[number];
    const m = origem.membros[0] as (typeof origem.membros)[number];
    ok(await equipe.editarMembro(editor, m.id, { nome: 'Nome Novo', email: m.email, grupoId: origem.id }, quem));
    expect(await ultimaAuditoria('equipe-membro.editar')).toMatchObject({ antes: { nome: m.nome }, depois: { nome: 'Nome Novo' } });
    ok(await equipe.editarMembro(editor, m.id, { nome: 'Nome Novo', email: m.email, grupoId: destino.id }, quem));
    const depois = await grupos();
    expect(depois.find((g) => g.id === origem.id)?.membros.map((x) => x.id)).not.toContain(m.id);
    expect(depois.find((g) => g.id === destino.id)?.membros.at(-1)).toMatchObject({ id: m.id, nome: 'Nome Novo', grupoId: destino.id });
    expect(await ultimaAuditoria('equipe-membro.editar')).toMatchObject({ antes: { grupo: origem.nome }, depois: { grupo: destino.nome } });
    const api = await repo.equipe();
    expect(api[destino.chave]?.at(-1)?.nome).toBe('Nome Novo');
    // A group that does not exist: refused on the field, nothing moved.
    expect(await equipe.editarMembro(editor, m.id, { nome: 'X', email: '', grupoId: 999_999 }, quem)).toMatchObject({
      status: 400,
      erros: campo('grupo'),
    });
    const salvo = await equipe.obterMembro(editor, m.id);
    expect(salvo as object).toMatchObject({ nome: 'Nome Novo', grupoId: destino.id });
    // Nothing changed: no write, no entry; a page opened before a save is refused.
    const antes = await contarAuditoria();
    expect(await equipe.editarMembro(editor, m.id, { nome: 'Nome Novo', email: m.email, grupoId: destino.id }, quem)).toMatchObject({
      semMudanca: true,
    });
    expect(await contarAuditoria()).toBe(antes);
    ok(await equipe.editarMembro(editor, m.id, { nome: 'Nome Novo 2', email: m.email, grupoId: destino.id }, quem, salvo?.versao));
    expect(
      await equipe.editarMembro(editor, m.id, { nome: 'Nome Velho', email: m.email, grupoId: destino.id }, quem, salvo?.versao),
    ).toMatchObject({ tipo: 'recusado', status: 409 });
    ok(await equipe.editarMembro(editor, m.id, { nome: 'Nome Novo', email: m.email, grupoId: destino.id }, quem));
  });

  it('removes a member (audited with what it was)', async () => {
    const [g] = await grupos();
    const m = g?.membros.at(-1);
    ok(await equipe.excluirMembro(editor, m?.id as number, quem));
    expect(await equipe.obterMembro(editor, m?.id as number)).toBeNull();
    expect(await ultimaAuditoria('equipe-membro.excluir')).toMatchObject({ objetoId: String(m?.id), antes: { nome: m?.nome } });
    expect(await equipe.excluirMembro(editor, m?.id as number, quem)).toMatchObject({ status: 404 });
  });
});

describe('board', () => {
  it('an emptied position stays, as an empty list in the API; it can then be deleted', async () => {
    const cs = await cargos();
    const presidente = cs.find((c) => c.chave === 'Presidente') as (typeof cs)[number];
    expect(presidente.membros).toHaveLength(1);
    const m = presidente.membros[0] as (typeof presidente.membros)[number];
    expect(m).toMatchObject({ nome: 'Adriana Ramos', sms: 'São João del-Rei' });
    ok(await diretoria.excluirMembro(editor, m.id, quem));
    const api = await repo.diretoria();
    expect(api.Presidente).toEqual([]);
    expect(Object.keys(api)[0]).toBe('Presidente');
    expect(await ultimaAuditoria('diretoria-membro.excluir')).toMatchObject({
      objetoTipo: 'diretoria-membro',
      antes: { nome: 'Adriana Ramos', sms: 'São João del-Rei', cargo: 'Presidente' },
    });
    // A new president, with an SMS; then edited.
    const id = ok(await diretoria.criarMembro(editor, presidente.id, { nome: 'Júlia Prado', sms: ' Ouro   Preto ' }, quem));
    expect((await repo.diretoria()).Presidente).toEqual([{ nome: 'Júlia Prado', sms: 'Ouro Preto' }]);
    ok(await diretoria.editarMembro(editor, id, { nome: 'Júlia Prado', sms: '', grupoId: presidente.id }, quem));
    expect(await ultimaAuditoria('diretoria-membro.editar')).toMatchObject({ antes: { sms: 'Ouro Preto' }, depois: { sms: '' } });
    expect(await diretoria.criarMembro(editor, presidente.id, { nome: 'X', sms: 'a'.repeat(201) }, quem)).toMatchObject({
      erros: campo('sms'),
    });
    const vaga = cs.find((c) => c.membros.length === 0) as (typeof cs)[number];
    ok(await diretoria.excluirGrupo(editor, vaga.id, quem));
    expect(await ultimaAuditoria('diretoria-cargo.excluir')).toMatchObject({ objetoTipo: 'diretoria-cargo', antes: { nome: vaga.nome } });
    const novo = ok(await diretoria.criarGrupo(editor, 'Vice-Presidente de Articulação', quem));
    expect(Object.keys(await repo.diretoria()).at(-1)).toBe('Vice-Presidente_de_Articulação');
    ok(await diretoria.ordenarGrupos(editor, [novo, ...(await cargos()).map((c) => c.id).filter((x) => x !== novo)], quem));
    expect(Object.keys(await repo.diretoria())[0]).toBe('Vice-Presidente_de_Articulação');
  });
});

describe('permissions', () => {
  it('an autor (and a half-signed-in session) is refused everything; nothing is written', async () => {
    const [g] = await grupos();
    const m = g?.membros[0];
    const meia = { ...editor, etapa: 'segundo-fator' as const };
    const antes = await contarAuditoria();
    const antesApi = JSON.stringify(await repo.equipe());
    const ordem = (await grupos()).map((x) => x.id).reverse();
    for (const s of [autor, meia]) {
      await proibido(() => equipe.listar(s));
      await proibido(() => conteudos.obter(s, 'equipe', null, g?.id as number));
      await proibido(() => equipe.obterMembro(s, m?.id as number));
      await proibido(() => equipe.criarGrupo(s, 'Grupo do Autor', quem));
      await proibido(() => equipe.renomearGrupo(s, g?.id as number, 'Outro', quem));
      await proibido(() => equipe.excluirGrupo(s, g?.id as number, quem));
      await proibido(() => equipe.ordenarGrupos(s, ordem, quem));
      await proibido(() => equipe.criarMembro(s, g?.id as number, { nome: 'A', email: '' }, quem));
      await proibido(() => equipe.editarMembro(s, m?.id as number, { nome: 'A', email: '', grupoId: g?.id as number }, quem));
      await proibido(() => equipe.excluirMembro(s, m?.id as number, quem));
      await proibido(() => equipe.ordenarMembros(s, g?.id as number, [], quem));
      await proibido(() => diretoria.criarGrupo(s, 'Cargo do Autor', quem));
    }
    expect(await contarAuditoria()).toBe(antes);
    expect(JSON.stringify(await repo.equipe())).toBe(antesApi);
  });

  it('an administrator may edit too', async () => {
    const id = ok(await equipe.criarGrupo(admin, 'Grupo da Administração', quem));
    ok(await equipe.excluirGrupo(admin, id, quem));
  });
});

describe('the bundle format accepts what was saved', () => {
  it('every stored group key has no white space and every text fits 200 characters', async () => {
    const gs = await t.database.db.select().from(tables.equipeGrupos).orderBy(asc(tables.equipeGrupos.ordem));
    for (const g of gs) expect(g.nome).toMatch(/^[^\s]{1,200}$/);
  });
});
