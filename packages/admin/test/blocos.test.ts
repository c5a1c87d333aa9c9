/**
 * The site's blocks on the content registry (type `blocos`, issue 12 and 29): saved whole through
 * the save pipeline — the form read and checked, version-guarded, audited and announced; read by
 * the API's repository — against the real database (PGlite and PostgreSQL).
 */
import { BackOffice, Conteudos } from '@cosems/admin';
import { BLOCOS_PADRAO, type ChaveBloco, idDoBloco, isAcessoNegado } from '@cosems/contracts';
import { tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessaoCompleta, esperarAviso as esperarAvisoDe } from './sessao.ts';

const quem = { endereco: '203.0.113.8', agente: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' };
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

const sessao = (papel: 'autor' | 'editor' | 'administrador') => sessaoCompleta(office, papel, quem, agora, 'blocos');
const esperarAviso = (antes: number) => esperarAvisoDe(avisos, antes);
type Sessao = Awaited<ReturnType<typeof sessao>>;

async function obter(s: Sessao, chave: ChaveBloco) {
  const bloco = await conteudos.obter(s, 'blocos', null, idDoBloco(chave));
  if (!bloco) throw new Error(`sem o bloco ${chave}`);
  return bloco;
}
const salvar = (s: Sessao, chave: ChaveBloco, campos: Record<string, string>) =>
  conteudos.salvar(s, 'blocos', null, idDoBloco(chave), campos, null, quem);
const edicoes = async () => (await t.database.db.select().from(tables.auditoria).where(eq(tables.auditoria.acao, 'bloco.editar'))).length;

describe('blocks', () => {
  it('a block nobody saved shows its starting values; an editor saves it; audit and notice', async () => {
    const editor = await sessao('editor');
    const inicial = await obter(editor, 'acordo-divida');
    expect(inicial.dados).toEqual(BLOCOS_PADRAO['acordo-divida']);
    expect(inicial.atualizadoEm).toBeNull();
    const novo = { titulo: 'Acordo da dívida: parcela de dezembro', texto: 'A parcela de dezembro foi paga.', url: '/lista-noticias' };
    const n = avisos.length;
    expect(await salvar(editor, 'acordo-divida', { ...novo, versao: inicial.versao })).toEqual({
      tipo: 'ok',
      id: idDoBloco('acordo-divida'),
      pdf: null,
    });
    expect(await esperarAviso(n)).toBeGreaterThan(0);
    const depois = await obter(editor, 'acordo-divida');
    expect(depois.dados).toEqual(novo);
    expect(depois.atualizadoEm).toBe(agora.toISOString());
    expect(depois.atualizadoPor).toBe(editor.usuario.nome);
    const [evento] = await t.database.db
      .select()
      .from(tables.auditoria)
      .where(eq(tables.auditoria.acao, 'bloco.editar'))
      .orderBy(desc(tables.auditoria.id))
      .limit(1);
    expect(evento).toMatchObject({ objetoTipo: 'bloco', objetoId: 'acordo-divida', usuarioId: editor.usuario.id, endereco: '203.0.113.8' });
    expect(evento?.antes).toEqual(BLOCOS_PADRAO['acordo-divida']);
    expect(evento?.depois).toEqual(novo);
  });

  it('a save from a stale page is refused (409); saving the same again changes nothing and is not audited', async () => {
    const editor = await sessao('administrador');
    const aberta = await obter(editor, 'video');
    const v1 = { titulo: 'Quem somos', url: 'https://www.youtube.com/watch?v=aaaaaaaaaaa', canal: '' };
    expect(await salvar(editor, 'video', { ...v1, versao: aberta.versao })).toMatchObject({ tipo: 'ok' });
    expect(await salvar(editor, 'video', { ...v1, titulo: 'Outro', versao: aberta.versao })).toMatchObject({
      tipo: 'recusado',
      status: 409,
      mensagem: 'Outra pessoa salvou este bloco depois que você abriu a página. Nada foi salvo: recarregue a página e refaça a alteração.',
    });
    const atual = await obter(editor, 'video');
    expect(atual.dados).toMatchObject({ titulo: 'Quem somos' });
    const antes = await edicoes();
    expect(await salvar(editor, 'video', { ...v1, versao: atual.versao })).toMatchObject({ tipo: 'ok', semMudanca: true });
    expect(await edicoes()).toBe(antes);
  });

  it('a field the form reads wrong is named; a value that breaks the rule is refused whole; nothing changes', async () => {
    const editor = await sessao('editor');
    const b = await obter(editor, 'acesso-rapido');
    const antes = await edicoes();
    const errado = await salvar(editor, 'acesso-rapido', { versao: b.versao, 'link-0-titulo': 'Sem endereço', 'link-0-url': '' });
    expect(errado).toMatchObject({ tipo: 'recusado', status: 400 });
    expect(errado.tipo === 'recusado' && errado.erros?.map((e) => e.campo)).toEqual(['link-0-url']);
    const perigoso = await salvar(editor, 'acesso-rapido', { versao: b.versao, 'link-0-titulo': 'x', 'link-0-url': 'javascript:alert(1)' });
    expect(perigoso).toMatchObject({ tipo: 'recusado', status: 400 });
    // A field no block has, or an unknown block: refused before anything is read.
    expect(await salvar(editor, 'acesso-rapido', { versao: b.versao, cabecalho: 'x' })).toMatchObject({ tipo: 'recusado', status: 400 });
    expect(await conteudos.salvar(editor, 'blocos', null, 99, { versao: b.versao }, null, quem)).toMatchObject({ status: 404 });
    expect((await obter(editor, 'acesso-rapido')).dados).toEqual(BLOCOS_PADRAO['acesso-rapido']);
    expect(await edicoes()).toBe(antes);
  });

  it('an autor may not read or save a block; no block is deleted', async () => {
    const autor = await sessao('autor');
    await expect(conteudos.obter(autor, 'blocos', null, idDoBloco('rodape'))).rejects.toSatisfy(isAcessoNegado);
    await expect(salvar(autor, 'rodape', { versao: '' })).rejects.toSatisfy(isAcessoNegado);
    const editor = await sessao('editor');
    const rodape = await obter(editor, 'rodape');
    expect(await conteudos.excluir(editor, 'blocos', null, idDoBloco('rodape'), rodape.versao, quem)).toMatchObject({
      tipo: 'recusado',
      status: 400,
    });
  });

  it('a saved block travels in the content bundle and comes back from it', async () => {
    const { exportBundle, importBundle, readBundle } = await import('@cosems/db');
    const fs = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cosems-blocos-'));
    await exportBundle(t.database.db, dir);
    const arquivo = JSON.parse(await fs.readFile(path.join(dir, 'blocos.json'), 'utf8')) as { chave: string }[];
    expect(arquivo.map((b) => b.chave)).toEqual(['acordo-divida', 'video']);
    await t.database.db.delete(tables.blocos);
    await importBundle(t.database.db, await readBundle(dir));
    const [acordo] = await t.database.db.select().from(tables.blocos).where(eq(tables.blocos.chave, 'acordo-divida'));
    expect(acordo?.dados).toMatchObject({ titulo: 'Acordo da dívida: parcela de dezembro' });
    await fs.rm(dir, { recursive: true, force: true });
  });
});
