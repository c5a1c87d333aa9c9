/**
 * The front of the cached reads, for the site's pages (docs/decisions/061): a page that Fastify has
 * sent from the page cache is, the next time the same address is asked for with the same encoding,
 * written by the node:http server before Fastify — the same bytes and headers with a new request
 * id, logged and counted as Fastify's answer is; never what could differ (a conditional request, a
 * HEAD, a visitor with a cookie); never a page older than the content (an editor's save reaches
 * the next answer); never limited by the API reads' allowance (pages have none).
 *
 * On the built server; desktop only: nothing here depends on the viewport.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, type SiteProcess, startSite } from '@cosems/test-support/site-process';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { entrarPorHttp } from './admin-http';

const SENHA = 'cavalo correto bateria grampo azul';
const EDITOR = 'editor.frente@cosems.example';
const TOKEN = 'metricas-frente-0123456789abcdef012';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let site: SiteProcess;
let dataDir: string;
let logFile: string;
const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-frente-e2e-'));
  logFile = path.join(dataDir, 'servidor.log');
  execFileSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'packages/admin/build/cli.js'),
      'criar-usuario',
      '--email',
      EDITOR,
      '--nome',
      'Pessoa editora',
      '--papel',
      'editor',
    ],
    { input: `${SENHA}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  site = await startSite({
    dataDir,
    // The README's defaults but every answer logged (the front's lines say "frente"), the metrics
    // on, and an API allowance of 2 reads a minute that pages must not be counted against.
    env: {
      HSTS_MAX_AGE: '0',
      LOG_LEVEL: 'info',
      LOG_REQUESTS: 'todas',
      METRICS_TOKEN: TOKEN,
      RATE_LIMIT_MAX: '2',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      RENDER_LIMIT_MAX: '10000',
    },
    output: { file: logFile },
  });
  await site.waitUntilReady(120_000);
});

test.afterAll(async () => {
  agent.destroy();
  await site?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** One answer exactly as sent, on a kept-alive connection (node:http does not decode bodies). */
function getRaw(urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${site.url}${urlPath}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The request ids of the answers the front wrote, from the server's log (written asynchronously). */
async function answeredByFront(ids: string[]): Promise<Set<string>> {
  const wanted = new Set(ids);
  const found = new Set<string>();
  await expect
    .poll(() => {
      const lines = fs.readFileSync(logFile, 'utf8').split('\n');
      for (const line of lines) {
        if (!line.includes('"request completed"')) continue;
        const entry = JSON.parse(line) as { reqId?: string; frente?: boolean };
        if (entry.reqId && wanted.has(entry.reqId)) {
          wanted.delete(entry.reqId);
          if (entry.frente) found.add(entry.reqId);
        }
      }
      return wanted.size;
    })
    .toBe(0);
  return found;
}

const idOf = (answer: RawAnswer) => String(answer.headers['x-request-id']);
/** The headers that belong to one answer; every other must be the same from Fastify and from the front. */
const PER_ANSWER = new Set(['x-request-id', 'date']);

test('a page sent from the cache is written by the front next time: the same bytes and headers, for br, gzip and identity', async () => {
  for (const encoding of ['br', 'gzip', 'identity']) {
    const address = encoding === 'identity' ? '/equipe' : '/noticia/1';
    const answers: RawAnswer[] = [];
    for (let i = 0; i < 4; i++) answers.push(await getRaw(address, { 'accept-encoding': encoding }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const front = await answeredByFront(answers.map(idOf));
    // br first: rendered, then sent from the cache by Fastify, then the front's. The other
    // encodings of /noticia/1 are in the same cache entry: the first is Fastify's, then the front's.
    const first = encoding === 'gzip' ? 1 : 2;
    expect(
      answers.map((a) => front.has(idOf(a))),
      `${address} ${encoding}`,
    ).toEqual([0, 1, 2, 3].map((i) => i >= first));
    const fromFastify = answers[first - 1] as RawAnswer;
    const fromFront = answers[first] as RawAnswer;
    expect(fromFront.body.equals(fromFastify.body)).toBe(true);
    expect(Object.keys(fromFront.headers).sort()).toEqual(Object.keys(fromFastify.headers).sort());
    for (const [name, value] of Object.entries(fromFastify.headers)) {
      if (!PER_ANSWER.has(name)) expect(fromFront.headers[name], name).toEqual(value);
    }
    expect(fromFront.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(fromFront.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(new Set(answers.map(idOf)).size).toBe(4);
  }
  // Pages are not counted against the API reads' allowance (2 here): ten more, all 200, all the front's.
  const more: RawAnswer[] = [];
  for (let i = 0; i < 10; i++) more.push(await getRaw('/noticia/1', { 'accept-encoding': 'br' }));
  expect(more.every((a) => a.status === 200 && a.headers['x-ratelimit-limit'] === undefined)).toBe(true);
  expect((await answeredByFront(more.map(idOf))).size).toBe(10);
});

test('a conditional request, a HEAD and a visitor with a cookie are answered by Fastify, as before', async () => {
  const address = '/diretoria';
  const first = await getRaw(address, { 'accept-encoding': 'br' });
  await getRaw(address, { 'accept-encoding': 'br' });
  const etag = String(first.headers.etag);
  const conditional = await getRaw(address, { 'accept-encoding': 'br', 'if-none-match': etag });
  expect(conditional.status).toBe(304);
  expect(conditional.headers['content-security-policy']).toBeUndefined();
  const head = await getRaw(address, { 'accept-encoding': 'br' }, 'HEAD');
  expect(head.status).toBe(200);
  const withCookie = await getRaw(address, { 'accept-encoding': 'br', cookie: 'preferencia=1' });
  expect(withCookie.status).toBe(200);
  expect((await answeredByFront([conditional, head, withCookie].map(idOf))).size).toBe(0);
  // The same address, plain: the front's.
  const plain = await getRaw(address, { 'accept-encoding': 'br' });
  expect((await answeredByFront([idOf(plain)])).size).toBe(1);
});

test('its answers are counted under the page route and as hits of the page cache', async () => {
  const metrics = async () => {
    const res = await fetch(`${site.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text();
  };
  const sample = (text: string, line: RegExp) => Number(line.exec(text)?.[1] ?? 0);
  const requests = /cosems_http_requests_total\{method="GET",route="routes\/institucional",status_code="200"\} (\d+)/;
  const hits = /cosems_cache_lookups_total\{cache="paginas",result="hit"\} (\d+)/;
  const before = await metrics();
  const answers: RawAnswer[] = [];
  for (let i = 0; i < 5; i++) answers.push(await getRaw('/institucional', { 'accept-encoding': 'br' }));
  expect((await answeredByFront(answers.map(idOf))).size).toBeGreaterThanOrEqual(3);
  const after = await metrics();
  expect(sample(after, requests) - sample(before, requests)).toBe(5);
  expect(sample(after, hits) - sample(before, hits)).toBeGreaterThanOrEqual(4);
});

test('an editor’s save reaches the next answer of a page the front holds', async () => {
  test.setTimeout(120_000);
  const home = async () => getRaw('/', { 'accept-encoding': 'identity' });
  for (let i = 0; i < 3; i++) await home();
  const held = await home();
  expect((await answeredByFront([idOf(held)])).size).toBe(1);

  const editor: APIRequestContext = await playwrightRequest.newContext({ baseURL: site.url, extraHTTPHeaders: { origin: site.url } });
  try {
    const csrf = await entrarPorHttp(editor, EDITOR, SENHA);
    const formulario = await (await editor.get('/admin/blocos/video')).text();
    const versao = /name="versao" value="([0-9a-f]+)"/.exec(formulario)?.[1] ?? '';
    const titulo = 'Vídeo da semana, salvo agora';
    expect(held.body.toString('utf8')).not.toContain(titulo);
    const salvo = await editor.post('/admin/blocos/video', {
      form: { _csrf: csrf, versao, titulo, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', canal: '' },
      maxRedirects: 0,
    });
    expect(salvo.status()).toBeLessThan(400);
    // The save clears the cache the front's answer came from (the content notice): the page is the
    // new one, rendered again, not the front's old bytes.
    let next = held;
    await expect
      .poll(async () => {
        next = await home();
        return next.body.toString('utf8').includes(titulo);
      })
      .toBe(true);
    expect((await answeredByFront([idOf(next)])).size).toBe(0);
  } finally {
    await editor.dispose();
  }
});
