/** The audit log's one writer (table `auditoria`, append-only: migration 0005). */
import {
  type AuditoriaPort,
  EVENTOS_POR_PAGINA_AUDITORIA,
  type EventoAuditoria,
  type FiltrosAuditoria,
  type PaginaAuditoria,
  pode,
  type SessaoAtual,
} from '@cosems/contracts';
import { type Db, tables } from '@cosems/db';
import { type SQL, and, asc, count, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';

export interface AuditEvent {
  acao: string;
  usuario?: { id: number; email: string } | null;
  /** For events without an account (a failed sign-in with an unknown e-mail): what was typed. */
  email?: string;
  endereco?: string;
  objetoTipo?: string;
  objetoId?: string | number;
  antes?: unknown;
  depois?: unknown;
}

export async function recordAudit(db: Db, event: AuditEvent, now: Date): Promise<void> {
  await db.insert(tables.auditoria).values({
    em: now,
    acao: event.acao,
    usuarioId: event.usuario?.id ?? null,
    usuarioEmail: (event.usuario?.email ?? event.email ?? null)?.slice(0, 320) ?? null,
    endereco: event.endereco ?? null,
    objetoTipo: event.objetoTipo ?? null,
    objetoId: event.objetoId === undefined ? null : String(event.objetoId),
    antes: event.antes ?? null,
    depois: event.depois ?? null,
  });
}

/**
 * Reading the log (/admin/auditoria): newest first, filtered by person, object and days (Brasília
 * time), 50 per page. Only for those the roles' table lets read it.
 */
export class Auditoria implements AuditoriaPort {
  constructor(private readonly db: Db) {}

  async listar(sessao: SessaoAtual, filtros: FiltrosAuditoria): Promise<PaginaAuditoria | 'proibido'> {
    if (sessao.etapa !== 'completa' || !pode(sessao.usuario.papel, 'auditoria.ver')) return 'proibido';
    const a = tables.auditoria;
    const where: SQL[] = [];
    if (filtros.pessoa) where.push(sql`lower(${a.usuarioEmail}) = ${filtros.pessoa.toLowerCase()}`);
    if (filtros.objeto) {
      const [tipo, ...resto] = filtros.objeto.split(':');
      where.push(eq(a.objetoTipo, tipo ?? ''));
      if (resto.length) where.push(eq(a.objetoId, resto.join(':')));
    }
    if (filtros.de) where.push(gte(a.em, new Date(`${filtros.de}T00:00:00-03:00`)));
    if (filtros.ate) where.push(lt(a.em, new Date(new Date(`${filtros.ate}T00:00:00-03:00`).getTime() + 86_400_000)));
    const condicao = where.length ? and(...where) : undefined;
    const [[{ n } = { n: 0 }], pessoas] = await Promise.all([
      this.db.select({ n: count() }).from(a).where(condicao),
      this.db.selectDistinct({ email: a.usuarioEmail }).from(a).where(isNotNull(a.usuarioEmail)).orderBy(asc(a.usuarioEmail)).limit(500),
    ]);
    const paginas = Math.max(1, Math.ceil(n / EVENTOS_POR_PAGINA_AUDITORIA));
    const pagina = Math.min(Math.max(1, filtros.pagina), paginas);
    const rows = await this.db
      .select()
      .from(a)
      .where(condicao)
      .orderBy(desc(a.id))
      .limit(EVENTOS_POR_PAGINA_AUDITORIA)
      .offset((pagina - 1) * EVENTOS_POR_PAGINA_AUDITORIA);
    return {
      eventos: rows.map((r) => ({
        id: r.id,
        em: r.em.toISOString(),
        usuario: r.usuarioEmail,
        endereco: r.endereco,
        acao: r.acao,
        objeto: r.objetoTipo ? `${r.objetoTipo}${r.objetoId ? `:${r.objetoId}` : ''}` : null,
        mudancas: mudancas(r.antes, r.depois),
      })),
      total: n,
      pagina,
      paginas,
      pessoas: pessoas.flatMap((p) => (p.email ? [p.email] : [])),
    };
  }
}

/** Before and after, field by field (a value that is not an object counts as one field, "valor"). */
function mudancas(antes: unknown, depois: unknown): EventoAuditoria['mudancas'] {
  const obj = (v: unknown): Record<string, unknown> =>
    v === null || v === undefined ? {} : typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { valor: v };
  const a = obj(antes);
  const d = obj(depois);
  return [...new Set([...Object.keys(a), ...Object.keys(d)])].map((campo) => ({
    campo,
    antes: a[campo] ?? null,
    depois: d[campo] ?? null,
  }));
}
