/**
 * Institutional pages (docs/produto.md §2): /equipe, /diretoria, /missao-valores, /institucional, /presidentes.
 * Each runs at desktop (1280 px) and mobile (360 px); an unexpected console error, a page error or
 * a request to another host fails the test.
 */
import type { Page, TestInfo } from '@playwright/test';
import { openHydrated, expect, test, checkLayout as verificarLayoutDoSite } from './site-fixtures';

/** One h1 on the page, no horizontal overflow, then the full-page screenshot. */
async function verificarLayout(page: Page, nome: string, info: TestInfo) {
  await expect(page.locator('h1')).toHaveCount(1);
  await verificarLayoutDoSite(page, nome, info);
}

test.describe('/equipe', () => {
  test('shows the groups: accordions, single blocks, names and e-mails', async ({ page }, info) => {
    await page.goto('/equipe');
    await expect(page.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(trail.getByText('Equipe')).toBeVisible();

    // Several members: an accordion headed by the formatted group name, open.
    const tecnica = page.getByRole('button', { name: 'Assessoria Técnica' });
    await expect(tecnica).toBeVisible();
    await expect(page.getByText('Fábio Araújo')).toBeVisible();
    await expect(page.getByText('Regina Pinto Freitas')).toBeVisible();
    await expect(page.getByRole('link', { name: 'fabio.araujo@cosemsmg.exemplo.org.br' })).toHaveAttribute(
      'href',
      'mailto:fabio.araujo@cosemsmg.exemplo.org.br',
    );
    // One member: a header and one block, no accordion.
    await expect(page.getByRole('heading', { level: 2, name: 'Assessoria Jurídica' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Assessoria Jurídica' })).toHaveCount(0);
    await expect(page.getByText('Fernando Alves')).toBeVisible();
    // Empty group omitted; '' and fillers ('nao possui', '-') show 'Não informado'.
    await expect(page.getByText('Ouvidoria')).toHaveCount(0);
    await expect(page.locator('main').getByText('Não informado', { exact: true })).toHaveCount(3);
    await verificarLayout(page, 'equipe', info);
  });

  test('an accordion collapses and opens again', async ({ page }) => {
    await openHydrated(page, '/equipe');
    const button = page.getByRole('button', { name: 'Assessoria Técnica' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Fábio Araújo')).toBeHidden();
    await button.click();
    await expect(page.getByText('Fábio Araújo')).toBeVisible();
  });
});

test.describe('/diretoria', () => {
  test('shows positions, SMS lines and the vacant position', async ({ page }, info) => {
    await page.goto('/diretoria');
    await expect(page.getByRole('heading', { level: 1, name: 'Diretoria' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Trilha de navegação' }).getByText('Diretoria')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Primeiro Vice-Presidente' })).toBeVisible();
    await expect(page.getByText('Eduardo Lima Mendes')).toBeVisible();
    await expect(page.getByText('SMS DE Divinópolis')).toBeVisible();
    await expect(page.getByText('Bruno Martins Gonçalves')).toBeVisible();
    // Rodrigo Fernandes has an empty sms: no 'SMS DE' line under his name.
    const rodrigo = page.getByText('Rodrigo Fernandes');
    await expect(rodrigo).toBeVisible();
    await expect(page.locator('.card', { has: rodrigo }).getByText(/SMS DE/)).toHaveCount(0);
    // Several members: accordion. Empty position: one 'Vaga não preenchida'.
    await expect(page.getByRole('button', { name: 'Conselho Fiscal', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Suplentes Conselho Fiscal' })).toBeVisible();
    await expect(page.getByText('Vaga não preenchida')).toHaveCount(1);
    await verificarLayout(page, 'diretoria', info);
  });
});

test.describe('/missao-valores', () => {
  test('shows the four texts under the institutional breadcrumb', async ({ page }, info) => {
    await page.goto('/missao-valores');
    await expect(page.getByRole('heading', { level: 1, name: 'Missão, Visão e Valores' })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Institucional', 'Missão, Visão e Valores']);
    for (const titulo of ['Missão', 'Visão', 'Valores', 'Negócio']) {
      await expect(page.getByRole('heading', { level: 2, name: titulo, exact: true })).toBeVisible();
    }
    await expect(page.getByText(/autonomia dos municípios/)).toBeVisible();
    await expect(page.getByText(/Transparência, ética, compromisso, qualidade, cooperação, dedicação e respeito/)).toBeVisible();
    await verificarLayout(page, 'missao-valores', info);
  });
});

test.describe('/institucional', () => {
  test('shows the narrative, ten open accordion items and the statute download', async ({ page, request }, info) => {
    await page.goto('/institucional');
    await expect(page.getByRole('heading', { level: 1, name: 'Institucional' })).toBeVisible();
    await expect(page.locator('main').getByText(/fundada em abril de 1991/)).toBeVisible();
    const items = page.locator('.accordion-item');
    await expect(items).toHaveCount(10);
    await expect(page.locator('.accordion-collapse.show')).toHaveCount(10);
    await expect(page.getByText(/Resolução nº 637, de 25 de junho de 1993/)).toBeVisible();
    await expect(page.getByText(/Portaria nº 1.180, de 22 de julho de 1991/)).toBeVisible();
    await expect(page.getByText(/São 28 conselhos regionais/)).toBeVisible();
    const download = page.getByRole('link', { name: 'Download Estatuto PDF' });
    await expect(download).toHaveAttribute('href', '/arquivo/estatuto.pdf');
    const pdf = await request.get('/arquivo/estatuto.pdf');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await verificarLayout(page, 'institucional', info);
  });

  test('items stay open: opening one does not close the others', async ({ page }) => {
    await openHydrated(page, '/institucional');
    const first = page.getByRole('button', { name: 'Assembleia Geral' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.accordion-collapse.show')).toHaveCount(9);
    await first.click();
    await expect(page.locator('.accordion-collapse.show')).toHaveCount(10);
  });
});

test.describe('/presidentes', () => {
  test('shows the 15 portraits, with name and period as alternative text', async ({ page }, info) => {
    await page.goto('/presidentes');
    await expect(page.getByRole('heading', { level: 1, name: 'Galeria dos Presidentes' })).toBeVisible();
    const retratos = page.locator('main img');
    await expect(retratos).toHaveCount(15);
    await expect(retratos.first()).toHaveAttribute('alt', 'Júlio Vieira, presidente de 1991-1993');
    await expect(retratos.last()).toHaveAttribute('alt', 'Gabriela Moreira Ferreira, presidente de 2015-2017');
    for (const img of await retratos.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    await verificarLayout(page, 'presidentes', info);
  });
});

test.describe('server HTML (no browser)', () => {
  test('already holds the main content', async ({ request }) => {
    const equipe = await (await request.get('/equipe')).text();
    expect(equipe).toContain('Fábio Araújo');
    expect(equipe).toContain('Assessoria Técnica');
    expect(equipe).toContain('Não informado');
    const diretoria = await (await request.get('/diretoria')).text();
    expect(diretoria).toContain('Primeiro Vice-Presidente');
    expect(diretoria).toContain('SMS DE Divinópolis');
    expect(diretoria).toContain('Vaga não preenchida');
    const missao = await (await request.get('/missao-valores')).text();
    expect(missao).toContain('Negócio');
    const institucional = await (await request.get('/institucional')).text();
    expect(institucional).toContain('Download Estatuto PDF');
    expect(institucional.match(/class="accordion-item"/g)).toHaveLength(10);
    const presidentes = await (await request.get('/presidentes')).text();
    expect(presidentes).toContain('alt="Júlio Vieira, presidente de 1991-1993"');
  });
});
