/**
 * "Salvar" and "Publicar alterações" on a published news item, as the communication officer uses
 * them (issue 27, items 1 and 2), in Chromium: "Salvar" keeps a pending version that the public
 * page and the API do not show (the preview does, the list marks the item); "Publicar alterações"
 * publishes it, keeping the item's date. After each action one status line next to the buttons says
 * what is true, with the focus on it, and no banner contradicts it; the autosave that was waiting
 * when "Salvar" was clicked records nothing. Without JavaScript the same buttons work as plain forms.
 * axe at 1280 and 360 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { abrirSiteComContas, postDaNoticia, type SiteComContas, salvarNoticia } from './admin-site';
import { semViolacoes } from './axe';

let contas: SiteComContas;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  contas = await abrirSiteComContas(['editor'], 'publicar-alteracoes');
});

test.afterAll(async () => {
  await contas?.parar();
});

/** The demo item's title as the API gives it (the public side, no cookies). */
async function tituloPublico(id: number): Promise<string> {
  const r = await fetch(`${contas.site.url}/api/noticia/${id}`, { headers: { 'accept-encoding': 'identity' } });
  expect(r.status).toBe(200);
  return ((await r.json()) as { data: { response: { title: string } } }).data.response.title;
}

const linhaDeEstado = (page: Page) => page.locator('#estado');

/**
 * "Publicar alterações", accepting the checker's warnings if it has any (the demo's older items
 * have some: vague link texts); a blocking problem fails the test with the checker's words.
 */
async function publicarAlteracoes(page: Page) {
  await page.getByRole('button', { name: 'Publicar alterações' }).click();
  const verificacao = page.getByRole('alert').filter({ hasText: 'Antes de publicar, confira:' });
  const publicada = linhaDeEstado(page).filter({ hasText: /^Publicada em \d\d\/\d\d\/\d{4} às \d\d:\d\d\.$/ });
  await expect(verificacao.or(publicada)).toBeVisible();
  if (await verificacao.isVisible()) {
    expect(await verificacao.innerText()).not.toContain('impede a publicação');
    await page.getByLabel('Publicar mesmo com os avisos').check();
    await page.getByRole('button', { name: 'Publicar alterações' }).click();
  }
  await expect(publicada).toBeVisible();
}

async function revisoes(page: Page, id: number): Promise<number> {
  await page.goto(`${contas.site.url}/admin/noticias/${id}/revisoes`);
  return page.getByRole('button', { name: /^Restaurar a revisão/ }).count();
}

test('"Salvar" keeps a pending version the site does not show; "Publicar alterações" publishes it; one true status line', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { site } = contas;
  const id = 64;
  const { context, page } = await contas.pagina(browser, 'editor');
  try {
    const original = await tituloPublico(id);
    const novo = `${original} (corrigido)`;
    const antes = await revisoes(page, id);

    await page.goto(`${site.url}/admin/noticias/${id}`);
    await expect(linhaDeEstado(page)).toHaveText(/^Publicada em \d\d\/\d\d\/\d{4} às \d\d:\d\d\.$/);
    await page.getByLabel('Título', { exact: true }).fill(novo);
    await expect(linhaDeEstado(page)).toContainText('Alterações ainda não salvas.');
    // The demo's images have no alternative text, which the checker rightly blocks: the site's own
    // image instead (the checker's rules have their own tests): the field's "Remover a imagem".
    await page.getByRole('button', { name: 'Remover a imagem (Imagem principal)' }).click();
    // "Salvar" right away, while the autosave (3 s after the last key) is still waiting.
    await salvarNoticia(page);
    const pendente =
      /^Publicada em \d\d\/\d\d\/\d{4} às \d\d:\d\d\. Alterações salvas hoje às \d\d:\d\d por Pessoa editor ainda não estão no site: publique-as com “Publicar alterações”\.$/;
    await expect(linhaDeEstado(page)).toHaveText(pendente);
    await expect(linhaDeEstado(page)).toBeFocused();
    await expect(linhaDeEstado(page)).toBeInViewport();
    // No banner that says otherwise: no "not saved", no copy of this browser, no autosave notice.
    await expect(page.locator('.alert')).toHaveCount(0);
    await page.waitForTimeout(4500);
    await expect(linhaDeEstado(page)).toHaveText(pendente);
    await expect(page.locator('.alert')).toHaveCount(0);
    await semViolacoes(page);

    // The site and the API still show the published title; the preview shows the new one.
    expect(await tituloPublico(id)).toBe(original);
    expect(await contas.publico(`/noticia/${id}`)).not.toContain('(corrigido)');
    await page.goto(`${site.url}/admin/previa/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: novo })).toBeVisible();
    // One revision more: the save; the autosave that was waiting recorded nothing.
    expect(await revisoes(page, id)).toBe(antes + 1);
    await expect(page.getByRole('row').filter({ hasText: 'Salvamento (ainda não publicado)' })).toHaveCount(1);

    // The list marks it (under the title the site shows).
    await page.goto(`${site.url}/admin/noticias?q=${encodeURIComponent(original)}`);
    const linha = page.getByRole('row').filter({ has: page.locator(`a[href="/admin/noticias/${id}"]`) });
    await expect(linha).toContainText(original);
    await expect(linha).toContainText('Alterações não publicadas');
    await semViolacoes(page);

    // "Publicar alterações": on the site, with its date kept; the mark goes.
    await linha.getByRole('link').click();
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue(novo);
    await publicarAlteracoes(page);
    await expect(linhaDeEstado(page)).toBeFocused();
    await expect(page.locator('.alert')).toHaveCount(0);
    await expect.poll(() => tituloPublico(id)).toBe(novo);
    expect(await contas.publico(`/noticia/${id}`)).toContain(novo);
    await page.goto(`${site.url}/admin/noticias?q=${encodeURIComponent(novo)}`);
    const depois = page.getByRole('row').filter({ has: page.locator(`a[href="/admin/noticias/${id}"]`) });
    await expect(depois).toContainText(novo);
    await expect(depois).not.toContainText('Alterações não publicadas');

    // The revisions read as a history (item 9): the publication of the changes is a labelled row.
    await page.goto(`${site.url}/admin/noticias/${id}/revisoes`);
    const linhas = page.getByRole('table').filter({ hasText: 'O que houve' }).getByRole('row');
    await expect(linhas.nth(1)).toContainText('Alterações publicadas');
    await expect(linhas.nth(1).locator('strong')).toHaveText('Alterações publicadas');
    await expect(linhas.nth(2)).toContainText('Salvamento (ainda não publicado)');
    await semViolacoes(page);
  } finally {
    await context.close();
  }
});

test('"Salvar" clicked while an autosave is on its way goes after it: the older autosave never overwrites the text just saved', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { site } = contas;
  const { context, page } = await contas.pagina(browser, 'editor');
  try {
    await page.goto(`${site.url}/admin/noticias/nova`);
    await page.getByLabel('Título', { exact: true }).fill('Vacinação nas escolas de Ipatinga');
    await salvarNoticia(page);
    const id = Number(/\/admin\/noticias\/(\d+)/.exec(page.url())?.[1]);
    // The autosave is held on its way to the server until the test lets it go (as a slow network would).
    let soltar: () => void = () => {};
    const solto = new Promise<void>((pronto) => {
      soltar = pronto;
    });
    await page.route('**/admin/noticias/**', async (rota) => {
      if (postDaNoticia(rota.request(), 'autosalvar')) await solto;
      await rota.continue();
    });
    const autosalvo = page.waitForResponse((r) => postDaNoticia(r.request(), 'autosalvar'));
    const salvo = page.waitForResponse((r) => postDaNoticia(r.request(), 'salvar'));
    const editor = page.getByRole('textbox', { name: 'Texto' });
    await editor.click();
    await page.keyboard.type('Primeiro parágrafo.');
    await expect(linhaDeEstado(page)).toContainText('Salvando…', { timeout: 10_000 });
    // More text, and "Salvar" while that autosave (without it) has not arrived.
    await page.keyboard.type(' Segundo trecho, só no salvamento.');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    soltar();
    await autosalvo;
    await salvo;
    await expect(page).toHaveURL(/\?salvo=salvar#estado$/);
    await expect(linhaDeEstado(page)).toBeFocused();
    // What the server keeps is the text "Salvar" sent, whatever answered last.
    await page.unrouteAll();
    const previa = await (await page.request.get(`${site.url}/admin/previa/${id}`)).text();
    expect(previa).toContain('Primeiro parágrafo. Segundo trecho, só no salvamento.');
    await page.reload();
    await expect(editor).toHaveText('Primeiro parágrafo. Segundo trecho, só no salvamento.');
  } finally {
    await context.close();
  }
});

test('without JavaScript, "Salvar" and "Publicar alterações" work as plain forms and land on the status line', async ({ browser }) => {
  test.setTimeout(120_000);
  const { site } = contas;
  const id = 63;
  const { context, page } = await contas.pagina(browser, 'editor', false);
  try {
    const original = await tituloPublico(id);
    await page.goto(`${site.url}/admin/noticias/${id}`);
    await page.getByLabel('Título', { exact: true }).fill(`${original} — sem JavaScript`);
    await page.getByLabel('Imagem principal').selectOption('');
    await salvarNoticia(page);
    await expect(linhaDeEstado(page)).toContainText('ainda não estão no site');
    expect(await tituloPublico(id)).toBe(original);
    await publicarAlteracoes(page);
    await expect.poll(() => tituloPublico(id)).toBe(`${original} — sem JavaScript`);
  } finally {
    await context.close();
  }
});

test('messages where the eyes are: a refused action is explained next to the buttons, with the focus there and links to each field (item 4)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { site } = contas;
  const { context, page } = await contas.pagina(browser, 'editor');
  try {
    await page.goto(`${site.url}/admin/noticias`);
    await page.getByRole('link', { name: 'Nova notícia' }).click();
    await expect(page).toHaveURL(/\/admin\/noticias\/nova$/);
    await page.getByLabel('Título', { exact: true }).fill('Calendário de vacinação do próximo ano');
    // The chosen regions show above the list as removable chips, with their count (item 11).
    await expect(page.getByText('Nenhuma região escolhida: a notícia é geral.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Montes Claros' }).check();
    await page.getByRole('checkbox', { name: 'Uberaba' }).check();
    const escolhidas = page.getByRole('list', { name: '2 regiões escolhidas:' });
    await expect(escolhidas.getByRole('button')).toHaveText(['Montes Claros × (remover)', 'Uberaba × (remover)']);
    await escolhidas.getByRole('button', { name: 'Montes Claros (remover)' }).click();
    await expect(page.getByRole('list', { name: '1 região escolhida:' }).getByRole('button')).toHaveText(['Uberaba × (remover)']);
    await expect(page.getByRole('checkbox', { name: 'Montes Claros' })).not.toBeChecked();
    // "Despublicar em" before "Publicar em": refused, and said where the officer is.
    // Next year's dates, so "Publicar em" stays in the future whatever the day the test runs.
    const ano = new Date().getFullYear() + 1;
    await page.getByLabel('Publicar em (vazio: agora)').fill(`${ano}-01-10T09:00`);
    await page.getByLabel('Despublicar em (opcional)').fill(`${ano}-01-05T09:00`);
    // A future time: the button says "Agendar" (item 11).
    await page.getByRole('button', { name: 'Agendar', exact: true }).click();
    const avisos = page.locator('#avisos');
    await expect(avisos).toBeFocused();
    await expect(avisos).toBeInViewport();
    const link = avisos.getByRole('link', { name: 'A data para despublicar deve ser depois da publicação.' });
    await expect(link).toHaveAttribute('href', '#despublicarEm');
    await link.click();
    await expect(page.getByLabel('Despublicar em (opcional)')).toBeFocused();
    await semViolacoes(page);
  } finally {
    await context.close();
  }
});

test('without JavaScript, the checker names the paragraph and the page opens at the messages (item 4)', async ({ browser }) => {
  test.setTimeout(120_000);
  const { site } = contas;
  const { context, page } = await contas.pagina(browser, 'editor', false);
  try {
    await page.goto(`${site.url}/admin/noticias`);
    await page.getByRole('link', { name: 'Nova notícia' }).click();
    await expect(page).toHaveURL(/\/admin\/noticias\/nova$/);
    await page.getByLabel('Título', { exact: true }).fill('Oficina de regionalização');
    await page.getByLabel('Texto').fill('<p>Abertura</p><p><img src="/image/banner-01.jpg"></p><p></p><p>Fim</p>');
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    // Refused before its first save: the page stays the empty form's, and nothing was created.
    await expect(page).toHaveURL(/\/admin\/noticias\/nova#avisos$/);
    const avisos = page.locator('#avisos');
    await expect(avisos).toBeInViewport();
    await expect(avisos.getByRole('link', { name: 'Uma imagem do texto não tem texto alternativo (2º parágrafo).' })).toHaveAttribute(
      'href',
      '#texto',
    );
    await expect(avisos.getByRole('link', { name: 'O 3º parágrafo está vazio.' })).toBeVisible();
    await page.goto(`${site.url}/admin/noticias?q=${encodeURIComponent('Oficina de regionalização')}`);
    await expect(page.getByText(/^\d+ notícias?; página 1 de \d+\.$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Oficina de regionalização', exact: true })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the news list fits a 390 px phone without sideways scrolling: each item is a card (item 11)', async ({ browser }) => {
  test.setTimeout(60_000);
  const { context, page } = await contas.pagina(browser, 'editor');
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${contas.site.url}/admin/noticias`);
    const larguras = await page.evaluate(() => ({
      pagina: document.documentElement.scrollWidth,
      janela: document.documentElement.clientWidth,
      tabela: [...document.querySelectorAll('.table-responsive')].map((t) => t.scrollWidth - t.clientWidth),
    }));
    expect(larguras.pagina).toBeLessThanOrEqual(larguras.janela);
    expect(larguras.tabela).toEqual([0]);
    const primeiro = page.getByRole('table').locator('tbody tr').first();
    await expect(primeiro.locator('td[data-rotulo="Situação"]')).toBeVisible();
    expect(await primeiro.locator('td[data-rotulo="Autor"]').evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Autor: "');
    await semViolacoes(page);
  } finally {
    await context.close();
  }
});
