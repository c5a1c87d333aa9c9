/**
 * The two reads most declarations write the same way: one row by id (locked for the transaction
 * when asked), and a page of a table (20 a page, the page asked for clamped to the ones there are).
 */
import { DOCUMENTOS_POR_PAGINA, type PaginaDeDocumentos } from '@cosems/contracts';
import type { Db, tables as t } from '@cosems/db';
import { count, eq, type SQL } from 'drizzle-orm';
import { clampPage } from '../documentos.ts';
import type { Tx } from './tipo.ts';

type Tabela =
  | typeof t.presidentes
  | typeof t.parceiros
  | typeof t.linksUteis
  | typeof t.publicacoes
  | typeof t.documentosJuridicos
  | typeof t.equipeGrupos
  | typeof t.diretoriaCargos
  | typeof t.eventos
  | typeof t.deliberacoes;

/** The declaration's `buscar` for a table with an `id`. */
export function buscarPorId<L>(tabela: Tabela) {
  // One shape for every such table: only `id` is read here.
  const tb = tabela as typeof t.publicacoes;
  return async (db: Db | Tx, id: number, bloquear: boolean): Promise<L | undefined> => {
    const query = db.select().from(tb).where(eq(tb.id, id));
    const [row] = bloquear ? await query.for('update') : await query;
    return row as L | undefined;
  };
}

/** A page of `tabela`'s rows where `onde` holds, in `ordem`. */
export async function paginaDe<L>(
  db: Db,
  tabela: Tabela,
  onde: SQL | undefined,
  ordem: SQL[],
  pedida: number,
): Promise<PaginaDeDocumentos<L>> {
  const tb = tabela as typeof t.publicacoes;
  const [totalRow] = await db.select({ n: count() }).from(tb).where(onde);
  const total = totalRow?.n ?? 0;
  const { pagina, paginas } = clampPage(pedida, total, DOCUMENTOS_POR_PAGINA);
  const itens = await db
    .select()
    .from(tb)
    .where(onde)
    .orderBy(...ordem)
    .limit(DOCUMENTOS_POR_PAGINA)
    .offset((pagina - 1) * DOCUMENTOS_POR_PAGINA);
  return { itens: itens as L[], total, pagina, paginas };
}
