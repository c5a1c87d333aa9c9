/**
 * Request limits (plugins/request-limits.ts): no body on GET/HEAD, 405 for the methods no route
 * takes, a bound on the URL length, and the server's timeouts (app.ts); every refusal in the
 * contract's error shape with the security headers on it, answered before any body is awaited.
 */
import net from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/app.ts';
import { MAX_BODY_BYTES, MAX_URL_LENGTH } from '../../src/plugins/request-limits.ts';
import { testConfig, useTestApi } from '../helper.ts';

const api = useTestApi();

function expectShape(res: LightMyRequestResponse, status: number, message: RegExp, url = '/api/') {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
  expect(body.statusCode).toBe(status);
  expect(String(body.message)).toMatch(message);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  // Pages' own policy is the site's business (apps/web); API, images and files get this one here.
  if (/^\/(api|image|arquivo)\//.test(url)) expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
}

/** A URL of exactly `length` characters. */
const urlOfLength = (prefix: string, length: number) => prefix + 'a'.repeat(length - prefix.length);

describe('GET and HEAD with a body', () => {
  it('GET with a Content-Length body → 400', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/noticia/page/1', payload: 'page=2' });
    expectShape(res, 400, /GET não pode ter corpo/);
    expect(res.headers.connection).toBe('close');
  });

  it('GET with Transfer-Encoding and no length → 400', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/regioes', headers: { 'transfer-encoding': 'chunked' } });
    expectShape(res, 400, /GET não pode ter corpo/);
  });

  it('GET with a JSON body on a file and on an unknown path → 400 too', async () => {
    for (const url of ['/image/Default.jpg', '/api/nao-existe', '/qualquer-pagina']) {
      const res = await api.app.inject({ method: 'GET', url, payload: { a: 1 } });
      expectShape(res, 400, /GET não pode ter corpo/, url);
    }
  });

  it('GET with a body on a read the answer cache already holds → 400 too', async () => {
    const url = '/api/noticia/page/2';
    expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const res = await api.app.inject({ method: 'GET', url, payload: 'x' });
    expectShape(res, 400, /GET não pode ter corpo/);
  });

  it('HEAD with a body → 400 (headers only)', async () => {
    const res = await api.app.inject({ method: 'HEAD', url: '/api/noticia/page/1', payload: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('');
  });

  it('Content-Length: 0 is no body: the read is answered', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/noticia/page/1', headers: { 'content-length': '0' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('methods no route takes', () => {
  // Issue 15: they were 404 (small body) or 413 (over MAX_BODY_BYTES) once the body had been read.
  it(`a body of any size on another method → 405 with Allow, never 5xx`, async () => {
    for (const payload of ['x'.repeat(MAX_BODY_BYTES + 1), { a: 1 }, '']) {
      const res = await api.app.inject({ method: 'POST', url: '/api/noticia/page/1', payload });
      expectShape(res, 405, /use GET ou HEAD/);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
  });

  it('PUT, PATCH and DELETE on the API, files, health checks and unknown paths → 405', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/regioes', '/api/nao-existe', '/image/Default.jpg', '/healthz']) {
        const res = await api.app.inject({ method, url });
        expectShape(res, 405, /use GET ou HEAD/, url);
        expect(res.headers.allow).toBe('GET, HEAD');
      }
    }
  });

  it('OPTIONS with a body → 400, like GET', async () => {
    const res = await api.app.inject({ method: 'OPTIONS', url: '/api/regioes', payload: 'x' });
    expectShape(res, 400, /OPTIONS não pode ter corpo/);
  });
});

describe('URL length', () => {
  it(`${MAX_URL_LENGTH + 1} characters → 414, on the API, files and any other path`, async () => {
    for (const prefix of ['/api/busca?q=', '/api/noticia/page/1?x=', '/image/Default.jpg?w=', '/arquivo/estatuto.pdf?', '/']) {
      const url = urlOfLength(prefix, MAX_URL_LENGTH + 1);
      const res = await api.app.inject({ method: 'GET', url });
      expectShape(res, 414, new RegExp(`longo demais.*${MAX_URL_LENGTH}`), url);
    }
  });

  it(`${MAX_URL_LENGTH} characters is still routed`, async () => {
    const res = await api.app.inject({ method: 'GET', url: urlOfLength('/api/noticia/page/1?x=', MAX_URL_LENGTH) });
    expect(res.statusCode).toBe(200);
  });
});

describe('over a real socket', () => {
  let port = 0;
  beforeAll(async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => api.app.close());

  /** Writes raw bytes, returns everything the server sends until it closes the connection. */
  function raw(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (d) => (answer += d));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
      socket.setTimeout(5000, () => socket.destroy(new Error(`sem fim de conexão; recebido: ${answer}`)));
    });
  }

  it('a request hidden in a GET body is never answered', async () => {
    const hidden = 'GET /readyz HTTP/1.1\r\nHost: x\r\n\r\n';
    const answer = await raw(`GET /api/regioes HTTP/1.1\r\nHost: x\r\nContent-Length: ${hidden.length}\r\n\r\n${hidden}`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(answer).not.toContain('"status":"ok"');
  });

  it('a chunked GET body → 400', async () => {
    const answer = await raw('GET /api/regioes HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('não pode ter corpo');
  });
});

/**
 * A raw client on a real socket: what it receives and when, and when the server closes. The
 * status line must arrive while the client still holds back the body it announced.
 */
function watch(port: number, head: string) {
  const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
  const started = Date.now();
  let received = '';
  socket.setEncoding('utf8');
  const firstAnswer = new Promise<string>((resolve) => socket.once('data', (d: string) => resolve(d)));
  socket.on('data', (d: string) => (received += d));
  socket.on('error', () => {});
  const closedAfterMs = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - started)));
  return { socket, firstAnswer, closedAfterMs, received: () => received };
}

/** Resolves with `fallback` after `ms`: a promise that never settles is then seen as such. */
const within = <T>(promise: Promise<T>, ms: number, fallback: T) =>
  Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))]);

describe('bodies announced and never sent (a real server, REQUEST_TIMEOUT_SECONDS=1)', () => {
  let app: FastifyInstance;
  let port = 0;
  beforeAll(async () => {
    app = await createApi({ database: api.db.database, config: { ...testConfig, requestTimeoutSeconds: 1 }, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => app?.close());

  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    it(`${method} announcing 1000 bytes is answered 405 before any byte of it, and closed`, async () => {
      const client = watch(port, `${method} /api/regioes HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n`);
      const answer = await within(client.firstAnswer, 2000, 'nenhuma resposta em 2 s');
      expect(answer).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer).toMatch(/\r\nallow: GET, HEAD\r\n/i);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(await within(client.closedAfterMs, 2000, -1)).toBeGreaterThanOrEqual(0);
    });
  }

  it('GET and HEAD announcing 1000 bytes (or chunked) are answered 400 before any byte of it, and closed', async () => {
    for (const head of [
      'GET /api/regioes HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n',
      'HEAD /api/regioes HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n',
      'GET /qualquer HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n',
    ]) {
      const client = watch(port, head);
      expect(await within(client.firstAnswer, 2000, 'nenhuma resposta em 2 s'), head).toMatch(/^HTTP\/1\.1 400 /);
      expect(await within(client.closedAfterMs, 2000, -1), head).toBeGreaterThanOrEqual(0);
    }
  });

  it('a request head that never ends is answered 408 and closed within the request timeout', async () => {
    const client = watch(port, 'GET /api/regioes HTTP/1.1\r\nHost: x\r\nX-Lento: ');
    // 1 s of timeout, checked every second: closed after 1–2 s; 5 s means it is not enforced.
    const closedAfterMs = await within(client.closedAfterMs, 5000, -1);
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(client.received()).toContain('Tempo esgotado esperando a requisição.');
  });

  it('a kept-alive connection idle between requests is not cut by the request timeout', async () => {
    const client = watch(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await within(client.firstAnswer, 2000, '')).toMatch(/^HTTP\/1\.1 200 /);
    // Twice the request timeout, idle; the keep-alive timeout (72 s) is what governs it now.
    await new Promise((r) => setTimeout(r, 2500));
    expect(client.socket.destroyed).toBe(false);
    const next = new Promise<string>((resolve) => client.socket.once('data', (d: string) => resolve(d)));
    client.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await within(next, 2000, '')).toMatch(/^HTTP\/1\.1 200 /);
    client.socket.destroy();
  });

  it('a connection that sends nothing is closed within the request timeout', async () => {
    const client = watch(port, '');
    expect(await within(client.closedAfterMs, 5000, -1)).toBeGreaterThanOrEqual(900);
  });
});
