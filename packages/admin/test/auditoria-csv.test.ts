/**
 * The audit log's CSV export (issue 12): the page's filters, one line per changed field, cells a
 * spreadsheet reads as text (quotes, separators, line breaks, formulas), streamed in batches; only
 * administrators; the export itself recorded. Real database (PGlite and PostgreSQL projects).
 */
import { Auditoria, celulaCsv } from '@cosems/admin';
import type { SessaoAtual } from '@cosems/contracts';
import { tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: TestDatabase;
const sessao = (papel: 'autor' | 'editor' | 'administrador'): SessaoAtual => ({
  id: '0123456789abcdef',
  usuario: { id: 1, nome: 'Ana', email: 'ana@cosems.example', papel },
  etapa: 'completa',
  csrf: 'x',
});
const quem = { endereco: '198.51.100.4', agente: 'Firefox' };

beforeAll(async () => {
  t = await createTestDatabase({ empty: true });
});
afterAll(async () => t?.close());

async function texto(stream: NodeJS.ReadableStream): Promise<string> {
  const partes: Buffer[] = [];
  for await (const p of stream) partes.push(Buffer.from(p as string));
  return Buffer.concat(partes).toString('utf8');
}

describe('a célula CSV', () => {
  it.each([
    ['simples', 'simples'],
    ['a;b', '"a;b"'],
    ['diz "oi"', '"diz ""oi"""'],
    ['linha\nnova', '"linha\nnova"'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+55 31', "'+55 31"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('%j → %s', (valor, esperado) => expect(celulaCsv(valor)).toBe(esperado));
});

describe('exporting the audit log as CSV', () => {
  it('one line per changed field, with the filters, hostile text kept as text; only administradores; the export recorded', async () => {
    const db = t.database.db;
    const em = new Date('2026-11-20T15:30:00Z');
    await db.insert(tables.auditoria).values([
      {
        em,
        acao: 'noticia.salvar',
        usuarioId: 2,
        usuarioEmail: 'beto@cosems.example',
        endereco: '203.0.113.1',
        objetoTipo: 'noticia',
        objetoId: '77',
        antes: { titulo: 'Velho; título', situacao: 'rascunho' },
        depois: { titulo: '=HYPERLINK("http://mal.example","clique")', situacao: 'rascunho' },
      },
      { em, acao: 'entrada', usuarioId: 2, usuarioEmail: 'beto@cosems.example', endereco: '203.0.113.1' },
      { em, acao: 'entrada', usuarioId: 3, usuarioEmail: 'caio@cosems.example', endereco: '203.0.113.2' },
    ]);

    const auditoria = new Auditoria(db);
    expect(await auditoria.exportarCsv(sessao('editor'), { pagina: 1 }, quem)).toBe('proibido');
    const csv = await auditoria.exportarCsv(sessao('administrador'), { pessoa: 'BETO@cosems.example', pagina: 7 }, quem);
    if (csv === 'proibido') throw new Error('proibido');
    const linhas = (await texto(csv)).split('\r\n');
    expect(linhas[0]).toBe('\uFEFFid;em (horário de Brasília);pessoa;endereço;ação;item;campo;antes;depois');
    expect(linhas.slice(1, -1).map((l) => l.replace(/^\d+;/, 'N;'))).toEqual([
      'N;2026-11-20 12:30:00;beto@cosems.example;203.0.113.1;entrada;;;;',
      `N;2026-11-20 12:30:00;beto@cosems.example;203.0.113.1;noticia.salvar;noticia:77;titulo;"Velho; título";"'=HYPERLINK(""http://mal.example"",""clique"")"`,
      'N;2026-11-20 12:30:00;beto@cosems.example;203.0.113.1;noticia.salvar;noticia:77;situacao;rascunho;rascunho',
    ]);
    expect(linhas.at(-1)).toBe('');
    const [registro] = await db.select().from(tables.auditoria).where(eq(tables.auditoria.acao, 'auditoria-exportada'));
    expect(registro).toMatchObject({
      usuarioEmail: 'ana@cosems.example',
      endereco: '198.51.100.4',
      depois: { filtros: { pessoa: 'BETO@cosems.example' } },
    });
  });

  it('a log longer than a batch comes whole, newest first, without repeating a line', async () => {
    const db = t.database.db;
    const base = new Date('2026-10-01T12:00:00Z');
    await db.insert(tables.auditoria).values(
      Array.from({ length: 1203 }, (_, i) => ({
        em: new Date(base.getTime() + i * 1000),
        acao: 'lote',
        objetoTipo: 'lote',
        objetoId: String(i),
      })),
    );
    const csv = await new Auditoria(db).exportarCsv(sessao('administrador'), { objeto: 'lote', pagina: 1 }, quem);
    if (csv === 'proibido') throw new Error('proibido');
    const linhas = (await texto(csv)).split('\r\n').slice(1, -1);
    expect(linhas).toHaveLength(1203);
    const ids = linhas.map((l) => Number(l.split(';')[0]));
    expect(new Set(ids).size).toBe(1203);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(linhas[0]).toContain(';lote:1202;');
  });
});
