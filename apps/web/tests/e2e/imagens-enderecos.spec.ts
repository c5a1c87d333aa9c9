/**
 * Issue 26, item 3: every image address the site and the back office write answers 200. The news
 * form's share-card preview asked for `/image/{file}?w=400`, a width the API refuses (400), so the
 * preview was always broken while every test passed. Here each public page and each back-office
 * page that shows images (the news form with an image chosen among them) is opened in Chromium,
 * every address it writes is collected — <img> src and srcset, <source> srcset, og:image and
 * twitter:image, image preloads, icons — and each is requested, as the browser would, expecting 200
 * and an image.
 *
 * Desktop project only: a srcset lists every width whatever the viewport.
 */
import { expect, type Page, test } from '@playwright/test';
import { abrirSiteComContas, type SiteComContas } from './admin-site';
import { ROUTE_VARIANTS, SITE_ROUTES } from './site-fixtures';

let site: SiteComContas;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await abrirSiteComContas(['administrador'], 'imagens');
});

test.afterAll(async () => {
  await site?.parar();
});

/** Every image address the page's document holds, absolute. */
function enderecosDeImagem(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const enderecos = new Set<string>();
    const somar = (valor: string | null | undefined) => {
      const v = valor?.trim();
      // Inline images (data:, blob:) are not addresses a server answers.
      if (v && !/^(data|blob):/i.test(v)) enderecos.add(new URL(v, document.baseURI).href);
    };
    // "url 640w, url 960w": our addresses hold no comma.
    const somarSrcset = (valor: string | null) => {
      for (const candidato of (valor ?? '').split(',')) somar(candidato.trim().split(/\s+/)[0]);
    };
    for (const img of document.querySelectorAll('img')) {
      somar(img.getAttribute('src'));
      somarSrcset(img.getAttribute('srcset'));
    }
    for (const source of document.querySelectorAll('source')) somarSrcset(source.getAttribute('srcset'));
    for (const meta of document.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]'))
      somar(meta.getAttribute('content'));
    for (const link of document.querySelectorAll('link[rel~="preload"][as="image"]')) {
      somar(link.getAttribute('href'));
      somarSrcset(link.getAttribute('imagesrcset'));
    }
    for (const link of document.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"]')) somar(link.getAttribute('href'));
    return [...enderecos];
  });
}

/** Opens `url` and waits for its scripts (hydration, or a reading page's inline script). */
async function abrir(page: Page, url: string) {
  const res = await page.goto(`${site.site.url}${url}`);
  expect(res?.status(), url).toBe(200);
  await expect(page.locator('html[data-hidratado="true"], html[data-melhorado="true"]')).toHaveCount(1, { timeout: 15_000 });
}

/**
 * Requests every address found (each once), as the browser asks for an image, and returns the ones
 * that did not answer 200 with an image. Absolute addresses on SITE_URL (og:image; by default
 * http://localhost:{port}, this server) are asked of this server.
 */
async function recusados(enderecos: Map<string, string>): Promise<string[]> {
  const falhas: string[] = [];
  const nosso = new URL(site.site.url);
  for (const [endereco, onde] of enderecos) {
    const url = new URL(endereco);
    if (url.hostname === 'localhost' && url.port === nosso.port) url.hostname = nosso.hostname;
    if (url.origin !== nosso.origin) {
      falhas.push(`${onde}: ${endereco} (fora do site)`);
      continue;
    }
    const res = await fetch(url, { headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } });
    const tipo = res.headers.get('content-type') ?? '';
    await res.arrayBuffer();
    if (res.status !== 200 || !tipo.startsWith('image/')) falhas.push(`${onde}: ${endereco} → ${res.status} ${tipo}`);
  }
  return falhas;
}

function juntar(enderecos: Map<string, string>, achados: string[], onde: string) {
  for (const e of achados) if (!enderecos.has(e)) enderecos.set(e, onde);
}

test('every image address of the public pages answers 200', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const enderecos = new Map<string, string>();
  try {
    for (const url of [...SITE_ROUTES.map((r) => r.urlPath).filter((u) => u !== '/404' && u !== '/500'), ...ROUTE_VARIANTS]) {
      await abrir(page, url);
      juntar(enderecos, await enderecosDeImagem(page), url);
    }
  } finally {
    await context.close();
  }
  // A page of every kind shows images: the banner, cards, portraits, logos.
  expect(enderecos.size).toBeGreaterThan(50);
  expect([...enderecos.keys()].some((e) => /\/image\/[^?]+\?w=\d+$/.test(e))).toBe(true);
  expect(await recusados(enderecos)).toEqual([]);
});

test('every image address of the back office answers 200, the news form’s share-card preview included', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await site.pagina(browser, 'administrador');
  const enderecos = new Map<string, string>();
  let previaSrc = '';
  const visitar = async (url: string) => {
    await abrir(page, url);
    juntar(enderecos, await enderecosDeImagem(page), url);
  };
  /** The first link of the page whose path matches `padrao`. */
  const primeiroLink = async (padrao: RegExp) => {
    const hrefs = await page.locator('a[href^="/admin/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const href = hrefs.find((h) => padrao.test(h));
    expect(href, String(padrao)).toBeDefined();
    return href as string;
  };
  try {
    for (const url of ['/admin', '/admin/logos', '/admin/presidentes/novo', '/admin/links-uteis']) await visitar(url);
    await visitar('/admin/midia');
    await visitar(await primeiroLink(/^\/admin\/midia\/(?!enviar)[^/?]+$/));
    await visitar('/admin/parceiros');
    await visitar(await primeiroLink(/^\/admin\/parceiros\/\d+$/));
    await visitar('/admin/presidentes');
    await visitar(await primeiroLink(/^\/admin\/presidentes\/\d+$/));

    // The news form, with a main image chosen: the share-card preview draws it.
    await visitar('/admin/noticias');
    const formulario = await primeiroLink(/^\/admin\/noticias\/\d+$/);
    await visitar(formulario);
    // Another image than the one it has, from the media picker (its thumbnails counted too): the
    // preview is drawn from the choice.
    const atual = await page.locator('input[type="hidden"][name="imagem"]').inputValue();
    await page.getByRole('button', { name: 'Escolher na biblioteca (Imagem principal)' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Imagem principal' });
    const opcoes = dialogo.getByRole('radio');
    await expect(opcoes).toHaveCount(24);
    const outra = (await opcoes.evaluateAll((rs, a) => rs.map((r) => (r as HTMLInputElement).value).find((v) => v !== a), atual)) as string;
    juntar(enderecos, await enderecosDeImagem(page), `${formulario} (seletor de mídia)`);
    await dialogo.locator(`input[value="${outra}"]`).check();
    await dialogo.getByRole('button', { name: 'Usar esta imagem' }).click();
    const previa = page.locator('img.cosems-cartao-imagem');
    await expect(previa).toHaveCount(1);
    previaSrc = new URL((await previa.getAttribute('src')) as string, page.url()).href;
    juntar(enderecos, await enderecosDeImagem(page), `${formulario} (imagem escolhida)`);
    // The browser drew it: not a broken image.
    await expect
      .poll(() => previa.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), {
        timeout: 10_000,
      })
      .toBe(true);
    await visitar(`${formulario}/previa`);
    await visitar(formulario.replace('/admin/noticias/', '/admin/previa/'));
  } finally {
    await context.close();
  }
  // Thumbnails of the media library, partners, logos and portraits, the form's preview, the preview page.
  expect(enderecos.size).toBeGreaterThan(40);
  expect(enderecos.has(previaSrc), previaSrc).toBe(true);
  expect(await recusados(enderecos)).toEqual([]);
});
