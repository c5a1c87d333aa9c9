/**
 * Shared fixtures of the public-site specs (home, noticias, busca, erros, site-*): an unexpected
 * console error, a page error or a request to another host fails the test; `esperarErros` lets a
 * test declare the errors it provokes on purpose (for example the 404 status of the /404 page).
 */
import path from 'node:path';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

export const SCREENSHOTS = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'screenshots');

export const test = base.extend<{ page: Page; esperarErros: RegExp[] }>({
  esperarErros: [[], { option: true }],
  page: async ({ page, baseURL, esperarErros }, use) => {
    const erros: string[] = [];
    const externos: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') erros.push(m.text());
    });
    page.on('pageerror', (e) => erros.push(e.message));
    page.on('request', (r) => {
      const url = r.url();
      if (/^https?:/.test(url) && !url.startsWith(baseURL as string)) externos.push(url);
    });
    await use(page);
    const inesperados = erros.filter((e) => !esperarErros.some((re) => re.test(e)));
    expect(inesperados, 'erros no console do navegador').toEqual([]);
    expect(externos, 'requisições a outros hosts').toEqual([]);
  },
});

export { expect };

/** Console message Chromium logs when the document itself answers 404 or 500. */
export const STATUS_DO_DOCUMENTO = /Failed to load resource: the server responded with a status of (404|500)/;

export function largura(info: TestInfo): 360 | 1280 {
  return info.project.name === 'mobile' ? 360 : 1280;
}

/** Scrolls through the page so lazy images load and sections reveal, then back to the top. */
export async function percorrer(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, document.body.scrollHeight);
    await new Promise((r) => setTimeout(r, 300));
    const carregadas = [...document.images].map((img) =>
      img.complete
        ? null
        : new Promise((r) => {
            img.addEventListener('load', r, { once: true });
            img.addEventListener('error', r, { once: true });
          }),
    );
    // Images off to the side (carousel slides) may never load lazily: wait at most 3 s.
    await Promise.race([Promise.all(carregadas), new Promise((r) => setTimeout(r, 3000))]);
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** No horizontal overflow, then a full-page screenshot in /work/main/screenshots/{nome}-{px}.png. */
export async function verificarLayout(page: Page, nome: string, info: TestInfo) {
  await percorrer(page);
  const { total, visivel } = await page.evaluate(() => ({
    total: document.documentElement.scrollWidth,
    visivel: document.documentElement.clientWidth,
  }));
  expect(total, 'rolagem horizontal').toBeLessThanOrEqual(visivel);
  // Sections still waiting to animate in are shown as they are with reduced motion (theme.css).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${nome}-${largura(info)}.png`), fullPage: true });
}

/** Goes to `url` and waits until React has hydrated the page (root sets data-hidratado). */
export async function abrirHidratado(page: Page, url: string) {
  const res = await page.goto(url);
  await expect(page.locator('html[data-hidratado="true"]')).toHaveCount(1, { timeout: 15_000 });
  return res;
}

/** Reads the API the way the site does (same host), for expected values. */
export async function apiJson<T>(request: import('@playwright/test').APIRequestContext, caminho: string): Promise<T> {
  const res = await request.get(caminho);
  expect(res.status(), caminho).toBe(200);
  return (await res.json()) as T;
}

/** Text as React writes it into server HTML. */
export function html(texto: string): string {
  return texto.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

export function cortar(texto: string, max: number): string {
  return texto.length > max ? `${texto.slice(0, max)}...` : texto;
}

/**
 * Every page route of app/routes.ts, each listed once: `rota` is its pattern there and `caminho`
 * an address of it on the demo content. The SEO spec (head tags) and the axe spec (WCAG audit)
 * both walk this list, and seo.spec.ts fails when a page route of routes.ts is missing from it.
 * Literal on purpose, not read from app/lib/site-map.ts: a list taken from the code under test
 * would shrink with it, and a page dropped by mistake would go unchecked.
 */
export const ROTAS: readonly { rota: string; caminho: string }[] = [
  { rota: '', caminho: '/' },
  { rota: 'equipe', caminho: '/equipe' },
  { rota: 'diretoria', caminho: '/diretoria' },
  { rota: 'missao-valores', caminho: '/missao-valores' },
  { rota: 'estatuto', caminho: '/estatuto' },
  { rota: 'institucional', caminho: '/institucional' },
  { rota: 'lista-noticias/:id?', caminho: '/lista-noticias' },
  { rota: 'noticia/:id', caminho: '/noticia/1' },
  { rota: 'publicacoes', caminho: '/publicacoes' },
  { rota: 'juridico/:section?', caminho: '/juridico/notas' },
  { rota: 'secretarios', caminho: '/secretarios' },
  { rota: 'presidentes', caminho: '/presidentes' },
  { rota: 'pesquisa/:query?', caminho: '/pesquisa/saude' },
  { rota: 'apoiadores', caminho: '/apoiadores' },
  { rota: 'CosemsRegional/:id', caminho: '/CosemsRegional/1' },
  { rota: '404', caminho: '/404' },
  { rota: '500', caminho: '/500' },
  { rota: 'acessibilidade', caminho: '/acessibilidade' },
];

/**
 * Other addresses of routes above (another page, section, id or text) whose title and canonical
 * must still be their own; the SEO spec checks them along with ROTAS.
 */
export const VARIANTES: readonly string[] = [
  '/lista-noticias?page=2',
  '/lista-noticias/saude',
  '/juridico/pareceres',
  '/pesquisa',
  '/CosemsRegional/2',
];
