/** Search: the mobile dialog, the navbar search, the results page, and the form without JavaScript. */
import type { Busca, BuscaResult } from '@cosems/contracts';
import { openHydrated, apiJson, expect, test, checkLayout } from './site-fixtures';

test('mobile: the dialog alerts on a too-short text and searches a longer one', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'the search icon shows below md');
  await openHydrated(page, '/');
  await expect(page.getByRole('searchbox', { name: 'Pesquisar no site' })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir pesquisa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pesquisa Manual' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('O que você procura?').fill('ab');
  await dialog.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A pesquisa deve conter mais de 3 caracteres');
  await expect(page).toHaveURL('/');
  await dialog.getByLabel('O que você procura?').fill('sus');
  await dialog.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page).toHaveURL('/pesquisa/sus');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Busca realizada: sus')).toBeVisible();
  await checkLayout(page, 'pesquisa', info);
});

test('desktop: the navbar search acts only on more than 3 characters', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'desktop', 'the inline search shows from md up');
  const { rows: noticias } = await apiJson<Busca>(request, '/api/busca?q=vacina');
  await openHydrated(page, '/');
  const field = page.getByRole('searchbox', { name: 'Pesquisar no site' });
  await field.fill('sus');
  await field.press('Enter');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL('/');
  await field.fill('vacina');
  await field.press('Enter');
  await expect(page).toHaveURL('/pesquisa/vacina');
  await expect(page.getByRole('heading', { name: 'Notícias' })).toBeVisible();
  await expect(page.locator('.cosems-busca-resultado')).toHaveCount(noticias.length);
  await expect(page.locator('.cosems-busca-resultado').first().getByRole('heading')).toHaveText((noticias[0] as BuscaResult).title);
  await checkLayout(page, 'pesquisa', info);
});

test('results: site pages first as "Navegar para" links', async ({ page }) => {
  await page.goto('/pesquisa/equipe');
  await expect(page.getByRole('link', { name: 'Navegar para Equipe' })).toHaveAttribute('href', '/equipe');
  await page.goto('/pesquisa/DIRE');
  await expect(page.getByRole('link', { name: 'Navegar para Diretoria' })).toBeVisible();
});

test("nothing found: 'Nada encontrado' and 'Busca realizada: {query}'", async ({ page }) => {
  await page.goto('/pesquisa/xyzwvq');
  await expect(page.getByText('Nada encontrado')).toBeVisible();
  await expect(page.getByText('Busca realizada: xyzwvq')).toBeVisible();
});

test('special characters are cleaned from the query', async ({ page }) => {
  await page.goto(`/pesquisa/${encodeURIComponent('vacina<>!')}`);
  await expect(page.getByText('Busca realizada: vacina', { exact: true })).toBeVisible();
});

test('the server HTML of the results already holds the news titles', async ({ request }) => {
  const { rows: noticias } = await apiJson<Busca>(request, '/api/busca?q=vacina');
  expect(noticias.length).toBeGreaterThan(0);
  const html = await (await request.get('/pesquisa/vacina')).text();
  for (const n of noticias) expect(html).toContain(`href="/noticia/${n.id}"`);
});

test("'saude' finds news whose title says 'Saúde', with the words highlighted in the snippet", async ({ page, request }) => {
  const busca = await apiJson<Busca>(request, '/api/busca?q=saude');
  expect(busca.modo).toBe('texto');
  const comSaude = busca.rows.find((n) => n.title.includes('Saúde'));
  expect(comSaude, 'um resultado com “Saúde” no título').toBeTruthy();
  await openHydrated(page, '/pesquisa/saude');
  const cartoes = page.locator('.cosems-busca-resultado');
  await expect(cartoes).toHaveCount(12);
  await expect(cartoes.getByRole('link', { name: (comSaude as BuscaResult).title, exact: true })).toHaveAttribute(
    'href',
    `/noticia/${(comSaude as BuscaResult).id}`,
  );
  await expect(page.getByText(`${busca.count} notícias encontradas`)).toBeVisible();
  // The snippet is HTML: only <mark> elements, holding the word found (any accent or case).
  const trechos = page.locator('.cosems-trecho');
  expect(await trechos.locator('mark').count()).toBeGreaterThan(0);
  expect(await trechos.locator(':not(mark)').count()).toBe(0);
  await expect(trechos.locator('mark').first()).toHaveText(/^sa[uú]de$/i);
});

test('results page 2 through the pagination, and a page past the end shows page 1', async ({ page, request }) => {
  const page2 = await apiJson<Busca>(request, '/api/busca?q=saude&page=2');
  expect(page2.count).toBeGreaterThan(12);
  await openHydrated(page, '/pesquisa/saude');
  const pagination = page.getByRole('navigation', { name: 'Páginas de resultados' });
  await expect(pagination.locator('[aria-current="page"]')).toHaveText('Página 1');
  await pagination.getByRole('link', { name: 'Página 2', exact: true }).click();
  await expect(page).toHaveURL('/pesquisa/saude?page=2');
  await expect(pagination.locator('[aria-current="page"]')).toHaveText('Página 2');
  await expect(page.locator('.cosems-busca-resultado').first().getByRole('heading')).toHaveText((page2.rows[0] as BuscaResult).title);
  await expect(page.locator('.cosems-busca-resultado')).toHaveCount(page2.rows.length);
  await expect(page).toHaveTitle('Pesquisa: saude – página 2 – COSEMS/MG');
  for (const p of ['9999', '999999999999', '0', 'abc']) {
    const res = await page.goto(`/pesquisa/saude?page=${p}`);
    expect(res?.status()).toBe(200);
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('Página 1');
  }
});

test.describe('hostile texts answer normally', () => {
  const texts = [
    `"aspas duplas" e 'simples'`,
    'barra\\invertida\\ saude\\',
    '&|!:*()',
    "saude & | ! : * ( ) <script>alert('x')</script>",
    // Long, but within the server's URL limit (12 288 characters, apps/api plugins/limites.ts).
    `${'saude-'.repeat(300)}fim`,
    'x'.repeat(10_000),
  ];
  for (const [i, text] of texts.entries()) {
    test(`text ${i + 1} (${text.length} characters) on /pesquisa and /lista-noticias`, async ({ page }) => {
      for (const base of ['/pesquisa/', '/lista-noticias/']) {
        const res = await page.goto(`${base}${encodeURIComponent(text)}?page=2`);
        expect(res?.status(), base).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('script:not([src]):not([type])').filter({ hasText: 'alert' })).toHaveCount(0);
        const { total, visivel } = await page.evaluate(() => ({
          total: document.documentElement.scrollWidth,
          visivel: document.documentElement.clientWidth,
        }));
        expect(total, `${base}: rolagem horizontal`).toBeLessThanOrEqual(visivel);
      }
    });
  }
});

test.describe('addresses longer than the server accepts', () => {
  test.use({ expectedErrors: [/status of 414/] });
  test('answer 414 in the error shape, never a server error', async ({ request, page }) => {
    for (const text of [`${'saude '.repeat(2000)}fim`, 'x'.repeat(13_000)]) {
      for (const base of ['/pesquisa/', '/lista-noticias/', '/api/busca?q=']) {
        const res = await request.get(`${base}${encodeURIComponent(text)}`);
        expect(res.status(), base).toBe(414);
        expect(await res.json()).toMatchObject({ statusCode: 414 });
      }
    }
    const res = await page.goto(`/pesquisa/${'x'.repeat(13_000)}`);
    expect(res?.status()).toBe(414);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the navbar search form reaches the results page', async ({ page }, info) => {
    await page.goto('/');
    const field = page.getByRole('searchbox', { name: 'Pesquisar no site' });
    await expect(field).toBeVisible();
    await field.fill('vacina');
    await field.press('Enter');
    await expect(page).toHaveURL('/pesquisa/vacina');
    await expect(page.getByText('Busca realizada: vacina')).toBeVisible();
    if (info.project.name === 'mobile') await expect(page.getByRole('link', { name: 'Notícias', exact: true })).toBeVisible();
  });
});
