/**
 * A news body that reached the database without going through the bundle import (so without its
 * sanitiser) is still cleaned when the site renders it: the real API on a real database (PGlite
 * or PostgreSQL), the data port the server builds (in-process and over HTTP), the news route's
 * real loader, then a server render of the body as the page does it.
 * Node environment: under jsdom, Vite rewrites import.meta.url and the demo bundle is not found;
 * the rendered HTML is parsed with jsdom directly instead.
 */
import { createApi } from '@cosems/api';
import type { SiteDataPort } from '@cosems/contracts';
import { tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteContext } from '../../app/lib/context.ts';
import { NoticiaBody } from '../../app/features/noticias/noticia-detail.tsx';
import { loader } from '../../app/routes/noticia.tsx';
import { createSiteDataPort } from './index.ts';

const HOSTIL = [
  '<p>Texto legítimo da notícia</p>',
  '<script>window.__xss = 1; alert(1)</script>',
  '<img src="x" onerror="window.__xss = 2">',
  '<a href="javascript:alert(3)">link perigoso</a>',
  '<a href="&#106;avascript:alert(4)">link codificado</a>',
  '<svg onload="alert(5)"><circle r="1"/></svg>',
  '<iframe srcdoc="&lt;script&gt;alert(6)&lt;/script&gt;"></iframe>',
  '<noscript><p title="</noscript><img src=x onerror=alert(7)>"></noscript>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(8)></style></mglyph></table></mtext></math>',
  '<form action="javascript:alert(9)"><button>enviar</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(10)">',
  '<base href="javascript:alert(11)//">',
  '<div style="background:url(javascript:alert(12))">estilo</div>',
  '<p>Fim do texto</p>',
].join('\n');

/**
 * 500 kB written to make a regular expression over the markup backtrack (issue 15): an alt of
 * 400,000 spaces, thousands of unclosed <img, nested quotes. Before, the body's image rewrite took
 * 1.8 s on an alt of 40,000 spaces alone, growing with its square (minutes at 400,000).
 */
const HOSTILE_BODY_500K = [
  `<p><img src="/image/Default.jpg" alt="${' '.repeat(400_000)}" /></p>`,
  '<img src="/image/a.jpg" alt=" '.repeat(1_000),
  `<p><img src="/image/b.jpg" alt='"${'" \' '.repeat(10_000)}'></p>`,
  '<a href="/x" target="_blank" title="   '.repeat(600),
].join('');

let db: TestDatabase;
let app: FastifyInstance;
let apiUrl: string;
let id: number;
let largeId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  const [first, second] = await db.database.db.select({ id: tables.noticias.id }).from(tables.noticias).limit(2);
  if (!first || !second) throw new Error('o pacote de demonstração não tem notícias');
  id = first.id;
  largeId = second.id;
  // Written straight into the table: the import's sanitiser never sees it.
  await db.database.db.update(tables.noticias).set({ conteudo: HOSTIL }).where(eq(tables.noticias.id, id));
  await db.database.db.update(tables.noticias).set({ conteudo: HOSTILE_BODY_500K }).where(eq(tables.noticias.id, largeId));
  app = await createApi({
    database: db.database,
    config: { corsOrigins: [], logLevel: 'silent', apiCacheSeconds: 0, trustProxy: false, rateLimitMax: 0, rateLimitWindowSeconds: 60 },
    logger: false,
  });
  apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

/** The data ports the server can build (apps/web/server.ts): over the repositories, and over HTTP. */
const ports: [string, () => SiteDataPort][] = [
  ['in-process', () => createSiteDataPort({ repositories: app.repositories })],
  ['http', () => createSiteDataPort({ apiUrl, internalToken: app.internalToken })],
];

afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('news body sanitised again before render', () => {
  it('the API really hands out the raw hostile body (the import was bypassed)', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/noticia/${id}` });
    const body = res.json() as { data: { response: { conteudo: string } } };
    expect(body.data.response.conteudo).toBe(HOSTIL);
  });

  it.each(ports)('the loader and the rendered body keep the text and nothing that runs (%s)', async (_nome, port) => {
    const context = createSiteContext({ dataPort: port(), publicApiUrl: '', siteUrl: 'http://localhost:3000', nonce: 'nonce-de-teste' });
    const data = await loader({ context, params: { id: String(id) }, request: new Request(`http://localhost/noticia/${id}`) } as never);
    // Rendered on the server's renderer, then parsed the way a browser parses the page. jsdom
    // ships no types (and @types/jsdom is not installed): only its constructor is needed here.
    const jsdom = 'jsdom';
    const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string) => { window: { document: Document } } };
    const { document } = new JSDOM(`<!doctype html><body>${renderToString(<NoticiaBody noticia={data.response} />)}</body>`).window;
    const corpo = document.querySelector('.cosems-noticia-corpo');
    expect(corpo).not.toBeNull();

    const tags = new Set([...(corpo?.querySelectorAll('*') ?? [])].map((e) => e.tagName.toLowerCase()));
    for (const proibida of ['script', 'iframe', 'svg', 'math', 'noscript', 'style', 'form', 'button', 'meta', 'base', 'object', 'embed']) {
      expect(tags.has(proibida), `<${proibida}> sobreviveu`).toBe(false);
    }
    for (const el of corpo?.querySelectorAll('*') ?? []) {
      for (const attr of el.attributes) {
        expect(attr.name.startsWith('on'), `${el.tagName} ${attr.name}`).toBe(false);
        expect(attr.name, el.tagName).not.toBe('style');
        expect(attr.name, el.tagName).not.toBe('srcdoc');
        if (attr.name === 'href' || attr.name === 'src' || attr.name === 'action')
          expect(attr.value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      }
    }
    const text = corpo?.textContent ?? '';
    expect(text).toContain('Texto legítimo da notícia');
    expect(text).toContain('link perigoso');
    expect(text).toContain('Fim do texto');
    expect(corpo?.querySelectorAll('a')).toHaveLength(2);
  });

  it.each(ports)('a 500 kB hostile body renders in well under a second, its main image with a srcset (%s)', async (_nome, port) => {
    expect(HOSTILE_BODY_500K.length).toBeGreaterThan(490_000);
    expect(HOSTILE_BODY_500K.length).toBeLessThanOrEqual(500_000);
    const context = createSiteContext({ dataPort: port(), publicApiUrl: '', siteUrl: 'http://localhost:3000', nonce: 'nonce-de-teste' });
    const inicio = performance.now();
    const data = await loader({
      context,
      params: { id: String(largeId) },
      request: new Request(`http://localhost/noticia/${largeId}`),
    } as never);
    const html = renderToString(<NoticiaBody noticia={data.response} />);
    const ms = performance.now() - inicio;
    // A generous bound, as issue 15 asks: the whole read, sanitisation and render take tens of ms.
    expect(ms).toBeLessThan(1_000);
    const jsdom = 'jsdom';
    const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string) => { window: { document: Document } } };
    const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
    const [principal] = document.querySelectorAll('.cosems-noticia-corpo img');
    expect(principal?.getAttribute('src')).toBe('/image/Default.jpg');
    expect(principal?.getAttribute('alt')).toHaveLength(400_000);
    expect(principal?.getAttribute('srcset')).toMatch(/^\/image\/Default\.jpg\?w=320 320w, /);
    expect(principal?.getAttribute('fetchpriority')).toBe('high');
  });
});
