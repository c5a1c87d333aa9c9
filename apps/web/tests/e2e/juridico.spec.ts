/**
 * Legal space and publications (docs/produto.md §2): /juridico/{section?}, /publicacoes. Desktop (1280 px)
 * and mobile (360 px); an unexpected console error, a page error or a request to another host fails.
 */
import type { Page, TestInfo } from '@playwright/test';
import { openHydrated, expect, test, checkLayout as verificarLayoutDoSite } from './site-fixtures';

/** One h1 on the page, no horizontal overflow, then the full-page screenshot. */
async function verificarLayout(page: Page, nome: string, info: TestInfo) {
  await expect(page.locator('h1')).toHaveCount(1);
  await verificarLayoutDoSite(page, nome, info);
}

const SECOES = [
  { botao: 'Notas', url: '/juridico/notas', titulo: 'Notas Técnicas', rotulo: 'Baixar Nota' },
  { botao: 'Pareceres', url: '/juridico/pareceres', titulo: 'Pareceres', rotulo: 'Baixar Parecer' },
  { botao: 'Orientação', url: '/juridico/orientacoes', titulo: 'Orientações', rotulo: 'Baixar Orientação' },
  { botao: 'Recomedações', url: '/juridico/recomendacao', titulo: 'Recomendações', rotulo: 'Baixar Recomendação' },
  { botao: 'Informes', url: '/juridico/informes', titulo: 'Informes', rotulo: 'Baixar Informe' },
];

test.describe('/juridico', () => {
  test('opens on the technical notes, with dates, descriptions and links', async ({ page, request }, info) => {
    await page.goto('/juridico');
    await expect(page.getByRole('heading', { level: 1, name: 'Espaço Jurídico' })).toBeVisible();
    await expect(page.getByText(/Bem-vindo ao Espaço Jurídico/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Notas Técnicas' })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText(['Data', 'Descrição', 'Link']);
    const api = (await (await request.get('/api/juridico/notas')).json()) as { desc: string; link: string }[];
    const lines = page.locator('tbody tr');
    await expect(lines).toHaveCount(api.length);
    const first = lines.first();
    await expect(first.locator('td').first()).toHaveText('24/09/2026');
    await expect(first.locator('td').nth(1)).toHaveText(api[0]?.desc ?? '');
    const link = first.getByRole('link');
    await expect(link).toContainText('Baixar Nota');
    await expect(link).toHaveAttribute('href', api[0]?.link ?? '');
    expect((await request.get(api[0]?.link ?? '')).status()).toBe(200);
    // External TCC folder: new tab, announced to screen readers.
    const tcc = page.getByRole('link', { name: /TCC/ });
    await expect(tcc).toHaveAttribute('target', '_blank');
    await expect(tcc).toContainText('(abre em nova aba)');
    await verificarLayout(page, 'juridico', info);
  });

  test('the buttons switch sections', async ({ page }) => {
    await openHydrated(page, '/juridico');
    const menu = page.getByRole('navigation', { name: 'Seções do Espaço Jurídico' });
    for (const s of [...SECOES.slice(1), SECOES[0]]) {
      if (!s) continue;
      await menu.getByRole('link', { name: s.botao, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${s.url}$`));
      await expect(page.getByRole('heading', { level: 2, name: s.titulo })).toBeVisible();
      await expect(menu.getByRole('link', { name: s.botao, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('tbody tr').first().getByRole('link')).toContainText(s.rotulo);
    }
  });

  test('an unknown section shows the 404 page', async ({ request }) => {
    const res = await request.get('/juridico/desconhecida');
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('Pagina não encontrada 404');
  });
});

test.describe('/publicacoes', () => {
  test('shows the table of publications', async ({ page, request }, info) => {
    await page.goto('/publicacoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Publicações' })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText(['Título', 'Ultima Mudança']);
    const api = (await (await request.get('/api/publicacoes/')).json()) as { title: string; link: string }[];
    await expect(page.locator('tbody tr')).toHaveCount(api.length);
    const first = page.locator('tbody tr').first();
    await expect(first.getByRole('link', { name: api[0]?.title })).toHaveAttribute('href', api[0]?.link ?? '');
    await expect(first.locator('td').nth(1)).toHaveText('10/02/2025');
    await verificarLayout(page, 'publicacoes', info);
  });
});

test.describe('server HTML (no browser)', () => {
  test('already holds the main content', async ({ request }) => {
    for (const s of SECOES) {
      const html = await (await request.get(s.url)).text();
      expect(html).toContain(s.titulo);
      expect(html).toContain(s.rotulo);
    }
    const defaults = await (await request.get('/juridico')).text();
    expect(defaults).toContain('Notas Técnicas');
    const publicacoes = await (await request.get('/publicacoes')).text();
    expect(publicacoes).toContain('Guia do Gestor Municipal do SUS – edição 2025');
    expect(publicacoes).toContain('Ultima Mudança');
  });
});
