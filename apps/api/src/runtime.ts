/** Start-up and shutdown shared by the API-only server and the whole site. */
import { type Database, DEMO_BUNDLE_DIR, importBundle, isEmpty, openDatabase, readBundle } from '@cosems/db';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Metrics } from './lib/metrics.ts';

interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

/** Opens (and migrates) the database; an empty one gets the demo bundle unless START_EMPTY is set. */
export async function openContent(config: Config, log: Log): Promise<Database> {
  const database = await openDatabase(config.db);
  try {
    if (database.appRoleOwnsAudit)
      log.warn(
        'O usuário de DATABASE_URL é dono do registro de auditoria e poderia desligar a regra que o deixa só receber inserções: rode o site com um usuário que não é dono das tabelas e as migrações com DATABASE_OWNER_URL (docs/operacao.md, 1.4).',
      );
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
 * Listens (and, with METRICS_PORT, serves /metrics on METRICS_HOST), and stops in this order on
 * SIGTERM or SIGINT:
 *
 * 1. /readyz answers 503 at once, and every answer closes its connection, so that a balancer
 *    polling /readyz (or reconnecting) sends the next requests to another process;
 * 2. on SIGTERM, requests are still served for SHUTDOWN_DRAIN_SECONDS while it notices (SIGINT, a
 *    person's Ctrl-C, and a second signal skip this wait);
 * 3. the server stops taking connections and the requests in flight finish, within
 *    SHUTDOWN_GRACE_SECONDS, after which their connections are cut;
 * 4. the database closes (which releases the DATA_DIR lock), and the process exits 0.
 *
 * docs/decisions/033-metricas-logs-e-parada.md.
 */
export async function serve(app: FastifyInstance, config: Config, database: Database | null): Promise<void> {
  let closing = false;
  let skipDrain: () => void = () => {};
  let metricsServer: http.Server | null = null;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      skipDrain();
      return;
    }
    closing = true;
    app.readiness.draining = true;
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainSeconds * 1000 : 0;
    const graceMs = config.shutdownGraceSeconds * 1000;
    app.log.info(
      drainMs > 0
        ? `${signal} recebido: /readyz responde 503; o processo para de aceitar conexões em ${config.shutdownDrainSeconds} s.`
        : `${signal} recebido: /readyz responde 503; encerrando.`,
    );
    // The last resort, if closing itself hangs (a database that does not answer its close).
    const watchdog = setTimeout(
      () => {
        app.log.error(`Encerramento não terminou em ${Math.round((drainMs + graceMs) / 1000) + 5} s; saindo.`);
        process.exit(1);
      },
      drainMs + graceMs + 5000,
    );
    watchdog.unref();
    try {
      if (drainMs > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, drainMs);
          skipDrain = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      const grace = setTimeout(() => {
        app.log.warn(`Requisições ainda em andamento após ${config.shutdownGraceSeconds} s: conexões encerradas.`);
        app.server.closeAllConnections();
      }, graceMs);
      // close() drops the keep-alive connections idle at that moment; a request still in flight
      // leaves its connection open after it answers (a compressed stream ends later), so keep
      // sweeping until the server is closed.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
        clearTimeout(grace);
      }
      await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
      await database?.close();
      app.log.info('Processo encerrado.');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'erro ao encerrar');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort !== null) {
    metricsServer = await listenMetrics(app.metrics, config.metricsPort, config.metricsHost);
    app.log.info(`Métricas em http://${config.metricsHost}:${config.metricsPort}/metrics`);
  }
}

/**
 * /metrics without a token, on an address only the host (or its private network) reaches: a plain
 * Node server, apart from the site's, that answers nothing else (404) and no method but GET/HEAD.
 */
export async function listenMetrics(metrics: Metrics, port: number, host: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Não encontrado.');
      return;
    }
    metrics.render().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : body);
      },
      () => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Erro ao coletar as métricas.');
      },
    );
  });
  server.requestTimeout = 10_000;
  server.headersTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
