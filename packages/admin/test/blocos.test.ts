/**
 * The site's blocks in the back office (issue 12): saved whole, checked, version-guarded, audited
 * and announced; read by the API's repository — against the real database (PGlite and PostgreSQL).
 */
import { BackOffice, BlocosDoSite } from '@cosems/admin';
import { BLOCOS_PADRAO } from '@cosems/contracts';
import { tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessaoCompleta, esperarAviso as esperarAvisoDe } from './sessao.ts';

const quem = { endereco: '203.0.113.8', agente: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' };
const agora = new Date(Date.UTC(2026, 10, 24, 15));

let t: TestDatabase;
let office: BackOffice;
let blocos: BlocosDoSite;
const avisos: number[] = [];
let pararDeOuvir: () => Promise<void>;

beforeAll(async () => {
  t = await createTestDatabase();
  office = new BackOffice({ db: t.database.db, now: () => agora });
  blocos = new BlocosDoSite({ db: t.database.db, now: () => agora });
  pararDeOuvir = await t.database.watchContent({ onChange: () => avisos.push(1), onState: () => {} });
});
afterAll(async () => {
  await pararDeOuvir?.();
  await t?.close();
});

const sessao = (papel: 'autor' | 'editor' | 'administrador') => sessaoCompleta(office, papel, quem, agora, 'blocos');

const esperarAviso = (antes: number) => esperarAvisoDe(avisos, antes);

describe('blocks', () => {
  it('a block nobody saved shows its starting values; an editor saves it; audit and notice', async () => {
    const editor = await sessao('editor');
    const inicial = await blocos.obter(editor, 'acordo-divida');
    if (inicial === 'proibido') throw new Error('proibido');
    expect(inicial.dados).toEqual(BLOCOS_PADRAO['acordo-divida']);
    expect(inicial.atualizadoEm).toBeNull();
    const novo = { titulo: 'Acordo da dívida: parcela de dezembro', texto: 'A parcela de dezembro foi paga.', url: '/lista-noticias' };
    const n = avisos.length;
    expect(await blocos.salvar(editor, 'acordo-divida', novo, inicial.versao, quem)).toEqual({
      tipo: 'ok',
      mensagem: 'Salvo. O site e a API já mostram a mudança.',
    });
    expect(await esperarAviso(n)).toBeGreaterThan(0);
    const depois = await blocos.obter(editor, 'acordo-divida');
    if (depois === 'proibido') throw new Error('proibido');
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

  it('a save from a stale page is refused; saving the same again changes nothing and is not audited', async () => {
    const editor = await sessao('administrador');
    const aberta = await blocos.obter(editor, 'video');
    if (aberta === 'proibido') throw new Error('proibido');
    const v1 = { titulo: 'Quem somos', url: 'https://www.youtube.com/watch?v=aaaaaaaaaaa', canal: '' };
    expect(await blocos.salvar(editor, 'video', v1, aberta.versao, quem)).toMatchObject({ tipo: 'ok' });
    expect(await blocos.salvar(editor, 'video', { ...v1, titulo: 'Outro' }, aberta.versao, quem)).toMatchObject({ tipo: 'recusado' });
    const atual = await blocos.obter(editor, 'video');
    if (atual === 'proibido') throw new Error('proibido');
    expect(atual.dados.titulo).toBe('Quem somos');
    const antes = (await t.database.db.select().from(tables.auditoria).where(eq(tables.auditoria.acao, 'bloco.editar'))).length;
    expect(await blocos.salvar(editor, 'video', v1, atual.versao, quem)).toEqual({
      tipo: 'ok',
      mensagem: 'Nada mudou: o bloco já estava assim.',
    });
    expect((await t.database.db.select().from(tables.auditoria).where(eq(tables.auditoria.acao, 'bloco.editar'))).length).toBe(antes);
  });

  it('a value that breaks the rule is refused whole, even if a form let it through', async () => {
    const editor = await sessao('editor');
    const b = await blocos.obter(editor, 'acesso-rapido');
    if (b === 'proibido') throw new Error('proibido');
    const r = await blocos.salvar(editor, 'acesso-rapido', { links: [{ titulo: 'x', url: 'javascript:alert(1)' }] }, b.versao, quem);
    expect(r).toMatchObject({ tipo: 'recusado' });
    const depois = await blocos.obter(editor, 'acesso-rapido');
    expect(depois !== 'proibido' && depois.dados).toEqual(BLOCOS_PADRAO['acesso-rapido']);
  });

  it('an autor may not read or save a block', async () => {
    const autor = await sessao('autor');
    expect(await blocos.obter(autor, 'rodape')).toBe('proibido');
    expect(await blocos.salvar(autor, 'rodape', BLOCOS_PADRAO.rodape, '', quem)).toBe('proibido');
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
