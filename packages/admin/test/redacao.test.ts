/**
 * The newsroom's rules against the real database (PGlite and PostgreSQL projects), over the demo
 * content: statuses and who may move them, the checker, conflicts, autosaves of public items,
 * revisions, edit locks, previews and the audit log.
 */
import { Redacao } from '@cosems/admin';
import type { DadosNoticia, Papel, SessaoAtual } from '@cosems/contracts';
import { tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contaDireta, esperarAviso } from './sessao.ts';

const quem = { endereco: '203.0.113.9', agente: 'teste' };
let t: TestDatabase;
let clock: Date;
let redacao: Redacao;
const sessoes = {} as Record<'autor' | 'outroAutor' | 'editor' | 'admin', SessaoAtual>;
let imagem: string;

const conta = (nome: string, papel: Papel) => contaDireta(t.database.db, nome, papel);

const vazio: DadosNoticia = {
  titulo: '',
  subtitulo: '',
  conteudo: '',
  autor: '',
  regioes: [],
  imagem: null,
  bannerImagem: null,
  destaqueImagem: null,
};

beforeAll(async () => {
  t = await createTestDatabase();
  sessoes.autor = await conta('Ana Autora', 'autor');
  sessoes.outroAutor = await conta('Beto Autor', 'autor');
  sessoes.editor = await conta('Edna Editora', 'editor');
  sessoes.admin = await conta('Adão Admin', 'administrador');
  const [img] = await t.database.db
    .select({ nome: tables.arquivos.nome })
    .from(tables.arquivos)
    .where(eq(tables.arquivos.tipo, 'imagem'))
    .limit(1);
  if (!img) throw new Error('a demonstração tem imagens');
  imagem = img.nome;
  await t.database.db.update(tables.arquivos).set({ alt: 'Reunião de secretários' }).where(eq(tables.arquivos.nome, imagem));
});
afterAll(async () => t?.close());
beforeEach(() => {
  clock = new Date();
  redacao = new Redacao(t.database.db, () => clock);
});

async function rascunho(s: SessaoAtual, dados: Partial<DadosNoticia> = {}) {
  // "Nova notícia": the draft is created by its first save.
  const r = await redacao.salvar(s, quem, { id: null, versaoBase: 0, dados: { ...vazio, titulo: 'Vacinação em Montes Claros', ...dados } });
  if (r.tipo !== 'ok' || r.id === null) throw new Error(`não criada: ${r.tipo}`);
  return { id: r.id, versao: r.versao };
}

async function linha(id: number) {
  const [row] = await t.database.db.select().from(tables.noticias).where(eq(tables.noticias.id, id));
  if (!row) throw new Error('linha');
  return row;
}

describe('statuses and roles', () => {
  it('an autor writes a draft (a new id after the bundle ids) and sends it to review, but cannot publish it', async () => {
    const [max] = await t.database.db.select({ id: tables.noticias.id }).from(tables.noticias).orderBy(desc(tables.noticias.id)).limit(1);
    const { id, versao } = await rascunho(sessoes.autor, { regioes: [1], imagem });
    expect(id).toBeGreaterThan(max?.id ?? 0);
    expect((await linha(id)).situacao).toBe('rascunho');
    const enviar = await redacao.salvar(sessoes.autor, quem, {
      id,
      versaoBase: versao,
      dados: { ...vazio, titulo: 'Vacinação em Montes Claros', regioes: [1], imagem },
      transicao: 'enviar-revisao',
    });
    expect(enviar).toMatchObject({ tipo: 'ok', situacao: 'revisao' });
    const publicar = await redacao.salvar(sessoes.autor, quem, {
      id,
      versaoBase: versao + 1,
      dados: { ...vazio, titulo: 'x' },
      transicao: 'publicar',
    });
    expect(publicar).toEqual({ tipo: 'proibido' });
    // Another autor neither sees nor edits it.
    expect(await redacao.obter(sessoes.outroAutor, id)).toBe('proibido');
    expect(await redacao.salvar(sessoes.outroAutor, quem, { id, versaoBase: versao + 1, dados: vazio })).toEqual({ tipo: 'proibido' });
    const lista = await redacao.listar(sessoes.outroAutor, { pagina: 1 });
    expect(lista.itens.map((i) => i.id)).not.toContain(id);
    // An editor publishes it; the autor can no longer edit it.
    const pub = await redacao.salvar(sessoes.editor, quem, {
      id,
      versaoBase: versao + 1,
      dados: { ...vazio, titulo: 'Vacinação em Montes Claros', regioes: [1], imagem },
      transicao: 'publicar',
    });
    expect(pub).toMatchObject({ tipo: 'ok', situacao: 'publicada' });
    const visto = await redacao.obter(sessoes.autor, id);
    expect(visto !== 'proibido' && visto?.pode.editar).toBe(false);
    expect(await redacao.salvar(sessoes.autor, quem, { id, versaoBase: versao + 2, dados: vazio })).toEqual({ tipo: 'proibido' });
  });

  it('publishing in the future schedules; unpublishing and back to draft; only an administrator deletes, and only drafts', async () => {
    const { id, versao } = await rascunho(sessoes.editor);
    const daqui = new Date(clock.getTime() + 3_600_000).toISOString();
    const r = await redacao.salvar(sessoes.editor, quem, {
      id,
      versaoBase: versao,
      dados: { ...vazio, titulo: 'Agenda da CIB' },
      transicao: 'publicar',
      dataPublicacao: daqui,
    });
    expect(r).toMatchObject({ tipo: 'ok', situacao: 'agendada' });
    expect((await linha(id)).dataPublicao.toISOString()).toBe(daqui);
    expect(await redacao.excluir(sessoes.admin, quem, id)).toBe('proibido');
    const d = await redacao.salvar(sessoes.editor, quem, {
      id,
      versaoBase: versao + 1,
      dados: { ...vazio, titulo: 'Agenda da CIB' },
      transicao: 'despublicar',
    });
    expect(d).toMatchObject({ tipo: 'ok', situacao: 'despublicada' });
    const back = await redacao.salvar(sessoes.editor, quem, {
      id,
      versaoBase: versao + 2,
      dados: { ...vazio, titulo: 'Agenda da CIB' },
      transicao: 'voltar-rascunho',
    });
    expect(back).toMatchObject({ tipo: 'ok', situacao: 'rascunho' });
    expect(await redacao.excluir(sessoes.autor, quem, id)).toBe('proibido');
    expect(await redacao.excluir(sessoes.admin, quem, id)).toBe('ok');
    expect(await redacao.obter(sessoes.admin, id)).toBeNull();
  });

  it('an unpublish time must come after the publication', async () => {
    const { id, versao } = await rascunho(sessoes.editor);
    const r = await redacao.salvar(sessoes.editor, quem, {
      id,
      versaoBase: versao,
      dados: { ...vazio, titulo: 'Prazo' },
      transicao: 'publicar',
      despublicarEm: new Date(clock.getTime() - 1000).toISOString(),
    });
    expect(r).toMatchObject({ tipo: 'invalido', erros: { despublicarEm: 'A data para despublicar deve ser depois da publicação.' } });
    expect((await linha(id)).situacao).toBe('rascunho');
  });
});

describe('the list', () => {
  it('searches like the site: words of the body, without accents, and the text inside a title', async () => {
    const { id } = await rascunho(sessoes.editor, {
      titulo: 'Reunião da CIB Macro Norte',
      conteudo: '<p>Pactuação de leitos de UTI pediátrica.</p>',
    });
    const ids = async (q: string) => (await redacao.listar(sessoes.editor, { q, pagina: 1 })).itens.map((i) => i.id);
    expect(await ids('pediatrica')).toContain(id);
    expect(await ids('reuniao cib')).toContain(id);
    expect(await ids('Macro Nor')).toContain(id);
    expect(await ids('%')).not.toEqual([]); // a lone wildcard is no filter, not an error
    expect(await ids('ortopedia neonatal inexistente')).not.toContain(id);
  });
});

describe('the checker', () => {
  it('blocks an image without alternative text; warnings need the editor to insist', async () => {
    const { id, versao } = await rascunho(sessoes.editor);
    const semAlt = { ...vazio, titulo: 'Com imagem', conteudo: `<p>Texto</p><p><img src="/image/${imagem}"></p>` };
    const r1 = await redacao.salvar(sessoes.editor, quem, {
      id,
      versaoBase: versao,
      dados: semAlt,
      transicao: 'publicar',
      ignorarAvisos: true,
    });
    expect(r1).toEqual({
      tipo: 'verificacao',
      verificacao: { bloqueios: ['Uma imagem do texto não tem texto alternativo (2º parágrafo).'], avisos: [] },
    });
    const avisos = {
      ...vazio,
      titulo: 'PORTARIA NOVA DO MINISTÉRIO',
      conteudo: '<h3>Seção</h3><p></p><p><a href="http://exemplo.org">clique aqui</a></p>',
    };
    const r2 = await redacao.salvar(sessoes.editor, quem, { id, versaoBase: versao, dados: avisos, transicao: 'publicar' });
    expect(r2.tipo).toBe('verificacao');
    if (r2.tipo !== 'verificacao') return;
    expect(r2.verificacao.bloqueios).toEqual([]);
    expect(r2.verificacao.avisos).toEqual([
      'Nível de título pulado: Título 3 (“Seção”) depois de Título 1.',
      'Link com texto vago: "clique aqui" (2º parágrafo). Diga para onde o link leva.',
      'O 1º parágrafo está vazio.',
      'O título está todo em maiúsculas: leitores de tela soletram e a leitura fica difícil.',
      'Um link usa http:, sem segurança (2º parágrafo); prefira https:.',
    ]);
    expect((await linha(id)).situacao).toBe('rascunho');
    const r3 = await redacao.salvar(sessoes.editor, quem, {
      id,
      versaoBase: versao,
      dados: avisos,
      transicao: 'publicar',
      ignorarAvisos: true,
    });
    expect(r3).toMatchObject({ tipo: 'ok', situacao: 'publicada' });
  });

  it('a main image whose media entry has no alternative text blocks publishing', async () => {
    const [outra] = await t.database.db
      .select({ nome: tables.arquivos.nome })
      .from(tables.arquivos)
      .where(and(eq(tables.arquivos.tipo, 'imagem')))
      .offset(1)
      .limit(1);
    if (!outra) throw new Error('imagem');
    const v = await redacao.verificar({ ...vazio, titulo: 'Título', imagem: outra.nome });
    expect(v.bloqueios).toEqual(['A imagem principal não tem texto alternativo: descreva-a na biblioteca de mídia.']);
    expect((await redacao.verificar({ ...vazio, titulo: 'Título', imagem })).bloqueios).toEqual([]);
  });
});

describe('saving', () => {
  it('sanitises the body: a script, an event handler and a javascript: link never reach the database', async () => {
    const { id } = await rascunho(sessoes.editor, {
      conteudo:
        '<p onclick="alert(1)">Oi<script>alert(2)</script><a href="javascript:alert(3)">x</a><a href="https://sus.gov.br" target="_blank">SUS</a></p>',
    });
    expect((await linha(id)).conteudo).toBe(
      '<p>Oi<a>x</a><a href="https://sus.gov.br" target="_blank" rel="noopener noreferrer">SUS</a></p>',
    );
  });

  it('a save over a newer version is a conflict that shows the other save, and nothing is overwritten', async () => {
    const { id, versao } = await rascunho(sessoes.editor, { titulo: 'Primeiro título' });
    const a = await redacao.salvar(sessoes.admin, quem, { id, versaoBase: versao, dados: { ...vazio, titulo: 'Título do admin' } });
    expect(a.tipo).toBe('ok');
    const b = await redacao.salvar(sessoes.editor, quem, { id, versaoBase: versao, dados: { ...vazio, titulo: 'Título da editora' } });
    expect(b).toMatchObject({ tipo: 'conflito', por: 'Adão Admin', atual: { titulo: 'Título do admin' } });
    expect((await linha(id)).title).toBe('Título do admin');
    // My own saves in between (an autosave still in flight, another tab) are not a conflict.
    const c = await redacao.salvar(sessoes.admin, quem, { id, versaoBase: versao, dados: { ...vazio, titulo: 'Admin, de novo' } });
    expect(c.tipo).toBe('ok');
    // But a save based on a version before someone else's still is.
    const d = await redacao.salvar(sessoes.admin, quem, { id, versaoBase: versao - 1, dados: { ...vazio, titulo: 'Velho' } });
    expect(d).toMatchObject({ tipo: 'conflito' });
  });

  it('an autosave of a published item keeps the text aside, the public row is untouched, and the form offers it back', async () => {
    const { id, versao } = await rascunho(sessoes.editor, { titulo: 'Publicada' });
    await redacao.salvar(sessoes.editor, quem, { id, versaoBase: versao, dados: { ...vazio, titulo: 'Publicada' }, transicao: 'publicar' });
    clock = new Date(clock.getTime() + 5000);
    const auto = await redacao.salvar(sessoes.editor, quem, {
      id,
      versaoBase: versao + 1,
      dados: { ...vazio, titulo: 'Publicada, com um erro de digitação corrigi' },
      automatico: true,
    });
    expect(auto).toMatchObject({ tipo: 'ok', versao: versao + 1 });
    expect((await linha(id)).title).toBe('Publicada');
    const form = await redacao.obter(sessoes.editor, id);
    expect(form !== 'proibido' && form?.dados.titulo).toBe('Publicada, com um erro de digitação corrigi');
    expect(form !== 'proibido' && form?.pendente).toMatchObject({ por: 'Edna Editora', automatico: true });
    const previa = await redacao.previa(sessoes.editor, id);
    expect(previa !== 'proibido' && previa?.data.response.title).toBe('Publicada, com um erro de digitação corrigi');
    // An autosave of a draft simply saves it.
    const { id: id2, versao: v2 } = await rascunho(sessoes.editor);
    await redacao.salvar(sessoes.editor, quem, {
      id: id2,
      versaoBase: v2,
      dados: { ...vazio, titulo: 'Rascunho salvo sozinho' },
      automatico: true,
    });
    expect((await linha(id2)).title).toBe('Rascunho salvo sozinho');
  });
});

describe('"Salvar" on a published item keeps a pending version; "Publicar alterações" publishes it (issue 27, item 1)', () => {
  const avisos: number[] = [];
  let pararDeOuvir: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    pararDeOuvir = await t.database.watchContent({ onChange: () => avisos.push(1), onState: () => {} });
  });
  afterAll(async () => pararDeOuvir?.());

  async function publicada(titulo: string) {
    const { id, versao } = await rascunho(sessoes.editor, { titulo, imagem });
    const r = await redacao.salvar(sessoes.editor, quem, {
      id,
      versaoBase: versao,
      dados: { ...vazio, titulo, imagem },
      transicao: 'publicar',
    });
    expect(r).toMatchObject({ tipo: 'ok', situacao: 'publicada' });
    return { id, versao: r.tipo === 'ok' ? r.versao : 0 };
  }

  it('the public row, the site and the cache notice stay as they were; the form, the preview and the list show the pending text', async () => {
    const n0 = avisos.length;
    const { id, versao } = await publicada('Campanha de vacinação');
    // The publication's own notice first (on PostgreSQL it arrives a few milliseconds later).
    expect(await esperarAviso(avisos, n0)).toBeGreaterThan(0);
    clock = new Date(clock.getTime() + 60_000);
    const n = avisos.length;
    const r = await redacao.salvar(sessoes.editor, quem, {
      id,
      versaoBase: versao,
      dados: { ...vazio, titulo: 'Campanha de vacinação contra a gripe', imagem },
    });
    expect(r).toEqual({ tipo: 'ok', id, versao: versao + 1, situacao: 'publicada' });
    const row = await linha(id);
    expect(row.title).toBe('Campanha de vacinação');
    expect(row.versao).toBe(versao + 1);
    const form = await redacao.obter(sessoes.editor, id);
    if (form === null || form === 'proibido') throw new Error('form');
    expect(form.dados.titulo).toBe('Campanha de vacinação contra a gripe');
    expect(form.pendente).toEqual({ em: clock.toISOString(), por: 'Edna Editora', automatico: false });
    const previa = await redacao.previa(sessoes.editor, id);
    expect(previa !== 'proibido' && previa?.data.response.title).toBe('Campanha de vacinação contra a gripe');
    const lista = await redacao.listar(sessoes.editor, { q: 'Campanha de vacinação', pagina: 1 });
    expect(lista.itens.find((i) => i.id === id)).toMatchObject({ situacao: 'publicada', pendente: true });
    const revs = await redacao.revisoes(sessoes.editor, id);
    expect(Array.isArray(revs) && revs.map((x) => x.tipo)).toEqual(['pendente', 'salvamento', 'salvamento']);
    const [evento] = await t.database.db
      .select()
      .from(tables.auditoria)
      .where(and(eq(tables.auditoria.objetoId, String(id)), eq(tables.auditoria.acao, 'noticia.salvar')))
      .orderBy(desc(tables.auditoria.id))
      .limit(1);
    expect(evento?.depois).toMatchObject({ titulo: 'Campanha de vacinação contra a gripe' });
    // Nothing public changed: no content notice (a notice comes within milliseconds: see below).
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(avisos.length).toBe(n);
    // The same text saved again records nothing.
    const deNovo = await redacao.salvar(sessoes.editor, quem, {
      id,
      versaoBase: versao + 1,
      dados: { ...vazio, titulo: 'Campanha de vacinação contra a gripe', imagem },
    });
    expect(deNovo).toMatchObject({ tipo: 'ok', versao: versao + 1 });
    expect(((await redacao.revisoes(sessoes.editor, id)) as unknown[]).length).toBe(3);

    // "Publicar alterações": the checker runs, the row changes, the notice goes, the mark goes.
    clock = new Date(clock.getTime() + 60_000);
    const publicadaEm = (await linha(id)).dataPublicao.getTime();
    const pub = await redacao.salvar(sessoes.editor, quem, { id, versaoBase: versao + 1, dados: form.dados, transicao: 'publicar' });
    expect(pub).toMatchObject({ tipo: 'ok', versao: versao + 2, situacao: 'publicada' });
    expect(await esperarAviso(avisos, n)).toBeGreaterThan(0);
    expect((await linha(id)).title).toBe('Campanha de vacinação contra a gripe');
    // Without a date in the form, the item keeps its publication date (a fix does not re-date it).
    expect((await linha(id)).dataPublicao.getTime()).toBe(publicadaEm);
    const depois = await redacao.obter(sessoes.editor, id);
    expect(depois !== null && depois !== 'proibido' && depois.pendente).toBeNull();
    const lista2 = await redacao.listar(sessoes.editor, { q: 'Campanha de vacinação', pagina: 1 });
    expect(lista2.itens.find((i) => i.id === id)?.pendente).toBe(false);
  });

  it('an image without alternative text saved on a published item never reaches the site: the checker stops its publication', async () => {
    const { id, versao } = await publicada('Oficina regional');
    const semAlt = { ...vazio, titulo: 'Oficina regional', imagem, conteudo: `<p>Fotos</p><p><img src="/image/${imagem}"></p>` };
    const r = await redacao.salvar(sessoes.editor, quem, { id, versaoBase: versao, dados: semAlt });
    expect(r).toMatchObject({ tipo: 'ok', versao: versao + 1 });
    expect((await linha(id)).conteudo).not.toContain('<img');
    const pub = await redacao.salvar(sessoes.editor, quem, {
      id,
      versaoBase: versao + 1,
      dados: semAlt,
      transicao: 'publicar',
      ignorarAvisos: true,
    });
    expect(pub).toEqual({
      tipo: 'verificacao',
      verificacao: { bloqueios: ['Uma imagem do texto não tem texto alternativo (2º parágrafo).'], avisos: [] },
    });
    expect((await linha(id)).conteudo).not.toContain('<img');
  });

  it("a colleague's form opened before a pending save gets a conflict, not a silent overwrite", async () => {
    const { id, versao } = await publicada('Nota técnica');
    const outra = await conta('Olga Editora', 'editor');
    clock = new Date(clock.getTime() + 1000);
    await redacao.salvar(outra, quem, { id, versaoBase: versao, dados: { ...vazio, titulo: 'Nota técnica nº 12', imagem } });
    const r = await redacao.salvar(sessoes.editor, quem, {
      id,
      versaoBase: versao,
      dados: { ...vazio, titulo: 'Nota técnica (revista)', imagem },
    });
    expect(r).toMatchObject({ tipo: 'conflito', por: 'Edna Editora' });
    const form = await redacao.obter(sessoes.editor, id);
    expect(form !== null && form !== 'proibido' && form.dados.titulo).toBe('Nota técnica nº 12');
  });
});

describe('"Nova notícia" creates the draft at its first save (issue 27, item 6)', () => {
  const contar = async () => (await t.database.db.select({ id: tables.noticias.id }).from(tables.noticias)).length;
  const auditoria = async (id: number) =>
    (
      await t.database.db
        .select({ acao: tables.auditoria.acao })
        .from(tables.auditoria)
        .where(and(eq(tables.auditoria.objetoTipo, 'noticia'), eq(tables.auditoria.objetoId, String(id))))
        .orderBy(tables.auditoria.id)
    ).map((e) => e.acao);

  it('the empty form stores nothing; "Salvar" creates one draft owned by its author, audited as created then saved', async () => {
    const antes = await contar();
    const form = await redacao.emBranco(sessoes.autor);
    if (form === 'proibido') throw new Error('um autor cria notícias');
    expect(form).toMatchObject({ id: null, versao: 0, situacao: 'rascunho', dados: vazio, pendente: null, edicao: null });
    expect(form.pode).toMatchObject({ editar: true, enviarRevisao: true, publicar: false, excluir: false });
    expect(await contar()).toBe(antes);
    const r = await redacao.salvar(sessoes.autor, quem, { id: null, versaoBase: 0, dados: { ...vazio, titulo: 'Mutirão de cirurgias' } });
    if (r.tipo !== 'ok' || r.id === null) throw new Error(r.tipo);
    expect(r).toMatchObject({ versao: 2, situacao: 'rascunho' });
    expect(await contar()).toBe(antes + 1);
    const row = await linha(r.id);
    expect(row).toMatchObject({ title: 'Mutirão de cirurgias', situacao: 'rascunho', criadoPor: sessoes.autor.usuario.id });
    expect(await auditoria(r.id)).toEqual(['noticia.criar', 'noticia.salvar']);
  });

  it('an autosave of a form still empty creates nothing; one with text creates the draft', async () => {
    const antes = await contar();
    const vaziaAuto = await redacao.salvar(sessoes.editor, quem, { id: null, versaoBase: 0, dados: vazio, automatico: true });
    expect(vaziaAuto).toEqual({ tipo: 'ok', id: null, versao: 0, situacao: 'rascunho' });
    expect(await contar()).toBe(antes);
    clock = new Date(clock.getTime() + 60_000);
    const r = await redacao.salvar(sessoes.editor, quem, {
      id: null,
      versaoBase: 0,
      dados: { ...vazio, conteudo: '<p>Primeiro parágrafo</p>' },
      automatico: true,
    });
    if (r.tipo !== 'ok' || r.id === null) throw new Error(r.tipo);
    expect(await contar()).toBe(antes + 1);
    expect((await linha(r.id)).conteudo).toBe('<p>Primeiro parágrafo</p>');
  });

  it('a first save that is refused (the checker, a field too long, no right) leaves no draft behind', async () => {
    const antes = await contar();
    const semAlt = { ...vazio, titulo: 'Com imagem', conteudo: `<p>Texto</p><p><img src="/image/${imagem}"></p>` };
    const bloqueada = await redacao.salvar(sessoes.editor, quem, { id: null, versaoBase: 0, dados: semAlt, transicao: 'publicar' });
    expect(bloqueada.tipo).toBe('verificacao');
    const longa = await redacao.salvar(sessoes.editor, quem, { id: null, versaoBase: 0, dados: { ...vazio, titulo: 'x'.repeat(2000) } });
    expect(longa.tipo).toBe('invalido');
    const autorPublica = await redacao.salvar(sessoes.autor, quem, {
      id: null,
      versaoBase: 0,
      dados: { ...vazio, titulo: 'Direto no site' },
      transicao: 'publicar',
    });
    expect(autorPublica.tipo).toBe('proibido');
    expect(await contar()).toBe(antes);
  });

  it('"Publicar" on the empty form creates and publishes in one save', async () => {
    const r = await redacao.salvar(sessoes.editor, quem, {
      id: null,
      versaoBase: 0,
      dados: { ...vazio, titulo: 'Nota técnica sobre o piso da enfermagem', conteudo: '<p>Texto.</p>' },
      transicao: 'publicar',
    });
    if (r.tipo !== 'ok' || r.id === null) throw new Error(r.tipo);
    expect(r.situacao).toBe('publicada');
    expect(await auditoria(r.id)).toEqual(['noticia.criar', 'noticia.publicar']);
  });
});

describe('revisions and the audit log', () => {
  it('every save is a revision; an old one is restored as a new revision; the audit log has the fields before and after', async () => {
    const { id, versao } = await rascunho(sessoes.editor, { titulo: 'Título antigo' });
    await redacao.salvar(sessoes.editor, quem, { id, versaoBase: versao, dados: { ...vazio, titulo: 'Título novo' } });
    const revs = await redacao.revisoes(sessoes.editor, id);
    if (!Array.isArray(revs)) throw new Error('revisoes');
    expect(revs.map((r) => [r.tipo, r.versao, r.usuario])).toEqual([
      ['salvamento', versao + 1, 'Edna Editora'],
      ['salvamento', versao, 'Edna Editora'],
    ]);
    const antiga = revs[1];
    if (!antiga) throw new Error('revisao');
    const r = await redacao.restaurar(sessoes.editor, quem, id, antiga.id);
    expect(r).toMatchObject({ tipo: 'ok', versao: versao + 2 });
    expect((await linha(id)).title).toBe('Título antigo');
    const depois = await redacao.revisoes(sessoes.editor, id);
    expect(Array.isArray(depois) && depois[0]?.tipo).toBe('restauracao');
    const [log] = await t.database.db
      .select()
      .from(tables.auditoria)
      .where(
        and(
          eq(tables.auditoria.objetoTipo, 'noticia'),
          eq(tables.auditoria.objetoId, String(id)),
          eq(tables.auditoria.acao, 'noticia.salvar'),
        ),
      )
      .orderBy(desc(tables.auditoria.id))
      .limit(1);
    expect(log).toMatchObject({ usuarioEmail: 'adao.admin@cosems.example'.replace('adao.admin', 'edna.editora'), endereco: '203.0.113.9' });
    expect(log?.antes).toEqual({ titulo: 'Título novo' });
    expect(log?.depois).toEqual({ titulo: 'Título antigo' });
  });

  it("a draft saved later records what the person changed, not the date that follows each draft's save", async () => {
    const { id, versao } = await rascunho(sessoes.editor, { titulo: 'Rascunho de manhã' });
    clock = new Date(clock.getTime() + 3 * 60_000);
    await redacao.salvar(sessoes.editor, quem, { id, versaoBase: versao, dados: { ...vazio, titulo: 'Rascunho de tarde' } });
    // The date still follows the save (the list sorts drafts by it)…
    expect((await linha(id)).dataPublicao.getTime()).toBe(clock.getTime());
    const [log] = await t.database.db
      .select()
      .from(tables.auditoria)
      .where(and(eq(tables.auditoria.objetoId, String(id)), eq(tables.auditoria.acao, 'noticia.salvar')))
      .orderBy(desc(tables.auditoria.id))
      .limit(1);
    // …but the audit entry names only the title.
    expect(log?.antes).toEqual({ titulo: 'Rascunho de manhã' });
    expect(log?.depois).toEqual({ titulo: 'Rascunho de tarde' });
  });
});

describe('who is editing', () => {
  it('the second person sees who edits since when, takes over, and the first is then told', async () => {
    const { id } = await rascunho(sessoes.editor);
    expect(await redacao.marcarEdicao(sessoes.editor, id)).toMatchObject({ usuario: 'Edna Editora', minha: true });
    expect(await redacao.marcarEdicao(sessoes.admin, id)).toMatchObject({ usuario: 'Edna Editora', minha: false });
    expect(await redacao.tomarEdicao(sessoes.admin, quem, id)).toBe('ok');
    expect(await redacao.marcarEdicao(sessoes.editor, id)).toMatchObject({ usuario: 'Adão Admin', minha: false });
    // A mark not refreshed for over two minutes is free.
    clock = new Date(clock.getTime() + 3 * 60_000);
    expect(await redacao.marcarEdicao(sessoes.editor, id)).toMatchObject({ usuario: 'Edna Editora', minha: true });
  });
});

describe('preview links', () => {
  it('opens for any signed-in account until it expires', async () => {
    const { id } = await rascunho(sessoes.editor, { titulo: 'Prévia da nota técnica' });
    const link = await redacao.criarLinkPrevia(sessoes.editor, quem, id);
    if (!link || link === 'proibido') throw new Error('link');
    expect((await redacao.previaPorLink(sessoes.outroAutor, link.token, quem))?.data.response.title).toBe('Prévia da nota técnica');
    // One character changed (never to itself: a token may end in "A" already).
    const trocado = `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`;
    expect(await redacao.previaPorLink(sessoes.outroAutor, trocado, quem)).toBeNull();
    clock = new Date(clock.getTime() + 49 * 3_600_000);
    expect(await redacao.previaPorLink(sessoes.outroAutor, link.token, quem)).toBeNull();
  });

  it('are listed on their item with who made them, until when, how often and when last opened; each opening is audited', async () => {
    const { id } = await rascunho(sessoes.autor, { titulo: 'Rascunho com links' });
    const a = await redacao.criarLinkPrevia(sessoes.autor, quem, id);
    clock = new Date(clock.getTime() + 60_000);
    const b = await redacao.criarLinkPrevia(sessoes.editor, quem, id);
    if (!a || a === 'proibido' || !b || b === 'proibido') throw new Error('link');
    clock = new Date(clock.getTime() + 60_000);
    const aberto = clock;
    expect(await redacao.previaPorLink(sessoes.outroAutor, a.token, quem)).not.toBeNull();
    expect(await redacao.previaPorLink(sessoes.admin, a.token, { ...quem, endereco: '198.51.100.4' })).not.toBeNull();
    const lista = await redacao.linksPrevia(sessoes.editor, id);
    if (!Array.isArray(lista)) throw new Error(String(lista));
    expect(lista).toMatchObject([
      { criadaPor: 'Edna Editora', expiraEm: b.expiraEm, aberturas: 0, ultimaAberturaEm: null, estado: 'ativo', podeRevogar: true },
      {
        criadaPor: 'Ana Autora',
        expiraEm: a.expiraEm,
        aberturas: 2,
        ultimaAberturaEm: aberto.toISOString(),
        estado: 'ativo',
        podeRevogar: true,
      },
    ]);
    expect(lista[1]?.id).toMatch(/^[0-9a-f]{16}$/);
    // The autor who owns the item sees the list too, and may revoke (they may edit a draft).
    expect(await redacao.linksPrevia(sessoes.autor, id)).toHaveLength(2);
    // Someone else's autor may not even list them.
    expect(await redacao.linksPrevia(sessoes.outroAutor, id)).toBe('proibido');
    expect(await redacao.linksPrevia(sessoes.editor, 99_999_999)).toBeNull();
    const aberturas = await t.database.db
      .select()
      .from(tables.auditoria)
      .where(and(eq(tables.auditoria.acao, 'noticia.link-previa-aberto'), eq(tables.auditoria.objetoId, String(id))))
      .orderBy(tables.auditoria.id);
    expect(aberturas.map((r) => [r.usuarioEmail, r.endereco, (r.depois as { link: string }).link])).toEqual([
      [sessoes.outroAutor.usuario.email, quem.endereco, lista[1]?.id],
      [sessoes.admin.usuario.email, '198.51.100.4', lista[1]?.id],
    ]);
    const [criacao] = await t.database.db
      .select()
      .from(tables.auditoria)
      .where(and(eq(tables.auditoria.acao, 'noticia.link-previa'), eq(tables.auditoria.objetoId, String(id))))
      .orderBy(tables.auditoria.id)
      .limit(1);
    expect(criacao?.depois).toMatchObject({ link: lista[1]?.id });
  });

  it('a revoked link opens nothing; who may edit the item or made the link revokes, no one else; each revocation audited', async () => {
    const { id } = await rascunho(sessoes.editor, { titulo: 'Rascunho revogado' });
    const primeiro = await redacao.criarLinkPrevia(sessoes.admin, quem, id);
    clock = new Date(clock.getTime() + 1000);
    const outro = await redacao.criarLinkPrevia(sessoes.editor, quem, id);
    if (!primeiro || primeiro === 'proibido' || !outro || outro === 'proibido') throw new Error('link');
    const [l2, l1] = (await redacao.linksPrevia(sessoes.editor, id)) as { id: string }[];
    if (!l1 || !l2) throw new Error('lista');
    // An autor who does not own the item: not even told whether the link exists.
    expect(await redacao.revogarLinkPrevia(sessoes.outroAutor, quem, id, l1.id)).toBe('proibido');
    expect(await redacao.revogarLinkPrevia(sessoes.editor, quem, id, 'nao-e-um-id')).toBe('nao-encontrado');
    expect(await redacao.revogarLinkPrevia(sessoes.editor, quem, id, '0123456789abcdef')).toBe('nao-encontrado');
    expect(await redacao.revogarLinkPrevia(sessoes.editor, quem, 99_999_999, l1.id)).toBeNull();
    expect(await redacao.revogarLinkPrevia(sessoes.editor, quem, id, l1.id)).toBe('ok');
    expect(await redacao.revogarLinkPrevia(sessoes.editor, quem, id, l1.id)).toBe('nao-encontrado');
    expect(await redacao.previaPorLink(sessoes.outroAutor, primeiro.token, quem)).toBeNull();
    expect(await redacao.previaPorLink(sessoes.outroAutor, outro.token, quem)).not.toBeNull();
    expect(await redacao.linksPrevia(sessoes.editor, id)).toMatchObject([
      { id: l2.id, estado: 'ativo' },
      { id: l1.id, estado: 'revogado', revogadaPor: 'Edna Editora', podeRevogar: false },
    ]);
    const [auditada] = await t.database.db
      .select()
      .from(tables.auditoria)
      .where(and(eq(tables.auditoria.acao, 'noticia.link-previa-revogado'), eq(tables.auditoria.objetoId, String(id))));
    expect(auditada).toMatchObject({ usuarioEmail: sessoes.editor.usuario.email, depois: { link: l1.id } });
    // Once published, an autor may no longer edit the item, but still withdraws a link they made.
    const { id: deAutor } = await rascunho(sessoes.autor, { titulo: 'Do autor' });
    const proprio = await redacao.criarLinkPrevia(sessoes.autor, quem, deAutor);
    if (!proprio || proprio === 'proibido') throw new Error('link');
    await t.database.db.update(tables.noticias).set({ situacao: 'publicada' }).where(eq(tables.noticias.id, deAutor));
    const [meu] = (await redacao.linksPrevia(sessoes.autor, deAutor)) as { id: string; podeRevogar: boolean }[];
    expect(meu?.podeRevogar).toBe(true);
    expect(await redacao.revogarLinkPrevia(sessoes.autor, quem, deAutor, meu?.id ?? '')).toBe('ok');
  });
});

describe('autosaves do not grow the database without bound (issue 25, item 7)', () => {
  /** About 480 KB of body, different for each n (a paragraph per 1,000 characters). */
  const corpo = (n: number) =>
    Array.from({ length: 480 }, (_, i) => `<p>Parágrafo ${i} da versão ${n}: ${'texto da nota técnica '.repeat(44)}</p>`).join('');

  async function eventos(id: number, acao: string) {
    return t.database.db
      .select()
      .from(tables.auditoria)
      .where(and(eq(tables.auditoria.objetoTipo, 'noticia'), eq(tables.auditoria.objetoId, String(id)), eq(tables.auditoria.acao, acao)))
      .orderBy(desc(tables.auditoria.id));
  }

  it('30 autosaves of a 480 KB body keep one autosave revision, and the audit log has the body by hash and length', async () => {
    const s = await conta('Clara Cronista', 'autor');
    const { id, versao } = await rascunho(s, { titulo: 'Relatório longo' });
    for (let n = 1; n <= 30; n++) {
      // One every 7 s: under the limit of autosaves per minute.
      clock = new Date(clock.getTime() + 7000);
      const r = await redacao.salvar(s, quem, {
        id,
        versaoBase: versao + n - 1,
        dados: { ...vazio, titulo: 'Relatório longo', conteudo: corpo(n) },
        automatico: true,
      });
      expect(r).toMatchObject({ tipo: 'ok', versao: versao + n });
    }
    expect((await linha(id)).conteudo.length).toBeGreaterThan(470_000);
    const revs = await redacao.revisoes(s, id);
    if (!Array.isArray(revs)) throw new Error('revisoes');
    expect(revs.map((r) => [r.tipo, r.versao])).toEqual([
      ['autosalvamento-aplicado', versao + 30],
      ['salvamento', versao],
    ]);
    const auto = await eventos(id, 'noticia.autosalvar');
    expect(auto).toHaveLength(30);
    for (const e of auto) {
      expect(JSON.stringify([e.antes, e.depois]).length).toBeLessThan(400);
      expect(e.depois).toMatchObject({ conteudo: { sha256: expect.stringMatching(/^[0-9a-f]{64}$/), caracteres: expect.any(Number) } });
    }
    // A named save, then three more autosaves: the newest autosave before the named save stays.
    clock = new Date(clock.getTime() + 7000);
    await redacao.salvar(s, quem, {
      id,
      versaoBase: versao + 30,
      dados: { ...vazio, titulo: 'Relatório longo, revisto', conteudo: corpo(30) },
    });
    for (let n = 31; n <= 33; n++) {
      clock = new Date(clock.getTime() + 7000);
      await redacao.salvar(s, quem, {
        id,
        versaoBase: versao + n,
        dados: { ...vazio, titulo: 'Relatório longo, revisto', conteudo: corpo(n) },
        automatico: true,
      });
    }
    const depois = await redacao.revisoes(s, id);
    expect(Array.isArray(depois) && depois.map((r) => r.tipo)).toEqual([
      'autosalvamento-aplicado',
      'salvamento',
      'autosalvamento-aplicado',
      'salvamento',
    ]);
    // The named save's audit event has the title in clear and the body by its hash.
    const [salvo] = await eventos(id, 'noticia.salvar');
    expect(salvo?.antes).toMatchObject({ titulo: 'Relatório longo' });
    expect(salvo?.depois).toMatchObject({ titulo: 'Relatório longo, revisto' });
    expect(JSON.stringify(salvo?.antes)).not.toContain('Parágrafo');
  }, 120_000);

  it('an autosave of what is already saved records nothing; an autosave of a published item keeps one revision aside', async () => {
    const s = await conta('Davi Diarista', 'editor');
    const { id, versao } = await rascunho(s, { titulo: 'Sem mudança' });
    const antes = (await eventos(id, 'noticia.autosalvar')).length;
    const r = await redacao.salvar(s, quem, { id, versaoBase: versao, dados: { ...vazio, titulo: ' Sem mudança ' }, automatico: true });
    expect(r).toMatchObject({ tipo: 'ok', versao });
    expect(await eventos(id, 'noticia.autosalvar')).toHaveLength(antes);
    expect(Array.isArray(await redacao.revisoes(s, id)) && (await redacao.revisoes(s, id))?.length).toBe(1);

    await redacao.salvar(s, quem, { id, versaoBase: versao, dados: { ...vazio, titulo: 'Sem mudança' }, transicao: 'publicar' });
    for (let n = 1; n <= 4; n++) {
      clock = new Date(clock.getTime() + 7000);
      const a = await redacao.salvar(s, quem, {
        id,
        versaoBase: versao + 1,
        dados: { ...vazio, titulo: `Sem mudança ${n}`, conteudo: corpo(n) },
        automatico: true,
      });
      expect(a).toMatchObject({ tipo: 'ok', versao: versao + 1 });
    }
    // The same text again: nothing new.
    await redacao.salvar(s, quem, {
      id,
      versaoBase: versao + 1,
      dados: { ...vazio, titulo: 'Sem mudança 4', conteudo: corpo(4) },
      automatico: true,
    });
    const revs = await redacao.revisoes(s, id);
    expect(Array.isArray(revs) && revs.map((r) => r.tipo)).toEqual(['autosalvamento', 'salvamento', 'salvamento']);
    expect(await eventos(id, 'noticia.autosalvar')).toHaveLength(4);
    const form = await redacao.obter(s, id);
    expect(form !== 'proibido' && form?.dados.titulo).toBe('Sem mudança 4');
    expect((await linha(id)).title).toBe('Sem mudança');
  });

  it("someone else's autosave of a draft is still a conflict for a save based on an older version", async () => {
    const { id, versao } = await rascunho(sessoes.editor, { titulo: 'Pauta' });
    const outra = await conta('Eva Editora', 'editor');
    for (let n = 1; n <= 3; n++) {
      clock = new Date(clock.getTime() + 7000);
      await redacao.salvar(outra, quem, { id, versaoBase: versao + n - 1, dados: { ...vazio, titulo: `Pauta ${n}` }, automatico: true });
    }
    const r = await redacao.salvar(sessoes.editor, quem, { id, versaoBase: versao, dados: { ...vazio, titulo: 'Pauta minha' } });
    expect(r).toMatchObject({ tipo: 'conflito', por: 'Eva Editora', atual: { titulo: 'Pauta 3' } });
  });

  it('an account autosaves at most 10 times a minute; the 11th is told when to try again', async () => {
    const s = await conta('Fábio Apressado', 'autor');
    const { id, versao } = await rascunho(s, { titulo: 'Pressa' });
    const inicio = clock.getTime();
    for (let n = 1; n <= 10; n++) {
      clock = new Date(inicio + n * 1000);
      const r = await redacao.salvar(s, quem, {
        id,
        versaoBase: versao + n - 1,
        dados: { ...vazio, titulo: `Pressa ${n}` },
        automatico: true,
      });
      expect(r.tipo).toBe('ok');
    }
    clock = new Date(inicio + 11_000);
    const recusado = await redacao.salvar(s, quem, {
      id,
      versaoBase: versao + 10,
      dados: { ...vazio, titulo: 'Pressa 11' },
      automatico: true,
    });
    // The oldest of the ten (at 1 s) leaves the minute at 61 s: 50 s from now.
    expect(recusado).toEqual({ tipo: 'limite', segundos: 50 });
    expect((await linha(id)).title).toBe('Pressa 10');
    // A save someone asks for is not limited; after the wait, the autosave goes.
    expect((await redacao.salvar(s, quem, { id, versaoBase: versao + 10, dados: { ...vazio, titulo: 'Pressa salva' } })).tipo).toBe('ok');
    clock = new Date(inicio + 61_001);
    const depois = await redacao.salvar(s, quem, {
      id,
      versaoBase: versao + 11,
      dados: { ...vazio, titulo: 'Pressa 12' },
      automatico: true,
    });
    expect(depois.tipo).toBe('ok');
  });
});
