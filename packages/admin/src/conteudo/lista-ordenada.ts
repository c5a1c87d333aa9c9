/**
 * The hooks every content type ordered by hand shares (presidents, partners, useful links, the
 * Team's groups and the Board's positions): its table has `id` and `ordem`; the list is read in
 * that order, one page; a new item goes to the end
 * (the next position read with the list locked: one writer at a time); an order is saved whole by
 * the pipeline's `reordenar`. A declaration spreads these and adds its own checks and values.
 */
import type { Db, tables as t } from '@cosems/db';
import { asc, eq, sql } from 'drizzle-orm';
import { buscarPorId } from './consultas.ts';
import type { TipoDeConteudoDeclarado, Tx } from './tipo.ts';

type Tabela = typeof t.presidentes | typeof t.parceiros | typeof t.linksUteis | typeof t.equipeGrupos | typeof t.diretoriaCargos;

type Ganchos<L> = Pick<TipoDeConteudoDeclarado<L, unknown, unknown>, 'listar' | 'buscar' | 'apagar' | 'ordem'> & {
  /** Inside `gravar`: the row with new values, or (antes null) a new row at the end of the list. */
  escrever(tx: Tx, valores: Record<string, unknown>, antes: L | null): Promise<L>;
};

export function listaOrdenada<L extends { id: number }>(tabela: Tabela, rotulo: (linha: L) => string): Ganchos<L> {
  // One shape for these tables: what differs (the value columns) is the caller's.
  const tb = tabela as typeof t.parceiros;
  const ordenada = (db: Db | Tx) => db.select().from(tb).orderBy(asc(tb.ordem), asc(tb.id));
  return {
    async listar(db, _filtro, pagina) {
      const itens = (await ordenada(db)) as unknown as L[];
      return { itens, total: itens.length, pagina, paginas: 1 };
    },
    buscar: buscarPorId<L>(tabela),
    async escrever(tx, valores, antes) {
      if (antes) {
        const [linha] = await tx
          .update(tb)
          .set(valores as never)
          .where(eq(tb.id, antes.id))
          .returning();
        if (!linha) throw new Error('item não gravado');
        return linha as unknown as L;
      }
      await tx.select({ id: tb.id }).from(tb).for('update');
      const [{ proxima } = { proxima: 0 }] = await tx.select({ proxima: sql<number>`coalesce(max(${tb.ordem}) + 1, 0)::int` }).from(tb);
      const [linha] = await tx
        .insert(tb)
        .values({ ...valores, ordem: proxima } as never)
        .returning();
      if (!linha) throw new Error('insert sem retorno');
      return linha as unknown as L;
    },
    async apagar(tx, id) {
      await tx.delete(tb).where(eq(tb.id, id));
    },
    ordem: {
      listar: async (tx) => (await ordenada(tx).for('update')) as unknown as L[],
      rotulo,
      async gravar(tx, ids) {
        for (const [ordem, id] of ids.entries()) await tx.update(tb).set({ ordem }).where(eq(tb.id, id));
      },
    },
  };
}
