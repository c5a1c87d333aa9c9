/**
 * An empty Board position (issue 12: the back office can empty one, or create one with nobody in it):
 * /api/diretoria keeps it, in its place, as an empty list — the documented shape (docs/produto.md
 * §10.4: `{ [cargo]: { nome, sms }[] }`), which the public page shows as 'Vaga não preenchida' — and
 * the answer changes as soon as the change is announced (the response cache is emptied).
 */
import { DiretoriaSchema } from '@cosems/contracts';
import { notifyContentChange, tables } from '@cosems/db';
import { eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../helper.ts';

const api = useTestApi();
type Diretoria = Record<string, { nome: string; sms: string }[]>;

async function settle(check: () => Promise<boolean>) {
  for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
}

describe('/api/diretoria with an empty position', () => {
  it('keeps an emptied position in its place, as an empty list, in the documented shape', async () => {
    const antes = (await api.get<Diretoria>('/api/diretoria')).body;
    expect(antes.Presidente).toHaveLength(1);
    const db = api.db.database.db;
    const [cargo] = await db.select().from(tables.diretoriaCargos).where(eq(tables.diretoriaCargos.nome, 'Presidente'));
    await db.transaction(async (tx) => {
      await tx.delete(tables.diretoriaMembros).where(eq(tables.diretoriaMembros.cargoId, cargo?.id as number));
      await notifyContentChange(tx);
    });
    let body: Diretoria = antes;
    await settle(async () => {
      body = (await api.get<Diretoria>('/api/diretoria')).body;
      return body.Presidente?.length === 0;
    });
    expect(body.Presidente).toEqual([]);
    expect(Object.keys(body)).toEqual(Object.keys(antes));
    expect(Value.Check(DiretoriaSchema, body)).toBe(true);
  });

  it('a new position with nobody in it is listed at its place, empty', async () => {
    const db = api.db.database.db;
    await db.transaction(async (tx) => {
      await tx.insert(tables.diretoriaCargos).values({ nome: 'Vice-Presidente_de_Articulação', ordem: -1 });
      await notifyContentChange(tx);
    });
    let body: Diretoria = {};
    await settle(async () => {
      body = (await api.get<Diretoria>('/api/diretoria')).body;
      return 'Vice-Presidente_de_Articulação' in body;
    });
    expect(Object.keys(body)[0]).toBe('Vice-Presidente_de_Articulação');
    expect(body['Vice-Presidente_de_Articulação']).toEqual([]);
    expect(Value.Check(DiretoriaSchema, body)).toBe(true);
  });
});
