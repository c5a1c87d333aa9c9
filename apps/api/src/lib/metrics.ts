/**
 * The process's metrics in Prometheus' text format (prom-client), one registry per server (tests
 * build many in one process). Every label value comes from a closed set: a route's pattern
 * (`/api/noticia/:id`, the React Router route id of a page), never the URL a client sent, so no
 * client can make new series; what no route matches counts under UNROUTED. README, "Métricas";
 * docs/decisions/033-metricas-logs-e-parada.md.
 */
import type { SignInOutcome, SignInStep } from '@cosems/contracts';
import type { PoolStats } from '@cosems/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { droppedLogLines } from './logger.ts';

/** The route label of a request no route (and no page of the site) matched. */
export const UNROUTED = '(sem rota)';

/** Which cache a lookup was made in: the API's reads or the site's rendered pages. */
export type CacheName = 'api' | 'paginas';

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export class Metrics {
  readonly registry = new Registry();
  private readonly routeOf = new WeakMap<FastifyRequest, string>();
  private readonly httpRequests: Counter<'method' | 'route' | 'status_code'>;
  private readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  private readonly cacheLookups: Counter<'cache' | 'result'>;
  private readonly queryDuration: Histogram<'result'>;
  private readonly signIns: Counter<'step' | 'outcome'>;
  private readonly scheduledChanges: Counter;
  private poolStats: (() => PoolStats) | null = null;
  /**
   * Answers of the front (plugins/front-cache.ts) not yet added to the counters, by route: added
   * when the counters are read (a scrape), not at each answer — prom-client works out a label
   * set's key at every call, and the front answers tens of thousands of reads a second.
   */
  private readonly frontAnswers = new Map<string, number>();
  /** The same answers, as hits of their cache not yet added to cosems_cache_lookups_total. */
  private readonly frontHits: Record<CacheName, number> = { api: 0, paginas: 0 };
  /** The front's label set of each route, made once (routes are a closed set). */
  private readonly frontLabels = new Map<string, { method: 'GET'; route: string; status_code: 200 }>();

  constructor() {
    const registers = [this.registry];
    // Event-loop lag (nodejs_eventloop_lag_*), memory, CPU, handles: prom-client's defaults.
    collectDefaultMetrics({ register: this.registry });
    const metrics = this;
    this.httpRequests = new Counter({
      name: 'cosems_http_requests_total',
      help: 'Requisições HTTP respondidas, por método, padrão da rota e código de situação.',
      labelNames: ['method', 'route', 'status_code'],
      registers,
      collect() {
        for (const [route, count] of metrics.frontAnswers) this.inc(metrics.frontLabelsOf(route), count);
        metrics.frontAnswers.clear();
      },
    });
    this.httpDuration = new Histogram({
      name: 'cosems_http_request_duration_seconds',
      help: 'Tempo de resposta HTTP em segundos, por método, padrão da rota e código de situação.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.cacheLookups = new Counter({
      name: 'cosems_cache_lookups_total',
      help: 'Consultas ao cache de respostas (api: leituras da API; paginas: páginas renderizadas), por resultado (hit ou miss).',
      labelNames: ['cache', 'result'],
      registers,
      collect() {
        for (const cache of ['api', 'paginas'] as const) {
          if (metrics.frontHits[cache] > 0) this.inc({ cache, result: 'hit' }, metrics.frontHits[cache]);
          metrics.frontHits[cache] = 0;
        }
      },
    });
    this.queryDuration = new Histogram({
      name: 'cosems_db_query_duration_seconds',
      help: 'Tempo das consultas ao banco em segundos (da chamada à resposta, com a espera pela conexão), por resultado.',
      labelNames: ['result'],
      buckets: QUERY_BUCKETS,
      registers,
    });
    new Gauge({
      name: 'cosems_db_pool_connections',
      help: 'Conexões com o banco: abertas (total), ociosas (idle) e pedidos esperando uma (waiting). PGlite: uma conexão.',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = metrics.poolStats?.();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    this.signIns = new Counter({
      name: 'cosems_admin_sign_ins_total',
      help: 'Tentativas de entrada na área restrita, por etapa (senha, segundo-fator) e resultado (ok, falha, aguarde, ocupado, bloqueado).',
      labelNames: ['step', 'outcome'],
      registers,
    });
    new Counter({
      name: 'cosems_log_lines_dropped_total',
      help: 'Linhas de log descartadas porque a saída padrão não as recebeu a tempo (mais de 16 MB esperando).',
      registers,
      collect() {
        this.reset();
        this.inc(droppedLogLines.count);
      },
    });
    this.scheduledChanges = new Counter({
      name: 'cosems_scheduled_changes_total',
      help: 'Momentos agendados de notícias (entrada ou saída do ar) em que este processo esvaziou os caches.',
      registers,
    });
  }

  /** The route label of a request answered outside Fastify's router (a page of the site). */
  setRoute(request: FastifyRequest, route: string): void {
    this.routeOf.set(request, route);
  }

  /** Counts an answer (an onResponse hook). */
  observeResponse(request: FastifyRequest, reply: FastifyReply): void {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? this.routeOf.get(request) ?? UNROUTED,
      status_code: reply.statusCode,
    };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, reply.elapsedTime / 1000);
  }

  /**
   * Counts an answer of the front (plugins/front-cache.ts): always a GET answered 200 from a cache,
   * a hit of that cache. Its time goes to the histogram now; the two counters get it when they are
   * next read (their collect), so a scrape sees all three agree.
   */
  observeFrontAnswer(route: string, cache: CacheName, seconds: number): void {
    this.frontAnswers.set(route, (this.frontAnswers.get(route) ?? 0) + 1);
    this.frontHits[cache] += 1;
    this.httpDuration.observe(this.frontLabelsOf(route), seconds);
  }

  private frontLabelsOf(route: string): { method: 'GET'; route: string; status_code: 200 } {
    let labels = this.frontLabels.get(route);
    if (labels === undefined) {
      labels = { method: 'GET', route, status_code: 200 };
      this.frontLabels.set(route, labels);
    }
    return labels;
  }

  countCacheLookup(cache: CacheName, hit: boolean): void {
    this.cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
  }

  observeQuery = (seconds: number, failed: boolean): void => {
    this.queryDuration.observe({ result: failed ? 'erro' : 'ok' }, seconds);
  };

  /** Where the pool's numbers are read at each scrape. */
  watchPool(stats: () => PoolStats): void {
    this.poolStats = stats;
  }

  countSignIn(step: SignInStep, outcome: SignInOutcome): void {
    this.signIns.inc({ step, outcome });
  }

  countScheduledChange(): void {
    this.scheduledChanges.inc();
  }

  /** The text a Prometheus scrape reads, and its content type. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
