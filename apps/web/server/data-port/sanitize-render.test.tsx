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

let db: TestDatabase;
let app: FastifyInstance;
let apiUrl: string;
let id: number;

beforeAll(async () => {
  db = await createTestDatabase();
  const [first] = await db.database.db.select({ id: tables.noticias.id }).from(tables.noticias).limit(1);
  if (!first) throw new Error('o pacote de demonstração não tem notícias');
  id = first.id;
  // Written straight into the table: the import's sanitiser never sees it.
  await db.database.db.update(tables.noticias).set({ conteudo: HOSTIL }).where(eq(tables.noticias.id, id));
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
});
