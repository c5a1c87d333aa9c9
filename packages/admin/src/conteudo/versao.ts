/**
 * The edit version: the one digest every back-office form carries back on save (optimistic
 * concurrency: a save made from a stale page is refused with 409). There were five copies of it;
 * this is the one kept (docs/decisions/048).
 */
import { createHash } from 'node:crypto';

/** JSON with the keys of every object in order: PostgreSQL's jsonb does not keep the order they were written in. */
export const jsonCanonico = (valor: unknown): string =>
  JSON.stringify(valor, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/** First 16 hex digits of the SHA-256 of the stored values, written as canonical JSON. */
export const versaoDe = (valor: unknown): string => createHash('sha256').update(jsonCanonico(valor)).digest('hex').slice(0, 16);
