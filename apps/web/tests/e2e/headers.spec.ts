/**
 * Security headers on every kind of answer the server gives (issue 5, security): pages, the 404
 * and 500 pages, API JSON (200, 304, 400, 404), the request-limit refusals (400, 405, 414), the
 * site's 405, an image, a PDF, a built asset and robots.txt. Pages carry a CSP whose inline scripts
 * run by their sha256 hashes only (issue 10, decision 031: it was a nonce per answer); everything
 * else gets `default-src 'none'`. No answer leaks a stack trace or a
 * path of the machine it runs on.
 *
 * Desktop project only: headers do not depend on the viewport.
 */
import { createHash } from 'node:crypto';
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { MAX_URL_LENGTH } from '@cosems/api/request-limits';

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string): Map<string, string[]> {
  const mapa = new Map<string, string[]>();
  for (const parte of csp.split(';')) {
    const [nome, ...valores] = parte.trim().split(/\s+/);
    if (nome) mapa.set(nome.toLowerCase(), valores);
  }
  return mapa;
}

/** What every answer must carry, whatever it is. */
async function checkCommon(res: APIResponse, label: string) {
  const h = res.headers();
  expect.soft(h['x-content-type-options'], `${label}: x-content-type-options`).toBe('nosniff');
  expect.soft(h['referrer-policy'], `${label}: referrer-policy`).toBe('strict-origin-when-cross-origin');
  expect.soft(h['permissions-policy'], `${label}: permissions-policy`).toBeTruthy();
  expect.soft(h['strict-transport-security'] ?? '', `${label}: strict-transport-security`).toMatch(/max-age=[1-9]\d*/);
  expect.soft(directives(h['content-security-policy'] ?? '').get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect.soft(h['x-powered-by'], `${label}: x-powered-by`).toBeUndefined();
  // Cookies, if one ever appears, only Secure and HttpOnly.
  for (const cookie of res.headersArray().filter((x) => x.name.toLowerCase() === 'set-cookie')) {
    expect.soft(cookie.value, `${label}: set-cookie`).toMatch(/;\s*Secure/i);
    expect.soft(cookie.value, `${label}: set-cookie`).toMatch(/;\s*HttpOnly/i);
  }
  const type = h['content-type'] ?? '';
  if (/^(text\/|application\/(json|xml|javascript|rss|atom))/.test(type)) {
    const body = await res.text();
    for (const vazamento of ['/work/', 'node_modules', '    at ', 'file://', '.ts:']) {
      expect.soft(body.includes(vazamento), `${label}: o corpo contém "${vazamento}"`).toBe(false);
    }
    expect.soft(body, `${label}: rastro de pilha`).not.toMatch(/\bat [\w.<>]+ \(\/|Error: .*\n\s+at /);
  }
}

/** JSON, images, files: nothing may load or run from them. */
function checkNoActiveContent(res: APIResponse, label: string) {
  expect.soft(directives(res.headers()['content-security-policy'] ?? '').get('default-src'), `${label}: default-src`).toEqual(["'none'"]);
}

/**
 * A page: a script policy of 'self' and sha256 hashes, and a hash for every inline script it
 * renders (JSON-LD is data, not run); no nonce anywhere. Returns the policy.
 */
async function checkPage(res: APIResponse, label: string): Promise<string> {
  expect(res.headers()['content-type'], label).toMatch(/^text\/html/);
  const policy = res.headers()['content-security-policy'] ?? '';
  const csp = directives(policy);
  const scriptSrc = csp.get('script-src') ?? [];
  expect(scriptSrc[0], `${label}: script-src começa por 'self'`).toBe("'self'");
  for (const v of scriptSrc.slice(1))
    expect(v, `${label}: script-src só com hashes (${scriptSrc.join(' ')})`).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(scriptSrc, `${label}: script-src sem 'unsafe-inline'`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${label}: script-src sem 'unsafe-eval'`).not.toContain("'unsafe-eval'");
  expect(csp.get('object-src'), `${label}: object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri')?.length ?? 0, `${label}: base-uri`).toBeGreaterThan(0);

  const html = await res.text();
  expect(html, `${label}: nenhum nonce`).not.toMatch(/\snonce=/i);
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    ([, attrs = '']) => !/\ssrc\s*=/i.test(attrs) && !/\stype\s*=\s*["']?application\/ld\+json/i.test(attrs),
  );
  expect(inline.length, `${label}: a página tem scripts embutidos`).toBeGreaterThan(0);
  for (const [tag, , text = ''] of inline) {
    const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(scriptSrc, `${label}: o hash de ${tag.slice(0, 80)}…`).toContain(hash);
  }
  return policy;
}

async function get(request: APIRequestContext, url: string, status: number, options: Parameters<APIRequestContext['get']>[1] = {}) {
  const res = await request.get(url, { maxRedirects: 0, ...options });
  expect(res.status(), url).toBe(status);
  return res;
}

let noticia = 0;
test.beforeAll(async ({ request }) => {
  const res = await request.get('/api/noticia/page/1');
  const body = (await res.json()) as { notices: { rows: { id: number }[] } };
  noticia = (body.notices.rows[0] as { id: number }).id;
});

test('pages: hash policy, the hash of every inline script, the same policy for the same page', async ({ request }) => {
  for (const [url, status] of [
    ['/', 200],
    [`/noticia/${noticia}`, 200],
    ['/lista-noticias', 200],
    ['/404', 404],
    ['/500', 500],
  ] as const) {
    const res = await get(request, url, status);
    await checkCommon(res, url);
    const first = await checkPage(res, url);
    const second = await checkPage(await get(request, url, status), url);
    // The policy belongs to the page, not to the answer: a cache may keep both (decision 031).
    expect(second, `${url}: duas respostas, a mesma política`).toBe(first);
  }
  // An unknown path: the redirect to /404 is an answer too.
  await checkCommon(await get(request, '/caminho/que-nao-existe', 302), 'redirect para /404');
});

test('API answers: 200, 304, 400, 404, and the limits refusals', async ({ request }) => {
  const ok = await get(request, '/api/noticia/page/1', 200);
  const responses: [string, APIResponse][] = [
    ['200', ok],
    ['200 notícia', await get(request, `/api/noticia/${noticia}`, 200)],
    ['400', await get(request, '/api/noticia/page/abc', 400)],
    ['404', await get(request, '/api/noticia/2000000000', 404)],
    ['404 rota', await get(request, '/api/nao-existe', 404)],
    ['414', await get(request, `/api/busca?q=${'a'.repeat(MAX_URL_LENGTH)}`, 414)],
    ['400 GET com corpo', await get(request, '/api/regioes', 400, { data: 'x=1' })],
    // Issue 15: another method is refused before its body is read (it was 413 for this size).
    ['405', await request.post('/api/regioes', { data: 'x'.repeat(4096), maxRedirects: 0 })],
  ];
  const etag = ok.headers().etag;
  if (etag) responses.push(['304', await get(request, '/api/noticia/page/1', 304, { headers: { 'if-none-match': etag } })]);
  for (const [label, res] of responses) {
    await checkCommon(res, `API ${label}`);
    checkNoActiveContent(res, `API ${label}`);
    if (res.status() >= 400) {
      expect(Object.keys((await res.json()) as object).sort(), `API ${label}: forma do erro`).toEqual(['error', 'message', 'statusCode']);
    }
  }
  const refused = responses.find(([r]) => r === '405')?.[1];
  expect(refused?.status()).toBe(405);
  expect(refused?.headers().allow).toBe('GET, HEAD');
});

test('images, files, a built asset, robots.txt and the site error answers', async ({ request }) => {
  const image = await get(request, '/image/Default.jpg', 200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
  const pdf = await get(request, '/arquivo/estatuto.pdf', 200);
  expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
  for (const [label, res] of [
    ['imagem', image],
    ['imagem 404', await get(request, '/image/nao-existe.jpg', 404)],
    ['arquivo', pdf],
    ['arquivo 404', await get(request, '/arquivo/nao-existe.pdf', 404)],
  ] as const) {
    await checkCommon(res, label);
    checkNoActiveContent(res, label);
  }

  // A hydrated page cites its scripts (the home and the reading pages have none: decisions 032, 037).
  const html = await (await get(request, '/institucional', 200)).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset, 'a página cita um script em /assets').toBeTruthy();
  await checkCommon(await get(request, asset as string, 200), 'asset');
  await checkCommon(await get(request, '/robots.txt', 200), 'robots.txt');
  await checkCommon(await get(request, '/healthz', 200), 'healthz');
  await checkCommon(await request.post('/', { data: { a: 1 }, maxRedirects: 0 }), 'POST no site');
  await checkCommon(await get(request, `/${'a'.repeat(MAX_URL_LENGTH)}`, 414), 'URL longa no site');
  await checkCommon(await get(request, '/lista-noticias', 400, { data: 'x' }), 'GET com corpo no site');
});
