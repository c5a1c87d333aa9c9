/**
 * Preview links (issue 25, item 11), in Chromium against the built server, without JavaScript as
 * the plainest browser would: an editor makes a link on an item's page; a colleague opens it twice;
 * the item's page lists the link with who made it, until when, how many openings and the last one;
 * the editor revokes it and it opens nothing any more; an autor who may not edit the item cannot
 * revoke one by posting the form; the page passes axe at 1280 and 360 px.
 */
import { expect, test } from '@playwright/test';
import { csrfDe } from './admin-http';
import { abrirSiteComContas, type SiteComContas } from './admin-site';
import { semViolacoes } from './axe';

let contas: SiteComContas;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  contas = await abrirSiteComContas(['editor', 'autor', 'administrador'], 'links-previa');
});

test.afterAll(async () => {
  await contas?.parar();
});

test('a preview link is listed with its openings, revoked by the editor, and then opens nothing', async ({ browser }) => {
  // axe on the item's page (the whole form, twice) takes most of it on a busy machine.
  test.setTimeout(120_000);
  const { site } = contas;
  const editor = await contas.pagina(browser, 'editor', false);
  const colega = await contas.pagina(browser, 'administrador', false);
  const autor = await contas.pagina(browser, 'autor');
  try {
    const { page } = editor;
    await page.goto(`${site.url}/admin/noticias`);
    const hrefs = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const id = hrefs.map((h) => /^\/admin\/noticias\/(\d+)$/.exec(h)?.[1]).find(Boolean);
    expect(id).toBeTruthy();
    const itemUrl = `${site.url}/admin/noticias/${id}`;
    await page.goto(itemUrl);
    const secao = page.getByRole('region', { name: 'Links de prévia' });
    await expect(secao).toContainText('Nenhum link de prévia criado');

    await page.getByRole('button', { name: 'Criar link de prévia para um colega' }).click();
    const link = page.getByRole('status').getByRole('link');
    await expect(link).toHaveAttribute('href', /^\/admin\/previa\/link\/[\w-]{43}$/);
    const linkUrl = `${site.url}${await link.getAttribute('href')}`;

    const titulo = await colega.page.goto(linkUrl).then(async (r) => {
      expect(r?.status()).toBe(200);
      return colega.page.getByRole('heading', { level: 1 }).innerText();
    });
    expect(titulo.length).toBeGreaterThan(0);
    await expect(colega.page.getByText('Prévia: esta é a notícia como ficará no site.')).toBeVisible();
    expect((await colega.page.goto(linkUrl))?.status()).toBe(200);

    await page.goto(itemUrl);
    const linha = secao.getByRole('row').nth(1);
    await expect(linha.getByRole('cell').nth(0)).toHaveText('Pessoa editor');
    await expect(linha.getByRole('cell').nth(3)).toHaveText('2');
    await expect(linha.getByRole('cell').nth(4)).not.toHaveText('nunca');
    await expect(linha.getByRole('cell').nth(5)).toHaveText('Ativo');
    // axe runs in the page's JavaScript: a browser with it on, on the same page.
    const comJs = await contas.pagina(browser, 'editor');
    try {
      await comJs.page.goto(itemUrl);
      await expect(
        comJs.page.getByRole('region', { name: 'Links de prévia' }).getByRole('button', { name: /^Revogar o link/ }),
      ).toBeVisible();
      await semViolacoes(comJs.page);
    } finally {
      await comJs.context.close();
    }

    // An autor who may not open this item: the revoke posted by hand is refused, nothing changes.
    await autor.page.goto(`${site.url}/admin/noticias`);
    const csrfAutor = csrfDe(await autor.page.content());
    const linkId = await linha.locator('input[name="link"]').getAttribute('value');
    const recusada = await autor.page.request.post(itemUrl, {
      form: { _csrf: csrfAutor, intent: 'revogar-link-previa', link: linkId ?? '', versao: '1' },
      headers: { origin: site.url },
      maxRedirects: 0,
    });
    expect(recusada.status()).toBe(403);
    expect((await colega.page.goto(linkUrl))?.status()).toBe(200);

    await linha.getByRole('button', { name: /^Revogar o link criado por Pessoa editor em / }).click();
    await expect(page.getByText('Link de prévia revogado: ele não abre mais.')).toBeVisible();
    await expect(secao.getByRole('row').nth(1).getByRole('cell').nth(5)).toHaveText(/^Revogado por Pessoa editor em /);
    await expect(secao.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText('3');
    await expect(secao.getByRole('button', { name: /^Revogar/ })).toHaveCount(0);

    const depois = await colega.page.goto(linkUrl);
    expect(depois?.status()).toBe(404);

    // Each opening, the creation and the revocation are in the audit log.
    await colega.page.goto(`${site.url}/admin/auditoria`);
    for (const acao of ['noticia.link-previa-aberto', 'noticia.link-previa-revogado', 'noticia.link-previa'])
      await expect(colega.page.getByRole('main')).toContainText(acao);
  } finally {
    await Promise.all([editor.context.close(), colega.context.close(), autor.context.close()]);
  }
});
