/**
 * The back office's dashboard (issue 27, item 8) against the real database (PGlite and PostgreSQL
 * projects), over the demo content (64 published items from the bundle, which nobody created in
 * the back office): what each role sees — the items in review (editors only), my items in progress
 * with their status, what enters or leaves the site in the next 7 days, the last changes to news
 * (an autor: only their own items) — and the e-mail "Enviar para revisão" sends to the editors
 * through a real SMTP server (smtp-server), after the commit and without ever failing the transition.
 */
import { AvisoDeRevisao, type Correio, correioSmtp, PainelDaRedacao, Redacao } from '@cosems/admin';
import {
  type DadosNoticia,
  ITENS_DO_PAINEL,
  type MudancaNoPainel,
  type NoticiaNoFormulario,
  nomeDaAcao,
  type Papel,
  type PedidoSalvar,
  type SessaoAtual,
} from '@cosems/contracts';
import { tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { type ServidorSmtp, startSmtpServer } from '@cosems/test-support/smtp';
import { eq } from 'drizzle-orm';
import { contaDireta } from './sessao.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const quem = { endereco: '203.0.113.9', agente: 'teste' };
const BASE = 'https://cosems.example';
const DIA = 86_400_000;

let t: TestDatabase;
let smtp: ServidorSmtp;
let clock: Date;
/** The newsroom as the server builds it with SMTP set: "Enviar para revisão" e-mails the editors. */
let redacao: Redacao;
let aviso: AvisoDeRevisao;
let painel: PainelDaRedacao;
const falhas: unknown[] = [];
const s = {} as Record<'ana' | 'beto' | 'edna' | 'eloi' | 'inativa' | 'adao', SessaoAtual>;

const conta = (nome: string, papel: Papel, ativo = true) => contaDireta(t.database.db, nome, papel, ativo);

/** One minute later: every action has its own time, so "newest first" is a fact the test knows. */
const passo = () => {
  clock = new Date(clock.getTime() + 60_000);
};

async function nova(sessao: SessaoAtual, titulo: string, com: Redacao = redacao): Promise<number> {
  passo();
  const f = (await com.emBranco(sessao)) as NoticiaNoFormulario;
  const r = await com.salvar(sessao, quem, {
    id: null,
    versaoBase: f.versao,
    dados: { ...f.dados, titulo, conteudo: '<p>Texto da notícia.</p>' },
  });
  if (r.tipo !== 'ok' || r.id === null) throw new Error(`não criada: ${r.tipo}`);
  return r.id;
}

/** Saves what the form holds now, with `pedido` on top (a status change, new fields). */
async function agir(sessao: SessaoAtual, id: number, pedido: Partial<PedidoSalvar> = {}, dados: Partial<DadosNoticia> = {}) {
  passo();
  const f = (await redacao.obter(sessao, id)) as NoticiaNoFormulario;
  return redacao.salvar(sessao, quem, { id, versaoBase: f.versao, dados: { ...f.dados, ...dados }, ...pedido });
}

async function agirOk(sessao: SessaoAtual, id: number, pedido: Partial<PedidoSalvar> = {}, dados: Partial<DadosNoticia> = {}) {
  const r = await agir(sessao, id, pedido, dados);
  expect(r.tipo).toBe('ok');
}

const publicar = (id: number, em: Date, despublicarEm?: Date) =>
  agirOk(s.edna, id, {
    transicao: 'publicar',
    ignorarAvisos: true,
    dataPublicacao: em.toISOString(),
    ...(despublicarEm ? { despublicarEm: despublicarEm.toISOString() } : {}),
  });

const titulos = (itens: { titulo: string }[]) => itens.map((i) => i.titulo);
/** A change as the page writes it (with the audit page's names of the actions). */
const frase = (m: MudancaNoPainel) => `${nomeDaAcao(m.acao)}: “${m.titulo}” — por ${m.quem}`;

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startSmtpServer();
  // The demo's items are in the past: the clock starts after the newest of them.
  clock = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const now = () => clock;
  aviso = new AvisoDeRevisao({
    db: t.database.db,
    correio: correioSmtp(smtp.url, 'COSEMS/MG <nao-responda@cosems.example>'),
    siteUrl: `${BASE}/`,
    aoFalharEnvio: (e) => falhas.push(e),
  });
  redacao = new Redacao(t.database.db, now, (id, remetente) => aviso.avisar(id, remetente));
  painel = new PainelDaRedacao({ db: t.database.db, now });
  s.ana = await conta('Ana Autora', 'autor');
  s.beto = await conta('Beto Autor', 'autor');
  s.edna = await conta('Edna Editora', 'editor');
  s.eloi = await conta('Eloi Editor', 'editor');
  s.inativa = await conta('Iara Inativa', 'editor', false);
  s.adao = await conta('Adão Admin', 'administrador');
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

describe('the dashboard, per role', () => {
  const quando = {} as Record<'sai' | 'anaAgendada' | 'entra', string>;
  const ids = {} as Record<
    'anaRascunho' | 'anaRevisao' | 'anaAgendada' | 'betoRascunho' | 'betoRevisao' | 'sai' | 'entra' | 'longe' | 'ednaRascunho',
    number
  >;

  beforeAll(async () => {
    ids.anaRascunho = await nova(s.ana, 'Rascunho da Ana');
    ids.anaRevisao = await nova(s.ana, 'Revisão da Ana');
    await agirOk(s.ana, ids.anaRevisao, { transicao: 'enviar-revisao' });
    // Ana's third item: sent, scheduled by Edna for two days ahead, then changed by Edna without
    // publishing the change ("Salvar" on a scheduled item keeps a pending version).
    ids.anaAgendada = await nova(s.ana, 'Agendada da Ana');
    await agirOk(s.ana, ids.anaAgendada, { transicao: 'enviar-revisao' });
    quando.anaAgendada = new Date(clock.getTime() + 2 * DIA).toISOString();
    await publicar(ids.anaAgendada, new Date(quando.anaAgendada));
    await agirOk(s.edna, ids.anaAgendada, {}, { subtitulo: 'Um subtítulo ainda não publicado' });
    ids.betoRascunho = await nova(s.beto, 'Rascunho do Beto');
    ids.betoRevisao = await nova(s.beto, 'Revisão do Beto');
    await agirOk(s.beto, ids.betoRevisao, { transicao: 'enviar-revisao' });
    // Edna's: one leaves the site tomorrow, one enters in 3 days, one in 10 (outside the 7 days), one draft.
    ids.sai = await nova(s.edna, 'Sai amanhã');
    quando.sai = new Date(clock.getTime() + DIA).toISOString();
    await publicar(ids.sai, clock, new Date(quando.sai));
    ids.entra = await nova(s.edna, 'Entra em três dias');
    quando.entra = new Date(clock.getTime() + 3 * DIA).toISOString();
    await publicar(ids.entra, new Date(quando.entra));
    ids.longe = await nova(s.edna, 'Entra em dez dias');
    await publicar(ids.longe, new Date(clock.getTime() + 10 * DIA));
    ids.ednaRascunho = await nova(s.edna, 'Rascunho da Edna');
    // An autosave is not a change the dashboard lists.
    passo();
    const f = (await redacao.obter(s.ana, ids.anaRascunho)) as NoticiaNoFormulario;
    const auto = await redacao.salvar(s.ana, quem, {
      id: ids.anaRascunho,
      versaoBase: f.versao,
      dados: { ...f.dados, subtitulo: 'Digitando…' },
      automatico: true,
    });
    expect(auto.tipo).toBe('ok');
    await aviso.concluidos();
  });

  it('an editor: both items in review, newest first, with who created them; their own drafts; no autor-only filter', async () => {
    const p = await painel.ler(s.edna);
    expect(p.revisao?.total).toBe(2);
    expect(titulos(p.revisao?.itens ?? [])).toEqual(['Revisão do Beto', 'Revisão da Ana']);
    expect(p.revisao?.itens.map((i) => [i.situacao, i.criadoPor, i.atualizadoPor])).toEqual([
      ['revisao', 'Beto Autor', 'Beto Autor'],
      ['revisao', 'Ana Autora', 'Ana Autora'],
    ]);
    expect(p.meus).toMatchObject({ total: 1, itens: [{ titulo: 'Rascunho da Edna', situacao: 'rascunho', pendente: false }] });
  });

  it('an administrator reviews too', async () => {
    const p = await painel.ler(s.adao);
    expect(p.revisao?.total).toBe(2);
    expect(p.meus.total).toBe(0);
  });

  it("an autor: no review list; their items in progress with their status, a scheduled one with Edna's unpublished change", async () => {
    const p = await painel.ler(s.ana);
    expect(p.revisao).toBeNull();
    expect(p.meus.total).toBe(3);
    // Newest change first: the autosave moved the draft up; the pending save does not touch the item's row.
    expect(p.meus.itens.map((i) => [i.titulo, i.situacao, i.pendente])).toEqual([
      ['Rascunho da Ana', 'rascunho', false],
      ['Agendada da Ana', 'agendada', true],
      ['Revisão da Ana', 'revisao', false],
    ]);
    const beto = await painel.ler(s.beto);
    expect(titulos(beto.meus.itens)).toEqual(['Revisão do Beto', 'Rascunho do Beto']);
  });

  it('scheduled: what enters or leaves within 7 days, soonest first; an autor only their own', async () => {
    const p = await painel.ler(s.edna);
    expect(p.agendadas.total).toBe(3);
    expect(p.agendadas.itens.map((a) => [a.titulo, a.tipo])).toEqual([
      ['Sai amanhã', 'sai'],
      ['Agendada da Ana', 'entra'],
      ['Entra em três dias', 'entra'],
    ]);
    expect(p.agendadas.itens.map((a) => a.em)).toEqual([quando.sai, quando.anaAgendada, quando.entra]);
    const ana = await painel.ler(s.ana);
    expect(ana.agendadas).toMatchObject({ total: 1, itens: [{ titulo: 'Agendada da Ana', tipo: 'entra' }] });
    expect((await painel.ler(s.beto)).agendadas.total).toBe(0);
  });

  it('the last changes: 10, newest first, in Portuguese, without autosaves; an autor sees those to their own items', async () => {
    const p = await painel.ler(s.edna);
    expect(p.mudancas).toHaveLength(ITENS_DO_PAINEL);
    expect(p.mudancas.slice(0, 4).map(frase)).toEqual([
      'Notícia salva: “Rascunho da Edna” — por Edna Editora',
      'Notícia criada: “Rascunho da Edna” — por Edna Editora',
      'Notícia publicada: “Entra em dez dias” — por Edna Editora',
      'Notícia salva: “Entra em dez dias” — por Edna Editora',
    ]);
    expect(p.mudancas.every((m) => m.existe)).toBe(true);
    const ems = p.mudancas.map((m) => m.em);
    expect([...ems].sort().reverse()).toEqual(ems);

    const ana = await painel.ler(s.ana);
    expect(ana.mudancas.slice(0, 4).map(frase)).toEqual([
      'Notícia salva: “Agendada da Ana” — por Edna Editora',
      'Notícia publicada: “Agendada da Ana” — por Edna Editora',
      'Notícia enviada para revisão: “Agendada da Ana” — por Ana Autora',
      'Notícia salva: “Agendada da Ana” — por Ana Autora',
    ]);
    expect(ana.mudancas.every((m) => [ids.anaRascunho, ids.anaRevisao, ids.anaAgendada].includes(m.noticiaId))).toBe(true);
    expect(ana.mudancas.some((m) => m.acao === 'noticia.criar' && m.noticiaId === ids.anaRascunho)).toBe(true);
  });

  it('a deleted draft: its deletion listed with its title, no link; gone from its autor’s lists; back from the trash, listed again', async () => {
    passo();
    expect(await redacao.excluir(s.adao, quem, ids.betoRascunho)).toBe('ok');
    const p = await painel.ler(s.edna);
    expect(p.mudancas[0]).toMatchObject({ quem: 'Adão Admin', acao: 'noticia.excluir', titulo: 'Rascunho do Beto', existe: false });
    const beto = await painel.ler(s.beto);
    expect(beto.meus.total).toBe(1);
    expect(beto.mudancas.some((m) => m.noticiaId === ids.betoRascunho)).toBe(false);

    passo();
    expect(await redacao.restaurarDaLixeira(s.edna, quem, ids.betoRascunho)).toMatchObject({ tipo: 'ok' });
    expect((await painel.ler(s.edna)).mudancas[0]).toMatchObject({
      quem: 'Edna Editora',
      acao: 'noticia.restaurar-da-lixeira',
      titulo: 'Rascunho do Beto',
      existe: true,
    });
    const betoDeNovo = await painel.ler(s.beto);
    expect(betoDeNovo.meus.total).toBe(2);
    expect(frase(betoDeNovo.mudancas[0] as MudancaNoPainel)).toBe('Notícia restaurada da lixeira: “Rascunho do Beto” — por Edna Editora');
  });

  it('a list shows 10 and counts them all; items sent back to draft leave the review list', async () => {
    for (let i = 1; i <= 11; i++) {
      const id = await nova(s.beto, `Lote ${i}`);
      await agirOk(s.beto, id, { transicao: 'enviar-revisao' });
    }
    await agirOk(s.edna, ids.anaRevisao, { transicao: 'voltar-rascunho' });
    const p = await painel.ler(s.eloi);
    expect(p.revisao?.total).toBe(12);
    expect(p.revisao?.itens).toHaveLength(ITENS_DO_PAINEL);
    expect(p.revisao?.itens[0]?.titulo).toBe('Lote 11');
    expect(p.revisao?.itens.some((i) => i.id === ids.anaRevisao)).toBe(false);
    expect(p.mudancas[0]).toMatchObject({ quem: 'Edna Editora', acao: 'noticia.voltar-rascunho', titulo: 'Revisão da Ana' });
    const beto = await painel.ler(s.beto);
    expect(beto.meus).toMatchObject({ total: 13 });
    expect(beto.meus.itens).toHaveLength(ITENS_DO_PAINEL);
    await aviso.concluidos();
  });
});

describe('"Enviar para revisão" e-mails the editors', () => {
  it('every active editor and administrator but the sender gets one message: title, sender, link from SITE_URL', async () => {
    const antes = smtp.recebidas.length;
    const id = await nova(s.ana, 'Campanha de vacinação\nem Montes Claros');
    await agirOk(s.ana, id, { transicao: 'enviar-revisao' });
    await aviso.concluidos();
    const novas = smtp.recebidas.slice(antes);
    expect(novas.map((m) => m.para).sort()).toEqual([
      ['adao.admin@cosems.example'],
      ['edna.editora@cosems.example'],
      ['eloi.editor@cosems.example'],
    ]);
    const m = novas.find((n) => n.para.includes('edna.editora@cosems.example'));
    expect(m?.assunto).toBe('Notícia para revisão: Campanha de vacinação em Montes Claros');
    expect(m?.de).toContain('nao-responda@cosems.example');
    expect(m?.texto).toContain('Olá, Edna Editora.');
    expect(m?.texto).toContain('Ana Autora enviou para revisão a notícia “Campanha de vacinação em Montes Claros”.');
    expect(m?.texto).toContain(`${BASE}/admin/noticias/${id}\n`);
    // The inactive editor, the autores and the sender get nothing.
    expect(smtp.recebidas.some((r) => r.para.some((p) => /iara|ana\.|beto/.test(p)))).toBe(false);
    expect(falhas).toEqual([]);
  });

  it('an editor who sends their own draft is not told of it; the others are', async () => {
    const antes = smtp.recebidas.length;
    const id = await nova(s.eloi, 'Nota do Eloi');
    await agirOk(s.eloi, id, { transicao: 'enviar-revisao' });
    await aviso.concluidos();
    expect(
      smtp.recebidas
        .slice(antes)
        .map((m) => m.para[0])
        .sort(),
    ).toEqual(['adao.admin@cosems.example', 'edna.editora@cosems.example']);
  });

  it('nothing is sent for a refused or failed transition, a plain save, or an autosave', async () => {
    const antes = smtp.recebidas.length;
    const semTitulo = await nova(s.ana, 'Vai perder o título');
    expect((await agir(s.ana, semTitulo, { transicao: 'enviar-revisao' }, { titulo: '' })).tipo).toBe('invalido');
    // Beto cannot send Ana's draft (with her form's data: his own request cannot even read it).
    const f = (await redacao.obter(s.ana, semTitulo)) as NoticiaNoFormulario;
    expect(
      (await redacao.salvar(s.beto, quem, { id: semTitulo, versaoBase: f.versao, dados: f.dados, transicao: 'enviar-revisao' })).tipo,
    ).toBe('proibido');
    await agirOk(s.ana, semTitulo, {}, { subtitulo: 'Só salvar' });
    await agirOk(s.ana, semTitulo, { automatico: true }, { subtitulo: 'Automático' });
    await aviso.concluidos();
    // Long enough for a message that was started to arrive.
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.recebidas.length).toBe(antes);
  });

  /** Ana sends a new item to review through a newsroom whose notices go through `correio`; the result. */
  async function enviarCom(correio: Correio, titulo: string, recusas: unknown[]) {
    const avisoDoTeste = new AvisoDeRevisao({ db: t.database.db, correio, siteUrl: BASE, aoFalharEnvio: (e) => recusas.push(e) });
    const outra = new Redacao(
      t.database.db,
      () => clock,
      (id, r) => avisoDoTeste.avisar(id, r),
    );
    const id = await nova(s.ana, titulo, outra);
    const f = (await outra.obter(s.ana, id)) as NoticiaNoFormulario;
    passo();
    const r = await outra.salvar(s.ana, quem, { id, versaoBase: f.versao, dados: f.dados, transicao: 'enviar-revisao' });
    await avisoDoTeste.concluidos();
    const [linha] = await t.database.db
      .select({ situacao: tables.noticias.situacao })
      .from(tables.noticias)
      .where(eq(tables.noticias.id, id));
    return { r, situacao: linha?.situacao };
  }

  it('a failing mail server never fails the transition: the failure is reported, the other editors still get theirs', async () => {
    const real = correioSmtp(smtp.url, 'COSEMS/MG <nao-responda@cosems.example>');
    const recusas: unknown[] = [];
    // A mailbox that refuses (Edna's), and the rest through the real server.
    const recusaUma: Correio = {
      enviar: async (m) => {
        if (m.para === 'edna.editora@cosems.example') throw new Error('550 caixa cheia');
        await real.enviar(m);
      },
    };
    const antes = smtp.recebidas.length;
    const cheia = await enviarCom(recusaUma, 'Com uma caixa de e-mail cheia', recusas);
    expect(cheia).toMatchObject({ r: { tipo: 'ok', situacao: 'revisao' }, situacao: 'revisao' });
    expect(recusas.map((e) => (e as Error).message)).toEqual(['550 caixa cheia']);
    expect(
      smtp.recebidas
        .slice(antes)
        .map((m) => m.para[0])
        .sort(),
    ).toEqual(['adao.admin@cosems.example', 'eloi.editor@cosems.example']);

    // No server at all (a closed port): the transition is still made, and each failure reported.
    const semServidor = await enviarCom(
      correioSmtp('smtp://127.0.0.1:9', 'COSEMS/MG <x@cosems.example>'),
      'Sem servidor de e-mail',
      recusas,
    );
    expect(semServidor).toMatchObject({ r: { tipo: 'ok', situacao: 'revisao' }, situacao: 'revisao' });
    expect(recusas.length).toBe(1 + 3);
  });
});
