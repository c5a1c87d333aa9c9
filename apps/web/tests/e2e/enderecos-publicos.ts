/**
 * Every public address of a running site, and its answers, for the specs that compare two sites
 * byte for byte (copia.spec.ts: a restore; migracao.spec.ts: a migration). The list is not written
 * by hand: the site map (SITE_PAGES), the shared route list and its variants (site-fixtures), every
 * address of /sitemap.xml, every GET path of the API's OpenAPI document with its parameters filled
 * from the content (every news item, region, page of the lists, legal section), and every image and
 * PDF the content holds. An unknown parameter fails the test.
 */
import { SECOES_JURIDICO } from '@cosems/contracts';
import { expect } from '@playwright/test';
import { SITE_PAGES } from '../../app/lib/site-map';
import { ROUTE_VARIANTS, SITE_ROUTES } from './site-fixtures';
import { readSitemap } from './sitemap';

/** What the compared site holds: ids and file names, read from its content bundle. */
export interface ConteudoComparado {
  noticias: number[];
  regioes: number[];
  logos: string[];
  imagens: string[];
  pdfs: string[];
}

export async function enderecosPublicos(base: string, { noticias, regioes, logos, imagens, pdfs }: ConteudoComparado): Promise<string[]> {
  const paginas = Array.from({ length: Math.ceil(noticias.length / 12) + 1 }, (_, i) => String(i + 1));

  const sitemap = await readSitemap(async (path) => (await fetch(`${base}${path}`)).text());
  const doSitemap = [
    ...sitemap.files,
    ...sitemap.locs.map((loc) => {
      const u = new URL(loc);
      return u.pathname + u.search;
    }),
  ];
  expect(doSitemap.length).toBeGreaterThan(50);
  const doMapa = Object.values(SITE_PAGES)
    .map((p) => p.path)
    .filter((p) => !p.includes(':'));

  const openapi = (await (await fetch(`${base}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  const valores: Record<string, string[]> = {
    page: paginas,
    section: [...SECOES_JURIDICO],
    text: ['vacina', 'saude', 'zzzzqqqq'],
  };
  const daApi: string[] = [];
  for (const [modelo, metodos] of Object.entries(openapi.paths)) {
    if (!metodos.get) continue;
    let urls = [modelo];
    for (const [, nome] of modelo.matchAll(/\{(\w+)\}/g)) {
      const lista =
        nome === 'id'
          ? modelo.startsWith('/api/noticia/')
            ? noticias.map(String)
            : regioes.map(String)
          : nome === 'file'
            ? modelo.startsWith('/image/logo/')
              ? logos
              : modelo.startsWith('/image/')
                ? imagens
                : pdfs
            : valores[nome as string];
      if (!lista) throw new Error(`parâmetro sem valores no teste: ${modelo}`);
      urls = urls.flatMap((u) => lista.map((v) => u.replace(`{${nome}}`, encodeURIComponent(v))));
    }
    daApi.push(...urls);
  }
  const paginasDoSite = [
    ...SITE_ROUTES.map((r) => r.urlPath),
    ...ROUTE_VARIANTS,
    ...doMapa,
    ...doSitemap,
    ...noticias.map((id) => `/noticia/${id}`),
    ...regioes.map((id) => `/CosemsRegional/${id}`),
    ...paginas.map((p) => `/lista-noticias/${p}`),
    '/pesquisa/vacina',
    '/rss.xml',
    '/atom.xml',
    '/sitemap.xml',
    '/robots.txt',
    '/api/busca?q=vacina',
    '/api/busca?q=secretaria&page=2',
    // Variants are made from the stored bytes: one width of a few images (all would take minutes of sharp here).
    ...imagens.slice(0, 3).map((n) => `/image/${n}?w=320`),
  ];
  return [...new Set([...paginasDoSite, ...daApi])].filter((u) => !u.startsWith('/healthz') && !u.startsWith('/readyz'));
}

/** Status, type, redirect and body of every address, as sent, four at a time. */
export async function respostasDe(base: string, lista: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < lista.length; i += 4) {
    await Promise.all(
      lista.slice(i, i + 4).map(async (u) => {
        const r = await fetch(`${base}${u}`, { headers: { accept: 'image/webp,*/*' }, redirect: 'manual' });
        const tipo = r.headers.get('content-type') ?? '';
        const corpo = Buffer.from(await r.arrayBuffer());
        out.set(u, `${r.status} ${tipo} ${r.headers.get('location') ?? ''}\n${corpo.toString('base64')}`);
      }),
    );
  }
  return out;
}
