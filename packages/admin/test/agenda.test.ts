/**
 * The agenda's events on the registry (issue 30), against PGlite and PostgreSQL: the drafting rule
 * (an autor writes drafts; publishing, cancelling or touching a published event is an editor's),
 * the SEQUENCE raised by every save that changes the event and only then, São Paulo's wall clock
 * stored as instants, and each bad field refused (400) by its name, with nothing written.
 */
import { BackOffice, Conteudos } from '@cosems/admin';
import { isAcessoNegado, type SessaoAtual } from '@cosems/contracts';
import { tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarAviso, sessaoCompleta } from './sessao.ts';

const quem = { endereco: '203.0.113.30', agente: 'vitest' };
const agora = new Date(Date.UTC(2026, 10, 28, 12));

let t: TestDatabase;
let office: BackOffice;
let conteudo: Conteudos;
let editor: SessaoAtual;
let autor: SessaoAtual;
const notificacoes: number[] = [];
let pararDeOuvir: () => Promise<void>;

beforeAll(async () => {
  t = await createTestDatabase();
  office = new BackOffice({ db: t.database.db, now: () => agora });
  conteudo = new Conteudos({ db: t.database.db, now: () => agora });
  editor = await sessaoCompleta(office, 'editor', quem, agora, 'agenda');
  autor = await sessaoCompleta(office, 'autor', quem, agora, 'agenda');
  pararDeOuvir = await t.database.watchContent({ onChange: () => notificacoes.push(1), onState: () => {} });
});
afterAll(async () => {
  await pararDeOuvir?.();
  await t?.close();
});

const CAMPOS = {
  intent: 'salvar',
  titulo: 'Reunião Ordinária da CIB-SUS/MG – março de 2027',
  tipo: 'cib',
  dia: '2027-03-18',
  hora: '14:00',
  fimDia: '',
  fimHora: '17:30',
  local: 'Cidade Administrativa, Belo Horizonte',
  linkOnline: 'https://www.example.org/sala/cib',
  descricao: '<p>Pauta: <strong>financiamento</strong>.</p><script>alert(1)</script>',
  noticias: '52, 54',
  'regiao-3': 'sim',
  'regiao-14': 'sim',
  'anexo-cartilha-regionalizacao.pdf': 'sim',
  estado: 'publicado',
};
const eventos = async () => (await t.database.db.select({ n: count() }).from(tables.eventos))[0]?.n;
const auditoria = () =>
  t.database.db.select().from(tables.auditoria).where(eq(tables.auditoria.objetoTipo, 'evento')).orderBy(asc(tables.auditoria.id));
const linha = async (id: number) => (await t.database.db.select().from(tables.eventos).where(eq(tables.eventos.id, id)))[0];

async function negado(fazer: () => Promise<unknown>): Promise<string> {
  try {
    await fazer();
  } catch (erro) {
    if (isAcessoNegado(erro)) return erro.message;
    throw erro;
  }
  throw new Error('não foi recusado');
}

async function criar(sessao: SessaoAtual, campos: Record<string, string>) {
  const r = await conteudo.salvar(sessao, 'agenda', null, null, campos, null, quem);
  if (r.tipo !== 'ok') throw new Error(r.mensagem);
  return r.id;
}

describe('agenda (/admin/agenda)', () => {
  it('stores 18/03/2027 14:00 (São Paulo) as 17:00 UTC, with its references, sanitised description and SEQUENCE 0; audited and announced', async () => {
    const n = notificacoes.length;
    const id = await criar(editor, CAMPOS);
    expect(await esperarAviso(notificacoes, n)).toBeGreaterThan(0);
    const e = await linha(id);
    expect(e?.inicio.toISOString()).toBe('2027-03-18T17:00:00.000Z');
    expect(e?.fim?.toISOString()).toBe('2027-03-18T20:30:00.000Z');
    expect([e?.regioes, e?.anexos, e?.noticias, e?.sequencia, e?.estado]).toEqual([
      [3, 14],
      ['cartilha-regionalizacao.pdf'],
      [52, 54],
      0,
      'publicado',
    ]);
    expect(e?.descricao).toBe('<p>Pauta: <strong>financiamento</strong>.</p>');
    const editavel = await conteudo.obter(editor, 'agenda', null, id);
    expect([editavel?.dia, editavel?.hora, editavel?.fimDia, editavel?.fimHora]).toEqual(['2027-03-18', '14:00', '2027-03-18', '17:30']);
    expect((await auditoria()).at(-1)).toMatchObject({ acao: 'evento.criar', objetoId: String(id), usuarioId: editor.usuario.id });
    // Upcoming first: it is on the list's first page.
    expect((await conteudo.listar(editor, 'agenda', null, 1)).itens.map((i) => i.id)).toContain(id);
  });

  it('an all-day event is stored as midnight in São Paulo of its first and last day; dd/mm/aaaa is read too', async () => {
    const id = await criar(editor, { ...CAMPOS, diaInteiro: 'sim', dia: '12/05/2027', hora: '', fimDia: '2027-05-13', fimHora: '' });
    const e = await linha(id);
    expect([e?.diaInteiro, e?.inicio.toISOString(), e?.fim?.toISOString()]).toEqual([
      true,
      '2027-05-12T03:00:00.000Z',
      '2027-05-13T03:00:00.000Z',
    ]);
  });

  it('raises SEQUENCE on every save that changes the event, not on a save that changes nothing; cancelling keeps it', async () => {
    const id = await criar(editor, CAMPOS);
    const salvar = async (campos: Record<string, string>) => {
      const atual = await conteudo.obter(editor, 'agenda', null, id);
      return conteudo.salvar(editor, 'agenda', null, id, { ...campos, versao: atual?.versao ?? '' }, null, quem);
    };
    expect(await salvar({ ...CAMPOS, hora: '15:00' })).toMatchObject({ tipo: 'ok' });
    expect((await linha(id))?.sequencia).toBe(1);
    const auditados = (await auditoria()).length;
    expect(await salvar({ ...CAMPOS, hora: '15:00' })).toMatchObject({ tipo: 'ok', semMudanca: true });
    expect([(await linha(id))?.sequencia, (await auditoria()).length]).toEqual([1, auditados]);
    expect(await salvar({ ...CAMPOS, hora: '15:00', estado: 'cancelado' })).toMatchObject({ tipo: 'ok' });
    const e = await linha(id);
    expect([e?.estado, e?.sequencia, e?.atualizadoEm.toISOString()]).toEqual(['cancelado', 2, agora.toISOString()]);
    expect((await auditoria()).at(-1)).toMatchObject({
      acao: 'evento.editar',
      antes: { estado: 'publicado', sequencia: 1 },
      depois: { estado: 'cancelado', sequencia: 2 },
    });
  });

  it('an autor creates and edits a draft; publishing it, cancelling, or editing or deleting a published event is 403 and writes nothing', async () => {
    const opcoes = await conteudo.opcoes(autor, 'agenda');
    expect(opcoes.estado).toEqual([{ valor: 'rascunho', rotulo: 'Rascunho' }]);
    expect((await conteudo.opcoes(editor, 'agenda')).estado?.map((o) => o.valor)).toEqual(['rascunho', 'publicado', 'cancelado']);
    const rascunho = await criar(autor, { ...CAMPOS, estado: 'rascunho' });
    const publicado = await criar(editor, CAMPOS);
    const antes = [await eventos(), (await auditoria()).length];
    const versao = async (id: number) => (await conteudo.obter(autor, 'agenda', null, id))?.versao ?? '';
    const mensagens = await Promise.all([
      negado(() => conteudo.salvar(autor, 'agenda', null, null, CAMPOS, null, quem)),
      negado(async () => conteudo.salvar(autor, 'agenda', null, rascunho, { ...CAMPOS, versao: await versao(rascunho) }, null, quem)),
      negado(async () =>
        conteudo.salvar(autor, 'agenda', null, publicado, { ...CAMPOS, estado: 'rascunho', versao: await versao(publicado) }, null, quem),
      ),
      negado(async () => conteudo.excluir(autor, 'agenda', null, publicado, await versao(publicado), quem)),
    ]);
    expect(new Set(mensagens).size).toBe(1);
    expect(mensagens[0]).toMatch(/^Só editores e administradores publicam/);
    expect([await eventos(), (await auditoria()).length]).toEqual(antes);
    expect((await linha(rascunho))?.estado).toBe('rascunho');
    // Still a draft: the autor may change it, and delete it.
    const r = await conteudo.salvar(
      autor,
      'agenda',
      null,
      rascunho,
      { ...CAMPOS, estado: 'rascunho', titulo: 'Outro título', versao: await versao(rascunho) },
      null,
      quem,
    );
    // Said to be a draft (the list tells the site does not show it yet).
    expect(r).toMatchObject({ tipo: 'ok', rascunho: true });
    expect(
      await conteudo.salvar(editor, 'agenda', null, publicado, { ...CAMPOS, titulo: 'Novo', versao: await versao(publicado) }, null, quem),
    ).not.toHaveProperty('rascunho');
    expect(await conteudo.excluir(autor, 'agenda', null, rascunho, await versao(rascunho), quem)).toMatchObject({ tipo: 'ok' });
    expect(await linha(rascunho)).toBeUndefined();
  });

  it('refuses bad fields with 400, naming each one, and writes nothing', async () => {
    const antes = [await eventos(), (await auditoria()).length];
    const campos = async (extra: Record<string, string>) => {
      const r = await conteudo.salvar(editor, 'agenda', null, null, { ...CAMPOS, ...extra }, null, quem);
      if (r.tipo !== 'recusado') throw new Error('gravado');
      expect(r.status).toBe(400);
      return (r.erros ?? []).map((e) => e.campo);
    };
    expect(await campos({ dia: '2027-02-31' })).toEqual(['dia']);
    expect(await campos({ dia: '' })).toEqual(['dia']);
    expect(await campos({ hora: '25:00' })).toEqual(['hora']);
    expect(await campos({ hora: '' })).toEqual(['hora']);
    expect(await campos({ fimDia: '2027-03-17', fimHora: '10:00' })).toEqual(['fimDia']);
    expect(await campos({ fimHora: '13:00' })).toEqual(['fimHora']);
    expect(await campos({ fimDia: '2027-03-19', fimHora: '' })).toEqual(['fimHora']);
    expect(await campos({ titulo: ' ', tipo: 'festa' })).toEqual(['titulo', 'tipo']);
    expect(await campos({ titulo: 'x'.repeat(201) })).toEqual(['titulo']);
    expect(await campos({ local: '', linkOnline: '' })).toEqual(['local']);
    expect(await campos({ linkOnline: 'javascript:alert(1)' })).toEqual(['linkOnline']);
    expect(await campos({ estado: 'apagado' })).toEqual(['estado']);
    expect(await campos({ noticias: '52, abc' })).toEqual(['noticias']);
    expect(await campos({ noticias: '99999' })).toEqual(['noticias']);
    expect(await campos({ 'regiao-999': 'sim' })).toEqual(['regioes']);
    expect(await campos({ 'anexo-nao-existe.pdf': 'sim' })).toEqual(['anexos']);
    // A forged field the form never sends: the schema's refusal.
    expect(await conteudo.salvar(editor, 'agenda', null, null, { ...CAMPOS, outro: 'x' }, null, quem)).toMatchObject({ status: 400 });
    expect([await eventos(), (await auditoria()).length]).toEqual(antes);
  });
});
