/**
 * The home page's partners, useful links (types of the content registry, through the ConteudoPort)
 * and logos in the back office (decisions 029, 048): field rules
 * (the link rule: javascript: refused), versions, whole-order saves (permutations only), one active
 * logo, permissions and audit rows — against the real test database with the demo content.
 */
import { BackOffice, Conteudos } from '@cosems/admin';
import { isAcessoNegado, type SessaoAtual } from '@cosems/contracts';
import { tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessaoCompleta, esperarAviso as esperarAvisoDe } from './sessao.ts';

const quem = { endereco: '203.0.113.9', agente: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' };
const agora = new Date(Date.UTC(2026, 10, 24, 15));

let t: TestDatabase;
let office: BackOffice;
let conteudo: Conteudos;
let editor: SessaoAtual;
let autor: SessaoAtual;
const avisos: number[] = [];
let pararDeOuvir: () => Promise<void>;

const sessao = (papel: 'autor' | 'editor' | 'administrador') => sessaoCompleta(office, papel, quem, agora, 'home');

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.database.db;
  office = new BackOffice({ db, now: () => agora });
  conteudo = new Conteudos({ db, now: () => agora });
  pararDeOuvir = await t.database.watchContent({ onChange: () => avisos.push(1), onState: () => {} });
  editor = await sessao('editor');
  autor = await sessao('autor');
});
afterAll(async () => {
  await pararDeOuvir?.();
  await t?.close();
});

const esperarAviso = (antes: number) => esperarAvisoDe(avisos, antes);

const ultimaAuditoria = async () => {
  const [row] = await t.database.db.select().from(tables.auditoria).orderBy(desc(tables.auditoria.id)).limit(1);
  return row;
};

const umaImagem = async () => {
  const [img] = await t.database.db
    .select({ nome: tables.arquivos.nome })
    .from(tables.arquivos)
    .where(eq(tables.arquivos.tipo, 'imagem'))
    .limit(1);
  if (!img) throw new Error('sem imagem na demonstração');
  return img.nome;
};

const ok = <T>(v: T | 'proibido' | null): T => {
  if (v === 'proibido' || v === null) throw new Error(String(v));
  return v;
};

type Lista = 'parceiros' | 'links-uteis';
const listar = async <T extends Lista>(sessao: SessaoAtual, tipo: T) => (await conteudo.listar(sessao, tipo, null, 1)).itens;
const obter = async <T extends Lista>(tipo: T, id: number) => conteudo.obter(editor, tipo, null, id);
const criar = (sessao: SessaoAtual, tipo: Lista, campos: Record<string, string>) =>
  conteudo.salvar(sessao, tipo, null, null, campos, null, quem);
const editar = (tipo: Lista, id: number, campos: Record<string, string>, versao: string) =>
  conteudo.salvar(editor, tipo, null, id, { ...campos, versao }, null, quem);
const excluir = (tipo: Lista, id: number, versao: string) => conteudo.excluir(editor, tipo, null, id, versao, quem);
const ordenar = (sessao: SessaoAtual, tipo: Lista, ids: readonly number[]) => conteudo.ordenar(sessao, tipo, ids, quem);
const campos = (r: unknown) => ((r as { erros?: { campo: string }[] }).erros ?? []).map((e) => e.campo).sort();
const recusado = (fazer: () => Promise<unknown>) => expect(fazer()).rejects.toSatisfy(isAcessoNegado);

/** The logos through the registry (key 'logos'): every logo carries the whole list's version. */
const logos = {
  async listar(sessao: SessaoAtual) {
    const itens = (await conteudo.listar(sessao, 'logos', null, 1)).itens;
    return { logos: itens, versao: itens[0]?.versao ?? '' };
  },
  imagens: (sessao: SessaoAtual) => conteudo.imagens(sessao, 'logos'),
  adicionar: (sessao: SessaoAtual, imagem: string, q: typeof quem) => conteudo.salvar(sessao, 'logos', null, null, { imagem }, null, q),
  ativar: (sessao: SessaoAtual, id: number, versao: string, q: typeof quem) => conteudo.ativar(sessao, 'logos', id, versao, q),
  excluir: (sessao: SessaoAtual, id: number, versao: string, q: typeof quem) => conteudo.excluir(sessao, 'logos', null, id, versao, q),
};

describe('partners (a type of the content registry)', () => {
  it('an editor adds a partner with a library image at the end; audited and announced', async () => {
    const imagem = await umaImagem();
    const antes = await listar(editor, 'parceiros');
    const n = avisos.length;
    const r = await criar(editor, 'parceiros', { nome: '  Fundação <b>Teste</b> ', imagem, link: 'https://exemplo.org.br/' });
    expect(r).toMatchObject({ tipo: 'ok' });
    const depois = await listar(editor, 'parceiros');
    expect(depois).toHaveLength(antes.length + 1);
    expect(depois.at(-1)).toMatchObject({ nome: 'Fundação <b>Teste</b>', imagem, link: 'https://exemplo.org.br/' });
    expect(await esperarAviso(n)).toBeGreaterThan(0);
    const a = await ultimaAuditoria();
    expect(a).toMatchObject({ acao: 'parceiro.criar', objetoTipo: 'parceiro', usuarioEmail: editor.usuario.email });
    expect(a?.depois).toMatchObject({ nome: 'Fundação <b>Teste</b>', link: 'https://exemplo.org.br/' });
    expect(await conteudo.imagens(editor, 'parceiros')).toContainEqual(expect.objectContaining({ nome: imagem }));
    expect(await conteudo.imagens(editor, 'links-uteis')).toEqual([]);
  });

  it('refuses javascript: links, an image outside the library and an empty name, changing nothing', async () => {
    const imagem = await umaImagem();
    const antes = await listar(editor, 'parceiros');
    const r1 = await criar(editor, 'parceiros', { nome: 'X', imagem, link: 'javascript:alert(1)' });
    expect(r1).toMatchObject({ tipo: 'recusado', status: 400 });
    expect(campos(r1)).toEqual(['link']);
    expect(campos(await criar(editor, 'parceiros', { nome: '', imagem: '../x.png', link: '//host' }))).toEqual(['imagem', 'link', 'nome']);
    const r3 = await criar(editor, 'parceiros', { nome: 'Y', imagem: 'nao-existe.png', link: 'https://a.org/' });
    expect(r3).toMatchObject({ tipo: 'recusado', erros: [{ campo: 'imagem' }] });
    expect(await listar(editor, 'parceiros')).toEqual(antes);
  });

  it('an edit from an older page is refused (409); the current version saves with before/after; no change writes nothing', async () => {
    const [p] = await listar(editor, 'parceiros');
    if (!p) throw new Error('sem parceiro');
    const r = await editar('parceiros', p.id, { nome: 'Novo nome', imagem: p.imagem, link: p.link }, p.versao);
    expect(r).toMatchObject({ tipo: 'ok' });
    const a = await ultimaAuditoria();
    expect(a).toMatchObject({ acao: 'parceiro.editar', objetoId: String(p.id), antes: { nome: p.nome }, depois: { nome: 'Novo nome' } });
    // Only the fields that changed are audited.
    expect(Object.keys(a?.depois as object)).toEqual(['nome']);
    const velho = await editar('parceiros', p.id, { nome: 'Outro', imagem: p.imagem, link: p.link }, p.versao);
    expect(velho).toMatchObject({ tipo: 'recusado', status: 409 });
    const atual = await obter('parceiros', p.id);
    expect(atual?.nome).toBe('Novo nome');
    expect(await excluir('parceiros', p.id, p.versao)).toMatchObject({ tipo: 'recusado', status: 409 });
    const igual = await editar('parceiros', p.id, { nome: 'Novo nome', imagem: p.imagem, link: p.link }, atual?.versao ?? '');
    expect(igual).toMatchObject({ tipo: 'ok', semMudanca: true });
    expect((await ultimaAuditoria())?.id).toBe(a?.id);
  });

  it('orders only by an exact permutation of the current ids', async () => {
    const ids = (await listar(editor, 'parceiros')).map((p) => p.id);
    expect(ids.length).toBeGreaterThan(2);
    const antes = avisos.length;
    for (const ruim of [ids.slice(1), [...ids, ids[0] as number], [...ids.slice(1), 999_999], [ids[0] as number, ...ids.slice(0, -1)]]) {
      expect(await ordenar(editor, 'parceiros', ruim)).toMatchObject({ tipo: 'recusado', status: 400 });
    }
    expect((await listar(editor, 'parceiros')).map((p) => p.id)).toEqual(ids);
    const nova = [...ids].reverse();
    expect(await ordenar(editor, 'parceiros', nova)).toMatchObject({ tipo: 'ok' });
    expect((await listar(editor, 'parceiros')).map((p) => p.id)).toEqual(nova);
    const publico = await t.database.db
      .select({ id: tables.parceiros.id })
      .from(tables.parceiros)
      .orderBy(asc(tables.parceiros.ordem), asc(tables.parceiros.id));
    expect(publico.map((p) => p.id)).toEqual(nova);
    expect(await esperarAviso(antes)).toBeGreaterThan(0);
    expect(await ultimaAuditoria()).toMatchObject({ acao: 'parceiro.ordenar', objetoTipo: 'parceiro' });
  });

  it('removes with the current version; audited with what was removed', async () => {
    const lista = await listar(editor, 'parceiros');
    const ultimo = lista.at(-1);
    if (!ultimo) throw new Error('vazio');
    expect(await excluir('parceiros', ultimo.id, ultimo.versao)).toMatchObject({ tipo: 'ok' });
    expect(await listar(editor, 'parceiros')).toHaveLength(lista.length - 1);
    expect(await ultimaAuditoria()).toMatchObject({ acao: 'parceiro.excluir', antes: { nome: ultimo.nome } });
    expect(await excluir('parceiros', ultimo.id, ultimo.versao)).toMatchObject({ tipo: 'recusado', status: 404 });
  });
});

describe('useful links (a type of the content registry)', () => {
  it('adds, edits, orders and removes; refuses javascript: and data:', async () => {
    const antes = await listar(editor, 'links-uteis');
    for (const link of ['javascript:alert(1)', 'data:text/html,x', 'relativo/caminho', '//host']) {
      expect(await criar(editor, 'links-uteis', { nome: 'Mau', link })).toMatchObject({
        tipo: 'recusado',
        status: 400,
        erros: [{ campo: 'link' }],
      });
    }
    expect(await criar(editor, 'links-uteis', { nome: 'Portal novo', link: '/institucional' })).toMatchObject({ tipo: 'ok' });
    const lista = await listar(editor, 'links-uteis');
    expect(lista).toHaveLength(antes.length + 1);
    const novo = lista.at(-1);
    if (!novo) throw new Error('vazio');
    expect(await editar('links-uteis', novo.id, { nome: 'Portal renomeado', link: 'mailto:a@b.org' }, novo.versao)).toMatchObject({
      tipo: 'ok',
    });
    expect(await ultimaAuditoria()).toMatchObject({
      acao: 'link-util.editar',
      objetoTipo: 'link-util',
      depois: { nome: 'Portal renomeado', link: 'mailto:a@b.org' },
    });
    const ids = lista.map((l) => l.id);
    const nova = [novo.id, ...ids.filter((i) => i !== novo.id)];
    expect(await ordenar(editor, 'links-uteis', nova.slice(1))).toMatchObject({ tipo: 'recusado', status: 400 });
    expect(await ordenar(editor, 'links-uteis', nova)).toMatchObject({ tipo: 'ok' });
    const ordenada = await listar(editor, 'links-uteis');
    expect(ordenada.map((l) => l.id)).toEqual(nova);
    const primeiro = ordenada[0];
    if (!primeiro) throw new Error('vazio');
    expect(await excluir('links-uteis', primeiro.id, primeiro.versao)).toMatchObject({ tipo: 'ok' });
    expect(await ultimaAuditoria()).toMatchObject({ acao: 'link-util.excluir', antes: { nome: 'Portal renomeado' } });
  });
});

describe('logos', () => {
  it('one active logo at a time; a new one picked from the library; the active one is not removed', async () => {
    const inicial = ok(await logos.listar(editor));
    const imagens = ok(await logos.imagens(editor));
    const livre = imagens.find((i) => !inicial.logos.some((l) => l.imagem === i.nome));
    if (!livre) throw new Error('sem imagem livre');
    expect(await logos.adicionar(editor, 'nao-existe.png', quem)).toMatchObject({ tipo: 'recusado', erros: [{ campo: 'imagem' }] });
    const r = await logos.adicionar(editor, livre.nome, quem);
    expect(r).toMatchObject({ tipo: 'ok' });
    if (r.tipo !== 'ok') throw new Error('não criou');
    expect(await logos.adicionar(editor, livre.nome, quem)).toMatchObject({ tipo: 'recusado', status: 409 });
    expect(await ultimaAuditoria()).toMatchObject({ acao: 'logo.criar', objetoTipo: 'logo', depois: { imagem: livre.nome } });
    const lista = ok(await logos.listar(editor));
    // A choice from the page before the logo was added is refused.
    expect(await logos.ativar(editor, r.id, inicial.versao, quem)).toMatchObject({ tipo: 'recusado', status: 409 });
    const n = avisos.length;
    expect(await logos.ativar(editor, r.id, lista.versao, quem)).toMatchObject({ tipo: 'ok' });
    expect(await esperarAviso(n)).toBeGreaterThan(0);
    const ativas = await t.database.db.select().from(tables.logos).where(eq(tables.logos.ativa, true));
    expect(ativas.map((l) => l.id)).toEqual([r.id]);
    const a = await ultimaAuditoria();
    expect(a).toMatchObject({ acao: 'logo.ativar', depois: { ativa: livre.nome } });
    const agoraLista = ok(await logos.listar(editor));
    expect(await logos.excluir(editor, r.id, agoraLista.versao, quem)).toMatchObject({ tipo: 'recusado', status: 409 });
    const antiga = agoraLista.logos.find((l) => !l.ativa);
    if (antiga) {
      expect(await logos.excluir(editor, antiga.id, agoraLista.versao, quem)).toMatchObject({ tipo: 'ok' });
      expect(await ultimaAuditoria()).toMatchObject({ acao: 'logo.excluir', antes: { imagem: antiga.imagem } });
    }
  });

  it('the database refuses a second active logo whatever the code does', async () => {
    const existentes = await t.database.db.select().from(tables.logos);
    const id = Math.max(...existentes.map((l) => l.id)) + 100;
    await expect(t.database.db.insert(tables.logos).values({ id, imagem: 'qualquer.png', ativa: true })).rejects.toThrow();
  });
});

describe('permissions', () => {
  it('an autor is refused every read and write, and nothing changes', async () => {
    const antes = await listar(editor, 'parceiros');
    const imagem = await umaImagem();
    await recusado(() => listar(autor, 'parceiros'));
    await recusado(() => conteudo.imagens(autor, 'parceiros'));
    await recusado(() => criar(autor, 'parceiros', { nome: 'A', imagem, link: 'https://a.org/' }));
    await recusado(() => ordenar(autor, 'parceiros', antes.map((p) => p.id).reverse()));
    await recusado(() => listar(autor, 'links-uteis'));
    await recusado(() => criar(autor, 'links-uteis', { nome: 'A', link: 'https://a.org/' }));
    const l = ok(await logos.listar(editor));
    await recusado(() => logos.listar(autor));
    await recusado(() => logos.ativar(autor, l.logos[0]?.id ?? 1, l.versao, quem));
    await recusado(() => logos.adicionar(autor, imagem, quem));
    expect(await listar(editor, 'parceiros')).toEqual(antes);
  });

  it('an administrator may edit', async () => {
    const admin = await sessao('administrador');
    expect(Array.isArray(await listar(admin, 'links-uteis'))).toBe(true);
  });
});
