/**
 * Whether an error means the database is not answering (the API's 503, "banco de dados
 * indisponível" in the log). Only what comes out of a query counts: Drizzle wraps every failure of
 * a query, on PGlite and on node-postgres alike, in a DrizzleQueryError whose cause is the
 * driver's error. A connection code alone proves nothing: a client that closes its socket
 * mid-request raises ECONNRESET from the HTTP request, not from the database, and must not page
 * anyone.
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';

/** Socket errors of the driver's connection, and PostgreSQL's SQLSTATEs for a server shutting down or a lost connection. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** What pg and PGlite say when the connection is gone (these errors carry no code). */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed|Cannot use a pool after calling end/i;

export function isDatabaseUnavailableError(err: unknown): boolean {
  let fromQuery = false;
  for (let e: unknown = err, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DrizzleQueryError) {
      fromQuery = true;
      continue;
    }
    if (!fromQuery) continue;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    // A refused connection to 'localhost' comes as an AggregateError of one error per address.
    if (e instanceof AggregateError && e.errors.some((inner) => CONNECTION_CODES.has(String((inner as { code?: unknown }).code))))
      return true;
  }
  return false;
}
