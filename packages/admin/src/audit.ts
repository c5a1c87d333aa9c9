/** The audit log's one writer (table `auditoria`, append-only: migration 0005). */
import { type Db, tables } from '@cosems/db';

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
