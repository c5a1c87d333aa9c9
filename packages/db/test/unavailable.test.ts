/**
 * isDatabaseUnavailableError (src/unavailable.ts) on real errors: a closed database and a stopped
 * PostgreSQL server count; a SQL error, a client hanging up mid-request and a refused connection
 * to something that is not the database do not (issue 15: a visitor could raise false database
 * alarms by closing its socket).
 */
import http from 'node:http';
import net from 'node:net';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { findPostgresBin, startPostgres } from '@cosems/test-support/postgres-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/client.ts';
import { regioes } from '../src/schema/index.ts';
import { isDatabaseUnavailableError } from '../src/unavailable.ts';

async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (err) {
    return err;
  }
  throw new Error('a operação não falhou');
}

/** The error a server sees when its client closes the socket halfway through the body. */
async function abortedRequestError(): Promise<Error> {
  let resolveError: (err: Error) => void = () => {};
  const seen = new Promise<Error>((resolve) => (resolveError = resolve));
  const server = http.createServer((req) => {
    req.on('error', resolveError);
    req.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const socket = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1', () => {
    socket.write(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n${'x'.repeat(1000)}`);
    setTimeout(() => socket.destroy(), 50);
  });
  try {
    return await seen;
  } finally {
    server.close();
  }
}

describe('isDatabaseUnavailableError', () => {
  // One database for the file (opening one is the slow part); the test that closes it comes last.
  let own: TestDatabase;
  beforeAll(async () => {
    own = await createTestDatabase({ empty: true });
  });
  afterAll(async () => {
    await own?.close().catch(() => {});
  });

  it('a SQL error does not: the database answered', async () => {
    const err = await errorOf(() => own.database.db.execute(sql`select * from tabela_que_nao_existe`));
    expect(isDatabaseUnavailableError(err)).toBe(false);
  });

  it('a client that closes its socket mid-request does not (ECONNRESET from the HTTP request)', async () => {
    const err = await abortedRequestError();
    expect((err as NodeJS.ErrnoException).code).toBe('ECONNRESET');
    expect(isDatabaseUnavailableError(err)).toBe(false);
    expect(isDatabaseUnavailableError(new Error('falha ao ler o corpo', { cause: err }))).toBe(false);
  });

  it('a refused connection to something else does not', async () => {
    const err = await errorOf(() => fetch('http://127.0.0.1:9/'));
    expect(isDatabaseUnavailableError(err)).toBe(false);
  });

  it('a query on a closed database counts', async () => {
    await own.database.close();
    const err = await errorOf(() => own.database.db.select().from(regioes));
    expect(isDatabaseUnavailableError(err)).toBe(true);
  });

  // Its own server, so that stopping it disturbs no other test: run once, in the PGlite project.
  it.skipIf(process.env.TEST_PG_URL || !findPostgresBin())(
    'every query on a stopped PostgreSQL server counts, while it shuts down and once it is gone',
    async () => {
      const server = await startPostgres();
      if (!server) throw new Error('PostgreSQL não encontrado');
      const database = await openDatabase({ databaseUrl: server.url, poolMax: 2 });
      try {
        await database.db.select().from(regioes);
        server.stop('fast');
        for (let i = 0; i < 4; i++) {
          const err = await errorOf(() => database.db.select().from(regioes));
          expect(isDatabaseUnavailableError(err), String((err as Error).cause ?? err)).toBe(true);
        }
      } finally {
        await database.close().catch(() => {});
        server.remove();
      }
    },
    60_000,
  );
});
