/**
 * SITE_URL unset (issue 26, item 4): the links of invitations and password resets start with the
 * default http://localhost:PORT, which opens only on the server itself. An administrator who
 * reaches the back office at another address (here 127.0.0.1, as someone on another machine would
 * use the server's name) is told so, on the home page and on "Usuários", where invitations are
 * made; at the address the links use, and for an editor (who invites no one), nothing is shown.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { abrirSiteComContas, type SiteComContas } from './admin-site';
import { semViolacoes } from './axe';

const TITULO = 'Os links dos convites não vão abrir para quem os receber';
let s: SiteComContas;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Unset on purpose, whatever the environment of the run holds.
  s = await abrirSiteComContas(['administrador', 'editor'], 'site-url', { SITE_URL: '' });
});

test.afterAll(async () => {
  await s?.parar();
});

const aviso = (page: Page) => page.getByRole('region', { name: TITULO });

test('an administrator at another address than the links use is told, where invitations are made', async ({ browser }) => {
  const { context, page } = await s.pagina(browser, 'administrador');
  const linksEm = `http://localhost:${s.site.port}`;
  for (const caminho of ['/admin', '/admin/usuarios']) {
    await page.goto(`${s.site.url}${caminho}`);
    await expect(aviso(page), caminho).toBeVisible();
    await expect(aviso(page), caminho).toContainText(
      `começam com ${linksEm}, que só abre no próprio servidor, e não com o endereço que você está usando, ${s.site.url}.`,
    );
    await expect(aviso(page), caminho).toContainText('definir SITE_URL com o endereço público do site');
    await semViolacoes(page);
  }
  // What it warns of: an invitation made now carries a link to localhost.
  await page.getByLabel('Nome').fill('Pessoa Convidada');
  await page.getByLabel('E-mail').fill('convidada@cosems.example');
  await page.getByRole('button', { name: 'Convidar' }).click();
  await expect(page.getByLabel('Link do convite')).toHaveValue(new RegExp(`^${linksEm}/admin/convite/`));
  await context.close();
});

test('at the address the links use, and for an editor, no notice', async ({ browser }) => {
  const { context: admin127, page: pagina127 } = await s.pagina(browser, 'administrador');
  // The same session at http://localhost:PORT (the cookie has no domain of its own: copied over).
  const { cookies } = await admin127.storageState();
  let local: BrowserContext | undefined;
  try {
    local = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await local.addCookies(cookies.map((c) => ({ ...c, domain: 'localhost' })));
    const page = await local.newPage();
    for (const caminho of ['/admin', '/admin/usuarios']) {
      await page.goto(`http://localhost:${s.site.port}${caminho}`);
      await expect(page.getByRole('heading', { level: 1 }), caminho).toHaveText(caminho === '/admin' ? 'Área restrita' : 'Usuários');
      await expect(aviso(page), caminho).toHaveCount(0);
    }
    // …while at 127.0.0.1 the same account sees it (the test above): the address makes the difference.
    await pagina127.goto(`${s.site.url}/admin`);
    await expect(aviso(pagina127)).toBeVisible();
  } finally {
    await local?.close();
    await admin127.close();
  }

  const { context: editor, page } = await s.pagina(browser, 'editor');
  await page.goto(`${s.site.url}/admin`);
  await expect(page.getByText('Olá, Pessoa editor.')).toBeVisible();
  await expect(aviso(page)).toHaveCount(0);
  await editor.close();
});
