/**
 * XSS corpus in the browser (issue 5, security). A content bundle made from the demo bundle
 * carries every vector of xss-vectors.ts as news bodies, titles, subtitles and authors, and as
 * region, municipality and person names. It is imported with the content CLI into a fresh
 * DATA_DIR and served by a separate site process; every page that shows those texts is opened in
 * Chromium, which must show them as literal text and run none of them: no dialog, no
 * `window.__xss`, no inline handler or script URL anywhere in the DOM, no request to another host.
 *
 * The browser ignores the Content-Security-Policy here (bypassCSP): the policy is a second line
 * of defence, and this test is about the first one (sanitising and escaping). A canary test
 * proves that an injected handler would run and be seen.
 *
 * Desktop project only: the vectors are about HTML parsing and escaping, which the viewport does
 * not change, and a second run would double the time for nothing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Bundle } from '@cosems/db';
import { type SiteProcess, startSite } from '@cosems/test-support/site-process';
import { expect, type Page, test } from '@playwright/test';
import { buildVector, XSS_VECTORS } from './xss-vectors';

const RAIZ = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const DEMO = path.join(RAIZ, 'packages', 'db', 'content', 'demo');
// Next to the main e2e server's port, like errors.spec.ts (+20, +30), so parallel runs do not collide.
const PORT = Number(process.env.XSS_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 10);
const BASE = `http://127.0.0.1:${PORT}`;
const PAGE_SIZE = 12;

// The bundle's own record types (packages/db/src/bundle/format.ts), as the JSON files hold them.
type NoticiaPacote = Bundle['noticias'][number];
type RegiaoPacote = Bundle['regioes'][number];

/** One news item per vector: the vector is its body, and its title, subtitle and author as text. */
const vectors = XSS_VECTORS.map((vetor, i) => {
  const n = i + 1;
  const text = buildVector(vetor.modelo, n);
  return {
    n,
    categoria: vetor.categoria,
    texto: text,
    titulo: `Vetor ${String(n).padStart(3, '0')} [${vetor.categoria}] ${text}`,
    subtitulo: `Subtítulo do vetor ${n}: ${text}`,
    corpo: `<p>Corpo do vetor ${n} (${vetor.categoria}).</p>\n${text}\n<p>Fim do vetor ${n}.</p>`,
  };
});

/** Whitespace as the browser's text shows it (runs collapsed, ends trimmed). */
const normal = (s: string) => s.replace(/\s+/g, ' ').trim();

function createBundle(destino: string): { noticias: NoticiaPacote[]; regioes: RegiaoPacote[] } {
  fs.cpSync(DEMO, destino, { recursive: true });
  const read = <T>(arquivo: string) => JSON.parse(fs.readFileSync(path.join(destino, arquivo), 'utf8')) as T;
  const demoNoticias = read<NoticiaPacote[]>('noticias.json');
  const demoRegioes = read<RegiaoPacote[]>('regioes.json');

  // Short vectors fit the 200-character names; the regions take them in turn.
  const curtos = vectors.filter((v) => v.texto.length <= 180);
  const nome = (k: number, prefixo: string) => `${prefixo} ${(curtos[k % curtos.length] as (typeof curtos)[number]).texto}`;
  const regioes = demoRegioes.map((r, i) => ({
    ...r,
    nome: nome(i * 3, `R${r.id}`),
    presidente: r.presidente && { ...r.presidente, nome: nome(i * 3 + 1, 'Pres') },
    apoiadores: r.apoiadores.map((a, j) => ({ ...a, nome: nome(i * 3 + 2 + j, 'Apoio') })),
    municipios: r.municipios.map((m, j) => ({ ...m, nome: nome(i + j * 7, 'Mun') })),
  }));

  const usadas = new Set<number>();
  const start = Date.parse('2025-01-01T12:00:00-03:00');
  const noticias = vectors.map((v, i) => {
    // Demo items lend their images; the banner and highlight flags only once each, as in the demo.
    const template = demoNoticias[i % demoNoticias.length] as NoticiaPacote;
    const first = !usadas.has(template.id);
    usadas.add(template.id);
    const data = new Date(start + v.n * 3_600_000).toISOString();
    return {
      ...template,
      id: v.n,
      title: v.titulo,
      sub_title: v.subtitulo,
      data_criacao: data,
      data_publicao: data,
      conteudo: v.corpo,
      escritor: v.texto.slice(0, 200),
      regioes: v.n % 5 === 0 ? [1, 2, 3, 4, 5, 6] : [(v.n % regioes.length) + 1],
      banner_image: first ? template.banner_image : null,
      destaque_image: first ? template.destaque_image : null,
    };
  });
  fs.writeFileSync(path.join(destino, 'noticias.json'), JSON.stringify(noticias, null, 1));
  fs.writeFileSync(path.join(destino, 'regioes.json'), JSON.stringify(regioes, null, 1));
  return { noticias, regioes };
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: RAIZ, env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${args.join(' ')} saiu com ${code}:\n${out}`))));
  });
}

let dir = '';
let server: SiteProcess | undefined;
let pacote: ReturnType<typeof createBundle>;

test.describe.configure({ mode: 'default', timeout: 240_000 });
test.use({ baseURL: BASE, bypassCSP: true });

// biome-ignore lint/correctness/noEmptyPattern: Playwright passes the test info second; no fixture is needed first.
test.beforeAll(async ({}, info) => {
  info.setTimeout(180_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-xss-'));
  pacote = createBundle(path.join(dir, 'pacote'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: path.join(dir, 'dados'),
    DATABASE_URL: '',
    API_URL: '',
    START_EMPTY: '1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '0',
  };
  // The import goes through the CLI and its validation, like an editor's bundle would.
  await run([path.join(RAIZ, 'packages', 'db', 'src', 'cli.ts'), 'import', path.join(dir, 'pacote')], env);

  server = await startSite({
    port: PORT,
    dataDir: path.join(dir, 'dados'),
    env: { API_URL: '', START_EMPTY: '1', RATE_LIMIT_MAX: '0', SITE_URL: BASE },
  });
  await server.waitUntilReady();
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Watches one page: dialogs (from any frame), requests to other hosts. `abrir` opens a URL,
 * waits for hydration, then checks the DOM and the global; problems are collected, not thrown,
 * so one run names every vector that got through.
 */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('dialog', (d) => {
    problems.push(`${page.url()}: diálogo ${d.type()} "${d.message()}"`);
    void d.dismiss().catch(() => {});
  });
  page.on('request', (r) => {
    const url = r.url();
    if (/^https?:/i.test(url) && !url.startsWith(BASE)) problems.push(`${page.url()}: requisição a outro host ${url}`);
  });

  async function open(urlPath: string) {
    const res = await page.goto(urlPath);
    const status = res?.status() ?? 0;
    if (status !== 200) problems.push(`${urlPath}: status ${status}`);
    // A page that does not hydrate (its markup broken by a vector) is reported, and checked anyway.
    // A reading page served without React (decision 032) counts once its inline script has run.
    const hidratou = await page
      .locator('html[data-hidratado="true"], html[data-melhorado="true"]')
      .waitFor({ state: 'attached', timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (!hidratou) problems.push(`${urlPath}: a página não hidratou`);
    // Handlers that fire on load, error, focus or animation start have had their chance by now.
    await page.waitForTimeout(150);
    const found = await page
      .evaluate(() => {
        const ruins: string[] = [];
        const w = window as unknown as { __xss?: unknown };
        if (w.__xss !== undefined) ruins.push(`window.__xss = ${String(w.__xss)}`);
        const DANGEROUS_URL = /^(javascript|vbscript|data:text\/html)/i;
        for (const el of document.querySelectorAll('*')) {
          for (const attr of el.attributes) {
            if (attr.name.toLowerCase().startsWith('on')) ruins.push(`<${el.localName} ${attr.name}>`);
            // Browsers drop control characters and white space around and inside the scheme.
            if (DANGEROUS_URL.test([...attr.value].filter((c) => c.charCodeAt(0) > 32).join('')))
              ruins.push(`<${el.localName} ${attr.name}="${attr.value}">`);
            if (attr.name === 'srcdoc' || (attr.name === 'style' && /expression|javascript|behavior|binding/i.test(attr.value)))
              ruins.push(`<${el.localName} ${attr.name}="${attr.value}">`);
          }
        }
        // The site's own markup has forms, noscript and inline styles, but none of these in <main>;
        // a news body (the one place where HTML from content is rendered) has only text markup.
        const main = document.querySelector('main');
        const proibidos =
          'script:not([type="application/ld+json"]), iframe, object, embed, base, meta, portal, frame, frameset, math, svg script';
        for (const el of main?.querySelectorAll(proibidos) ?? []) ruins.push(`elemento <${el.localName}> no conteúdo`);
        const noCorpo =
          'script, style, link, form, input, button, select, textarea, svg, math, template, noscript, iframe, object, embed, video, audio, source';
        for (const el of document.querySelectorAll(`.cosems-noticia-corpo :is(${noCorpo})`))
          ruins.push(`elemento <${el.localName}> no corpo da notícia`);
        for (const el of document.querySelectorAll('body base, body meta[http-equiv], head base')) ruins.push(`elemento <${el.localName}>`);
        for (const s of document.querySelectorAll('script[type="application/ld+json"]')) {
          try {
            JSON.parse(s.textContent ?? '');
          } catch {
            ruins.push('JSON-LD quebrado');
          }
        }
        return ruins;
      })
      .catch((e: Error) => [`a página não pôde ser examinada: ${e.message.split('\n')[0]}`]);
    problems.push(...found.map((a) => `${urlPath}: ${a}`));
    if (new URL(page.url()).pathname !== new URL(urlPath, BASE).pathname) problems.push(`${urlPath}: a página navegou para ${page.url()}`);
  }

  return { problemas: problems, abrir: open };
}

test('canary: a handler that gets into the page runs and is seen (CSP bypassed)', async ({ page }) => {
  const { problemas: problems, abrir: open } = watch(page);
  await open('/');
  expect(problems).toEqual([]);
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="/x" onerror="top.__xss=999;alert(999)">'));
  await expect.poll(() => page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBe(999);
  await expect.poll(() => problems.some((p) => p.includes('"999"'))).toBe(true);
});

type Vigia = ReturnType<typeof watch>;

/**
 * Visits `itens` in three tabs at once (the server renders one page while the browser checks
 * another) and returns every problem seen.
 */
async function emAbas<T>(page: Page, items: T[], visitar: (aba: Page, vigia: Vigia, item: T) => Promise<void>): Promise<string[]> {
  const abas = await Promise.all([1, 2, 3].map(() => page.context().newPage()));
  const vigias = abas.map(watch);
  let next = 0;
  await Promise.all(
    abas.map(async (aba, k) => {
      while (next < items.length) await visitar(aba, vigias[k] as Vigia, items[next++] as T);
    }),
  );
  await Promise.all(abas.map((aba) => aba.close()));
  return vigias.flatMap((v) => v.problemas);
}

test(`news detail: ${XSS_VECTORS.length} vectors as body, title, subtitle and author`, async ({ page }) => {
  expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(100);
  expect(await emAbas(page, vectors, (aba, vigia, v) => checkNoticia(aba, vigia.abrir, v, vigia.problemas))).toEqual([]);
});

/** A news page shows its title, subtitle and the start of its body as text, and the title in <title>. */
async function checkNoticia(page: Page, open: (urlPath: string) => Promise<void>, v: (typeof vectors)[number], problems: string[]) {
  const urlPath = `/noticia/${v.n}`;
  await open(urlPath);
  // Read at once, without waiting: a page broken by a vector may lack any of them.
  const [h1, lead, body] = (
    await page
      .evaluate(() =>
        ['h1', '.cosems-noticia p.lead', '.cosems-noticia-corpo'].map((sel) => document.querySelector(sel)?.textContent ?? ''),
      )
      .catch(() => ['', '', ''])
  ).map(normal);
  if (h1 !== normal(v.titulo)) problems.push(`${urlPath}: título mostrado "${h1}"`);
  if (lead !== normal(v.subtitulo)) problems.push(`${urlPath}: subtítulo mostrado "${lead}"`);
  if (!body?.startsWith(`Corpo do vetor ${v.n} (${v.categoria}).`)) problems.push(`${urlPath}: corpo "${body?.slice(0, 80)}"`);
  const titulo = await page.title().catch(() => '');
  if (!normal(titulo).startsWith(normal(v.titulo))) problems.push(`${urlPath}: <title> "${titulo}"`);
}

/** Each news card or result title shown on a list page must be its title (possibly cut), as text. */
async function checkTitles(page: Page, seletor: string, urlPath: string, problems: string[], minimo: number) {
  const shown = (await page.locator(seletor).allTextContents()).map(normal);
  const porNumero = new Map(vectors.map((v) => [`Vetor ${String(v.n).padStart(3, '0')}`, normal(v.titulo)]));
  let seen = 0;
  for (const m of shown) {
    const titulo = porNumero.get(m.slice(0, 9));
    if (!titulo) continue;
    seen++;
    const semCorte = m.replace(/\.\.\.$/, '');
    if (!titulo.startsWith(semCorte) || semCorte.length < Math.min(titulo.length, 60)) problems.push(`${urlPath}: título "${m}"`);
  }
  if (seen < minimo) problems.push(`${urlPath}: ${seen} títulos de vetores (esperados ao menos ${minimo})`);
}

test('home and every page of the news list', async ({ page }) => {
  const { problemas: problems, abrir: open } = watch(page);
  await open('/');
  await checkTitles(page, 'main h2, main h3, main .carousel-caption h3, main a', '/', problems, 1);
  const paginas = Math.ceil(pacote.noticias.length / PAGE_SIZE);
  for (let p = 1; p <= paginas; p++) {
    const urlPath = p === 1 ? '/lista-noticias' : `/lista-noticias?page=${p}`;
    await open(urlPath);
    await checkTitles(page, 'main .card-title', urlPath, problems, Math.min(PAGE_SIZE, pacote.noticias.length - (p - 1) * PAGE_SIZE));
  }
  expect(problems).toEqual([]);
});

test('region pages, region lists and supporters', async ({ page }) => {
  const problems = await emAbas(page, [...pacote.regioes, null], async (aba, { abrir: open, problemas: problems }, r) => {
    if (r === null) {
      for (const urlPath of ['/secretarios', '/apoiadores']) await open(urlPath);
      return;
    }
    const urlPath = `/CosemsRegional/${r.id}`;
    await open(urlPath);
    const { h1, opcoes } = await aba.evaluate(() => ({
      h1: document.querySelector('h1')?.textContent ?? '',
      opcoes: [...document.querySelectorAll('select option')].map((o) => o.textContent ?? ''),
    }));
    if (normal(h1) !== normal(`COSEMS Regional ${r.nome}`)) problems.push(`${urlPath}: título "${h1}"`);
    if (!opcoes.map(normal).includes(normal(r.nome))) problems.push(`${urlPath}: a região não está no seletor como texto`);
  });
  expect(problems).toEqual([]);
});

test('search: results for the vectors, and vector texts as the query', async ({ page }) => {
  const paginas = Array.from({ length: Math.ceil(pacote.noticias.length / PAGE_SIZE) }, (_, k) => k + 1);
  const results = await emAbas(page, paginas, async (aba, { abrir: open, problemas: problems }, p) => {
    const urlPath = p === 1 ? '/pesquisa/vetor' : `/pesquisa/vetor?page=${p}`;
    await open(urlPath);
    await checkTitles(aba, 'main h3 a', urlPath, problems, 1);
    if ((await aba.locator('main .cosems-trecho').count()) === 0) problems.push(`${urlPath}: nenhum trecho`);
  });
  // Vector texts typed as the query: reflected in the page title, the heading and the results.
  const queries = vectors
    .filter((x) => x.n % 8 === 1)
    .flatMap((v) => [`/pesquisa/${encodeURIComponent(v.texto)}`, `/lista-noticias/${encodeURIComponent(v.texto)}`]);
  const refletidas = await emAbas(page, queries, (_aba, { abrir: open }, urlPath) => open(urlPath));
  expect([...results, ...refletidas]).toEqual([]);
});
