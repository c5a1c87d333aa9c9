/**
 * Hostile input over every page route of the site (routes.ts), the feeds, the sitemap and
 * robots.txt, and React Router's own data and manifest addresses: negative, zero, huge and
 * non-numeric ids, unicode, SQL and shell meta-characters, path traversal, over-long segments,
 * repeated slashes, bad percent-encoding and hostile query strings (packages/test-support/src/fuzz.ts,
 * shared with the API fuzz). None may answer 5xx or show the 500 page, the server process must be
 * alive after, and its resident memory bounded: after a first sequence it levels off, a second one
 * does not make it grow again.
 *
 * The requests go through node:http with the path given verbatim, not through fetch or the
 * Playwright request fixture: both parse the address with WHATWG URL, which resolves "../",
 * re-encodes and drops what a hostile client does send. The server is this spec's own process
 * (its pid is needed to read its memory), on its own port and DATA_DIR.
 * The generator is seeded: FUZZ_SEED replays another sequence, a failure lists its requests.
 */
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { CONCURRENCY, sendRequest, generateRequests, type FuzzRequest, type FuzzResponse, FUZZ_ROUTES } from './fuzz-pages-generator';
import { formatMb, type SiteProcess, startSite } from '@cosems/test-support/site-process';

const TOTAL = Number(process.env.FUZZ_PAGINAS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const QUIET_MS = 8000;

/** Signs of a leak of internals in an answer: stack frames, source paths. */
const INTERNO = /node_modules|\/work\/|\.tsx?:\d+|at [\w.<>]+ \((?:file:|\/)/;

test.describe('page-route fuzz', () => {
  // In order on one worker; a failure of the fuzz still lets the DATA_DIR test run (on a fresh worker).
  test.describe.configure({ mode: 'default' });
  let site: SiteProcess;
  let noticiaId = 0;

  test.beforeAll(async () => {
    // No browser here: one project is enough.
    test.setTimeout(180_000);
    site = await startSite();
    await site.waitUntilReady();
    const page = (await (await fetch(`${site.url}/api/noticia/page/1`)).json()) as { notices: { rows: { id: number }[] } };
    noticiaId = page.notices.rows[0]?.id ?? 0;
    expect(noticiaId).toBeGreaterThan(0);
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  /** Sends one seeded sequence, CONCORRENCIA at a time; counts statuses and lists what went wrong. */
  async function rodada(semente: number, total: number, status: Map<number, number>, failures: string[]) {
    const base = new URL(site.url);
    const userAgent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const requests = generateRequests(total, semente);
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < requests.length) {
          const i = next++;
          const request = requests[i] as FuzzRequest;
          const nome = `semente ${semente} #${i} ${request.method} ${request.path.slice(0, 160)}`;
          let res: FuzzResponse;
          try {
            res = await sendRequest(userAgent, base, request);
          } catch (err) {
            failures.push(`${nome} → ${(err as Error).message}`);
            status.set(0, (status.get(0) ?? 0) + 1);
            continue;
          }
          status.set(res.status, (status.get(res.status) ?? 0) + 1);
          if (res.status >= 500) failures.push(`${nome} → ${res.status} ${res.body.slice(0, 160)}`);
          else if (res.body.includes('Erro Interno 500')) failures.push(`${nome} → ${res.status} com a página de erro 500`);
          else if (INTERNO.test(res.body)) failures.push(`${nome} → ${res.status} com detalhe interno: ${res.body.match(INTERNO)?.[0]}`);
          // The server closes the connection after a head too large: it must say so, or a keep-alive
          // client (a proxy in front of the site) sends its next request into a closed socket.
          else if (res.status === 431 && res.headers.connection !== 'close') failures.push(`${nome} → 431 sem "Connection: close"`);
        }
      }),
    );
    // The connections are closed and the server left idle long enough for V8's memory reducer (it
    // acts some seconds after allocation slows down) before its memory is read.
    userAgent.destroy();
    await new Promise((r) => setTimeout(r, QUIET_MS));
  }

  test(`2 × ${TOTAL} hostile requests over every page route: no 5xx, process alive, memory bounded`, async () => {
    test.setTimeout(600_000);
    const base = new URL(site.url);
    // Warm-up: every page rendered a few times with good parameters, so the memory measured next
    // already includes the code and the pools that normal traffic fills.
    const userAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const boas = FUZZ_ROUTES.filter((r) => !r.startsWith('/__manifest')).map((r) =>
      r.replaceAll('{x}', r.startsWith('/juridico') ? 'pareceres' : String(noticiaId)),
    );
    for (let i = 0; i < 5; i++) for (const path of boas) await sendRequest(userAgent, base, { method: 'GET', path, headers: {} });
    userAgent.destroy();
    await new Promise((r) => setTimeout(r, QUIET_MS));
    const rssAntes = site.rss();

    const status = new Map<number, number>();
    const failures: string[] = [];
    const start = Date.now();
    await rodada(SEED, TOTAL, status, failures);
    const vivo1 = site.isAlive();
    const rss1 = vivo1 ? site.rss() : 0;
    // A second sequence as long, other values: the first one filled the answer cache (bounded) and
    // grew the heap to its working size; a leak would keep growing with every request.
    if (vivo1) await rodada(SEED + 1, TOTAL, status, failures);
    const duration = (Date.now() - start) / 1000;
    const vivo = site.isAlive();
    const rss2 = vivo ? site.rss() : 0;
    const total = [...status.values()].reduce((a, b) => a + b, 0);
    const distribuicao = Object.fromEntries([...status].sort((a, b) => a[0] - b[0]));
    console.log(
      `fuzz de páginas: ${total} requisições em ${duration.toFixed(1)} s com as pausas (sementes ${SEED}, ${SEED + 1}); ` +
        `status: ${JSON.stringify(distribuicao)}; RSS ${formatMb(rssAntes)} → ${formatMb(rss1)} → ${formatMb(rss2)}`,
    );

    expect(failures.slice(0, 30), `${failures.length} falha(s)`).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(1500);
    expect(vivo, `o processo do site morreu:\n${site.output()}`).toBe(true);
    // The answer cache may keep up to 32 MB (CACHE_MAX_MB), and V8 keeps the heap it grew to: beyond
    // this, something holds on to what hostile requests left behind.
    expect(rss2 - rssAntes, `RSS ${formatMb(rssAntes)} → ${formatMb(rss2)}`).toBeLessThan(256 * 2 ** 20);
    // The second sequence, as long as the first, finds the memory levelled off. RSS readings vary
    // by some tens of MB with the collector's timing (measured: −8 to +55 MB here), so this catches
    // a leak of about 50 KB a request, not less.
    expect(rss2 - rss1, `RSS ${formatMb(rss1)} → ${formatMb(rss2)} na segunda sequência`).toBeLessThan(96 * 2 ** 20);

    // And it still serves normally.
    const noticia = await fetch(`${site.url}/noticia/${noticiaId}`);
    expect(noticia.status).toBe(200);
    const list = await fetch(`${site.url}/lista-noticias`);
    expect(list.status).toBe(200);
    expect(await list.text()).toContain('Notícias do SUS e COSEMS/MG');
  });

  test('a second process on the same DATA_DIR is refused with a clear message, and the data stays intact', async () => {
    test.setTimeout(120_000);
    const before = (await (await fetch(`${site.url}/api/noticia/page/1`)).json()) as { notices: { count: number } };
    const second = await startSite({ dataDir: site.dataDir });
    try {
      const code = await Promise.race([second.exited, new Promise((r) => setTimeout(() => r('ainda rodando'), 60_000))]);
      expect(code, second.output()).toBe(1);
      expect(second.output()).toMatch(new RegExp(`já está em uso pelo processo ${site.pid}`));
    } finally {
      await second.stop();
    }
    expect(site.isAlive()).toBe(true);
    const after = (await (await fetch(`${site.url}/api/noticia/page/1`)).json()) as { notices: { count: number } };
    expect(after.notices.count).toBe(before.notices.count);
    expect(before.notices.count).toBeGreaterThanOrEqual(60);
    expect((await fetch(`${site.url}/api/regioes`)).status).toBe(200);
  });
});
