/**
 * The front of the API's cached reads (plugins/front-cache.ts), over real HTTP: a repeated read is
 * written before Fastify with the bytes and headers Fastify sent, still counted against the
 * client's allowance, in the metrics and in the log; everything it must not answer goes through.
 */
import http from 'node:http';
import { Writable } from 'node:stream';
import { DEMO_BUNDLE_DIR, importBundle, openDatabase, readBundle } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/app.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { testConfig } from '../helper.ts';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The header names in the order they came. */
  names: string[];
  body: Buffer;
}

interface LogLine {
  reqId?: string;
  msg?: string;
  frente?: boolean;
  req?: { url?: string; remoteAddress?: string };
  res?: { statusCode?: number };
}

interface Served {
  app: FastifyInstance;
  port: number;
  logs: LogLine[];
  get(path: string, headers?: Record<string, string>, method?: string): Promise<Answer>;
  /** The request ids the front answered (its "request completed" lines). */
  answeredByFront(): string[];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

async function serve(
  db: TestDatabase,
  config: Partial<Omit<typeof testConfig, 'corsOrigins'>> & { corsOrigins?: string[] } = {},
  /** Something to add to the server before it listens (a hook). */
  prepare?: (app: FastifyInstance) => void,
): Promise<Served> {
  const logs: LogLine[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n')) if (line.trim()) logs.push(JSON.parse(line) as LogLine);
      callback();
    },
  });
  const loggerInstance = await createLogger({ level: 'info', pretty: false, destination });
  const app = await createApi({ database: db.database, config: { ...testConfig, ...config }, loggerInstance });
  prepare?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path, method, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            names: response.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase()),
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject);
      request.end();
    });
  const answeredByFront = () => logs.filter((l) => l.msg === 'request completed' && l.frente).map((l) => l.reqId ?? '');
  return { app, port, logs, get, answeredByFront };
}

/** The headers that belong to one answer: the rest must be the same from Fastify and from the front. */
const PER_ANSWER = new Set(['x-request-id', 'date', 'x-ratelimit-remaining', 'x-ratelimit-reset']);
function sameAnswer(fromFastify: Answer, fromFront: Answer) {
  expect(fromFront.status).toBe(fromFastify.status);
  expect(fromFront.body.equals(fromFastify.body)).toBe(true);
  expect([...fromFront.names].sort()).toEqual([...fromFastify.names].sort());
  for (const name of fromFastify.names) if (!PER_ANSWER.has(name)) expect(fromFront.headers[name], name).toEqual(fromFastify.headers[name]);
}

let db: TestDatabase;
let served: Served | null = null;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterEach(async () => {
  await served?.app.close();
  served = null;
});
afterAll(async () => {
  agent.destroy();
  await db?.close();
});

describe('the front of the API cache', () => {
  it('answers a read already served from the cache with the bytes and headers Fastify sent, for br, gzip and identity', async () => {
    served = await serve(db);
    const urls = ['/api/noticia/page/1', '/api/regioes/1', '/api/noticia/64?utm_source=x'];
    for (const url of urls) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const answers: Answer[] = [];
        for (let i = 0; i < 3; i++) answers.push(await served.get(url, { 'accept-encoding': encoding }));
        const front = new Set(served.answeredByFront());
        const fromFront = answers.findIndex((a) => front.has(String(a.headers['x-request-id'])));
        // The first request of a URL is computed and the next served from the cache by Fastify
        // (the cache is shared by the encodings); the front answers from then on.
        expect(fromFront, `${url} ${encoding}`).toBe(encoding === 'br' ? 2 : 1);
        expect(answers.slice(fromFront).every((a) => front.has(String(a.headers['x-request-id'])))).toBe(true);
        const fastify = answers[fromFront - 1] as Answer;
        sameAnswer(fastify, answers[fromFront] as Answer);
        expect(fastify.status).toBe(200);
        if (url === urls[0]) expect(fastify.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
        expect(new Set(answers.map((a) => a.headers['x-request-id'])).size).toBe(3);
      }
    }
  });

  it('keeps a sane request id the client sent, and logs the one line Fastify logs, with the client address', async () => {
    served = await serve(db);
    for (let i = 0; i < 2; i++) await served.get('/api/regioes');
    const answer = await served.get('/api/regioes', { 'x-request-id': 'balanceador-123' });
    expect(answer.headers['x-request-id']).toBe('balanceador-123');
    const lines = served.logs.filter((l) => l.reqId === 'balanceador-123');
    expect(lines.map((l) => l.msg)).toEqual(['request completed']);
    expect(lines[0]?.req).toMatchObject({ url: '/api/regioes', remoteAddress: '127.0.0.1' });
    expect(lines[0]?.res).toEqual({ statusCode: 200 });
    // The same line as Fastify's for the request it answered (the first, a miss).
    const fastifyLine = served.logs.find((l) => l.msg === 'request completed' && !l.frente);
    expect(
      Object.keys(fastifyLine ?? {})
        .filter((k) => !['frente', 'hostname', 'pid'].includes(k))
        .sort(),
    ).toEqual(
      Object.keys(lines[0] ?? {})
        .filter((k) => !['frente', 'hostname', 'pid'].includes(k))
        .sort(),
    );
    const insane = await served.get('/api/regioes', { 'x-request-id': 'nada<script>' });
    expect(insane.headers['x-request-id']).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    expect(served.answeredByFront()).toContain(insane.headers['x-request-id']);
  });

  it('counts its answers against RATE_LIMIT_MAX, in the same allowance, and leaves the 429 to Fastify', async () => {
    served = await serve(db, { rateLimitMax: 4 });
    const answers: Answer[] = [];
    for (let i = 0; i < 5; i++) answers.push(await served.get('/api/equipe'));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 429]);
    expect(answers.map((a) => a.headers['x-ratelimit-remaining'])).toEqual(['3', '2', '1', '0', '0']);
    expect(answers.slice(0, 4).every((a) => a.headers['x-ratelimit-limit'] === '4')).toBe(true);
    // The third and fourth came from the front, with the plugin's numbers.
    expect(served.answeredByFront()).toEqual([answers[2]?.headers['x-request-id'], answers[3]?.headers['x-request-id']]);
    expect(JSON.parse(String(answers[4]?.body))).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(answers[4]?.headers['retry-after']).toBeDefined();
  });

  it('counts its answers in the metrics, under the route pattern', async () => {
    served = await serve(db);
    for (let i = 0; i < 5; i++) expect((await served.get('/api/noticia/64')).status).toBe(200);
    expect(served.answeredByFront()).toHaveLength(3);
    const { body } = await served.app.metrics.render();
    expect(body).toMatch(/cosems_http_requests_total\{method="GET",route="\/api\/noticia\/:id",status_code="200"\} 5\n/);
    expect(body).toMatch(/cosems_cache_lookups_total\{cache="api",result="hit"\} 4\n/);
    expect(body).toMatch(/cosems_http_request_duration_seconds_count\{method="GET",route="\/api\/noticia\/:id",status_code="200"\} 5\n/);
    // The front's answers reach the counters when they are read: a second scrape neither loses
    // the answers since the first nor counts the first ones again.
    for (let i = 0; i < 2; i++) expect((await served.get('/api/noticia/64')).status).toBe(200);
    expect(served.answeredByFront()).toHaveLength(5);
    const again = (await served.app.metrics.render()).body;
    expect(again).toMatch(/cosems_http_requests_total\{method="GET",route="\/api\/noticia\/:id",status_code="200"\} 7\n/);
    expect(again).toMatch(/cosems_cache_lookups_total\{cache="api",result="hit"\} 6\n/);
    expect(again).toMatch(/cosems_http_request_duration_seconds_count\{method="GET",route="\/api\/noticia\/:id",status_code="200"\} 7\n/);
  });

  it('leaves conditional, cross-origin, HEAD and internal requests to Fastify', async () => {
    served = await serve(db, { corsOrigins: ['https://prefeitura.mg.gov.br'] });
    const url = '/api/noticia/page/2';
    const first = await served.get(url);
    await served.get(url);
    expect(served.answeredByFront()).toHaveLength(0);
    const etag = String(first.headers.etag);
    const notModified = await served.get(url, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    const since = await served.get(url, { 'if-modified-since': String(first.headers['last-modified']) });
    expect(since.status).toBe(304);
    const crossOrigin = await served.get(url, { origin: 'https://prefeitura.mg.gov.br' });
    expect(crossOrigin.headers['access-control-allow-origin']).toBe('https://prefeitura.mg.gov.br');
    const head = await served.get(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    const internal = await served.get(url, { 'x-cosems-internal': served.app.internalToken });
    expect(internal.status).toBe(200);
    // A GET that announces a body is refused, as always (the connection is closed after it).
    const withBody = await served.get(url, { 'transfer-encoding': 'chunked' });
    expect(withBody.status).toBe(400);
    expect(JSON.parse(String(withBody.body))).toMatchObject({ message: 'Requisição GET não pode ter corpo.' });
    expect(served.answeredByFront()).toHaveLength(0);
    // And the same URL, plain, is the front's.
    const plain = await served.get(url);
    expect(served.answeredByFront()).toEqual([plain.headers['x-request-id']]);
  });

  it("never keeps an answer that sets a cookie: it is that client's", async () => {
    // No read sets one today; a hook added later might (here, one that sets it on some answers).
    served = await serve(db, {}, (app) =>
      app.addHook('onSend', (request, reply, payload, done) => {
        if (request.url.includes('lembrar=1')) reply.header('set-cookie', 'preferencia=1; Path=/; HttpOnly');
        done(null, payload);
      }),
    );
    const withCookie: Answer[] = [];
    for (let i = 0; i < 3; i++) withCookie.push(await served.get('/api/regioes/3?lembrar=1'));
    expect(withCookie.every((a) => a.status === 200 && a.headers['set-cookie']?.[0] === 'preferencia=1; Path=/; HttpOnly')).toBe(true);
    expect(served.answeredByFront()).toHaveLength(0);
    expect(served.app.frontCache.size.entries).toBe(0);
    // The same read without the cookie (the cache already holds it: the query is not part of its
    // key) is sent from the cache by Fastify once, then it is the front's.
    for (let i = 0; i < 3; i++) await served.get('/api/regioes/3');
    expect(served.answeredByFront()).toHaveLength(2);
    expect(served.app.frontCache.size.entries).toBe(1);
  });

  it('while the process stops, answers go through Fastify and close their connection', async () => {
    served = await serve(db);
    for (let i = 0; i < 3; i++) await served.get('/api/regioes/2');
    expect(served.answeredByFront()).toHaveLength(1);
    served.app.readiness.draining = true;
    const answer = await served.get('/api/regioes/2');
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('close');
    expect(served.answeredByFront()).toHaveLength(1);
  });

  it('shows a content import at once', async () => {
    served = await serve(db);
    const url = '/api/noticia/page/1';
    const title = (a: Answer) => (JSON.parse(String(a.body)) as { notices: { rows: { title: string }[] } }).notices.rows[0]?.title;
    for (let i = 0; i < 3; i++) await served.get(url);
    const before = await served.get(url);
    expect(served.answeredByFront()).toContain(before.headers['x-request-id']);
    const other = db.url ? await openDatabase({ databaseUrl: db.url, poolMax: 2 }) : db.database;
    try {
      const bundle = await readBundle(DEMO_BUNDLE_DIR);
      const newest = [...bundle.noticias].sort((a, b) => b.id - a.id)[0];
      if (!newest) throw new Error('pacote de demonstração sem notícias');
      newest.title = `${newest.title} (na frente)`;
      await importBundle(other.db, bundle);
    } finally {
      if (other !== db.database) await other.close();
    }
    await expect.poll(async () => title(await served!.get(url)), { timeout: 3000 }).toMatch(/\(na frente\)$/);
  });

  it('keeps at most 4 096 addresses, and none longer than 256 characters', async () => {
    served = await serve(db);
    const long = `/api/noticia/64?${'x'.repeat(260)}`;
    for (let i = 0; i < 3; i++) expect((await served.get(long)).status).toBe(200);
    expect(served.answeredByFront()).toHaveLength(0);
    // Two requests each: the first is served from the cache by Fastify, then kept by the front.
    for (let i = 0; i < 4200; i++) {
      await served.get(`/api/noticia/64?n=${i}`);
      if (i === 0) await served.get(`/api/noticia/64?n=${i}`);
    }
    expect(served.app.frontCache.size.entries).toBe(4096);
  });
});

describe('what the front stands in for', () => {
  /** Hooks per phase of each GET route, as Fastify prints its routes: `phase:count …` → how many routes. */
  function getRouteHooks(app: FastifyInstance): Record<string, number> {
    const counts: Record<string, number> = {};
    let phases: string[] | null = null;
    const close = () => {
      if (phases) counts[phases.join(' ')] = (counts[phases.join(' ')] ?? 0) + 1;
      phases = null;
    };
    for (const line of app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n')) {
      const hook = /• \((\w+)\) \[(.*)\]/.exec(line);
      if (hook) phases?.push(`${hook[1]}:${(hook[2] ?? '').split(',').length}`);
      else if (/\((?:[A-Z]+, )*[A-Z]+\)\s*$/.test(line)) {
        close();
        if (/\(GET\)\s*$/.test(line)) phases = [];
      }
    }
    close();
    return counts;
  }

  // A read answered by the front skips every Fastify hook of its route: a hook added to a read (a
  // header, a check, a count) must be added to the front too, or be one the front need not run.
  // This count changes with any hook: when it fails, read plugins/front-cache.ts before updating it.
  it('the hooks of the API reads are the ones the front was written for', async () => {
    const app = await createApi({
      database: db.database,
      config: { ...testConfig, rateLimitMax: 5, corsOrigins: ['https://prefeitura.mg.gov.br'] },
      logger: false,
    });
    try {
      await app.ready();
      const hooks = getRouteHooks(app);
      // The reads: security headers, request limits, canonical address, draining, CORS, the rate
      // limit, compression; validation's guard and the cache; the cache's and the layers' onSend;
      // the metrics and the front's memory.
      expect(hooks).toEqual({
        'onRequest:7 preParsing:1 preValidation:1 preHandler:2 onSend:3 onResponse:2': 38, // the reads (with /api/eventos, /api/eventos/{id}, /api/blocos/agenda-inicial, /api/deliberacoes, /api/deliberacoes/{id})
        'onRequest:6 preParsing:1 preValidation:1 preHandler:2 onSend:3 onResponse:2': 1, // the OpenAPI document (no rate limit)
        'onRequest:6 preParsing:1 preValidation:1 preHandler:1 onSend:3 onResponse:1': 5, // the documentation's assets
        'onRequest:7 preParsing:1 preValidation:1 preHandler:1 onSend:2 onResponse:1': 3, // images and PDFs (not the front's)
        'onRequest:6 preParsing:1 preValidation:1 preHandler:1 onSend:2 onResponse:1': 2, // /healthz, /readyz (not the front's)
      });
    } finally {
      await app.close();
    }
  });
});
