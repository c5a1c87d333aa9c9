/**
 * The accessibility bar (eMAG) and keyboard use: Alt+1…Alt+4, high contrast and text size that
 * persist with no flash, focus after client navigation, and the site walked by keyboard alone.
 */
import type { Page } from '@playwright/test';
import { abrirHidratado, expect, test } from './site-fixtures';

/** Presses Tab until `alvo` has focus (at most `max` times). */
async function tabAte(page: Page, alvo: import('@playwright/test').Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await alvo.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(alvo).toBeFocused();
}

const focado = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName.toLowerCase(), id: el?.id, classe: el?.className?.toString() ?? '' };
  });

test('the bar shows the shortcuts, contrast, A+ / A- and the link to /acessibilidade', async ({ page }) => {
  await abrirHidratado(page, '/');
  const barra = page.getByRole('navigation', { name: 'Acessibilidade' });
  for (const [n, texto] of [
    [1, 'Ir para o conteúdo'],
    [2, 'Ir para o menu'],
    [3, 'Ir para a busca'],
    [4, 'Ir para o rodapé'],
  ] as const) {
    await expect(barra.getByRole('link', { name: `${texto} (atalho Alt+${n})` })).toHaveText(`${texto} [${n}] (atalho Alt+${n})`);
  }
  await expect(barra.getByRole('button', { name: 'Alto contraste' })).toHaveAttribute('aria-pressed', 'false');
  await expect(barra.getByRole('button', { name: /A\+/ })).toBeVisible();
  await expect(barra.getByRole('button', { name: /A-/ })).toBeVisible();
  await barra.getByRole('link', { name: 'Acessibilidade' }).click();
  await expect(page).toHaveURL('/acessibilidade');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acessibilidade');
  await expect(page.locator('.breadcrumb')).toContainText('Acessibilidade');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('Alt+1…Alt+4 (and Alt+Shift) move focus to content, menu, search and footer', async ({ page }, info) => {
  await abrirHidratado(page, '/lista-noticias');
  await page.keyboard.press('Alt+1');
  expect(await focado(page)).toMatchObject({ tag: 'main', id: 'conteudo' });
  await page.keyboard.press('Alt+2');
  expect(await focado(page)).toMatchObject({ tag: 'nav', id: 'menu' });
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
  expect(await focado(page)).toMatchObject({ tag: 'footer', id: 'rodape' });
  await page.keyboard.press('Alt+Shift+Digit1');
  expect(await focado(page)).toMatchObject({ id: 'conteudo' });
  await page.keyboard.press('Alt+Shift+Digit4');
  expect(await focado(page)).toMatchObject({ id: 'rodape' });
  // The bar's links go to the same places.
  await page.getByRole('link', { name: /Ir para o menu/ }).focus();
  await page.keyboard.press('Enter');
  expect(await focado(page)).toMatchObject({ id: 'menu' });
});

test('high contrast and text size persist after reload and on another page, with no flash', async ({ page }) => {
  await abrirHidratado(page, '/');
  const html = page.locator('html');
  await page.getByRole('button', { name: 'Alto contraste' }).click();
  await expect(html).toHaveClass(/alto-contraste/);
  await expect(page.getByRole('button', { name: 'Alto contraste' })).toHaveAttribute('aria-pressed', 'true');
  const corFundo = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(corFundo).toBe('rgb(0, 0, 0)');

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
    const resposta = await route.fetch();
    const texto = await resposta.text();
    const cabeca = texto.slice(0, texto.indexOf('<body'));
    expect(cabeca).toContain('cosems-contraste');
    await route.fulfill({
      response: resposta,
      body: texto.replace(
        '</head>',
        '<script>window.__antesDoCorpo=[document.documentElement.className,document.documentElement.getAttribute("data-fonte"),!!document.body]</script></head>',
      ),
    });
  });
  await abrirHidratado(page, '/equipe');
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
  await abrirHidratado(page, '/diretoria');
  await expect(html).not.toHaveClass(/alto-contraste/);
  await expect(html).not.toHaveAttribute('data-fonte', /./);
});

test('focus goes to the new page’s h1 after client navigation, not on first load', async ({ page }, info) => {
  await abrirHidratado(page, '/');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  if (info.project.name === 'mobile') await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('link', { name: 'Notícias', exact: true }).click();
  await expect(page).toHaveURL('/lista-noticias');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('keyboard only: menu, dropdown with Enter/Space and arrows, search, banner pause, a news link', async ({ page }, info) => {
  test.skip(info.project.name === 'mobile', 'the desktop bar; on phones the menu is behind the toggler');
  await abrirHidratado(page, '/');
  // The first Tab lands on the bar's first shortcut.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /Ir para o conteúdo/ })).toBeFocused();

  const institucional = page.getByRole('button', { name: 'Institucional' });
  await tabAte(page, institucional);
  await page.keyboard.press('Enter');
  await expect(institucional).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator('[aria-labelledby="menu-institucional"]');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(menu.locator('.dropdown-item:focus')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(menu.locator('.dropdown-item:focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(institucional).toHaveAttribute('aria-expanded', 'false');
  await expect(institucional).toBeFocused();

  const conheca = page.getByRole('button', { name: 'Conheça-nos' });
  await tabAte(page, conheca);
  await page.keyboard.press('Space');
  await expect(conheca).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[aria-labelledby="menu-conheanos"] .dropdown-item:focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(conheca).toBeFocused();

  await tabAte(page, page.locator('#busca'));
  const pausar = page.getByRole('button', { name: 'Pausar banner' });
  await tabAte(page, pausar);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Reproduzir banner' })).toBeFocused();

  const noticia = page.locator('.cosems-banner .carousel-item.active a[href^="/noticia/"]');
  await tabAte(page, noticia);
  const href = await noticia.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href as string);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('the focus outline is strong and visible in both themes', async ({ page }) => {
  await abrirHidratado(page, '/');
  await page.keyboard.press('Tab');
  const contorno = () =>
    page.evaluate(() => {
      const s = getComputedStyle(document.activeElement as Element);
      return { estilo: s.outlineStyle, largura: Number.parseFloat(s.outlineWidth) };
    });
  expect(await contorno()).toEqual({ estilo: 'solid', largura: 3 });
  await page.getByRole('button', { name: 'Alto contraste' }).click();
  await page.getByRole('button', { name: 'Alto contraste' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await contorno()).toEqual({ estilo: 'solid', largura: 3 });
});
