/** The layout every page shares: header (navbar, dropdowns, search), footer, demo notice. */
import type { SiteInfo } from '@cosems/contracts';
import { openHydrated, apiJson, expect, scrollThrough, test } from './site-fixtures';

// docs/produto.md's menus written out again on purpose, not imported from app/lib/site-map.ts: this is
// what a visitor must see, and a list taken from the code under test could not fail.
const MENUS: [string, string[]][] = [
  [
    'Institucional',
    [
      'Missão, Visão e Valores',
      'Institucional',
      'Comissões',
      'Resolução Estadual',
      'Portarias Federais',
      'Portarias Internas',
      'Espaço juridico',
      'Deliberações da CIB',
      'Novo Forum',
    ],
  ],
  ['Conheça-nos', ['Diretoria', 'Equipe', 'COSEMS Regionais', 'Galeria dos Presidentes', 'Apoiadores Regionais']],
  ['Transparencia', ['Transparência Cosems', 'Tabela do CONASEMS', 'Transparência MG']],
];
const INTERNOS: Record<string, string> = {
  'Missão, Visão e Valores': '/missao-valores',
  Institucional: '/institucional',
  'Espaço juridico': '/juridico',
  'Deliberações da CIB': '/deliberacoes',
  Diretoria: '/diretoria',
  Equipe: '/equipe',
  'COSEMS Regionais': '/secretarios',
  'Galeria dos Presidentes': '/presidentes',
  'Apoiadores Regionais': '/apoiadores',
};

test('the navbar has the logo, the three dropdowns with the documented entries and Notícias', async ({ page }, info) => {
  await openHydrated(page, '/');
  const logo = page.locator('header .navbar-brand img');
  await expect(logo).toHaveAttribute('src', /\/image\/logo\//);
  const box = await logo.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(200);
  expect(Math.round(box?.height ?? 0)).toBe(80);
  await expect(page.locator('header .navbar-brand')).toHaveAttribute('href', '/');
  if (info.project.name === 'mobile') {
    await expect(page.getByRole('button', { name: 'Institucional' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
  }
  for (const [menu, entradas] of MENUS) {
    await page.getByRole('button', { name: menu }).click();
    const list = page.locator(`[aria-labelledby="${await page.getByRole('button', { name: menu }).getAttribute('id')}"]`);
    const items = list.locator('a.dropdown-item');
    await expect(items).toHaveCount(entradas.length);
    for (const [i, nome] of entradas.entries()) {
      const item = items.nth(i);
      const interno = INTERNOS[nome];
      if (interno) {
        await expect(item).toHaveText(nome);
        await expect(item).toHaveAttribute('href', interno);
        await expect(item).not.toHaveAttribute('target', '_blank');
      } else {
        await expect(item).toHaveText(`${nome} (abre em nova aba)`);
        await expect(item).toHaveAttribute('target', '_blank');
        await expect(item).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
    await page.keyboard.press('Escape');
  }
  await expect(page.getByRole('link', { name: 'Notícias', exact: true })).toHaveAttribute('href', '/lista-noticias');
  for (const nome of ['Fórum', 'Logística', 'Contato']) {
    await expect(page.locator('header').getByRole('link', { name: `${nome} (abre em nova aba)` })).toHaveAttribute('target', '_blank');
  }
});

test('the navbar menu collapses below md and opens with the toggler', async ({ page }, info) => {
  await openHydrated(page, '/');
  const noticias = page.getByRole('link', { name: 'Notícias', exact: true });
  if (info.project.name === 'mobile') {
    await expect(noticias).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(noticias).toBeVisible();
    await noticias.click();
    await expect(page).toHaveURL('/lista-noticias');
    await expect(noticias).toBeHidden();
  } else {
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
    await expect(noticias).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Pesquisar no site' })).toBeVisible();
  }
});

test('the footer shows address, hours, phones, e-mail, about text, social links and credit', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.locator('address')).not.toBeEmpty();
  await expect(footer.getByText('Segunda a quinta: 09:00-12:30 e 14:00-18:00')).toBeVisible();
  await expect(footer.getByText('Sexta: 09:00-12:30 e 14:00-17:00')).toBeVisible();
  await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Sobre nós' })).toBeVisible();
  for (const rede of ['Instagram', 'YouTube', 'LinkedIn', 'Flickr']) {
    await expect(footer.getByRole('link', { name: `${rede} (abre em nova aba)` })).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(footer.locator('.cosems-rodape-orgaos img').first()).toBeVisible();
  await expect(footer.getByText(/Desenvolvido por/)).toBeVisible();
});

test('a visible notice while the content is the demo bundle', async ({ page, request }) => {
  const site = await apiJson<SiteInfo>(request, '/api/site');
  await page.goto('/');
  // Inside a landmark of its own, like everything on the page (axe "region", Lighthouse).
  if (site.demonstracao)
    await expect(page.getByRole('region', { name: 'Aviso de demonstração' })).toContainText('Conteúdo de demonstração');
  else await expect(page.getByText('Conteúdo de demonstração')).toHaveCount(0);
});

test('every external link opens a new tab, with rel and a screen-reader note', async ({ page }) => {
  await page.goto('/');
  const externos = page.locator('a[href^="http"]');
  const n = await externos.count();
  expect(n).toBeGreaterThan(10);
  for (let i = 0; i < n; i++) {
    const a = externos.nth(i);
    await expect(a).toHaveAttribute('target', '_blank');
    await expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(a.locator('.visually-hidden')).toHaveText(/\(abre em nova aba\)/);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('pages are readable and the menus are reachable', async ({ page }) => {
    await page.goto('/lista-noticias');
    await expect(page.locator('article.cosems-card')).toHaveCount(12);
    await expect(page.getByRole('link', { name: 'Equipe', exact: true })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Links Úteis' })).toBeVisible();
    await expect(page.locator('.cosems-galeria-item').first()).toBeVisible();
    // The home's controls that only a script can work are not offered; the first banner news is.
    await expect(page.locator('.cosems-banner .carousel-item.active h2 a')).toBeVisible();
    for (const nome of ['Pausar banner', 'Próxima notícia do banner', 'Notícia anterior do banner', 'Pausar carrossel']) {
      await expect(page.getByRole('button', { name: nome })).toBeHidden();
    }
    await expect(page.locator('.cosems-parceiros-viewport')).toHaveCSS('overflow-x', 'auto');
  });
});

test('nothing overflows horizontally at 768 px (tablet) on the public-site routes', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'one run at 768 px is enough');
  await page.setViewportSize({ width: 768, height: 1000 });
  for (const url of ['/', '/lista-noticias', '/lista-noticias?page=2', '/noticia/1', '/pesquisa/vacina', '/pesquisa/equipe']) {
    await openHydrated(page, url);
    await scrollThrough(page);
    const { total, visivel } = await page.evaluate(() => ({
      total: document.documentElement.scrollWidth,
      visivel: document.documentElement.clientWidth,
    }));
    expect(total, `rolagem horizontal em ${url}`).toBeLessThanOrEqual(visivel);
  }
});
