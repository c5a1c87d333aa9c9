/**
 * The HTTP server, as Fastify contexts. This is the one place where contexts are registered.
 * Encapsulation decides which hooks apply where: a hook runs for the routes and 404 handlers of
 * the context that added it (and of its children), so no hook looks at a URL to learn where it is.
 *
 *   root        server-wide settings only: logger, request ids, router limits, the error handler,
 *               the metrics of every answer, and what every context shares (database,
 *               repositories, the answer cache, the metrics, the readiness)
 *   ├── metrics /metrics, only with METRICS_TOKEN set (Authorization: Bearer); else 404
 *   ├── api     /api, /image, /arquivo, /healthz, /readyz, /api/docs: the HTTP layers with the
 *   │   │       strict CSP on every answer; CORS; the OpenAPI document
 *   │   ├── /api        JSON reads: answer cache, ETag/304, Cache-Control; 404 in the contract's shape
 *   │   │   └── (rate-limited) the API's routes; the site's in-process reads are let through
 *   │   └── files       images and PDFs, with their own validators; 404 in the contract's shape
 *   ├── site    (apps/web/server.ts) built assets and pages: the same layers, pages set their own
 *   │           CSP (a page's 304 sends none); its not-found handler renders every other path
 *   ├── operations   /healthz alone, when this process has no API (the site reads API_URL)
 *   └── back office  (apps/web/server/back-office.ts) /admin: the same layers, POST accepted with a
 *               bounded body; sessions from a cookie, Origin and per-session CSRF checks,
 *               Cache-Control: no-store and X-Robots-Tag: noindex on every answer, never cached
 */
import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import type { Database } from '@cosems/db';
import cors from '@fastify/cors';
import proxyAddr from '@fastify/proxy-addr';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type FastifyBaseLogger,
} from 'fastify';
import { Type } from 'typebox';
import type { Config, TrustProxy } from './config.ts';
import { clientErrorHandler, errorBody, HttpError, handleError } from './lib/errors.ts';
import { createInternalTokenCheck } from './lib/internal-token.ts';
import { RequestLog } from './lib/logger.ts';
import { Metrics } from './lib/metrics.ts';
import { registerCanonicalAddress } from './plugins/canonical-address.ts';
import { FrontCache } from './plugins/front-cache.ts';
import { registerHttpLayers } from './plugins/http-layers.ts';
import { registerOpenApi, registerOpenApiDocument } from './plugins/openapi.ts';
import { registerReadCache, registerResponseCache } from './plugins/response-cache.ts';
import { buildSecurityHeaders, STRICT_CSP } from './plugins/security-headers.ts';
import { ReadsAllowance } from './lib/reads-allowance.ts';
import { closeStalledConnections } from './lib/stalled-connections.ts';
import { InstitucionalRepository } from './repositories/institucional.ts';
import { NoticiasRepository } from './repositories/noticias.ts';
import { EventosRepository } from './repositories/eventos.ts';
import { DeliberacoesRepository } from './repositories/deliberacoes.ts';
import { deliberacoesRoutes } from './routes/deliberacoes.ts';
import { arquivoRoutes } from './routes/arquivos.ts';
import { institucionalRoutes } from './routes/institucional.ts';
import { noticiasRoutes } from './routes/noticias.ts';
import { eventosRoutes } from './routes/eventos.ts';

declare module 'fastify' {
  interface FastifyInstance {
    repositories: {
      noticias: NoticiasRepository;
      institucional: InstitucionalRepository;
      eventos: EventosRepository;
      deliberacoes: DeliberacoesRepository;
    };
    database: Database;
    /**
     * Sent by the site's own in-process reads (inject) so that they are not rate-limited as one
     * client: every visitor's page would otherwise count against 127.0.0.1.
     */
    internalToken: string;
    /** Whether a request carries internalToken (compared in constant time). */
    isInternalRequest(request: FastifyRequest): boolean;
    /** This server's metrics (GET /metrics, or METRICS_PORT: runtime.ts). */
    metrics: Metrics;
    /** draining: the process is stopping; /readyz answers 503 so that the balancer sends nothing new. */
    readiness: { draining: boolean };
  }
}

type ServerConfig = Pick<
  Config,
  'corsOrigins' | 'logLevel' | 'apiCacheSeconds' | 'trustProxy' | 'rateLimitMax' | 'rateLimitWindowSeconds'
> &
  Partial<
    Pick<
      Config,
      | 'internalToken'
      | 'logRequests'
      | 'cacheMaxEntries'
      | 'cacheMaxBytes'
      | 'hstsMaxAge'
      | 'imageCacheDir'
      | 'requestTimeoutSeconds'
      | 'connectionTimeoutSeconds'
      | 'keepAliveTimeoutSeconds'
      | 'metricsToken'
    >
  >;

export interface ServerOptions {
  config: ServerConfig;
  /** The content database; null when this process has no API (the site reads API_URL). */
  database: Database | null;
  /** The site's context (apps/web/server.ts); without it the process is the API alone. */
  site?: FastifyPluginAsync;
  /** The back office's context (/admin, apps/web/server/back-office.ts); only where the database is. */
  backOffice?: FastifyPluginAsync;
  /** Replaces the default pino logger settings (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** A logger already made (lib/logger.ts: createLogger), used instead of `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** The metrics to fill; by default a new registry. */
  metrics?: Metrics;
}

export interface ApiOptions {
  database: Database;
  config: ServerConfig;
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyBaseLogger;
  metrics?: Metrics;
}

const REQUEST_ID = /^[\w-]{1,64}$/;

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Fastify's trustProxy, always a function (or false), so that the front of the
 * API's cache (clientAddress) trusts exactly the same hops. A hop count becomes a function of the
 * hop: Fastify 5.12 trusts no hop at all for a bare number (it cannot tell a proxy from a client
 * that reached the port directly), which would put every client behind the proxy in the proxy's
 * one rate-limit bucket. A list is compiled by proxy-addr, as Fastify does. Never `true`
 * (docs/decisions/013).
 */
export function toFastifyTrustProxy(trust: TrustProxy): TrustFunction | false {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return proxyAddr.compile(trust);
}

/** The client's address as Fastify's request.ip gives it, for a request Fastify has not seen. */
function clientAddressOf(trust: TrustFunction | false): (request: IncomingMessage) => string | undefined {
  if (trust === false) return (request) => request.socket.remoteAddress;
  return (request) => proxyAddr.all(request, trust).at(-1);
}

/**
 * A request id made here: this process's random prefix and a counter. It only has to tell one
 * answer from another in the logs, across processes and restarts (the prefix), not be unguessable;
 * a random UUID per request cost ~1 µs of a cached API read's ~35 (docs/desempenho.md, issue 26).
 */
const REQUEST_ID_PREFIX = `${randomBytes(6).toString('hex')}-`;
let requestCount = 0;

/** Keep a client's request id when it sends a sane one, so logs can be joined across hops. */
function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  if (typeof given === 'string' && REQUEST_ID.test(given)) return given;
  requestCount += 1;
  return REQUEST_ID_PREFIX + requestCount.toString(36);
}

/** The API alone: what the API-only server (server.ts) listens with and what the API's tests inject into. */
export function createApi({ database, config, logger, loggerInstance, metrics }: ApiOptions): Promise<FastifyInstance> {
  return createServer({ database, config, logger, loggerInstance, metrics });
}

export async function createServer({
  database,
  config,
  site,
  backOffice,
  logger,
  loggerInstance,
  metrics = new Metrics(),
}: ServerOptions): Promise<FastifyInstance> {
  const internalToken = config.internalToken || randomBytes(24).toString('hex');
  const hstsMaxAge = config.hstsMaxAge ?? 31_536_000;
  const securityHeaders = buildSecurityHeaders(hstsMaxAge);
  const matchesInternalToken = createInternalTokenCheck(internalToken);
  const isInternalRequest = (request: FastifyRequest) => matchesInternalToken(request.headers['x-cosems-internal']);
  const requestTimeout = (config.requestTimeoutSeconds ?? 10) * 1000;
  const connectionTimeout = (config.connectionTimeoutSeconds ?? 60) * 1000;
  const keepAliveTimeout = (config.keepAliveTimeoutSeconds ?? 72) * 1000;
  const trustProxy = toFastifyTrustProxy(config.trustProxy);
  const front = new FrontCache();
  const logRequests = config.logRequests ?? 'erros';
  const root = Fastify({
    // At most one line per answer (LOG_REQUESTS); the site's own in-process reads are part of the
    // page request already logged: not logged again (lib/logger.ts).
    logController: new RequestLog(isInternalRequest, logRequests),
    ...(loggerInstance && logger === undefined
      ? { loggerInstance }
      : { logger: logger ?? { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] } }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    genReqId: requestIdOf,
    trustProxy,
    // Fastify's defaults (0) let a client that announces a body and never sends it, or sends its
    // head a byte at a time, hold a connection for ever. The whole request must arrive within
    // requestTimeout (clientErrorHandler answers 408); a request whose connection moves no byte for
    // connectionTimeout is dropped (lib/stalled-connections.ts, without Node's per-socket timer); an
    // idle kept-alive one after keepAliveTimeout (longer than
    // the usual 60 s of load balancers, so that they close first). Node checks the first two every
    // connectionsCheckingInterval (30 s by default): every second here, so a limit of a few
    // seconds holds. README, "Configuração". The server is the one Fastify would make with these
    // options (getServerInstance in Fastify 5's lib/server.js), with the front of the API's cached
    // reads before Fastify's handler (plugins/front-cache.ts).
    serverFactory: (handler) => {
      const server = http.createServer({ headersTimeout: requestTimeout, connectionsCheckingInterval: 1000 }, (request, response) =>
        front.handle(request, response, handler),
      );
      server.keepAliveTimeout = keepAliveTimeout;
      server.requestTimeout = requestTimeout;
      closeStalledConnections(server, connectionTimeout);
      return server;
    },
    clientErrorHandler,
    // Nothing here reads a body (plugins/request-limits.ts); this bounds the 404 handlers' chunked ones too.
    bodyLimit: 1024,
    // Bad percent-encoding and over-long path segments are refused before routing, so no context's
    // hooks run: answer them in the contract's shape here, with the headers every answer carries.
    frameworkErrors: (error, request, reply) => {
      const message =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'Parâmetro longo demais.' : 'Endereço inválido (codificação de caracteres incorreta).';
      (reply as unknown as FastifyReply)
        .headers(securityHeaders)
        .header('content-security-policy', STRICT_CSP)
        .header('x-request-id', request.id)
        .code(400)
        .send(errorBody(400, message));
    },
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  root.decorate('internalToken', internalToken);
  root.decorate('isInternalRequest', isInternalRequest);
  root.decorate('readiness', { draining: false });
  root.decorate('metrics', metrics);
  root.decorate('frontCache', front);
  root.setErrorHandler(handleError);
  // Every answer of every context, 404s and the site's pages included (callback: no promise per request).
  root.addHook('onResponse', (request, reply, done) => {
    metrics.observeResponse(request, reply);
    done();
  });
  // While stopping (runtime.ts), each answer closes its connection: the client's next request
  // opens a new one, which the balancer can send to another process.
  const readiness = root.readiness;
  root.addHook('onRequest', (_request, reply, done) => {
    if (readiness.draining) reply.header('connection', 'close');
    done();
  });
  if (config.metricsToken) await root.register(metricsContext, { token: config.metricsToken });

  if (database) {
    root.decorate('database', database);
    metrics.watchPool(() => database.poolStats());
    const stopObserving = database.observeQueries(metrics.observeQuery);
    root.addHook('onClose', async () => stopObserving());
    // The counts of visible news are kept while the response cache's generation stands (the
    // content notice and the scheduling timer change it), even with the cache itself off.
    const noticias = new NoticiasRepository(database.db, () =>
      root.hasDecorator('responseCache') && root.responseCache.hearsChanges ? root.responseCache.generation : null,
    );
    const eventos = new EventosRepository(database.db);
    root.decorate('repositories', {
      noticias,
      institucional: new InstitucionalRepository(database.db),
      eventos,
      deliberacoes: new DeliberacoesRepository(database.db),
    });
    await registerResponseCache(
      root,
      database,
      { maxEntries: config.cacheMaxEntries ?? 2000, maxBytes: config.cacheMaxBytes ?? 32 * 1024 * 1024 },
      // The caches also empty when an upcoming event ends (it moves to the archive of /api/eventos).
      async () => {
        const momentos = await Promise.all([noticias.nextScheduledChange(), eventos.proximoTermino()]);
        const datas = momentos.filter((d): d is Date => d !== null);
        return datas.length === 0 ? null : new Date(Math.min(...datas.map((d) => d.getTime())));
      },
    );
    // Without a site, the API also answers what no route matches (Fastify's default 404, with its layers).
    front.enable({
      logRequests,
      cache: root.responseCache,
      metrics,
      log: root.log,
      requestId: requestIdOf,
      clientAddress: clientAddressOf(trustProxy),
      isDraining: () => readiness.draining,
    });
    await root.register(apiContext, { config, hstsMaxAge, answersUnrouted: !site, front });
  } else {
    await root.register(operationsContext, { hstsMaxAge });
  }
  if (site) await root.register(site);
  if (backOffice && database) await root.register(backOffice);
  return root;
}

interface ApiContextOptions {
  config: ServerConfig;
  hstsMaxAge: number;
  answersUnrouted: boolean;
  front: FrontCache;
}

const apiContext: FastifyPluginAsync<ApiContextOptions> = async (api, { config, hstsMaxAge, answersUnrouted, front }) => {
  await registerHttpLayers(api, { hstsMaxAge, notModifiedKeepsStoredPolicy: false });
  // Default: the site and the API share one host, so no cross-origin access is granted. Registered
  // before the canonical redirects, whose onRequest hook answers without running the later ones: a
  // browser follows a cross-origin redirect only when it carries these headers, and never a
  // redirected preflight, which CORS answers here first (issue 26).
  if (config.corsOrigins.length > 0) await api.register(cors, { origin: config.corsOrigins, methods: ['GET', 'HEAD', 'OPTIONS'] });
  registerCanonicalAddress(api);
  // Ajv coerces 'Infinity' and '1e400' to Infinity and then lets it through integer, minimum and
  // maximum checks; every number our schemas accept is a finite integer, so refuse the rest here.
  api.addHook('preHandler', (request, _reply, done) => {
    for (const part of [request.params, request.query] as unknown[]) {
      if (part && typeof part === 'object' && Object.values(part).some((v) => typeof v === 'number' && !Number.isFinite(v)))
        return done(new HttpError(400, 'Parâmetro inválido: número fora do intervalo aceito.'));
    }
    done();
  });
  await registerOpenApi(api);

  await api.register(
    async (reads) => {
      registerReadCache(reads, { apiCacheSeconds: config.apiCacheSeconds, front });
      registerOpenApiDocument(reads);
      await reads.register(async (limited) => {
        // The front counts the reads it answers against the same allowance, in the same store.
        const allowance = await registerClientRateLimit(limited, config);
        if (allowance) front.useRateLimit(allowance);
        await limited.register(noticiasRoutes);
        await limited.register(institucionalRoutes);
        await limited.register(eventosRoutes);
        await limited.register(deliberacoesRoutes);
      });
      reads.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody(404, 'Rota da API não encontrada.')));
    },
    { prefix: '/api' },
  );

  await api.register(async (files) => {
    // Images and PDFs are read from the database (variants are generated): they count too, against
    // an allowance of their own, so that a page's images never use up its visitor's API reads.
    await registerClientRateLimit(files, config);
    await files.register(arquivoRoutes, { imageCacheDir: config.imageCacheDir });
    for (const prefix of ['/image', '/arquivo']) {
      await files.register(
        async (folder) => folder.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody(404, 'Arquivo não encontrado.'))),
        { prefix },
      );
    }
  });

  const health = {
    tags: ['operacao'],
    response: { 200: Type.Object({ status: Type.String() }), 503: Type.Object({ status: Type.String() }) },
  };
  api.get(
    '/healthz',
    {
      schema: {
        ...health,
        operationId: 'getHealth',
        summary: 'O processo está de pé',
        description: 'Para o balanceador de carga: responde sem consultar o banco.',
      },
    },
    async () => ({ status: 'ok' }),
  );
  const readiness = {
    ...health,
    operationId: 'getReadiness',
    summary: 'O banco de dados responde',
    description: '503 enquanto o banco de dados não responde, e desde que o processo começou a parar.',
  };
  api.get('/readyz', { schema: readiness }, async (request, reply) => {
    // Stopping (runtime.ts): said before anything else, so that the balancer stops sending here
    // while the requests already sent still finish.
    if (api.readiness.draining) return reply.code(503).header('cache-control', 'no-store').send({ status: 'encerrando' });
    try {
      await api.database.ping();
      return { status: 'ok' };
    } catch (err) {
      request.log.warn({ err }, 'readyz: banco indisponível');
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'indisponivel' });
    }
  });

  // Set from this context, so the root's 404 runs this context's hooks; Fastify's own answer.
  if (answersUnrouted) {
    api.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ message: `Route ${request.method}:${request.raw.url} not found`, error: 'Not Found', statusCode: 404 }),
    );
  }
};

/**
 * RATE_LIMIT_MAX requests per RATE_LIMIT_WINDOW_SECONDS and client address, for the routes of
 * `context`; 0 turns it off. The site's in-process reads carry the internal token and pass.
 */
async function registerClientRateLimit(context: FastifyInstance, config: ServerConfig): Promise<ReadsAllowance | null> {
  if (config.rateLimitMax <= 0) return null;
  const allowance = new ReadsAllowance(config.rateLimitMax, config.rateLimitWindowSeconds * 1000);
  await context.register(rateLimit, {
    max: allowance.max,
    timeWindow: allowance.timeWindowMs,
    store: allowance.storeOption,
    allowList: (request) => context.isInternalRequest(request),
    errorResponseBuilder: (_request, limit) =>
      Object.assign(errorBody(429, `Muitas requisições. Tente novamente em ${Math.ceil(limit.ttl / 1000)} s.`), {
        // The plugin throws what this returns: the error handler answers it in the contract's shape.
        statusCode: 429,
      }),
  });
  return allowance;
}

/** A process with no API (the site reads API_URL) still answers its liveness check. */
const operationsContext: FastifyPluginAsync<{ hstsMaxAge: number }> = async (operations, { hstsMaxAge }) => {
  await registerHttpLayers(operations, { hstsMaxAge, notModifiedKeepsStoredPolicy: false });
  operations.get('/healthz', async () => ({ status: 'ok' }));
};

/**
 * GET /metrics with `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time, like the
 * internal token). Without the token, or with a wrong one, the answer is the one any unknown path
 * gets (the site's 404 page, the API's 404): nothing tells a visitor that the address exists.
 */
const metricsContext: FastifyPluginAsync<{ token: string }> = async (context, { token }) => {
  const matches = createInternalTokenCheck(token);
  context.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const auth = request.headers.authorization;
    const given = typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice('Bearer '.length).trim() : undefined;
    if (!matches(given)) return reply.callNotFound();
    const { contentType, body } = await context.metrics.render();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
};
