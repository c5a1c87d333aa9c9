/**
 * The trash of news drafts (issue 27, item 6; docs/decisions/053): a deleted draft is moved here
 * whole — its row, blocks, regions and revisions, as JSON — and can be put back, under the same
 * id, for 30 days. Kept out of `noticias` so that no list, count, search, bundle or preview link
 * can show a deleted draft by forgetting a filter. Rows older than 30 days are purged whenever the
 * trash is read or added to (no timer needed: an expired row is never listed nor restored).
 */
import { LIXEIRA_DIAS } from '@cosems/contracts';
import { type Db, tables as t } from '@cosems/db';
import { type Column, and, desc, eq, getTableColumns, gte, lt } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const LIXEIRA_MS = LIXEIRA_DIAS * 86_400_000;

interface Guardado {
  noticia: Record<string, unknown>;
  blocos: Record<string, unknown>[];
  regioes: Record<string, unknown>[];
  revisoes: Record<string, unknown>[];
}

/** Moves the draft `id` (locked by the caller) into the trash and out of `noticias`. */
export async function guardarNaLixeira(tx: Tx, id: number, excluidaPor: number, agora: Date): Promise<void> {
  const [noticia] = await tx.select().from(t.noticias).where(eq(t.noticias.id, id));
  if (!noticia) return;
  // One after the other: a transaction is one connection (node-postgres warns of queries queued on it).
  const blocos = await tx.select().from(t.noticiaBlocos).where(eq(t.noticiaBlocos.noticiaId, id));
  const regioes = await tx.select().from(t.noticiaRegioes).where(eq(t.noticiaRegioes.noticiaId, id));
  const revisoes = await tx.select().from(t.noticiaRevisoes).where(eq(t.noticiaRevisoes.noticiaId, id));
  const dados: Guardado = { noticia, blocos, regioes, revisoes };
  await purgar(tx, agora);
  await tx
    .insert(t.noticiasLixeira)
    .values({ noticiaId: id, titulo: noticia.title, excluidaEm: agora, excluidaPor, dados })
    // The same id deleted twice (restored in between, deleted again): the newer copy.
    .onConflictDoUpdate({ target: t.noticiasLixeira.noticiaId, set: { titulo: noticia.title, excluidaEm: agora, excluidaPor, dados } });
  await tx.delete(t.noticias).where(eq(t.noticias.id, id));
}

export interface ItemDaLixeiraLido {
  id: number;
  titulo: string;
  excluidaEm: Date;
  excluidaPor: string | null;
  expiraEm: Date;
}

/** What the trash holds, newest deletion first (the expired ones purged first). */
export async function listarLixeira(db: Db, agora: Date): Promise<ItemDaLixeiraLido[]> {
  await purgar(db, agora);
  const rows = await db
    .select({
      id: t.noticiasLixeira.noticiaId,
      titulo: t.noticiasLixeira.titulo,
      excluidaEm: t.noticiasLixeira.excluidaEm,
      por: t.usuarios.nome,
    })
    .from(t.noticiasLixeira)
    .leftJoin(t.usuarios, eq(t.usuarios.id, t.noticiasLixeira.excluidaPor))
    .orderBy(desc(t.noticiasLixeira.excluidaEm))
    // Drafts deleted in 30 days: hundreds at most; the page lists them all up to this bound.
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    titulo: r.titulo,
    excluidaEm: r.excluidaEm,
    excluidaPor: r.por,
    expiraEm: new Date(r.excluidaEm.getTime() + LIXEIRA_MS),
  }));
}

/**
 * Puts the draft back under its id, with its blocks, regions and revisions, and takes it out of the
 * trash: 'nao-encontrada' if it is not there (or expired), 'ocupado' if the id was taken meanwhile
 * (a bundle imported since), else the title restored.
 */
export async function restaurarDaLixeira(tx: Tx, id: number, agora: Date): Promise<{ titulo: string } | 'nao-encontrada' | 'ocupado'> {
  const [guardada] = await tx
    .select()
    .from(t.noticiasLixeira)
    .where(and(eq(t.noticiasLixeira.noticiaId, id), gte(t.noticiasLixeira.excluidaEm, new Date(agora.getTime() - LIXEIRA_MS))))
    .for('update');
  if (!guardada) return 'nao-encontrada';
  const [ocupado] = await tx.select({ id: t.noticias.id }).from(t.noticias).where(eq(t.noticias.id, id));
  if (ocupado) return 'ocupado';
  const dados = guardada.dados as Guardado;
  await tx.insert(t.noticias).values(reviver(t.noticias, dados.noticia) as typeof t.noticias.$inferInsert);
  if (dados.blocos.length)
    await tx.insert(t.noticiaBlocos).values(dados.blocos.map((b) => reviver(t.noticiaBlocos, b) as typeof t.noticiaBlocos.$inferInsert));
  if (dados.regioes.length)
    await tx
      .insert(t.noticiaRegioes)
      .values(dados.regioes.map((r) => reviver(t.noticiaRegioes, r) as typeof t.noticiaRegioes.$inferInsert));
  if (dados.revisoes.length)
    await tx
      .insert(t.noticiaRevisoes)
      .values(dados.revisoes.map((r) => reviver(t.noticiaRevisoes, r) as typeof t.noticiaRevisoes.$inferInsert));
  await tx.delete(t.noticiasLixeira).where(eq(t.noticiasLixeira.noticiaId, id));
  return { titulo: guardada.titulo };
}

async function purgar(db: Db | Tx, agora: Date): Promise<void> {
  await db.delete(t.noticiasLixeira).where(lt(t.noticiasLixeira.excluidaEm, new Date(agora.getTime() - LIXEIRA_MS)));
}

/**
 * A row as JSON kept it, typed again for its table: the timestamps back to Date (JSON wrote them as
 * ISO text); only the table's own columns (a column added later takes its default).
 */
function reviver(tabela: PgTable, salvo: Record<string, unknown>): Record<string, unknown> {
  const linha: Record<string, unknown> = {};
  for (const [chave, coluna] of Object.entries(getTableColumns(tabela)) as [string, Column][]) {
    if (!(chave in salvo)) continue;
    const v = salvo[chave];
    linha[chave] = coluna.dataType === 'date' && typeof v === 'string' ? new Date(v) : v;
  }
  return linha;
}
