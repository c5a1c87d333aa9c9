/**
 * The agenda in content bundles (issue 30): eventos.json goes out and comes back with its instants,
 * references and SEQUENCE; a bundle from before it imports with no events; a bad event is named
 * and nothing is written; the back office's next event follows the imported ids.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BundleError, DEMO_BUNDLE_DIR, exportBundle, importBundle, readBundle, tables } from '../src/index.ts';
import { tempDir } from './pastas.ts';

type Item = Record<string, unknown> & { id: number; inicio: string; fim: string | null; criado_em: string; atualizado_em: string };
const lerEventos = async (dir: string) => JSON.parse(await fs.readFile(path.join(dir, 'eventos.json'), 'utf8')) as Item[];
/** Instants compared as instants: the demo writes -03:00, an export writes UTC. */
const instantes = (e: Item) => ({
  ...e,
  inicio: Date.parse(e.inicio),
  fim: e.fim && Date.parse(e.fim),
  criado_em: Date.parse(e.criado_em),
  atualizado_em: Date.parse(e.atualizado_em),
});

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.close());

describe('eventos.json', () => {
  it('an export holds the demo events as the demo bundle has them, and imports back to the same rows', async () => {
    const dir = await tempDir('cosems-eventos-');
    await exportBundle(t.database.db, dir);
    const demo = await lerEventos(DEMO_BUNDLE_DIR);
    const exportados = await lerEventos(dir);
    expect(exportados.length).toBeGreaterThanOrEqual(30);
    expect(exportados.map(instantes)).toEqual(demo.map(instantes));
    const antes = await t.database.db.select().from(tables.eventos).orderBy(asc(tables.eventos.id));
    await importBundle(t.database.db, await readBundle(dir));
    expect(await t.database.db.select().from(tables.eventos).orderBy(asc(tables.eventos.id))).toEqual(antes);
  });

  it('the next event written without an id follows the largest imported one', async () => {
    const [maior] = await t.database.db.select({ n: count() }).from(tables.eventos);
    const [novo] = await t.database.db
      .insert(tables.eventos)
      .values({ titulo: 'Novo', tipo: 'outro', inicio: new Date('2027-01-01T12:00:00Z'), local: 'Belo Horizonte' })
      .returning();
    expect(novo?.id).toBe((maior?.n ?? 0) + 1);
  });

  it('a bundle without eventos.json (before issue 30) imports, with no events', async () => {
    const dir = await tempDir('cosems-sem-eventos-');
    await fs.cp(DEMO_BUNDLE_DIR, dir, { recursive: true });
    await fs.rm(path.join(dir, 'eventos.json'));
    await importBundle(t.database.db, await readBundle(dir));
    expect(await t.database.db.select().from(tables.eventos)).toEqual([]);
    await importBundle(t.database.db, await readBundle(DEMO_BUNDLE_DIR));
  });

  it('refuses an event ending before it starts, a javascript: link, a missing attachment and a repeated id, naming each', async () => {
    const dir = await tempDir('cosems-eventos-ruins-');
    await fs.cp(DEMO_BUNDLE_DIR, dir, { recursive: true });
    const eventos = await lerEventos(dir);
    const [a, b, c, d] = eventos as [Item, Item, Item, Item];
    a.fim = '2020-01-01T00:00:00Z';
    b.link_online = 'javascript:alert(1)';
    c.anexos = ['nao-existe.pdf'];
    d.id = a.id;
    await fs.writeFile(path.join(dir, 'eventos.json'), JSON.stringify(eventos));
    const erro = await readBundle(dir).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(BundleError);
    const texto = (erro as BundleError).message;
    expect(texto).toContain('eventos.json[0].fim: antes do início');
    expect(texto).toContain('eventos.json[1].link_online: esquema javascript: não permitido');
    expect(texto).toContain('eventos.json[2].anexos: nao-existe.pdf não está em images/ nem em arquivos/');
    expect(texto).toContain('eventos.json[3]: id 1 repetido');
  });
});
