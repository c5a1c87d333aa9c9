/**
 * The metrics (src/lib/metrics.ts) of a real server on the demo content (PGlite, or the run's
 * PostgreSQL server): /metrics only with METRICS_TOKEN, 404 otherwise; requests labelled by the
 * route's pattern, never by the URL sent; cache hits and misses; query times and the pool; the
 * event loop; the metrics port (runtime.ts) on loopback; and the logger's redaction (lib/logger.ts).
 */
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { ContentSchedule } from '../src/lib/content-schedule.ts';
import { createLogger, droppedLogLines, logsAnswer, redactUrl, SLOW_ANSWER_MS } from '../src/lib/logger.ts';
import { Metrics, UNROUTED } from '../src/lib/metrics.ts';
import { listenMetrics } from '../src/runtime.ts';
import { testConfig } from './helper.ts';

const TOKEN = 'metricas-de-teste-0123456789abcdef';

/** The value of one series in Prometheus' text format (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const braces = /\{([^}]*)\}/.exec(line)?.[1] ?? '';
    const have = braces.split(/,(?=\w+=")/);
    if (wanted.every((w) => have.includes(w))) total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

// A stand-in for apps/web's site context: every unrouted path is a "page" (its route unknown here).
const site: FastifyPluginAsync = async (context) => {
  context.setNotFoundHandler((_request, reply) => reply.code(404).type('text/html').send('<p>não encontrada</p>'));
};

let db: TestDatabase;
let app: FastifyInstance;
let bare: FastifyInstance;
let base: string;
beforeAll(async () => {
  db = await createTestDatabase();
  app = await createServer({ database: db.database, config: { ...testConfig, metricsToken: TOKEN }, site, logger: false });
  // Real HTTP on loopback: the timings and labels are those of requests through a socket.
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
  await bare?.close();
  await db?.close();
});

interface Answer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(base + url, { headers });
  return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
}

const scrape = (authorization = `Bearer ${TOKEN}`) => get('/metrics', authorization ? { authorization } : {});

describe('/metrics', () => {
  it('answers 404, like any unknown path, without the token or with a wrong one', async () => {
    for (const authorization of ['', 'Bearer', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN, `Bearer ${TOKEN.slice(0, -1)}`]) {
      const res = await scrape(authorization);
      expect(res.statusCode, authorization).toBe(404);
      expect(res.body).not.toContain('cosems_');
    }
    const unknown = await get('/nao-existe');
    expect((await scrape('')).body).toBe(unknown.body);
  });

  it('does not exist at all when METRICS_TOKEN is not set', async () => {
    bare = await createServer({ database: db.database, config: testConfig, site, logger: false });
    await bare.ready();
    const res = await bare.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('cosems_');
  });

  it('serves the Prometheus text format, never cached, with the token', async () => {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE cosems_http_requests_total counter');
  });

  it('labels requests by route pattern: 100 ids, one series; unknown paths under one label', async () => {
    const before = sample((await scrape()).body, 'cosems_http_requests_total', { route: '/api/noticia/:id' });
    for (let n = 1; n <= 100; n++) await get(`/api/noticia/${900_000 + n}`);
    for (let n = 1; n <= 20; n++) await get(`/qualquer/${n}?x=${n}`);
    const text = (await scrape()).body;
    expect(sample(text, 'cosems_http_requests_total', { route: '/api/noticia/:id', status_code: '404', method: 'GET' }) - before).toBe(100);
    expect(sample(text, 'cosems_http_request_duration_seconds_count', { route: '/api/noticia/:id' }) - before).toBe(100);
    expect(sample(text, 'cosems_http_requests_total', { route: UNROUTED, status_code: '404' })).toBeGreaterThanOrEqual(20);
    // No URL a client sent became a label value.
    expect(text).not.toMatch(/route="\/api\/noticia\/\d/);
    expect(text).not.toMatch(/route="\/qualquer/);
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1]));
    expect(routes.size).toBeLessThan(15);
  });

  it('counts the answer cache: a miss, then a hit, for the same read', async () => {
    const before = (await scrape()).body;
    await get('/api/regioes');
    await get('/api/regioes?utm_source=x');
    const after = (await scrape()).body;
    const delta = (result: string) =>
      sample(after, 'cosems_cache_lookups_total', { cache: 'api', result }) -
      sample(before, 'cosems_cache_lookups_total', { cache: 'api', result });
    expect(delta('miss')).toBe(1);
    expect(delta('hit')).toBe(1);
    // Both answers are in the latency histogram of their route and status, in the +Inf bucket.
    const inf = { route: '/api/regioes', status_code: '200', method: 'GET', le: '+Inf' };
    expect(
      sample(after, 'cosems_http_request_duration_seconds_bucket', inf) -
        sample(before, 'cosems_http_request_duration_seconds_bucket', inf),
    ).toBe(2);
  });

  it("counts each answer of the front as a hit of its own cache (an API read's, a page's), under its route", async () => {
    const metrics = new Metrics();
    metrics.observeFrontAnswer('/api/regioes', 'api', 0.0001);
    for (let i = 0; i < 3; i++) metrics.observeFrontAnswer('routes/noticia', 'paginas', 0.0001);
    const { body } = await metrics.render();
    expect(sample(body, 'cosems_cache_lookups_total', { cache: 'api', result: 'hit' })).toBe(1);
    expect(sample(body, 'cosems_cache_lookups_total', { cache: 'paginas', result: 'hit' })).toBe(3);
    expect(sample(body, 'cosems_http_requests_total', { method: 'GET', route: 'routes/noticia', status_code: '200' })).toBe(3);
    expect(sample(body, 'cosems_http_request_duration_seconds_count', { route: 'routes/noticia' })).toBe(3);
    // Read once: a second scrape does not count them again.
    const again = (await metrics.render()).body;
    expect(sample(again, 'cosems_cache_lookups_total', { cache: 'paginas', result: 'hit' })).toBe(3);
  });

  it('times the database queries, shows the pool, and the event-loop lag', async () => {
    const before = sample((await scrape()).body, 'cosems_db_query_duration_seconds_count', { result: 'ok' });
    await get('/api/noticia/page/2');
    const text = (await scrape()).body;
    expect(sample(text, 'cosems_db_query_duration_seconds_count', { result: 'ok' })).toBeGreaterThan(before);
    expect(sample(text, 'cosems_db_query_duration_seconds_sum')).toBeGreaterThan(0);
    expect(sample(text, 'cosems_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^cosems_db_pool_connections\{state="waiting"\} \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('counts a failed query as an error', async () => {
    const before = sample((await scrape()).body, 'cosems_db_query_duration_seconds_count', { result: 'erro' });
    await expect(db.database.db.execute(sql`select * from tabela_que_nao_existe`)).rejects.toThrow();
    expect(sample((await scrape()).body, 'cosems_db_query_duration_seconds_count', { result: 'erro' })).toBe(before + 1);
  });
});

describe('the metrics port (METRICS_PORT)', () => {
  it('serves /metrics without a token on loopback, and nothing else', async () => {
    const metrics = new Metrics();
    metrics.countSignIn('senha', 'falha');
    const server = await listenMetrics(metrics, 0, '127.0.0.1');
    try {
      const address = server.address();
      if (!address || typeof address === 'string') throw new Error('sem endereço');
      const base = `http://127.0.0.1:${address.port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(sample(await res.text(), 'cosems_admin_sign_ins_total', { step: 'senha', outcome: 'falha' })).toBe(1);
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('is configured by METRICS_PORT and METRICS_HOST (loopback by default); a short METRICS_TOKEN is refused', () => {
    expect(loadConfig({}).metricsPort).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_TOKEN: 'curto' })).toThrow(/METRICS_TOKEN deve ter ao menos 24/);
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig({})).toMatchObject({ shutdownDrainSeconds: 5, shutdownGraceSeconds: 10 });
  });
});

describe('scheduled publications', () => {
  it('are counted when the timer set for a scheduled moment fires, not at the periodic check', async () => {
    let fired = 0;
    let counted = 0;
    const schedule = new ContentSchedule({
      nextChange: async () => new Date(Date.now() + 30),
      fire: () => fired++,
      onScheduledChange: () => counted++,
    });
    await schedule.arm();
    await new Promise((r) => setTimeout(r, 200));
    schedule.stop();
    expect(fired).toBeGreaterThanOrEqual(1);
    expect(counted).toBe(fired);

    let periodic = 0;
    const idle = new ContentSchedule({ nextChange: async () => null, fire: () => {}, onScheduledChange: () => periodic++ });
    await idle.arm();
    idle.stop();
    expect(periodic).toBe(0);
  });
});

/** A JSON logger at info whose lines are kept in `lines`, as standard output would get them. */
async function collectLogLines() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { lines, logger: await createLogger({ level: 'info', pretty: false, destination }) };
}

describe('logs', () => {
  it('masks the tokens of back-office links and secret query parameters in a URL', () => {
    expect(redactUrl('/admin/convite/abc123DEF')).toBe('/admin/convite/[oculto]');
    expect(redactUrl('/admin/redefinir/abc123.data?_routes=x')).toBe('/admin/redefinir/[oculto]?_routes=x');
    expect(redactUrl('/admin/previa/link/xyz?a=1')).toBe('/admin/previa/link/[oculto]?a=1');
    expect(redactUrl('/api/busca?q=sus&token=s3gr3d0&page=2')).toBe('/api/busca?q=sus&token=[oculto]&page=2');
    expect(redactUrl('/noticia/5')).toBe('/noticia/5');
  });

  it('writes JSON lines with no cookie, Authorization, token in the path, or internal header', async () => {
    const { lines, logger } = await collectLogLines();
    const logged = await createServer({ database: db.database, config: testConfig, loggerInstance: logger });
    try {
      await logged.ready();
      logged.log.info({ req: { headers: { cookie: 'cosems-sessao=segredo-de-sessao' } }, senha: 'senha-secreta' }, 'teste');
      await logged.inject({
        method: 'GET',
        url: '/admin/convite/token-do-convite?token=outro-token',
        headers: { cookie: 'cosems-sessao=segredo-de-sessao', authorization: 'Bearer segredo-do-cabecalho' },
      });
    } finally {
      await logged.close();
    }
    const text = lines.join('');
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(text).toContain('"msg":"request completed"');
    expect(text).toContain('/admin/convite/[oculto]?token=[oculto]');
    for (const secret of ['segredo-de-sessao', 'senha-secreta', 'token-do-convite', 'outro-token', 'segredo-do-cabecalho']) {
      expect(text).not.toContain(secret);
    }
  });

  it('by default (LOG_REQUESTS=erros) writes a line only for a 5xx or an answer of a second or more', async () => {
    expect(logsAnswer('erros', 200, 999)).toBe(false);
    expect(logsAnswer('erros', 404, 999)).toBe(false);
    expect(logsAnswer('erros', 200, 1000)).toBe(true);
    expect(logsAnswer('erros', 500, 1)).toBe(true);
    expect(logsAnswer('todas', 200, 1)).toBe(true);
    expect(loadConfig({}).logRequests).toBe('erros');
    expect(() => loadConfig({ LOG_REQUESTS: 'algumas' })).toThrow('LOG_REQUESTS deve ser um de: erros, todas.');
    const { lines, logger } = await collectLogLines();
    const troubled: FastifyPluginAsync = async (context) => {
      context.get('/falha', async (_request, reply) => reply.code(503).send('indisponível'));
      context.get('/lenta', async () => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS + 50));
        return 'enfim';
      });
    };
    const logged = await createServer({
      database: db.database,
      config: { ...testConfig, logRequests: loadConfig({}).logRequests },
      site: troubled,
      loggerInstance: logger,
    });
    try {
      await logged.ready();
      for (const url of ['/api/regioes', '/api/nao-existe', '/falha', '/lenta'])
        await logged.inject({ method: 'GET', url, headers: { 'x-request-id': url.slice(1).replaceAll('/', '-') } });
    } finally {
      await logged.close();
    }
    const answered = lines
      .map((l) => JSON.parse(l) as { reqId?: string; msg: string; res?: { statusCode: number } })
      .filter((l) => l.msg === 'request completed')
      .map((l) => [l.reqId, l.res?.statusCode]);
    expect(answered).toEqual([
      ['falha', 503],
      ['lenta', 200],
    ]);
  });

  it("writes one line per answer, with the URL, the status and the time, and nothing for the site's own reads", async () => {
    const { lines, logger } = await collectLogLines();
    const logged = await createServer({ database: db.database, config: testConfig, loggerInstance: logger });
    try {
      await logged.ready();
      await logged.inject({ method: 'GET', url: '/api/regioes?pagina=1', headers: { 'x-request-id': 'uma-leitura' } });
      await logged.inject({ method: 'GET', url: '/api/nao-existe', headers: { 'x-request-id': 'um-404' } });
      await logged.inject({
        method: 'GET',
        url: '/api/regioes',
        headers: { 'x-request-id': 'interna', 'x-cosems-internal': logged.internalToken },
      });
    } finally {
      await logged.close();
    }
    const parsed = lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string; req?: { url: string }; res?: { statusCode: number } });
    expect(parsed.filter((l) => l.reqId === 'uma-leitura')).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/regioes?pagina=1' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(parsed.filter((l) => l.reqId === 'um-404').map((l) => [l.msg, l.res?.statusCode])).toContainEqual(['request completed', 404]);
    expect(parsed.filter((l) => l.msg === 'request completed' && l.reqId === 'um-404')).toHaveLength(1);
    expect(parsed.some((l) => l.reqId === 'interna')).toBe(false);
  });

  it('counts the lines dropped when standard output does not keep up (cosems_log_lines_dropped_total)', async () => {
    const before = sample((await scrape()).body, 'cosems_log_lines_dropped_total');
    droppedLogLines.count += 3;
    try {
      expect(sample((await scrape()).body, 'cosems_log_lines_dropped_total')).toBe(before + 3);
    } finally {
      droppedLogLines.count -= 3;
    }
  });
});
