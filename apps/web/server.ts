/**
 * The whole product in one process: the API (/api, /image, /arquivo, /healthz, /readyz), the
 * built client assets, and every other GET rendered by React Router (server/paginas.ts).
 * With API_URL set, the site reads from an API on another host and opens no database.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  clientErrorHandler,
  ConfigError,
  type Config,
  createApi,
  loadConfig,
  openContent,
  registerCompressao,
  registerHeaders,
  registerLimites,
  serve,
} from '@cosems/api';
import { DataDirLockedError, type Database } from '@cosems/db';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { createSiteDataPort } from './server/data-port/index.ts';
import { paginas } from './server/paginas.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function createSite(
  app: FastifyInstance,
  config: Config,
  buildDir = path.resolve(here, process.env.WEB_BUILD_DIR ?? 'build'),
) {
  const build = (await import(path.join(buildDir, 'server', 'index.js'))) as ServerBuild;

  // The loaders' data: the API's repositories in this process, or the API at API_URL over HTTP.
  const dataPort = createSiteDataPort(
    config.apiUrl
      ? { apiUrl: config.apiUrl, internalToken: config.internalToken, timeoutMs: 5000 }
      : {
          repositories: app.repositories,
          // Kept until the next content import, like the API's own answers (app.respostas).
          cache: {
            version: () => (app.hasDecorator('respostas') && app.respostas.ativo ? app.respostas.geracao : null),
            maxEntries: config.cacheMaxEntries,
          },
        },
  );
  const context = { dataPort, publicApiUrl: config.publicApiUrl, siteUrl: config.siteUrl };

  // Hashed file names under /assets never change: a year, immutable. Other files: an hour.
  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    wildcard: false,
    setHeaders(res, file) {
      res.header(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      // Scripts run under the page's policy; this one applies only where a file is the document
      // itself (opened directly, or a worker's own context).
      res.header('content-security-policy', "default-src 'self'; object-src 'none'; frame-ancestors 'none'");
    },
  });

  const responder = paginas({
    build,
    mode: process.env.NODE_ENV ?? 'production',
    context,
    cache: app.hasDecorator('respostas') ? app.respostas : null,
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .send({ statusCode: 405, error: 'Method Not Allowed', message: 'O site aceita apenas GET.' });
    }
    return responder(request, reply);
  });
}

async function main() {
  const config = loadConfig();
  let database: Database | null = null;
  let app: FastifyInstance;
  if (config.apiUrl) {
    // The same headers and compression as the in-process API gives every answer.
    app = Fastify({ logger: { level: config.logLevel }, clientErrorHandler });
    await registerHeaders(app, config);
    registerLimites(app);
    await registerCompressao(app);
    app.get('/healthz', async () => ({ status: 'ok' }));
  } else {
    database = await openContent(config, console);
    app = await createApi({ database, config });
  }
  await createSite(app, config);
  await serve(app, config, database);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err instanceof DataDirLockedError || err instanceof ConfigError ? err.message : err);
    process.exit(1);
  });
}
