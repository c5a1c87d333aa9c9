/**
 * The gallery of past presidents (a content type of the registry, through Conteudos) and the
 * statute in the back office (issue 12, docs/decisions/030 and 048),
 * against the real database with the demo content: permissions, field checks, the portrait from
 * the media library (its alt text), version checks, exact permutations for the order, audit and
 * notice; the statute's PDF checked to open (made here by pdfkit), replaced with the block's page
 * count in one transaction, and nothing changed when refused.
 */
import { BackOffice, Conteudos } from '@cosems/admin';
import { type ArquivoRecebido, ESTATUTO_ID, idDoBloco, isAcessoNegado, type SessaoAtual } from '@cosems/contracts';
import { tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { makePdf as makeTestPdf } from '@cosems/test-support/pdf';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessaoCompleta, esperarAviso as esperarAvisoDe } from './sessao.ts';

const quem = { endereco: '203.0.113.9', agente: 'vitest' };
const agora = new Date(Date.UTC(2026, 10, 24, 15));

let t: TestDatabase;
let office: BackOffice;
let conteudos: Conteudos;
const avisos: number[] = [];
let pararDeOuvir: () => Promise<void>;

beforeAll(async () => {
  t = await createTestDatabase();
  office = new BackOffice({ db: t.database.db, now: () => agora });
  conteudos = new Conteudos({ db: t.database.db, now: () => agora });
  pararDeOuvir = await t.database.watchContent({ onChange: () => avisos.push(1), onState: () => {} });
});
afterAll(async () => {
  await pararDeOuvir?.();
  await t?.close();
});

const sessao = (papel: 'autor' | 'editor' | 'administrador') => sessaoCompleta(office, papel, quem, agora, 'presidentes');

const esperarAviso = (antes: number) => esperarAvisoDe(avisos, antes);

const ultimaAuditoria = async () => {
  const [a] = await t.database.db.select().from(tables.auditoria).orderBy(desc(tables.auditoria.id)).limit(1);
  return a;
};

/** The statute through the registry (key 'estatuto', its one item). */
const estatuto = {
  obter: (s: SessaoAtual) => conteudos.obter(s, 'estatuto', null, ESTATUTO_ID),
  enviar: (s: SessaoAtual, arquivo: ArquivoRecebido, versao: string, q: typeof quem) =>
    conteudos.salvar(s, 'estatuto', null, ESTATUTO_ID, { intent: 'enviar', versao }, arquivo, q),
};

const makePdf = (paginas: number) => makeTestPdf(paginas, { linha: (n) => `Estatuto de teste, página ${n}` });

const estatutoGuardado = async () => {
  const [a] = await t.database.db
    .select({ sha256: tables.arquivos.sha256, tamanho: tables.arquivos.tamanho })
    .from(tables.arquivos)
    .where(and(eq(tables.arquivos.tipo, 'documento'), eq(tables.arquivos.nome, 'estatuto.pdf')));
  return a;
};

describe('past presidents', () => {
  const P = 'presidentes' as const;
  const salvar = (s: SessaoAtual, id: number | null, dados: Record<string, string>) =>
    conteudos.salvar(s, P, null, id, { intent: 'salvar', ...dados }, null, quem);
  const listar = async (s: SessaoAtual) => (await conteudos.listar(s, P, null, 1)).itens;

  it('an autor is refused everything (the guard throws)', async () => {
    const autor = await sessao('autor');
    for (const fazer of [
      () => conteudos.listar(autor, P, null, 1),
      () => conteudos.imagens(autor, P),
      () => salvar(autor, null, { name: 'X', date: '2020', image: 'x.jpg' }),
      () => conteudos.ordenar(autor, P, [1], quem),
      () => conteudos.excluir(autor, P, null, 1, 'x', quem),
    ])
      await expect(fazer()).rejects.toSatisfy(isAcessoNegado);
  });

  it('adds a president with a library portrait; the alt text is the library’s; edit, order, remove', async () => {
    const editor = await sessao('editor');
    const lista = await listar(editor);
    expect(lista.length).toBe(15);
    const retratos = await conteudos.imagens(editor, P);
    const retrato = retratos.find((r) => r.nome === lista[0]?.image);
    expect(retrato).toBeDefined();
    await t.database.db
      .update(tables.arquivos)
      .set({ alt: 'Retrato de Fulana de Tal, de blusa azul' })
      .where(and(eq(tables.arquivos.tipo, 'imagem'), eq(tables.arquivos.nome, retrato?.nome ?? '')));

    // Field checks: nothing written; every refused field named.
    const recusado = await salvar(editor, null, { name: '  ', date: '', image: '../x' });
    if (recusado.tipo !== 'recusado') throw new Error('esperava recusa');
    expect(recusado.status).toBe(400);
    expect(recusado.erros?.map((e) => e.campo)).toEqual(['name', 'date', 'image']);
    expect(await salvar(editor, null, { name: 'Fulana', date: '2025-2027', image: 'nao-existe.jpg' })).toMatchObject({
      tipo: 'recusado',
      erros: [{ campo: 'image', mensagem: expect.stringContaining('biblioteca') }],
    });

    const n = avisos.length;
    const criado = await salvar(editor, null, { name: ' Fulana  de <b>Tal</b> ', date: '2025-2027', image: retrato?.nome ?? '' });
    if (criado.tipo !== 'ok') throw new Error(JSON.stringify(criado));
    expect(await esperarAviso(n)).toBeGreaterThan(0);
    const novo = await conteudos.obter(editor, P, null, criado.id);
    if (!novo) throw new Error('não achou');
    expect(novo).toMatchObject({ name: 'Fulana de <b>Tal</b>', date: '2025-2027', alt: 'Retrato de Fulana de Tal, de blusa azul' });
    const lista2 = await listar(editor);
    expect(lista2.at(-1)?.id).toBe(criado.id);
    expect(lista2.at(-1)?.alt).toBe('Retrato de Fulana de Tal, de blusa azul');
    expect(await ultimaAuditoria()).toMatchObject({ acao: 'presidente.criar', objetoTipo: 'presidente', objetoId: String(criado.id) });

    // Edit with the version; a stale version is refused and nothing changes.
    const editado = await salvar(editor, criado.id, { name: 'Fulana de Tal', date: '2025-2027', image: novo.image, versao: novo.versao });
    expect(editado).toMatchObject({ tipo: 'ok' });
    expect(await salvar(editor, criado.id, { name: 'Outra', date: '2025', image: novo.image, versao: novo.versao })).toMatchObject({
      tipo: 'recusado',
      status: 409,
    });
    const auditEdit = await ultimaAuditoria();
    expect(auditEdit).toMatchObject({ acao: 'presidente.editar' });
    expect(auditEdit?.antes).toMatchObject({ name: 'Fulana de <b>Tal</b>' });
    expect(auditEdit?.depois).toMatchObject({ name: 'Fulana de Tal' });

    // Order: only an exact permutation.
    const ids = lista2.map((p) => p.id);
    const invertida = [...ids].reverse();
    const ordenar = (nova: number[]) => conteudos.ordenar(editor, P, nova, quem);
    expect(await ordenar([...ids.slice(1), ids[0] as number, ids[0] as number])).toMatchObject({ status: 400 });
    expect(await ordenar(ids.slice(1))).toMatchObject({ status: 400 });
    expect(await ordenar([...ids.slice(1), 999_999])).toMatchObject({ status: 400 });
    expect(await ordenar(invertida)).toMatchObject({ tipo: 'ok' });
    const lista3 = await listar(editor);
    expect(lista3.map((p) => p.id)).toEqual(invertida);
    expect(await ultimaAuditoria()).toMatchObject({ acao: 'presidente.ordenar' });

    // Remove: the version is needed.
    const atual = lista3[0];
    if (!atual) throw new Error('vazio');
    expect(await conteudos.excluir(editor, P, null, atual.id, 'velha', quem)).toMatchObject({ status: 409 });
    expect(await conteudos.excluir(editor, P, null, atual.id, atual.versao, quem)).toMatchObject({ tipo: 'ok' });
    expect(await conteudos.obter(editor, P, null, atual.id)).toBeNull();
    expect(await ultimaAuditoria()).toMatchObject({ acao: 'presidente.excluir', objetoId: String(atual.id) });
    // The portrait stays in the library.
    expect(await conteudos.imagens(editor, P)).toContainEqual(expect.objectContaining({ nome: atual.image }));
  });
});

describe('the statute', () => {
  it('starts with the demo topics and 10 pages; an autor is refused', async () => {
    const autor = await sessao('autor');
    await expect(estatuto.obter(autor)).rejects.toSatisfy(isAcessoNegado);
    await expect(estatuto.enviar(autor, { nomeOriginal: 'e.pdf', bytes: await makePdf(2) }, 'x', quem)).rejects.toSatisfy(isAcessoNegado);
    const editor = await sessao('editor');
    const e = await estatuto.obter(editor);
    if (!e) throw new Error('sem estatuto');
    expect(e.bloco.dados.paginas).toBe(10);
    expect(e.bloco.dados.topicos.map((x) => x.pagina)).toEqual([1, 2, 2, 3, 4, 6, 7, 8]);
    expect(e.avisos).toEqual([]);
    expect(e.arquivo?.tamanho).toBeGreaterThan(0);
  });

  it('a fake or broken PDF is refused and nothing changes', async () => {
    const editor = await sessao('editor');
    const e = await estatuto.obter(editor);
    if (!e) throw new Error('sem estatuto');
    const antes = await estatutoGuardado();
    const falso = await estatuto.enviar(
      editor,
      { nomeOriginal: 'estatuto.pdf', bytes: Buffer.from('não sou um PDF') },
      e.bloco.versao,
      quem,
    );
    expect(falso).toMatchObject({ tipo: 'recusado', status: 400, campo: 'arquivo', mensagem: expect.stringContaining('não é um PDF') });
    const pdf = await makePdf(3);
    const cortado = await estatuto.enviar(
      editor,
      { nomeOriginal: 'e.pdf', bytes: pdf.subarray(0, pdf.length - 200) },
      e.bloco.versao,
      quem,
    );
    expect(cortado).toMatchObject({ tipo: 'recusado', status: 400 });
    const grande = Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024)]);
    expect(await estatuto.enviar(editor, { nomeOriginal: 'e.pdf', bytes: grande }, e.bloco.versao, quem)).toMatchObject({
      tipo: 'recusado',
      status: 413,
      campo: 'arquivo',
    });
    expect(await estatutoGuardado()).toEqual(antes);
    const depois = await estatuto.obter(editor);
    expect(depois).toMatchObject({ bloco: { versao: e.bloco.versao } });
  });

  it('a new 12-page PDF replaces the file and the page count at once; the warning names the change', async () => {
    const editor = await sessao('editor');
    const e = await estatuto.obter(editor);
    if (!e) throw new Error('sem estatuto');
    const bytes = await makePdf(12);
    const n = avisos.length;
    const r = await estatuto.enviar(editor, { nomeOriginal: 'Estatuto 2026.pdf', bytes }, e.bloco.versao, quem);
    if (r.tipo !== 'ok') throw new Error(JSON.stringify(r));
    expect(r.pdf).toMatchObject({ paginas: 12, metadados: expect.arrayContaining(['Programa: PDFKit']), dados: 'retirados' });
    expect(r.avisos).toEqual(['O PDF novo tem 12 páginas; o anterior tinha 10. Confira a página de cada tópico.']);
    expect(await esperarAviso(n)).toBeGreaterThan(0);
    const guardado = await estatutoGuardado();
    // The published copy lost the producer PDFKit wrote (pdf-limpeza.ts): another size.
    expect(guardado?.tamanho).toBeGreaterThan(0);
    expect(guardado?.tamanho).not.toBe(bytes.length);
    const depois = await estatuto.obter(editor);
    if (!depois) throw new Error('sem estatuto');
    expect(depois.bloco.dados.paginas).toBe(12);
    expect(depois.bloco.dados.topicos).toEqual(e.bloco.dados.topicos);
    const audit = await ultimaAuditoria();
    expect(audit).toMatchObject({ acao: 'estatuto.enviar', objetoTipo: 'estatuto', objetoId: 'estatuto.pdf' });
    expect(audit?.antes).toMatchObject({ paginas: 10 });
    expect(audit?.depois).toMatchObject({ paginas: 12, tamanho: guardado?.tamanho });
    // The page the upload was made from is now stale.
    expect(await estatuto.enviar(editor, { nomeOriginal: 'e.pdf', bytes }, e.bloco.versao, quem)).toMatchObject({ status: 409 });
  });

  it('topics are edited with the block; a topic past the last page is kept with a warning; the page count is never typed', async () => {
    const editor = await sessao('editor');
    const e = await estatuto.obter(editor);
    if (!e) throw new Error('sem estatuto');
    const campos = {
      versao: e.bloco.versao,
      paginas: '999',
      'topico-0-titulo': 'Capítulo I',
      'topico-0-pagina': '1',
      'topico-1-titulo': 'Anexo',
      'topico-1-pagina': '15',
      'topico-2-titulo': 'Removido',
      'topico-2-pagina': '3',
      'topico-2-remover': '1',
    };
    expect(await conteudos.salvar(editor, 'blocos', null, idDoBloco('estatuto'), campos, null, quem)).toMatchObject({ tipo: 'ok' });
    const depois = await estatuto.obter(editor);
    if (!depois) throw new Error('sem estatuto');
    expect(depois.bloco.dados).toEqual({
      paginas: 12,
      topicos: [
        { titulo: 'Capítulo I', pagina: 1 },
        { titulo: 'Anexo', pagina: 15 },
      ],
    });
    expect(depois.avisos).toEqual(['O tópico “Anexo” aponta para a página 15, mas o PDF tem 12 páginas.']);
    expect(await ultimaAuditoria()).toMatchObject({ acao: 'bloco.editar', objetoTipo: 'estatuto', objetoId: 'estatuto' });
  });
});
