/**
 * Statute viewer (docs/produto.md §2, §4, §8): react-pdf in the browser, its worker served by the site.
 * Desktop (1280 px) and mobile (360 px); an unexpected console error, a page error or a request
 * to another host fails the test.
 */
import type { Page, TestInfo } from '@playwright/test';
import { openHydrated, expect, test, checkLayout as verificarLayoutDoSite } from './site-fixtures';

/** One h1 on the page, no horizontal overflow, then the full-page screenshot. */
async function verificarLayout(page: Page, nome: string, info: TestInfo) {
  await expect(page.locator('h1')).toHaveCount(1);
  await verificarLayoutDoSite(page, nome, info);
}

async function open(page: Page) {
  await openHydrated(page, '/estatuto');
  await expect(page.getByRole('heading', { level: 1, name: 'Estatuto' })).toBeVisible();
  await expect(page.locator('.react-pdf__Page canvas')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Página 1 de 10', { exact: true })).toBeVisible();
}

test('renders page 1 at most 800 px wide, with its own worker', async ({ page, baseURL }, info) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await open(page);
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/arquivo/estatuto.pdf');
  const box = await page.locator('.react-pdf__Page canvas').boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(200);
  expect(box?.width ?? 0).toBeLessThanOrEqual(info.project.name === 'mobile' ? 360 : 800);
  expect(Math.round(box?.width ?? 0)).toBe(info.project.name === 'mobile' ? Math.round(box?.width ?? 0) : 800);
  await expect(page.locator('.react-pdf__Page__textContent')).toContainText('CAPÍTULO I');
  const worker = requests.find((u) => /pdf\.worker.*\.mjs/.test(u));
  expect(worker, 'worker do pdf.js').toBeDefined();
  expect(worker?.startsWith(baseURL as string)).toBe(true);
  await verificarLayout(page, 'estatuto', info);
});

test('Previous and Next stay within pages 1..10', async ({ page }) => {
  await open(page);
  const previous = page.getByRole('button', { name: 'Anterior' });
  const next = page.getByRole('button', { name: 'Próximo' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByText('Página 2 de 10', { exact: true })).toBeVisible();
  await expect(previous).toBeEnabled();
  await expect(page.locator('.react-pdf__Page')).toHaveAttribute('data-page-number', '2');
  for (let p = 3; p <= 10; p++) {
    await next.click();
    await expect(page.getByText(`Página ${p} de 10`, { exact: true })).toBeVisible();
  }
  await expect(next).toBeDisabled();
  await expect(page.locator('.react-pdf__Page')).toHaveAttribute('data-page-number', '10');
  await previous.click();
  await expect(page.getByText('Página 9 de 10', { exact: true })).toBeVisible();
  await expect(next).toBeEnabled();
});

test('the topics menu jumps to pages (hidden on mobile)', async ({ page }, info) => {
  await open(page);
  const topicos = page.getByRole('navigation', { name: 'Tópicos do estatuto' });
  if (info.project.name === 'mobile') {
    await expect(topicos).toBeHidden();
    return;
  }
  const jumps: [string, number][] = [
    ['Da Assembleia Geral', 3],
    ['Da Diretoria Executiva', 4],
    ['Do Conselho de Representantes Regionais', 6],
    ['Capítulo IV – Dos Conselhos Regionais de Secretarias Municipais de Saúde', 7],
    ['Capítulo V – Das Disposições Gerais e Transitórias', 8],
    ['Capítulo II – Dos Membros', 2],
    ['Capítulo III – Da Organização', 2],
    ['Capítulo I – Da Denominação, Sede, Foro e Finalidades', 1],
  ];
  for (const [titulo, pageNumber] of jumps) {
    await topicos.getByRole('link', { name: titulo }).click();
    await expect(page.getByText(`Página ${pageNumber} de 10`, { exact: true })).toBeVisible();
    await expect(page.locator('.react-pdf__Page')).toHaveAttribute('data-page-number', String(pageNumber));
  }
  await expect(page).toHaveURL(/\/estatuto$/);
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
});

test('server HTML holds the page chrome and a plain link to the PDF', async ({ request }) => {
  const html = await (await request.get('/estatuto')).text();
  expect(html).toContain('Estatuto');
  expect(html).toContain('href="/arquivo/estatuto.pdf"');
  expect(html).toContain('Download PDF');
  expect(html).toContain('Da Diretoria Executiva');
  expect(html).not.toContain('react-pdf__Document');
});
