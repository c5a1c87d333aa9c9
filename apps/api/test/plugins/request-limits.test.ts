/**
 * Request limits (plugins/request-limits.ts): no body on GET/HEAD, a small cap on any body, a bound on
 * the URL length; every refusal in the contract's error shape with the security headers on it.
 */
import net from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, MAX_URL_LENGTH } from '../../src/plugins/request-limits.ts';
import { useTestApi } from '../helper.ts';

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

describe('body size', () => {
  it(`a body above ${MAX_BODY_BYTES} bytes on another method → 413`, async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/noticia/page/1', payload: 'x'.repeat(MAX_BODY_BYTES + 1) });
    expectShape(res, 413, /grande demais/);
  });

  it('a small body on a method the API does not offer → 404 in the error shape, never 5xx', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/noticia/page/1', payload: { a: 1 } });
    expectShape(res, 404, /não encontrad/);
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
