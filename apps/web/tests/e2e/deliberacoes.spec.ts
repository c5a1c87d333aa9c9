/**
 * The CIB-SUS/MG's deliberations (issue 30), in Chromium against the built server on its own
 * DATA_DIR (demo content; an editor and an autor created by the compiled CLI): a visitor without
 * JavaScript finds a deliberation by a word of its summary typed without accents, narrows by year
 * and theme with the GET form, and opens it; an editor creates one with a PDF and /deliberacoes
 * shows it within a second; an autor is offered only "Rascunho"; axe at 1280 and 360 px on the
 * public list, a deliberation's page and the back office's form.
 */
import { makePdf } from '@cosems/test-support/pdf';
import { expect, test } from '@playwright/test';
import { abrirSiteComContas, type SiteComContas } from './admin-site';
import { semViolacoes } from './axe';

let s: SiteComContas;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  s = await abrirSiteComContas(['editor', 'autor'], 'deliberacoes');
});
test.afterAll(async () => s?.parar());

test('a visitor without JavaScript finds one by a summary word without accents, filters by year and theme, opens it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${s.site.url}/`);
  await page.getByRole('link', { name: 'Deliberações da CIB' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deliberações da CIB-SUS/MG' })).toBeVisible();
  await expect(page.getByText('24 deliberações, das mais recentes às mais antigas.')).toBeVisible();

  await page.getByLabel('Buscar na ementa, no número ou na nota').fill('vacinacao');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\/deliberacoes\?q=vacinacao&ano=&tema=$/);
  const nomes = page.locator('.cosems-deliberacao h2');
  await expect(nomes).toHaveText(['Deliberação CIB-SUS/MG nº 5.079/2026', 'Deliberação CIB-SUS/MG nº 4.434/2025']);

  await page.getByLabel('Ano', { exact: true }).selectOption('2025');
  await page.getByLabel('Tema', { exact: true }).selectOption({ label: 'Vigilância em Saúde' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\?q=vacinacao&ano=2025&tema=vigilancia$/);
  await expect(nomes).toHaveText(['Deliberação CIB-SUS/MG nº 4.434/2025']);
  await expect(page.getByText('1 deliberação encontrada para “vacinacao”, de 2025, no tema Vigilância em Saúde')).toBeVisible();

  // Year and theme without the search: the GET form alone.
  await page.goto(`${s.site.url}/deliberacoes?tema=saude-mental`);
  await expect(nomes).toHaveText(['Deliberação CIB-SUS/MG nº 5.162/2026', 'Deliberação CIB-SUS/MG nº 4.489/2025']);

  await page.goto(`${s.site.url}/deliberacoes?q=vacinacao&ano=2025`);
  await page.getByRole('link', { name: 'Deliberação CIB-SUS/MG nº 4.434/2025', exact: true }).click();
  await expect(page).toHaveURL(/\/deliberacoes\/3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deliberação CIB-SUS/MG nº 4.434/2025' })).toBeVisible();
  await expect(page.getByText('Aprova a estratégia estadual de vacinação contra a influenza de 2025')).toBeVisible();
  const pdf = page.getByRole('link', { name: 'Baixar o PDF da Deliberação CIB-SUS/MG nº 4.434/2025' });
  const resposta = await page.request.get((await pdf.getAttribute('href')) ?? '');
  expect(resposta.status()).toBe(200);
  expect(resposta.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByRole('heading', { level: 2, name: 'Notícias relacionadas' })).toBeVisible();
  await context.close();
});

test('axe at 1280 and 360 px: the list, a deliberation with its note, the search page with its section', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  for (const url of ['/deliberacoes', '/deliberacoes?q=vacinacao&ano=2025', '/deliberacoes/1', '/deliberacoes/2', '/pesquisa/vacinacao']) {
    await page.goto(`${s.site.url}${url}`);
    await semViolacoes(page);
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Deliberações da CIB-SUS/MG' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver as 2 deliberações encontradas' })).toHaveAttribute('href', '/deliberacoes?q=vacinacao');
  await context.close();
});

test('an editor creates one with a PDF: it is on /deliberacoes within a second; an autor may only draft', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await s.pagina(browser, 'editor');
  await page.goto(`${s.site.url}/admin`);
  await page.getByRole('navigation', { name: 'Seções' }).getByRole('link', { name: 'Deliberações da CIB-SUS/MG' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deliberações da CIB-SUS/MG' })).toBeVisible();
  await semViolacoes(page);
  await page.getByRole('link', { name: 'Nova deliberação' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova deliberação' })).toBeVisible();
  await semViolacoes(page);

  // Nothing filled: the summary names the number's problem and links to its field.
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível salvar.' })).toContainText('Informe o número da deliberação');
  await expect(page.getByLabel('Número', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Número', { exact: true }).fill('5.555');
  await page.getByLabel('Ano', { exact: true }).fill('2026');
  await page.getByLabel('Data', { exact: true }).fill('2026-11-20');
  await page
    .getByLabel('Ementa', { exact: true })
    .fill('Aprova o incentivo estadual ao telemonitoramento de gestantes de alto risco nas regiões de saúde.');
  await page.getByLabel('Atenção Primária').check();
  await page.getByLabel('Financiamento').check();
  await page.getByLabel('PDF enviado aqui').check();
  await page
    .getByLabel('Arquivo PDF', { exact: true })
    .setInputFiles({ name: 'deliberacao-5555.pdf', mimeType: 'application/pdf', buffer: await makePdf(1) });
  await page.getByLabel('Publicada (aparece no site e na API)').check();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/admin\/deliberacoes\?salvo=\d+/);
  await expect(page.getByText('Deliberação salva.')).toBeVisible();
  const salvaEm = Date.now();
  await expect
    .poll(async () => (await s.publico('/deliberacoes?q=telemonitoramento')).includes('Deliberação CIB-SUS/MG nº 5.555/2026'), {
      timeout: 1000,
      intervals: [50],
    })
    .toBe(true);
  expect(Date.now() - salvaEm).toBeLessThan(1500);
  const lista = await s.publico('/deliberacoes');
  expect(lista.indexOf('nº 5.555/2026')).toBeGreaterThan(-1);
  expect(lista.indexOf('nº 5.555/2026')).toBeLessThan(lista.indexOf('nº 5.425/2026'));
  expect(lista).toMatch(
    /href="[^"]*\/arquivo\/[^"]+\.pdf"[^>]*>Baixar o PDF<span class="visually-hidden"> da Deliberação CIB-SUS\/MG nº 5\.555\/2026/,
  );
  await context.close();

  const autor = await s.pagina(browser, 'autor');
  await autor.page.goto(`${s.site.url}/admin/deliberacoes/nova`);
  await expect(autor.page.getByLabel('Rascunho (não aparece no site)')).toBeChecked();
  await expect(autor.page.getByLabel('Publicada (aparece no site e na API)')).toHaveCount(0);
  await expect(autor.page.getByText('Um editor publica o seu rascunho.')).toBeVisible();
  await autor.context.close();
});
