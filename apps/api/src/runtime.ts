/** Start-up and shutdown shared by the API-only server and the whole site. */
import { type Database, DEMO_BUNDLE_DIR, importBundle, isEmpty, openDatabase, readBundle } from '@cosems/db';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';

interface Log {
  info(msg: string): void;
}

/** Opens (and migrates) the database; an empty one gets the demo bundle unless START_EMPTY is set. */
export async function openContent(config: Config, log: Log): Promise<Database> {
  const database = await openDatabase(config.db);
  try {
    if (!config.startEmpty) {
      await database.withExclusiveLock(async () => {
        if (!(await isEmpty(database.db))) return;
        const started = Date.now();
        await importBundle(database.db, await readBundle(DEMO_BUNDLE_DIR));
        log.info(`Banco vazio: conteúdo de demonstração importado em ${Date.now() - started} ms.`);
      });
    }
    return database;
  } catch (err) {
    await database.close();
    throw err;
  }
}

/**
 * Listens, and on SIGTERM/SIGINT stops taking connections, lets requests in flight finish (up to
 * 10 s), then closes the database, which also releases the DATA_DIR lock.
 */
export async function serve(app: FastifyInstance, config: Config, database: Database | null): Promise<void> {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} recebido: encerrando.`);
    const timer = setTimeout(() => {
      app.log.error('Encerramento demorou mais de 10 s; saindo.');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      // close() drops the keep-alive connections idle at that moment; a request still in flight
      // leaves its connection open after it answers (a compressed stream ends later), so keep
      // sweeping until the server is closed.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
      await database?.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'erro ao encerrar');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}
