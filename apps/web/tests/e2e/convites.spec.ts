/**
 * Invitations as an administrator hands them over (issue 27, item 7), on a site without SMTP (the
 * link is shown to hand over), in Chromium: the link has "Copiar" (the clipboard then holds it); the
 * form is empty again after a sent invitation; a pending invitation sent again gets a new link and
 * the old one stops working; the invited person, after creating the password, lands on sign-in with
 * the e-mail filled in. Without JavaScript: no dead "Copiar" button, the link is in its field, and
 * "Enviar de novo" works as a plain form. axe at 1280 and 360 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { abrirSiteComContas, type SiteComContas } from './admin-site';
import { semViolacoes } from './axe';

let contas: SiteComContas;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  contas = await abrirSiteComContas(['administrador'], 'convites');
});

test.afterAll(async () => {
  await contas?.parar();
});

async function convidar(page: Page, nome: string, email: string) {
  await page.getByLabel('Nome').fill(nome);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Papel').selectOption({ label: 'Editor' });
  await page.getByRole('button', { name: 'Convidar' }).click();
  await expect(page.getByRole('main').getByRole('status').first()).toContainText(`Convite criado para ${email}.`);
  return page.getByLabel('Link do convite').inputValue();
}

test('"Copiar" copies the link, the form is emptied, "Enviar de novo" replaces the link, and sign-in opens with the e-mail', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { site } = contas;
  const { context, page } = await contas.pagina(browser, 'administrador');
  const convidada = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await page.goto(`${site.url}/admin/usuarios`);
    const link = await convidar(page, 'Rosa Convidada', 'rosa.convidada@cosems.example');
    expect(link).toMatch(/\/admin\/convite\/[\w-]{43}$/);

    // The form is empty again: the next person is typed from scratch.
    await expect(page.getByLabel('Nome')).toHaveValue('');
    await expect(page.getByLabel('E-mail')).toHaveValue('');

    const copiar = page.getByRole('button', { name: 'Copiar o link do convite de rosa.convidada@cosems.example' });
    await copiar.click();
    await expect(page.getByRole('status').filter({ hasText: /^Link copiado\.$/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await semViolacoes(page);

    // Sent again: a new link; the old one is refused (410) and the new one opens the password page.
    const pendentes = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Vale até' }) });
    await pendentes.getByRole('button', { name: 'Enviar de novo o convite de rosa.convidada@cosems.example' }).click();
    // The notice reads as before ("Convite criado para…"): wait for the new link itself.
    await expect(page.getByLabel('Link do convite')).not.toHaveValue(link);
    await expect(page.getByRole('main').getByRole('status').first()).toContainText('Convite criado para rosa.convidada@cosems.example.');
    const novo = await page.getByLabel('Link do convite').inputValue();
    expect(novo).toMatch(/\/admin\/convite\/[\w-]{43}$/);
    await expect(pendentes.getByRole('row').filter({ hasText: 'rosa.convidada@cosems.example' })).toHaveCount(1);
    const velho = await convidada.newPage();
    expect((await velho.goto(link))?.status()).toBe(410);
    await velho.close();

    // The invited person: password, then sign-in with her e-mail already there.
    const rosa = await convidada.newPage();
    await rosa.goto(novo);
    await rosa.getByLabel('Senha', { exact: true }).fill('girassol tambor neblina caderno');
    await rosa.getByLabel('Repita a senha').fill('girassol tambor neblina caderno');
    await rosa.getByRole('button', { name: 'Criar conta' }).click();
    await expect(rosa).toHaveURL(/\/admin\/entrar\?aviso=conta-criada$/);
    await expect(rosa.getByLabel('E-mail')).toHaveValue('rosa.convidada@cosems.example');
    // Only for a while: a cookie of the back office, for 10 minutes, not an address in the URL.
    const cookie = (await convidada.cookies()).find((c) => c.name === 'cosems-email-entrada');
    expect(cookie).toMatchObject({ path: '/admin', httpOnly: true, sameSite: 'Lax' });
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(600);
    await rosa.getByLabel('Senha').fill('girassol tambor neblina caderno');
    await rosa.getByRole('button', { name: 'Entrar' }).click();
    await expect(rosa).toHaveURL(/\/admin\/entrar\/configurar/);
    // Signed in: the e-mail is not kept any longer.
    expect((await convidada.cookies()).some((c) => c.name === 'cosems-email-entrada')).toBe(false);
  } finally {
    await context.close();
    await convidada.close();
  }
});

test('without JavaScript: the link in its field, no "Copiar", and "Enviar de novo" as a plain form', async ({ browser }) => {
  const { site } = contas;
  const { context, page } = await contas.pagina(browser, 'administrador', false);
  try {
    await page.goto(`${site.url}/admin/usuarios`);
    const link = await convidar(page, 'Beto Convidado', 'beto.convidado@cosems.example');
    await expect(page.getByRole('button', { name: /^Copiar/ })).toHaveCount(0);
    await expect(page.getByLabel('Nome')).toHaveValue('');
    await page.getByRole('button', { name: 'Enviar de novo o convite de beto.convidado@cosems.example' }).click();
    await expect(page.getByLabel('Link do convite')).not.toHaveValue(link);
    const novo = await page.getByLabel('Link do convite').inputValue();
    expect(novo).toMatch(/\/admin\/convite\/[\w-]{43}$/);
    expect(novo).not.toBe(link);
  } finally {
    await context.close();
  }
});

test("an administrator's header, with every menu item, fits one line at 1280 px (issue 27, item 11)", async ({ browser }) => {
  const { context, page } = await contas.pagina(browser, 'administrador');
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${contas.site.url}/admin/usuarios`);
    const menu = page.getByRole('navigation', { name: 'Área restrita' });
    await expect(menu.getByRole('link', { name: 'Cópia de segurança' })).toBeVisible();
    // One line: the header is as tall as one row of its items (the Sair button, the tallest).
    const alturas = await page.evaluate(() => {
      const cabecalho = document.querySelector('.cosems-admin-cabecalho > div') as HTMLElement;
      const itens = [...cabecalho.querySelectorAll('a, button, nav > span')] as HTMLElement[];
      return itens.map((i) => Math.round(i.getBoundingClientRect().top + i.getBoundingClientRect().height / 2));
    });
    expect(Math.max(...alturas) - Math.min(...alturas)).toBeLessThanOrEqual(4);
  } finally {
    await context.close();
  }
});
