/**
 * No one-click losses (issue 27, item 6), in Chromium: "Excluir este rascunho", "Despublicar" and
 * "Cancelar convite" ask first in a dialog (the focus on "Cancelar", Escape closes it and the focus
 * returns), and without JavaScript the page asks; a deleted draft goes to the Lixeira, where an
 * editor restores it whole; an editor deletes their own drafts; "Nova notícia" stores nothing until
 * its first save. axe at 1280 and 360 px with each question open, on the Lixeira and the new form.
 */
import { expect, type Page, test } from '@playwright/test';
import { abrirSiteComContas, type SiteComContas } from './admin-site';
import { captura } from './capturas';
import { validateHtml } from './vnu';
import { semViolacoes } from './axe';

let contas: SiteComContas;
/** The new pages as the server sent them, for the Nu HTML Checker (last test). */
const paginas = new Map<string, string>();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  contas = await abrirSiteComContas(['editor', 'administrador'], 'lixeira');
});

test.afterAll(async () => {
  await contas?.parar();
});

async function novoRascunho(page: Page, titulo: string): Promise<number> {
  await page.goto(`${contas.site.url}/admin/noticias`);
  await page.getByRole('link', { name: 'Nova notícia' }).click();
  await expect(page).toHaveURL(/\/admin\/noticias\/nova$/);
  await page.getByLabel('Título', { exact: true }).fill(titulo);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.locator('#estado')).toContainText('Rascunho salvo');
  return Number(/\/admin\/noticias\/(\d+)/.exec(page.url())?.[1]);
}

test('a draft deleted after the question goes to the Lixeira and comes back whole', async ({ browser }) => {
  test.setTimeout(150_000);
  const { site } = contas;
  const { context, page } = await contas.pagina(browser, 'editor');
  try {
    const titulo = 'Oficina de regionalização em Juiz de Fora';
    const id = await novoRascunho(page, titulo);

    // The question: "Cancelar" has the focus; Escape closes it and the focus is back on the button.
    const excluir = page.getByRole('button', { name: 'Excluir este rascunho' });
    await excluir.click();
    const pergunta = page.getByRole('dialog', { name: 'Excluir este rascunho?' });
    await expect(pergunta).toContainText('Lixeira');
    await expect(pergunta.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await semViolacoes(page);
    await captura(page, 'area-restrita-excluir-rascunho', { rolarParaOTopo: false });
    await page.keyboard.press('Escape');
    await expect(pergunta).toBeHidden();
    await expect(excluir).toBeFocused();
    expect((await page.request.get(`${site.url}/admin/noticias/${id}`)).status()).toBe(200);

    // Confirmed by keyboard: Tab from "Cancelar" back to "Sim, excluir" (the dialog keeps Tab inside).
    await excluir.click();
    await pergunta.getByRole('button', { name: 'Sim, excluir' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/noticias\\?excluida=${id}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Rascunho excluído.' })).toContainText('30 dias');
    expect((await page.request.get(`${site.url}/admin/noticias/${id}`)).status()).toBe(404);
    await expect(page.getByRole('link', { name: titulo })).toHaveCount(0);

    await page.getByRole('status').getByRole('link', { name: 'Lixeira' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lixeira' })).toBeVisible();
    const linha = page.getByRole('row').filter({ hasText: titulo });
    await expect(linha).toContainText('Pessoa editor');
    await expect(linha.getByRole('cell').nth(2)).toHaveText(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    await semViolacoes(page);
    await captura(page, 'area-restrita-lixeira');
    paginas.set('/admin/noticias/lixeira', await (await page.request.get(`${site.url}/admin/noticias/lixeira`)).text());
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    await linha.getByRole('button', { name: /^Restaurar/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Rascunho restaurado' })).toBeVisible();
    await expect(page.getByText('A lixeira está vazia.')).toBeVisible();
    await page.getByRole('link', { name: 'abrir o rascunho' }).click();
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue(titulo);
    await expect(page.locator('#estado')).toContainText('Rascunho');
  } finally {
    await context.close();
  }
});

test('without JavaScript the page asks: deleting a draft and unpublishing happen only on "Sim"', async ({ browser }) => {
  test.setTimeout(150_000);
  const { site } = contas;
  const comJs = await contas.pagina(browser, 'editor');
  const { context, page } = await contas.pagina(browser, 'editor', false);
  try {
    const id = await novoRascunho(comJs.page, 'Rascunho para excluir sem JavaScript');
    await page.goto(`${site.url}/admin/noticias/${id}`);
    await page.getByRole('button', { name: 'Excluir este rascunho' }).click();
    const pergunta = page.getByRole('alert').filter({ hasText: 'Excluir este rascunho?' });
    await expect(pergunta).toBeVisible();
    paginas.set('excluir: a pergunta sem JavaScript', await page.content());
    expect((await page.request.get(`${site.url}/admin/noticias/${id}`)).status()).toBe(200);
    await pergunta.getByRole('button', { name: 'Sim, excluir' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/noticias\\?excluida=${id}$`));

    // A published item of the demo: "Despublicar" asks; the site keeps it until "Sim, despublicar".
    const publicada = 64;
    await page.goto(`${site.url}/admin/noticias/${publicada}`);
    await page.getByRole('button', { name: 'Despublicar' }).click();
    const despublicar = page.getByRole('alert').filter({ hasText: 'Despublicar esta notícia?' });
    await expect(despublicar).toBeVisible();
    paginas.set('despublicar: a pergunta sem JavaScript', await page.content());
    expect((await fetch(`${site.url}/api/noticia/${publicada}`)).status).toBe(200);
    await despublicar.getByRole('button', { name: 'Sim, despublicar' }).click();
    await expect(page.locator('.badge').first()).toHaveText('Despublicada');
    await expect.poll(async () => (await fetch(`${site.url}/api/noticia/${publicada}`)).status).toBe(404);
  } finally {
    await Promise.all([context.close(), comJs.context.close()]);
  }
});

test('"Cancelar" an invitation asks first; "Manter o convite" keeps it, "Sim" cancels it', async ({ browser }) => {
  test.setTimeout(120_000);
  const { site } = contas;
  const { context, page } = await contas.pagina(browser, 'administrador');
  try {
    await page.goto(`${site.url}/admin/usuarios`);
    const email = 'lia.convidada@cosems.example';
    await page.getByLabel('Nome').fill('Lia Convidada');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Convidar' }).click();
    await expect(page.getByRole('main').getByRole('status').first()).toContainText(`Convite criado para ${email}.`);
    const linha = page.getByRole('row').filter({ hasText: email });
    await linha.getByRole('button', { name: `Cancelar o convite de ${email}` }).click();
    const pergunta = page.getByRole('dialog', { name: `Cancelar o convite de ${email}?` });
    await expect(pergunta.getByRole('button', { name: 'Manter o convite' })).toBeFocused();
    await semViolacoes(page);
    await pergunta.getByRole('button', { name: 'Manter o convite' }).click();
    await expect(linha).toHaveCount(1);
    await linha.getByRole('button', { name: `Cancelar o convite de ${email}` }).click();
    await pergunta.getByRole('button', { name: 'Sim, cancelar o convite' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Convite cancelado' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('"Nova notícia" is an empty form that stores nothing; the first autosave creates the draft and the address follows, the text kept', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { site } = contas;
  const { context, page } = await contas.pagina(browser, 'editor');
  const total = async () => Number(/^(\d+) notícias?/.exec((await page.getByText(/^\d+ notícias?; página/).textContent()) ?? '')?.[1]);
  try {
    await page.goto(`${site.url}/admin/noticias`);
    const antes = await total();
    await page.getByRole('link', { name: 'Nova notícia' }).click();
    await expect(page).toHaveURL(/\/admin\/noticias\/nova$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nova notícia');
    await expect(page.locator('#estado')).toHaveText('Nova notícia — ainda não salva.');
    // Nothing to delete, preview or take over before the first save.
    await expect(page.getByRole('button', { name: 'Excluir este rascunho' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Revisões' })).toHaveCount(0);
    await semViolacoes(page);
    paginas.set('/admin/noticias/nova', await (await page.request.get(`${site.url}/admin/noticias/nova`)).text());
    // Opened and left: the list counts the same.
    await page.goto(`${site.url}/admin/noticias`);
    expect(await total()).toBe(antes);
    await page.getByRole('link', { name: 'Nova notícia' }).click();
    await page.getByLabel('Título', { exact: true }).fill('Boletim de vigilância em saúde');
    const editor = page.getByRole('textbox', { name: 'Texto' });
    await editor.click();
    await page.keyboard.type('Primeiro parágrafo, escrito antes de salvar.');
    // The autosave creates it: the address becomes the item's own, the typing goes on where it was.
    await expect(page).toHaveURL(/\/admin\/noticias\/\d+$/, { timeout: 15_000 });
    const id = Number(page.url().split('/').pop());
    await expect(editor).toBeFocused();
    await page.keyboard.type(' E mais.');
    await expect(page.locator('#estado')).toHaveText(/^Rascunho salvo hoje às \d\d:\d\d — ainda não publicado\.$/, { timeout: 15_000 });
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Boletim de vigilância em saúde');
    await page.reload();
    // Saved on the server, once: no copy of this browser offered back, one more item in the list.
    await expect(editor).toHaveText('Primeiro parágrafo, escrito antes de salvar. E mais.');
    await expect(page.getByText('Este navegador guardou um texto')).toHaveCount(0);
    await page.goto(`${site.url}/admin/noticias`);
    expect(await total()).toBe(antes + 1);
    await expect(page.getByRole('link', { name: 'Boletim de vigilância em saúde' })).toHaveAttribute('href', `/admin/noticias/${id}`);
    // A page from before the change still posts "Nova notícia" to the list: it leads to the empty form, creating nothing.
    const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
    const antigo = await page.request.post(`${site.url}/admin/noticias`, {
      form: { _csrf: csrf },
      headers: { origin: site.url },
      maxRedirects: 0,
    });
    expect([antigo.status(), antigo.headers().location]).toEqual([303, '/admin/noticias/nova']);
    await page.reload();
    expect(await total()).toBe(antes + 1);
    // A new form again: the previous one's text is not offered to it.
    await page.getByRole('link', { name: 'Nova notícia' }).click();
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue('');
    await expect(page.getByText('Este navegador guardou um texto')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the Lixeira and the questions without JavaScript are valid HTML for the Nu HTML Checker', async () => {
  test.setTimeout(120_000);
  expect(paginas.size).toBe(4);
  const { erros, avisos } = await validateHtml(paginas);
  expect(erros).toEqual([]);
  expect(avisos).toEqual([]);
});
