/**
 * The API as a Fastify instance that does not listen: tests call it with inject(), the API-only
 * server (server.ts) and the whole site (apps/web/server.ts) listen with it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '@cosems/db';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions, LogController } from 'fastify';
import { Type } from 'typebox';
import type { Config } from './config.ts';
import { clientErrorHandler, errorBody, HttpError, handleError } from './lib/errors.ts';
import { cacheDeLeituras, registerCacheRespostas } from './plugins/cache.ts';
import { registerCompressao } from './plugins/compressao.ts';
import { registerHeaders } from './plugins/headers.ts';
import { registerLimites } from './plugins/limites.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { InstitucionalRepository } from './repositories/institucional.ts';
import { NoticiasRepository } from './repositories/noticias.ts';
import { arquivosRoutes } from './routes/arquivos.ts';
import { institucionalRoutes } from './routes/institucional.ts';
import { noticiasRoutes } from './routes/noticias.ts';

declare module 'fastify' {
  interface FastifyInstance {
    repositories: { noticias: NoticiasRepository; institucional: InstitucionalRepository };
    database: Database;
    /**
     * Sent by the site's own in-process reads (inject) so that they are not rate-limited as one
     * client: every visitor's page would otherwise count against 127.0.0.1.
     */
    internalToken: string;
  }
}

export interface ApiOptions {
  database: Database;
  config: Pick<Config, 'corsOrigins' | 'logLevel' | 'apiCacheSeconds' | 'trustProxy' | 'rateLimitMax' | 'rateLimitWindowSeconds'> &
    Partial<Pick<Config, 'internalToken' | 'cacheMaxEntries' | 'cacheMaxBytes' | 'hstsMaxAge' | 'imageCacheDir'>>;
  /** Replaces the default pino logger settings (tests pass false). */
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[\w-]{1,64}$/;

export async function createApi({ database, config, logger }: ApiOptions): Promise<FastifyInstance> {
  const internalToken = config.internalToken || randomBytes(24).toString('hex');
  const app = Fastify({
    // The site's own in-process reads are part of the page request already logged: not logged again.
    logController: new LogController({ disableRequestLogging: (request) => request.headers['x-cosems-internal'] === internalToken }),
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Keep a client's request id when it sends a sane one, so logs can be joined across hops.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    clientErrorHandler,
    // Nothing here reads a body (plugins/limites.ts); this bounds the 404 handlers' chunked ones too.
    bodyLimit: 1024,
    // Bad percent-encoding and over-long path segments are refused before routing: answer them in
    // the contract's shape too.
    frameworkErrors: (error, _request, reply) => {
      const message =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'Parâmetro longo demais.' : 'Endereço inválido (codificação de caracteres incorreta).';
      (reply as unknown as FastifyReply).code(400).send(errorBody(400, message));
    },
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('database', database);
  app.decorate('internalToken', internalToken);
  app.decorate('repositories', {
    noticias: new NoticiasRepository(database.db),
    institucional: new InstitucionalRepository(database.db),
  });
  app.setErrorHandler(handleError);
  // Ajv coerces 'Infinity' and '1e400' to Infinity and then lets it through integer, minimum and
  // maximum checks; every number our schemas accept is a finite integer, so refuse the rest here.
  app.addHook('preHandler', (request, _reply, done) => {
    for (const part of [request.params, request.query] as unknown[]) {
      if (part && typeof part === 'object' && Object.values(part).some((v) => typeof v === 'number' && !Number.isFinite(v)))
        return done(new HttpError(400, 'Parâmetro inválido: número fora do intervalo aceito.'));
    }
    done();
  });

  await registerHeaders(app, { apiCacheSeconds: config.apiCacheSeconds, hstsMaxAge: config.hstsMaxAge ?? 31_536_000 });
  // After the header hooks (a refusal carries them too), before the cache can answer a read.
  registerLimites(app);
  await registerCacheRespostas(app, database, {
    maxEntries: config.cacheMaxEntries ?? 2000,
    maxBytes: config.cacheMaxBytes ?? 64 * 1024 * 1024,
  });
  await registerCompressao(app);
  // Default: the site and the API share one host, so no cross-origin access is granted.
  if (config.corsOrigins.length > 0) await app.register(cors, { origin: config.corsOrigins, methods: ['GET', 'HEAD', 'OPTIONS'] });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      if (config.rateLimitMax > 0) {
        await api.register(rateLimit, {
          max: config.rateLimitMax,
          timeWindow: config.rateLimitWindowSeconds * 1000,
          allowList: (request) => request.headers['x-cosems-internal'] === app.internalToken,
          errorResponseBuilder: (_request, context) =>
            Object.assign(errorBody(429, `Muitas requisições. Tente novamente em ${Math.ceil(context.ttl / 1000)} s.`), {
              // The plugin throws what this returns: the error handler answers it in the contract's shape.
              statusCode: 429,
            }),
        });
      }
      cacheDeLeituras(api);
      await api.register(noticiasRoutes);
      await api.register(institucionalRoutes);
      api.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody(404, 'Rota da API não encontrada.')));
    },
    { prefix: '/api' },
  );
  await app.register(arquivosRoutes, { imageCacheDir: config.imageCacheDir });
  for (const prefix of ['/image', '/arquivo']) {
    await app.register(
      async (files) => files.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody(404, 'Arquivo não encontrado.'))),
      { prefix },
    );
  }

  const health = {
    tags: ['operacao'],
    response: { 200: Type.Object({ status: Type.String() }), 503: Type.Object({ status: Type.String() }) },
  };
  app.get('/healthz', { schema: { ...health, summary: 'O processo está de pé' } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { ...health, summary: 'O banco de dados responde' } }, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch (err) {
      request.log.warn({ err }, 'readyz: banco indisponível');
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'indisponivel' });
    }
  });

  return app;
}
