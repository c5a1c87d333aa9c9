/**
 * The error handler (src/lib/errors.ts) as an operator sees it, in the log: a client that hangs up
 * mid-request is not a database outage (issue 15: any visitor could raise the alarm), and a
 * database that stopped answering still is, with its 503.
 */
import net from 'node:net';
import { Writable } from 'node:stream';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/app.ts';
import { testConfig } from '../helper.ts';

interface LogLine {
  level: number;
  msg: string;
}

/** The API with its pino log captured line by line. */
async function createLoggedApi(database: TestDatabase['database']) {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      callback();
    },
  });
  const app = await createApi({ database, config: testConfig, logger: { level: 'info', stream } });
  return { app, lines };
}

const ERROR = 50;

describe('what the error handler logs', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ empty: true });
  });
  afterAll(async () => {
    await db?.close().catch(() => {});
  });

  it('a client closing its socket mid-body logs no database error', async () => {
    const { app, lines } = await createLoggedApi(db.database);
    // No route of this server reads a body; the back office's will. One such route, at the root,
    // where the error handler is the server's.
    app.post('/eco', { bodyLimit: 1_000_000 }, async (request) => ({ length: String(request.body).length }));
    let errorSeen: () => void = () => {};
    const seen = new Promise<void>((resolve) => (errorSeen = resolve));
    app.addHook('onError', (_request, _reply, _error, done) => {
      errorSeen();
      done();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const socket = net.connect((app.server.address() as net.AddressInfo).port, '127.0.0.1', () => {
        socket.write(`POST /eco HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\n${'x'.repeat(1000)}`);
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('error', () => {});
      await seen;
      // The handler runs right after the onError hooks.
      await new Promise((r) => setTimeout(r, 100));
      expect(lines.filter((l) => /banco de dados/.test(l.msg))).toEqual([]);
      expect(lines.filter((l) => l.level >= ERROR)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  // Last: it closes the file's database.
  it('a database that stopped answering is logged at error level and answered 503', async () => {
    const { app, lines } = await createLoggedApi(db.database);
    try {
      await app.ready();
      await db.database.close();
      const res = await app.inject({ url: '/api/regioes' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(lines.filter((l) => l.level === ERROR).map((l) => l.msg)).toContain('banco de dados indisponível');
    } finally {
      await app.close();
    }
  });
});
