/**
 * The audit log's page names each event's item (issue 27, item 10): a news item's and an account's
 * current title from their tables, a media file by its name, and anything else — a deleted item,
 * a partner whose edit did not touch its name — by the newest name the log recorded for it. Real
 * database (PGlite and PostgreSQL projects).
 */
import { Auditoria } from '@cosems/admin';
import type { SessaoAtual } from '@cosems/contracts';
import { tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: TestDatabase;
const admin: SessaoAtual = {
  id: '0123456789abcdef',
  usuario: { id: 1, nome: 'Ana', email: 'ana@cosems.example', papel: 'administrador' },
  etapa: 'completa',
  csrf: 'x',
};

beforeAll(async () => {
  t = await createTestDatabase({ empty: true });
});
afterAll(async () => t?.close());

describe('the items of the audit log, by name', () => {
  it('current titles, names the log recorded, and nothing invented', async () => {
    const db = t.database.db;
    const em = new Date('2026-11-20T15:30:00Z');
    await db.insert(tables.regioes).values({ id: 4, nome: 'Alfenas' });
    await db
      .insert(tables.noticias)
      .values({ id: 501, title: 'Vacinação nas escolas', conteudo: '<p>x</p>', dataCriacao: em, dataPublicao: em });
    const base = { em, usuarioId: 2, usuarioEmail: 'beto@cosems.example' };
    await db.insert(tables.auditoria).values([
      // The news item was renamed since: the page says its title of today.
      {
        ...base,
        acao: 'noticia.salvar',
        objetoTipo: 'noticia',
        objetoId: '501',
        antes: { title: 'Vacina' },
        depois: { title: 'Vacinação' },
      },
      // A partner created with its name, then edited elsewhere: the edit's row takes the created name.
      {
        ...base,
        acao: 'parceiro.criar',
        objetoTipo: 'parceiro',
        objetoId: '7',
        depois: { nome: 'Fundação Exemplo', link: 'https://a.example' },
      },
      {
        ...base,
        acao: 'parceiro.editar',
        objetoTipo: 'parceiro',
        objetoId: '7',
        antes: { link: 'https://a.example' },
        depois: { link: 'https://b.example' },
      },
      // Renamed later: the newest recorded name wins for every row of the item.
      { ...base, acao: 'presidente.criar', objetoTipo: 'presidente', objetoId: '3', depois: { name: 'Marta <b>' } },
      {
        ...base,
        acao: 'presidente.editar',
        objetoTipo: 'presidente',
        objetoId: '3',
        antes: { name: 'Marta <b>' },
        depois: { name: 'Marta Ribeiro' },
      },
      // A deleted news item: its title is in the deletion's "before".
      { ...base, acao: 'noticia.excluir', objetoTipo: 'noticia', objetoId: '999', antes: { titulo: 'Rascunho apagado' } },
      { ...base, acao: 'midia.editar', objetoTipo: 'midia', objetoId: 'posse-2026.jpg', depois: { alt: 'Posse' } },
      { ...base, acao: 'regional.editar', objetoTipo: 'regional', objetoId: '4', depois: { presidente: 'X' } },
      // Nothing known: no name.
      { ...base, acao: 'regional.editar', objetoTipo: 'regional', objetoId: '5', depois: { presidente: 'Y' } },
      { ...base, acao: 'entrada' },
    ]);
    const pagina = await new Auditoria(db).listar(admin, { pagina: 1 });
    if (pagina === 'proibido') throw new Error('proibido');
    const titulo = (acao: string) => pagina.eventos.find((e) => e.acao === acao)?.titulo;
    expect(titulo('noticia.salvar')).toBe('Vacinação nas escolas');
    expect(titulo('parceiro.criar')).toBe('Fundação Exemplo');
    expect(titulo('parceiro.editar')).toBe('Fundação Exemplo');
    expect(titulo('presidente.criar')).toBe('Marta Ribeiro');
    expect(titulo('presidente.editar')).toBe('Marta Ribeiro');
    expect(titulo('noticia.excluir')).toBe('Rascunho apagado');
    expect(titulo('midia.editar')).toBe('posse-2026.jpg');
    const regionais = pagina.eventos.filter((e) => e.acao === 'regional.editar');
    expect(regionais.map((e) => [e.objetoId, e.titulo])).toEqual([
      ['5', null],
      ['4', 'Regional Alfenas'],
    ]);
    expect(pagina.eventos.find((e) => e.acao === 'entrada')).toMatchObject({ objetoTipo: null, objetoId: null, titulo: null });
    expect(pagina.eventos.find((e) => e.acao === 'parceiro.editar')).toMatchObject({
      objetoTipo: 'parceiro',
      objetoId: '7',
      objeto: 'parceiro:7',
    });
  });
});
