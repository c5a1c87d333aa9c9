/**
 * The trash of news drafts (issue 27, item 6), against the real database (PGlite and PostgreSQL
 * projects): who may delete which draft, a deleted draft gone from every list and restorable whole
 * (text, regions, revisions, its id) for 30 days and not after, the id taken meanwhile refused,
 * and each step in the audit log.
 */
import { Redacao } from '@cosems/admin';
import type { DadosNoticia, Papel, SessaoAtual } from '@cosems/contracts';
import { tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { and, eq } from 'drizzle-orm';
import { contaDireta } from './sessao.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const quem = { endereco: '203.0.113.9', agente: 'teste' };
let t: TestDatabase;
let clock: Date;
let redacao: Redacao;
const s = {} as Record<'autor' | 'editor' | 'outraEditora' | 'admin', SessaoAtual>;

const conta = (nome: string, papel: Papel) => contaDireta(t.database.db, nome, papel);

const dados = (titulo: string, conteudo = '<p>Texto.</p>'): DadosNoticia => ({
  titulo,
  subtitulo: '',
  conteudo,
  autor: '',
  regioes: [2, 5],
  imagem: null,
  bannerImagem: null,
  destaqueImagem: null,
});

async function rascunho(sessao: SessaoAtual, d: DadosNoticia) {
  const r = await redacao.salvar(sessao, quem, { id: null, versaoBase: 0, dados: d });
  if (r.tipo !== 'ok' || r.id === null) throw new Error(`não criada: ${r.tipo}`);
  return r.id;
}

beforeAll(async () => {
  t = await createTestDatabase();
  s.autor = await conta('Ana Autora', 'autor');
  s.editor = await conta('Edna Editora', 'editor');
  s.outraEditora = await conta('Olga Editora', 'editor');
  s.admin = await conta('Adão Admin', 'administrador');
});
afterAll(async () => t?.close());
beforeEach(() => {
  clock = new Date();
  redacao = new Redacao(t.database.db, () => clock);
});

describe('deleting drafts', () => {
  it('an editor deletes their own drafts and empty ones; only an administrador any draft; never an autor, never a published item', async () => {
    const daOutra = await rascunho(s.outraEditora, dados('Rascunho da Olga'));
    const vazioDaOutra = await rascunho(s.outraEditora, dados('', ''));
    const meu = await rascunho(s.editor, dados('Meu rascunho'));
    const doAutor = await rascunho(s.autor, dados('Rascunho da Ana'));
    expect(await redacao.excluir(s.editor, quem, daOutra)).toBe('proibido');
    expect(await redacao.excluir(s.autor, quem, doAutor)).toBe('proibido');
    expect(await redacao.excluir(s.editor, quem, vazioDaOutra)).toBe('ok');
    expect(await redacao.excluir(s.editor, quem, meu)).toBe('ok');
    expect(await redacao.excluir(s.admin, quem, daOutra)).toBe('ok');
    // The form offers the button exactly when the server would accept it.
    const obtido = await redacao.obter(s.editor, doAutor);
    expect(obtido !== null && obtido !== 'proibido' && obtido.pode.excluir).toBe(false);
    const [publicada] = await t.database.db
      .select({ id: tables.noticias.id })
      .from(tables.noticias)
      .where(eq(tables.noticias.situacao, 'publicada'))
      .limit(1);
    expect(await redacao.excluir(s.admin, quem, publicada?.id ?? 0)).toBe('proibido');
  });
});

describe('the trash', () => {
  it('a deleted draft leaves every list and comes back whole, under its id, with its regions and revisions', async () => {
    const id = await rascunho(s.editor, dados('Campanha de vacinação', '<p>Primeira versão.</p>'));
    const segunda = await redacao.salvar(s.editor, quem, {
      id,
      versaoBase: 2,
      dados: dados('Campanha de vacinação', '<p>Segunda versão.</p>'),
    });
    expect(segunda.tipo).toBe('ok');
    const revisoesAntes = await redacao.revisoes(s.editor, id);
    expect(Array.isArray(revisoesAntes) && revisoesAntes.length).toBe(2);

    expect(await redacao.excluir(s.editor, quem, id)).toBe('ok');
    expect(await redacao.obter(s.editor, id)).toBeNull();
    const lista = await redacao.listar(s.admin, { pagina: 1, q: 'Campanha de vacinação' });
    expect(lista.itens.map((i) => i.id)).not.toContain(id);
    const lixeira = await redacao.lixeira(s.editor);
    if (lixeira === 'proibido') throw new Error('proibido');
    expect(lixeira[0]).toMatchObject({ id, titulo: 'Campanha de vacinação', excluidaPor: 'Edna Editora' });
    expect(Date.parse(lixeira[0]?.expiraEm ?? '') - Date.parse(lixeira[0]?.excluidaEm ?? '')).toBe(30 * 86_400_000);
    expect(await redacao.lixeira(s.autor)).toBe('proibido');
    expect(await redacao.restaurarDaLixeira(s.autor, quem, id)).toEqual({ tipo: 'proibido' });

    expect(await redacao.restaurarDaLixeira(s.outraEditora, quem, id)).toEqual({ tipo: 'ok', titulo: 'Campanha de vacinação' });
    const volta = await redacao.obter(s.editor, id);
    if (volta === null || volta === 'proibido') throw new Error('não voltou');
    expect(volta.dados).toMatchObject({ titulo: 'Campanha de vacinação', conteudo: '<p>Segunda versão.</p>', regioes: [2, 5] });
    expect(volta.situacao).toBe('rascunho');
    expect(await redacao.revisoes(s.editor, id)).toEqual(revisoesAntes);
    // Saving goes on from the restored version.
    expect((await redacao.salvar(s.editor, quem, { id, versaoBase: volta.versao, dados: dados('Campanha de vacinação 2026') })).tipo).toBe(
      'ok',
    );
    const depois = await redacao.lixeira(s.editor);
    expect(depois !== 'proibido' && depois.some((i) => i.id === id)).toBe(false);
    expect(await redacao.restaurarDaLixeira(s.editor, quem, id)).toEqual({ tipo: 'nao-encontrada' });

    const eventos = await t.database.db
      .select({ acao: tables.auditoria.acao, email: tables.auditoria.usuarioEmail })
      .from(tables.auditoria)
      .where(and(eq(tables.auditoria.objetoTipo, 'noticia'), eq(tables.auditoria.objetoId, String(id))));
    expect(eventos.map((e) => e.acao)).toEqual(expect.arrayContaining(['noticia.excluir', 'noticia.restaurar-da-lixeira']));
  });

  it('for 30 days, and not a moment longer; an id taken meanwhile is refused and nothing changes', async () => {
    const velho = await rascunho(s.editor, dados('Rascunho antigo'));
    expect(await redacao.excluir(s.editor, quem, velho)).toBe('ok');
    const ocupado = await rascunho(s.editor, dados('Outro rascunho'));
    expect(await redacao.excluir(s.editor, quem, ocupado)).toBe('ok');
    // A bundle imported since took the id.
    const agora = new Date();
    await t.database.db
      .insert(tables.noticias)
      .values({ id: ocupado, title: 'Importada', conteudo: '<p>x</p>', dataCriacao: agora, dataPublicao: agora });
    expect(await redacao.restaurarDaLixeira(s.editor, quem, ocupado)).toEqual({ tipo: 'ocupado' });
    const [importada] = await t.database.db.select().from(tables.noticias).where(eq(tables.noticias.id, ocupado));
    expect(importada?.title).toBe('Importada');

    clock = new Date(Date.now() + 29 * 86_400_000);
    redacao = new Redacao(t.database.db, () => clock);
    let lixeira = await redacao.lixeira(s.admin);
    expect(lixeira !== 'proibido' && lixeira.some((i) => i.id === velho)).toBe(true);
    clock = new Date(Date.now() + 30 * 86_400_000 + 60_000);
    redacao = new Redacao(t.database.db, () => clock);
    expect(await redacao.restaurarDaLixeira(s.admin, quem, velho)).toEqual({ tipo: 'nao-encontrada' });
    lixeira = await redacao.lixeira(s.admin);
    expect(lixeira !== 'proibido' && lixeira.some((i) => i.id === velho)).toBe(false);
    const [purgada] = await t.database.db.select().from(tables.noticiasLixeira).where(eq(tables.noticiasLixeira.noticiaId, velho));
    expect(purgada).toBeUndefined();
  });
});
