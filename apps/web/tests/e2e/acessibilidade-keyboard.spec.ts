/**
 * The accessibility bar (eMAG) and keyboard use: Alt+1…Alt+4, high contrast and text size that
 * persist with no flash, focus after client navigation, and the site walked by keyboard alone.
 */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { openHydrated, expect, test } from './site-fixtures';

/** Presses Tab until `alvo` has focus (at most `max` times). */
async function tabAte(page: Page, target: import('@playwright/test').Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName.toLowerCase(), id: el?.id, classe: el?.className?.toString() ?? '' };
  });

test('the bar shows the shortcuts, contrast, A+ / A- and the link to /acessibilidade', async ({ page }) => {
  // A hydrated page (the home is served without React): its link navigates on the client.
  await openHydrated(page, '/institucional');
  const bar = page.getByRole('navigation', { name: 'Acessibilidade' });
  for (const [n, text] of [
    [1, 'Ir para o conteúdo'],
    [2, 'Ir para o menu'],
    [3, 'Ir para a busca'],
    [4, 'Ir para o rodapé'],
  ] as const) {
    await expect(bar.getByRole('link', { name: `${text} (atalho Alt+${n})` })).toHaveText(`${text} [${n}] (atalho Alt+${n})`);
  }
  await expect(bar.getByRole('button', { name: 'Alto contraste' })).toHaveAttribute('aria-pressed', 'false');
  await expect(bar.getByRole('button', { name: /A\+/ })).toBeVisible();
  await expect(bar.getByRole('button', { name: /A-/ })).toBeVisible();
  await bar.getByRole('link', { name: 'Acessibilidade' }).click();
  await expect(page).toHaveURL('/acessibilidade');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acessibilidade');
  await expect(page.locator('.breadcrumb')).toContainText('Acessibilidade');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // The page explains each shortcut, the contrast and the text size.
  const lines = page.getByRole('table').locator('tbody tr');
  await expect(lines).toHaveText([
    /Alt\s*\+\s*1\s*O conteúdo/,
    /Alt\s*\+\s*2\s*O menu/,
    /Alt\s*\+\s*3\s*A busca/,
    /Alt\s*\+\s*4\s*O rodapé/,
  ]);
  for (const titulo of ['Atalhos de teclado', 'Alto contraste', 'Tamanho do texto']) {
    await expect(page.getByRole('heading', { level: 2, name: titulo })).toBeVisible();
  }
});

test('Alt+1…Alt+4 (and Alt+Shift) move focus to content, menu, search and footer', async ({ page }, info) => {
  await openHydrated(page, '/lista-noticias');
  await page.keyboard.press('Alt+1');
  expect(await focused(page)).toMatchObject({ tag: 'main', id: 'conteudo' });
  await page.keyboard.press('Alt+2');
  expect(await focused(page)).toMatchObject({ tag: 'nav', id: 'menu' });
  await page.keyboard.press('Alt+3');
  if (info.project.name === 'mobile') {
    // On phones the search is the icon that opens the 'Pesquisa Manual' dialog: [3] focuses it.
    await expect(page.getByRole('button', { name: 'Abrir pesquisa' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Pesquisa Manual' })).toBeVisible();
    await expect(page.getByLabel('O que você procura?')).toBeFocused();
    await page.keyboard.press('Escape');
    // The dialog hands focus back to its icon once it has closed.
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir pesquisa' })).toBeFocused();
  } else {
    await expect(page.locator('#busca')).toBeFocused();
  }
  await page.keyboard.press('Alt+4');
  expect(await focused(page)).toMatchObject({ tag: 'footer', id: 'rodape' });
  await page.keyboard.press('Alt+Shift+Digit1');
  expect(await focused(page)).toMatchObject({ id: 'conteudo' });
  await page.keyboard.press('Alt+Shift+Digit4');
  expect(await focused(page)).toMatchObject({ id: 'rodape' });
  // The bar's links go to the same places.
  await page.getByRole('link', { name: /Ir para o menu/ }).focus();
  await page.keyboard.press('Enter');
  expect(await focused(page)).toMatchObject({ id: 'menu' });
});

test('high contrast and text size persist after reload and on another page, with no flash', async ({ page }) => {
  await openHydrated(page, '/');
  const html = page.locator('html');
  await page.getByRole('button', { name: 'Alto contraste' }).click();
  await expect(html).toHaveClass(/alto-contraste/);
  await expect(page.getByRole('button', { name: 'Alto contraste' })).toHaveAttribute('aria-pressed', 'true');
  const backgroundColor = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(backgroundColor).toBe('rgb(0, 0, 0)');

  const mais = page.getByRole('button', { name: /A\+/ });
  const menos = page.getByRole('button', { name: /A-/ });
  const base = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
  for (let i = 0; i < 3; i++) await mais.click();
  await expect(html).toHaveAttribute('data-fonte', '3');
  await expect(mais).toHaveAttribute('aria-disabled', 'true');
  // Bounded: more presses do nothing.
  await mais.click({ force: true });
  await mais.click({ force: true });
  await expect(html).toHaveAttribute('data-fonte', '3');
  const maior = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
  expect(maior).toBeCloseTo(base * 1.5, 0);
  await menos.click();
  await expect(html).toHaveAttribute('data-fonte', '2');

  // The inline script in <head> applies the choices before the body is parsed: a marker
  // script added at the start of <body> of the real server response reads <html> there.
  await page.route('**/equipe', async (route) => {
    const response = await route.fetch();
    const text = await response.text();
    const head = text.slice(0, text.indexOf('<body'));
    expect(head).toContain('cosems-contraste');
    // The page's Content-Security-Policy allows its inline scripts by hash (decision 031): the
    // marker's hash is added to the policy of this altered answer.
    const marker =
      'window.__antesDoCorpo=[document.documentElement.className,document.documentElement.getAttribute("data-fonte"),!!document.body]';
    const headers = { ...response.headers() };
    headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
      "script-src 'self'",
      `script-src 'self' 'sha256-${createHash('sha256').update(marker).digest('base64')}'`,
    );
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({
      status: response.status(),
      headers,
      body: text.replace('</head>', `<script>${marker}</script></head>`),
    });
  });
  await openHydrated(page, '/equipe');
  expect(await page.evaluate(() => (window as unknown as { __antesDoCorpo: unknown }).__antesDoCorpo)).toEqual([
    'alto-contraste',
    '2',
    false,
  ]);
  await page.unroute('**/equipe');

  await page.reload();
  await expect(html).toHaveClass(/alto-contraste/);
  await expect(html).toHaveAttribute('data-fonte', '2');
  await expect(page.locator('html[data-hidratado="true"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Alto contraste' })).toHaveAttribute('aria-pressed', 'true');

  // Back to normal, and that persists too.
  await page.getByRole('button', { name: 'Alto contraste' }).click();
  await menos.click();
  await menos.click();
  await expect(html).not.toHaveAttribute('data-fonte', /./);
  await openHydrated(page, '/diretoria');
  await expect(html).not.toHaveClass(/alto-contraste/);
  await expect(html).not.toHaveAttribute('data-fonte', /./);
});

test('focus goes to the new page’s h1 after client navigation, not on first load', async ({ page }, info) => {
  // A hydrated page: from a page served without React (the home, the news) a link loads a new
  // document, whose focus starts at the top as on any site (the last test below).
  await openHydrated(page, '/institucional');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  if (info.project.name === 'mobile') await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('link', { name: 'Notícias', exact: true }).click();
  await expect(page).toHaveURL('/lista-noticias');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('keyboard only: menu, dropdown with Enter/Space and arrows, search, banner pause, a news link', async ({ page }, info) => {
  const mobile = info.project.name === 'mobile';
  // Fake timers: the banner's 5 s auto-advance is stepped on demand, not waited for.
  await page.clock.install();
  await openHydrated(page, '/');
  const banner = page.locator('.cosems-banner');
  const slideAtivo = () => banner.locator('.carousel-item.active a[href^="/noticia/"]').getAttribute('href');
  // Control: untouched, the banner advances on its own.
  const first = await slideAtivo();
  await page.clock.runFor(5_500);
  await expect.poll(slideAtivo).not.toBe(first);

  // The first Tab lands on the bar's first shortcut.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /Ir para o conteúdo/ })).toBeFocused();

  const menuButton = page.getByRole('button', { name: 'Abrir menu' });
  const menuPrincipal = page.locator('#menu-principal');
  if (mobile) {
    // At 360 px the menu is behind the toggler: it opens with Enter and says so.
    await expect(menuPrincipal).toBeHidden();
    await tabAte(page, menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menuPrincipal).toBeVisible();
  } else {
    await expect(menuButton).toBeHidden();
  }

  const institucional = page.getByRole('button', { name: 'Institucional' });
  await tabAte(page, institucional);
  await page.keyboard.press('Enter');
  await expect(institucional).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator('[aria-labelledby="menu-institucional"]');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(menu.locator('.dropdown-item').nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.locator('.dropdown-item').nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.locator('.dropdown-item').nth(0)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(institucional).toHaveAttribute('aria-expanded', 'false');
  await expect(institucional).toBeFocused();
  await expect(menu).toBeHidden();

  const conheca = page.getByRole('button', { name: 'Conheça-nos' });
  await tabAte(page, conheca);
  await page.keyboard.press('Space');
  await expect(conheca).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[aria-labelledby="menu-conheanos"] .dropdown-item').nth(0)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(conheca).toBeFocused();

  // The rest of the menu, in order, one Tab each (a closed dropdown's entries are skipped).
  for (const [papel, nome] of [
    ['button', 'Transparencia'],
    ['link', 'Notícias'],
    ['link', 'Agenda'],
    ['link', 'Fórum (abre em nova aba)'],
    ['link', 'Logística (abre em nova aba)'],
    ['link', 'Contato (abre em nova aba)'],
  ] as const) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole(papel, { name: nome, exact: true })).toBeFocused();
  }

  if (mobile) {
    // Escape closes the open menu and gives focus back to its button; then the search icon,
    // just before it, opens the 'Pesquisa Manual' dialog with focus in its field.
    await page.keyboard.press('Escape');
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuPrincipal).toBeHidden();
    const icon = page.getByRole('button', { name: 'Abrir pesquisa' });
    await page.keyboard.press('Shift+Tab');
    await expect(icon).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Pesquisa Manual' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('O que você procura?')).toBeFocused();
    await page.keyboard.type('ab');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('A pesquisa deve conter mais de 3 caracteres');
    // Tab stays inside the dialog while it is open (react-bootstrap pulls a focus that left it
    // back on the next tick, hence the poll).
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      await expect
        .poll(() => page.evaluate(() => !!document.activeElement?.closest('.modal') || document.activeElement === document.body))
        .toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(icon).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menuButton).toBeFocused();
  } else {
    await tabAte(page, page.locator('#busca'), 3);
    await page.keyboard.type('vacina');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Pesquisar', exact: true })).toBeFocused();
  }

  // The banner's pause control is the next stop; paused, the banner stays put even with focus
  // elsewhere (it also stops while focus is inside it).
  const pause = page.getByRole('button', { name: 'Pausar banner' });
  await page.keyboard.press('Tab');
  await expect(pause).toBeFocused();
  await page.keyboard.press('Enter');
  const replay = page.getByRole('button', { name: 'Reproduzir banner' });
  await expect(replay).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  const stopped = await slideAtivo();
  await page.clock.runFor(12_000);
  expect(await slideAtivo()).toBe(stopped);
  await page.keyboard.press('Tab');
  await expect(replay).toBeFocused();

  // 'Próxima notícia do banner' with Enter changes the slide and keeps focus; the new slide's
  // link is just before the controls.
  const proxima = page.getByRole('button', { name: 'Próxima notícia do banner' });
  await tabAte(page, proxima, 12);
  await page.keyboard.press('Enter');
  await expect.poll(slideAtivo).not.toBe(stopped);
  await expect(proxima).toBeFocused();
  await page.clock.runFor(1_000);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  const noticia = banner.locator('.carousel-item.active a[href^="/noticia/"]');
  await expect(noticia).toBeFocused();
  const href = await noticia.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href as string);
  // The home is served without React: the link loads a new document, and focus starts at its top.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

test('banner: the arrow keys on a slide’s link change the slide and focus follows to the new link', async ({ page }) => {
  await openHydrated(page, '/');
  const link = page.locator('.cosems-banner .carousel-item.active a[href^="/noticia/"]');
  const before = await link.getAttribute('href');
  await link.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => link.getAttribute('href')).not.toBe(before);
  await expect(link).toBeFocused();
});

test('mobile menu: an entry opening a new tab leaves focus on the menu button, not lost', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'mobile', 'the collapsed menu exists below md only');
  // The new tab would load another site: answer it locally.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.fulfill({ body: 'ok' }));
  await openHydrated(page, '/');
  const menuButton = page.getByRole('button', { name: 'Abrir menu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const comissoes = page.getByRole('link', { name: 'Comissões (abre em nova aba)' });
  await tabAte(page, comissoes, 4);
  const newTab = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  await (await newTab).close();
  await expect(page.locator('#menu-principal')).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});

test.describe('every Tab stop', () => {
  for (const altoContraste of [false, true]) {
    test(`is reached, has the focus ring and is on screen (${altoContraste ? 'alto contraste' : 'tema normal'})`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      if (altoContraste) {
        await context.addCookies([{ name: 'cosems-contraste', value: 'alto', domain: new URL(baseURL as string).hostname, path: '/' }]);
      }
      // Instant scrolling, so a stop is on screen as soon as it has focus.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const routePath of ['/', '/noticia/1', '/CosemsRegional/1', '/institucional']) {
        await openHydrated(page, routePath);
        const problems: string[] = [];
        let paradas = 0;
        for (; paradas < 300; paradas++) {
          await page.keyboard.press('Tab');
          const parada = await page.evaluate(() => {
            const el = document.activeElement as HTMLElement | null;
            if (!el || el === document.body) return null;
            if (el.dataset.visitado) return { repetida: true, problema: '' };
            el.dataset.visitado = '1';
            const s = getComputedStyle(el);
            const r = el.getBoundingClientRect();
            const nome = `${el.tagName.toLowerCase()} “${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}”`;
            const falta = [
              r.width > 0 && r.height > 0 && s.visibility !== 'hidden' ? '' : 'invisível',
              s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) >= 2
                ? ''
                : `sem contorno (${s.outlineStyle} ${s.outlineWidth})`,
              r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth ? '' : 'fora da tela',
            ].filter(Boolean);
            return { repetida: false, problema: falta.length ? `${nome}: ${falta.join(', ')}` : '' };
          });
          if (!parada || parada.repetida) break;
          if (parada.problema) problems.push(parada.problema);
        }
        expect(paradas, `${routePath}: o Tab não volta ao início (armadilha?)`).toBeLessThan(300);
        // Every visible control was reached by Tab: none skipped, and focus never got lost midway.
        const naoAlcancados = await page.evaluate(() =>
          [
            ...document.querySelectorAll<HTMLElement>(
              'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
            ),
          ]
            .filter((el) => !el.dataset.visitado && el.checkVisibility({ visibilityProperty: true }) && !el.closest('[inert]'))
            .map((el) => `${el.tagName.toLowerCase()} “${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}”`),
        );
        expect(naoAlcancados, `${routePath}: controles visíveis que o Tab não alcança`).toEqual([]);
        expect(problems, `${routePath}: paradas do Tab`).toEqual([]);
        expect(paradas, routePath).toBeGreaterThan(20);
      }
    });
  }
});

test('the focus outline is strong and visible in both themes', async ({ page }) => {
  await openHydrated(page, '/');
  await page.keyboard.press('Tab');
  const outline = () =>
    page.evaluate(() => {
      const s = getComputedStyle(document.activeElement as Element);
      return { estilo: s.outlineStyle, largura: Number.parseFloat(s.outlineWidth) };
    });
  expect(await outline()).toEqual({ estilo: 'solid', largura: 3 });
  await page.getByRole('button', { name: 'Alto contraste' }).click();
  await page.getByRole('button', { name: 'Alto contraste' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await outline()).toEqual({ estilo: 'solid', largura: 3 });
});
