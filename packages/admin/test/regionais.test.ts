/**
 * Regional councils in the back office (issue 12): name, president and supporters saved together
 * with a version check; municipalities added from the official IBGE list, moved between councils,
 * taken out; the rights, the audit log and the content-change notice — against the real database
 * (PGlite and PostgreSQL projects) loaded with the demo content.
 */
import { BackOffice, Conteudos } from '@cosems/admin';
import { type DadosDaRegional, lerDadosDaRegional, type SessaoAtual } from '@cosems/contracts';
import { tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessaoCompleta, esperarAviso as esperarAvisoDe } from './sessao.ts';

const quem = { endereco: '203.0.113.7', agente: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' };
const agora = new Date(Date.UTC(2026, 10, 24, 12));

let t: TestDatabase;
let office: BackOffice;
let conteudo: Conteudos;
const avisos: number[] = [];
let pararDeOuvir: () => Promise<void>;

beforeAll(async () => {
  t = await createTestDatabase();
  office = new BackOffice({ db: t.database.db, now: () => agora });
  conteudo = new Conteudos({ db: t.database.db, now: () => agora });
  pararDeOuvir = await t.database.watchContent({ onChange: () => avisos.push(Date.now()), onState: () => {} });
});
afterAll(async () => {
  await pararDeOuvir?.();
  await t?.close();
});

const sessao = (papel: 'autor' | 'editor' | 'administrador') => sessaoCompleta(office, papel, quem, agora, 'regionais');

const esperarAviso = (antes: number) => esperarAvisoDe(avisos, antes);

/** The council's data as its page's form sends it (the fields lerDadosDaRegional reads). */
function camposDe(dados: DadosDaRegional, versao: string): Record<string, string> {
  const pessoa = (prefixo: string, p: DadosDaRegional['apoiadores'][number]) => ({
    [`${prefixo}-nome`]: p.nome,
    [`${prefixo}-telefone`]: p.telefone,
    [`${prefixo}-email`]: p.email,
  });
  return {
    versao,
    nome: dados.nome,
    ...(dados.presidente ? pessoa('presidente', dados.presidente) : {}),
    ...Object.assign({}, ...dados.apoiadores.map((p, i) => pessoa(`apoiador-${i}`, p))),
  };
}

type Quem = typeof quem;
/** The calls the councils' pages make, through the registry's port (ConteudoPort, `regionais`). */
const regionais = {
  listar: async (s: SessaoAtual) => (await conteudo.listar(s, 'regionais', null, 1)).itens,
  obter: (s: SessaoAtual, id: number) => conteudo.obter(s, 'regionais', null, id),
  salvar: (s: SessaoAtual, id: number, dados: DadosDaRegional, versao: string, q: Quem) =>
    conteudo.salvar(s, 'regionais', null, id, camposDe(dados, versao), null, q),
  buscarMunicipios: (s: SessaoAtual, texto: string) => conteudo.buscarMunicipios(s, 'regionais', texto),
  incluirMunicipio: (s: SessaoAtual, id: number, ibge: number, q: Quem) =>
    conteudo.mudarMunicipio(s, 'regionais', id, { incluir: ibge }, q),
  retirarMunicipio: (s: SessaoAtual, id: number, municipio: number, q: Quem) =>
    conteudo.mudarMunicipio(s, 'regionais', id, { retirar: municipio }, q),
};
const PROIBIDO = 'Só editores e administradores editam as regionais.';

async function ultimaAuditoria(acao: string) {
  const [linha] = await t.database.db
    .select()
    .from(tables.auditoria)
    .where(eq(tables.auditoria.acao, acao))
    .orderBy(desc(tables.auditoria.id))
    .limit(1);
  return linha;
}

describe('reading the form (lerDadosDaRegional)', () => {
  it('trims, formats phones the one way the site shows them, ignores blank and removed lines', () => {
    const r = lerDadosDaRegional({
      nome: '  Alfenas ',
      'presidente-nome': 'Maria  da Silva',
      'presidente-telefone': '35 3333 4444',
      'presidente-email': 'maria@exemplo.org.br',
      'apoiador-0-nome': 'João',
      'apoiador-0-telefone': '+55 (35) 99876-5432',
      'apoiador-0-email': '',
      'apoiador-1-nome': 'Fica de fora',
      'apoiador-1-remover': 'sim',
      'apoiador-2-nome': '',
      'apoiador-2-telefone': '',
      'apoiador-2-email': '',
    });
    expect(r).toEqual({
      ok: true,
      dados: {
        nome: 'Alfenas',
        presidente: { nome: 'Maria da Silva', telefone: '(35) 3333-4444', email: 'maria@exemplo.org.br' },
        apoiadores: [{ nome: 'João', telefone: '(35) 99876-5432', email: '' }],
      },
    });
  });

  it('names every field with a problem, with its message', () => {
    const r = lerDadosDaRegional({
      nome: 'A',
      'presidente-nome': '',
      'presidente-telefone': '3333-4444',
      'apoiador-0-nome': 'Ana',
      'apoiador-0-email': 'ana@',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.erros).toEqual([
      { campo: 'nome', mensagem: 'Informe o nome da regional (de 2 a 120 caracteres).' },
      { campo: 'presidente-nome', mensagem: 'Informe o nome do presidente (de 2 a 120 caracteres).' },
      { campo: 'presidente-telefone', mensagem: 'Telefone do presidente: use o DDD e o número, como (31) 3333-4444.' },
      { campo: 'apoiador-0-email', mensagem: 'E-mail do apoiador 1: informe um endereço como nome@exemplo.org.br.' },
    ]);
  });

  it('an empty president is no president; at most 30 supporters', () => {
    const sem = lerDadosDaRegional({ nome: 'Alfenas', 'presidente-nome': '', 'presidente-telefone': '', 'presidente-email': '' });
    expect(sem.ok && sem.dados.presidente).toBeNull();
    const campos: Record<string, string> = { nome: 'Alfenas' };
    for (let i = 0; i <= 30; i++) campos[`apoiador-${i}-nome`] = `Pessoa ${i}`;
    const muitos = lerDadosDaRegional(campos);
    expect(muitos.ok).toBe(false);
    if (!muitos.ok) expect(muitos.erros[0]?.mensagem).toBe('Uma regional lista no máximo 30 apoiadores.');
  });
});

describe('saving a council', () => {
  it('an editor saves name, president and supporters; the audit keeps before and after; the change is announced', async () => {
    const editor = await sessao('editor');
    const antes = await regionais.obter(editor, 1);
    if (!antes) throw new Error('sem regional 1');
    const dados: DadosDaRegional = {
      nome: 'Alfenas',
      presidente: { nome: 'Nova Presidente', telefone: '(35) 3292-1000', email: 'nova@exemplo.org.br' },
      apoiadores: [
        { nome: 'Primeiro Apoiador', telefone: '', email: '' },
        { nome: 'Segunda Apoiadora', telefone: '(35) 99999-0000', email: 'segunda@exemplo.org.br' },
      ],
    };
    const n = avisos.length;
    expect(await regionais.salvar(editor, 1, dados, antes.versao, quem)).toEqual({ tipo: 'ok', id: 1, pdf: null });
    expect(await esperarAviso(n)).toBeGreaterThan(0);
    const depois = await regionais.obter(editor, 1);
    if (!depois) throw new Error('sem regional 1');
    expect(depois.presidente).toEqual(dados.presidente);
    expect(depois.apoiadores).toEqual(dados.apoiadores);
    expect(depois.versao).not.toBe(antes.versao);
    const pessoas = await t.database.db
      .select()
      .from(tables.pessoasRegionais)
      .where(and(eq(tables.pessoasRegionais.regiaoId, 1), eq(tables.pessoasRegionais.papel, 'apoiador')));
    expect(pessoas.find((p) => p.nome === 'Primeiro Apoiador')?.telefone).toBeNull();
    const evento = await ultimaAuditoria('regional.editar');
    expect(evento?.usuarioId).toBe(editor.usuario.id);
    expect(evento?.endereco).toBe('203.0.113.7');
    expect(evento?.antes).toMatchObject({ presidente: { nome: antes.presidente?.nome } });
    expect(evento?.depois).toMatchObject({ presidente: { nome: 'Nova Presidente' } });
  });

  it('a save from a page opened before someone else saved is refused and changes nothing', async () => {
    const editor = await sessao('editor');
    const aberta = await regionais.obter(editor, 2);
    if (!aberta) throw new Error('sem regional 2');
    const base: DadosDaRegional = { nome: aberta.nome, presidente: aberta.presidente, apoiadores: aberta.apoiadores };
    const primeira = await regionais.salvar(editor, 2, { ...base, apoiadores: [] }, aberta.versao, quem);
    expect(primeira).toMatchObject({ tipo: 'ok' });
    const segunda = await regionais.salvar(editor, 2, { ...base, nome: 'Outro Nome' }, aberta.versao, quem);
    expect(segunda).toMatchObject({ tipo: 'recusado', status: 409 });
    const agoraLida = await regionais.obter(editor, 2);
    expect(agoraLida?.nome).toBe(aberta.nome);
    expect(agoraLida?.apoiadores).toEqual([]);
  });

  it('two councils cannot share a name (whatever the case)', async () => {
    const editor = await sessao('administrador');
    const r = await regionais.obter(editor, 3);
    if (!r) throw new Error('sem regional 3');
    const outra = await regionais.obter(editor, 4);
    if (!outra) throw new Error('sem regional 4');
    const resultado = await regionais.salvar(
      editor,
      3,
      { nome: outra.nome.toUpperCase(), presidente: null, apoiadores: [] },
      r.versao,
      quem,
    );
    const mensagem = `Já existe uma regional chamada ${outra.nome.toUpperCase()}.`;
    expect(resultado).toEqual({ tipo: 'recusado', status: 400, mensagem, erros: [{ campo: 'nome', mensagem }] });
  });

  it('an autor may not read or change councils (the guard throws); a missing council is null, or 404', async () => {
    const autor = await sessao('autor');
    await expect(regionais.listar(autor)).rejects.toThrow(PROIBIDO);
    await expect(regionais.obter(autor, 1)).rejects.toThrow(PROIBIDO);
    await expect(regionais.salvar(autor, 1, { nome: 'X', presidente: null, apoiadores: [] }, '', quem)).rejects.toThrow(PROIBIDO);
    await expect(regionais.incluirMunicipio(autor, 1, 3106200, quem)).rejects.toThrow(PROIBIDO);
    await expect(regionais.retirarMunicipio(autor, 1, 1, quem)).rejects.toThrow(PROIBIDO);
    await expect(regionais.buscarMunicipios(autor, 'belo')).rejects.toThrow(PROIBIDO);
    const editor = await sessao('editor');
    expect(await regionais.obter(editor, 999)).toBeNull();
    expect(await regionais.incluirMunicipio(editor, 999, 3106200, quem)).toMatchObject({ tipo: 'recusado', status: 404 });
  });
});

describe('municipalities', () => {
  it('the list shows all 28 councils with their counts', async () => {
    const editor = await sessao('editor');
    const lista = await regionais.listar(editor);
    expect(lista).toHaveLength(28);
    expect(lista.every((r) => r.municipios.length >= 1)).toBe(true);
  });

  it('adds one from the IBGE list, moves it to another council (never doubled), takes it out; each audited and announced', async () => {
    const editor = await sessao('editor');
    // The demo gives every municipality a council: Abadia dos Dourados is Uberlândia's (26) until taken out.
    expect(await regionais.retirarMunicipio(editor, 26, 3100104, quem)).toMatchObject({ tipo: 'ok' });
    const n = avisos.length;
    expect(await regionais.incluirMunicipio(editor, 5, 3100104, quem)).toEqual({
      tipo: 'ok',
      id: 5,
      pdf: null,
      mensagem: 'Abadia dos Dourados incluído nesta regional.',
    });
    expect(await esperarAviso(n)).toBeGreaterThan(0);
    const busca = await regionais.buscarMunicipios(editor, 'abadia dos');
    const r5 = await regionais.obter(editor, 5);
    if (!r5) throw new Error('sem regional 5');
    expect(busca[0]).toEqual({ ibge: 3100104, nome: 'Abadia dos Dourados', regional: { id: 5, nome: r5.nome } });
    expect(await regionais.incluirMunicipio(editor, 5, 3100104, quem)).toEqual({
      tipo: 'recusado',
      status: 409,
      mensagem: 'Abadia dos Dourados já é desta regional.',
    });

    const movido = await regionais.incluirMunicipio(editor, 6, 3100104, quem);
    expect(movido).toMatchObject({ tipo: 'ok' });
    const linhas = await t.database.db.select().from(tables.municipios).where(eq(tables.municipios.ibge, 3100104));
    expect(linhas).toHaveLength(1);
    expect(linhas[0]?.regiaoId).toBe(6);
    expect(linhas[0]?.id).toBe(3100104);
    const mover = await ultimaAuditoria('regional.municipio-mover');
    expect(mover?.antes).toEqual({ municipio: 'Abadia dos Dourados', regional: r5.nome });

    // Not in council 5 any more.
    expect(await regionais.retirarMunicipio(editor, 5, 3100104, quem)).toMatchObject({ tipo: 'recusado', status: 404 });
    expect(await regionais.retirarMunicipio(editor, 6, 3100104, quem)).toEqual({
      tipo: 'ok',
      id: 6,
      pdf: null,
      mensagem: 'Abadia dos Dourados retirado desta regional.',
    });
    expect(await t.database.db.select().from(tables.municipios).where(eq(tables.municipios.ibge, 3100104))).toHaveLength(0);
    expect((await ultimaAuditoria('regional.municipio-retirar'))?.usuarioId).toBe(editor.usuario.id);
  });

  it('a municipality the bundle brought is found by its IBGE code and moved, not doubled', async () => {
    const editor = await sessao('editor');
    const [alfenas] = await t.database.db.select().from(tables.municipios).where(eq(tables.municipios.nome, 'Alfenas'));
    expect(alfenas?.ibge).toBe(3101607);
    const r = await regionais.incluirMunicipio(editor, 2, 3101607, quem);
    expect(r).toMatchObject({ tipo: 'ok' });
    const linhas = await t.database.db.select().from(tables.municipios).where(eq(tables.municipios.ibge, 3101607));
    expect(linhas.map((l) => [l.id, l.regiaoId])).toEqual([[alfenas?.id, 2]]);
    await regionais.incluirMunicipio(editor, alfenas?.regiaoId ?? 1, 3101607, quem);
  });

  it('a row without a code (an older database) is matched by its name and gets the code', async () => {
    const editor = await sessao('editor');
    await t.database.db.update(tables.municipios).set({ ibge: null }).where(eq(tables.municipios.nome, 'Barbacena'));
    await regionais.incluirMunicipio(editor, 3, 3105608, quem);
    const linhas = await t.database.db.select().from(tables.municipios).where(eq(tables.municipios.nome, 'Barbacena'));
    expect(linhas.map((l) => [l.regiaoId, l.ibge])).toEqual([[3, 3105608]]);
  });

  it('a code outside Minas Gerais is refused', async () => {
    const editor = await sessao('editor');
    const mensagem = 'O código IBGE 3550308 não é de um município de Minas Gerais.';
    expect(await regionais.incluirMunicipio(editor, 1, 3550308, quem)).toEqual({
      tipo: 'recusado',
      status: 400,
      mensagem,
      erros: [{ campo: 'ibge', mensagem }],
    });
  });
});
