/** Search: the mobile dialog, the navbar search, the results page, and the form without JavaScript. */
import type { NoticiaResumo } from '@cosems/contracts';
import { abrirHidratado, apiJson, expect, test, verificarLayout } from './site-fixtures';

test('mobile: the dialog alerts on a too-short text and searches a longer one', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'the search icon shows below md');
  await abrirHidratado(page, '/');
  await expect(page.getByRole('searchbox', { name: 'Pesquisar no site' })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir pesquisa' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Pesquisa Manual' });
  await expect(dialogo).toBeVisible();
  await dialogo.getByLabel('O que você procura?').fill('ab');
  await dialogo.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(dialogo.getByRole('alert')).toHaveText('A pesquisa deve conter mais de 3 caracteres');
  await expect(page).toHaveURL('/');
  await dialogo.getByLabel('O que você procura?').fill('sus');
  await dialogo.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page).toHaveURL('/pesquisa/sus');
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Busca realizada: sus')).toBeVisible();
  await verificarLayout(page, 'pesquisa', info);
});

test('desktop: the navbar search acts only on more than 3 characters', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'desktop', 'the inline search shows from md up');
  const noticias = await apiJson<NoticiaResumo[]>(request, '/api/noticia/name/vacina');
  await abrirHidratado(page, '/');
  const campo = page.getByRole('searchbox', { name: 'Pesquisar no site' });
  await campo.fill('sus');
  await campo.press('Enter');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL('/');
  await campo.fill('vacina');
  await campo.press('Enter');
  await expect(page).toHaveURL('/pesquisa/vacina');
  await expect(page.getByRole('heading', { name: 'Notícias' })).toBeVisible();
  await expect(page.locator('.cosems-busca-resultado')).toHaveCount(noticias.length);
  await expect(page.locator('.cosems-busca-resultado').first().getByRole('heading')).toHaveText((noticias[0] as NoticiaResumo).title);
  await verificarLayout(page, 'pesquisa', info);
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
  const noticias = await apiJson<NoticiaResumo[]>(request, '/api/noticia/name/vacina');
  const html = await (await request.get('/pesquisa/vacina')).text();
  for (const n of noticias) expect(html).toContain(`href="/noticia/${n.id}"`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the navbar search form reaches the results page', async ({ page }, info) => {
    await page.goto('/');
    const campo = page.getByRole('searchbox', { name: 'Pesquisar no site' });
    await expect(campo).toBeVisible();
    await campo.fill('vacina');
    await campo.press('Enter');
    await expect(page).toHaveURL('/pesquisa/vacina');
    await expect(page.getByText('Busca realizada: vacina')).toBeVisible();
    if (info.project.name === 'mobile') await expect(page.getByRole('link', { name: 'Notícias', exact: true })).toBeVisible();
  });
});
