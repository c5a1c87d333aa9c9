/**
 * Shared fixtures of the public-site specs (home, noticias, busca, erros, site-*): an unexpected
 * console error, a page error or a request to another host fails the test; `esperarErros` lets a
 * test declare the errors it provokes on purpose (for example the 404 status of the /404 page).
 */
import path from 'node:path';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

export const SCREENSHOTS = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'screenshots');

export const test = base.extend<{ page: Page; expectedErrors: RegExp[] }>({
  expectedErrors: [[], { option: true }],
  page: async ({ page, baseURL, expectedErrors }, use) => {
    const consoleErrors: string[] = [];
    const externalRequests: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    page.on('pageerror', (e) => consoleErrors.push(e.message));
    page.on('request', (r) => {
      const url = r.url();
      if (/^https?:/.test(url) && !url.startsWith(baseURL as string)) externalRequests.push(url);
    });
    await use(page);
    const unexpected = consoleErrors.filter((e) => !expectedErrors.some((re) => re.test(e)));
    expect(unexpected, 'erros no console do navegador').toEqual([]);
    expect(externalRequests, 'requisições a outros hosts').toEqual([]);
  },
});

export { expect };

/** Console message Chromium logs when the document itself answers 404 or 500. */
export const DOCUMENT_STATUS_ERROR = /Failed to load resource: the server responded with a status of (404|500)/;

export function getViewportWidth(info: TestInfo): 360 | 1280 {
  return info.project.name === 'mobile' ? 360 : 1280;
}

/** Scrolls through the page so lazy images load and sections reveal, then back to the top. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, document.body.scrollHeight);
    await new Promise((r) => setTimeout(r, 300));
    const loaded = [...document.images].map((img) =>
      img.complete
        ? null
        : new Promise((r) => {
            img.addEventListener('load', r, { once: true });
            img.addEventListener('error', r, { once: true });
          }),
    );
    // Images off to the side (carousel slides) may never load lazily: wait at most 3 s.
    await Promise.race([Promise.all(loaded), new Promise((r) => setTimeout(r, 3000))]);
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** No horizontal overflow, then a full-page screenshot in /work/main/screenshots/{nome}-{px}.png. */
export async function checkLayout(page: Page, nome: string, info: TestInfo) {
  await scrollThrough(page);
  const { total, visivel: visible } = await page.evaluate(() => ({
    total: document.documentElement.scrollWidth,
    visivel: document.documentElement.clientWidth,
  }));
  expect(total, 'rolagem horizontal').toBeLessThanOrEqual(visible);
  // Sections still waiting to animate in are shown as they are with reduced motion (theme.css).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${nome}-${getViewportWidth(info)}.png`), fullPage: true });
}

/**
 * Goes to `url` and waits until its interactive parts work: React has hydrated the page (root sets
 * data-hidratado), or, on a reading page served without React (route handle hidratar: false), its
 * inline script has run (data-melhorado; app/sem-hidratacao/).
 */
export async function openHydrated(page: Page, url: string) {
  const res = await page.goto(url);
  await expect(page.locator('html[data-hidratado="true"], html[data-melhorado="true"]')).toHaveCount(1, { timeout: 15_000 });
  return res;
}

/** The addresses of the documents the page loads from now on: none after a client-side navigation. */
export function recordDocuments(page: Page): string[] {
  const documentos: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documentos.push(r.url());
  });
  return documentos;
}

/**
 * Holds back every download matching `glob` (a carousel's engine, a dynamic import) until the
 * returned function is called: what the page shows meanwhile is what a slow network shows.
 */
export async function holdDownloads(page: Page, glob: string): Promise<() => void> {
  let soltar = () => {};
  const solto = new Promise<void>((resolve) => {
    soltar = resolve;
  });
  await page.route(glob, async (route) => {
    await solto;
    await route.continue();
  });
  return soltar;
}

/** Reads the API the way the site does (same host), for expected values. */
export async function apiJson<T>(request: import('@playwright/test').APIRequestContext, urlPath: string): Promise<T> {
  const res = await request.get(urlPath);
  expect(res.status(), urlPath).toBe(200);
  return (await res.json()) as T;
}

/** Text as React writes it into server HTML. */
export function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

export function truncateText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/**
 * Every page route of app/routes.ts, each listed once: `route` is its pattern there and `urlPath`
 * an address of it on the demo content. The SEO spec (head tags) and the axe spec (WCAG audit)
 * both walk this list, and seo.spec.ts fails when a page route of routes.ts is missing from it.
 * Literal on purpose, not read from app/lib/site-map.ts: a list taken from the code under test
 * would shrink with it, and a page dropped by mistake would go unchecked.
 */
export const SITE_ROUTES: readonly { route: string; urlPath: string }[] = [
  { route: '', urlPath: '/' },
  { route: 'equipe', urlPath: '/equipe' },
  { route: 'diretoria', urlPath: '/diretoria' },
  { route: 'missao-valores', urlPath: '/missao-valores' },
  { route: 'estatuto', urlPath: '/estatuto' },
  { route: 'institucional', urlPath: '/institucional' },
  { route: 'lista-noticias/:id?', urlPath: '/lista-noticias' },
  { route: 'noticia/:id', urlPath: '/noticia/1' },
  { route: 'publicacoes', urlPath: '/publicacoes' },
  { route: 'juridico/:section?', urlPath: '/juridico/notas' },
  { route: 'deliberacoes', urlPath: '/deliberacoes' },
  { route: 'deliberacoes/:id', urlPath: '/deliberacoes/1' },
  { route: 'secretarios', urlPath: '/secretarios' },
  { route: 'presidentes', urlPath: '/presidentes' },
  { route: 'pesquisa/:query?', urlPath: '/pesquisa/saude' },
  { route: 'apoiadores', urlPath: '/apoiadores' },
  { route: 'CosemsRegional/:id', urlPath: '/CosemsRegional/1' },
  { route: '404', urlPath: '/404' },
  { route: '500', urlPath: '/500' },
  { route: 'acessibilidade', urlPath: '/acessibilidade' },
  { route: 'agenda', urlPath: '/agenda' },
  { route: 'agenda/:id', urlPath: '/agenda/2' },
];

/**
 * Other addresses of routes above (another page, section, id or text) whose title and canonical
 * must still be their own; the SEO spec checks them along with SITE_ROUTES.
 */
export const ROUTE_VARIANTS: readonly string[] = [
  '/lista-noticias?page=2',
  '/lista-noticias/saude',
  '/juridico/pareceres',
  '/pesquisa',
  '/CosemsRegional/2',
  '/agenda?periodo=passados',
  '/deliberacoes?page=2',
];
