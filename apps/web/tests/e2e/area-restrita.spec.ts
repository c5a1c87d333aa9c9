/**
 * The back office's sign-in, as a new administrator meets it: the first account created by
 * command (site stopped, PGlite), then the built site started on that DATA_DIR; sign-in with
 * password and TOTP set-up, recovery codes (each once), sessions, sign-out, cross-site POSTs and
 * CSRF, the sign-in throttle, the answers' headers, and axe on every page of it at the project's
 * width. Its own site process: the shared one's DATA_DIR is held by the running site.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { totpCode } from '@cosems/admin';
import { REPO_ROOT, type SiteProcess, startSite } from '@cosems/test-support/site-process';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { semViolacoes } from './axe';

const EMAIL = 'ana.souza@cosems.example';
const SENHA = 'cavalo correto bateria grampo azul';

let site: SiteProcess;
let dataDir: string;
let secret = '';
let recoveryCodes: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-admin-e2e-'));
  // The command a newcomer runs, compiled as in production, password on standard input.
  const out = execFileSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'packages/admin/build/cli.js'),
      'criar-usuario',
      '--email',
      EMAIL,
      '--nome',
      'Ana Souza',
      '--papel',
      'administrador',
    ],
    { input: `${SENHA}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  expect(out).toContain(`Conta criada: ${EMAIL} (Administrador`);
  site = await startSite({ dataDir, env: { HSTS_MAX_AGE: '0', SIGNIN_DELAY_MAX_SECONDS: '2' } });
  await site.waitUntilReady(120_000);
});

test.afterAll(async () => {
  await site?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const now = () => Math.floor(Date.now() / 1000);

async function signInWithPassword(page: Page, senha = SENHA) {
  await page.goto(`${site.url}/admin/entrar`);
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** A form POST as another site (or a script) would send it, with the given Origin. */
function post(request: APIRequestContext, url: string, form: Record<string, string>, origin: string) {
  return request.post(`${site.url}${url}`, { form, headers: { origin }, maxRedirects: 0, failOnStatusCode: false });
}

test('first sign-in: password, two-factor set-up with QR code and key, 10 recovery codes', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'desktop', 'one account, one journey: the desktop project walks it');
  await page.goto(`${site.url}/admin`);
  await expect(page).toHaveURL(/\/admin\/entrar$/);
  await semViolacoes(page, { larguras: [] });
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/admin\/entrar\/configurar$/);
  await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible();
  const key = (await page.locator('code').first().innerText()).replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  secret = key;
  await semViolacoes(page, { larguras: [] });
  await page.getByLabel('Código').fill(totpCode(secret, now()));
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas configurada' })).toBeVisible();
  recoveryCodes = await page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem').allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  await semViolacoes(page, { larguras: [] });
  // "Copiar" puts the ten codes, one a line, on the clipboard; "Imprimir" opens the print dialog,
  // and the printed page is the codes without the back office's header (issue 27, item 11).
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  await page.getByRole('button', { name: 'Copiar os códigos de recuperação' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Códigos copiados\.$/ })).toBeVisible();
  expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n')).toEqual(recoveryCodes);
  await page.evaluate(() => {
    (window as unknown as { impressoes: number }).impressoes = 0;
    window.print = () => {
      (window as unknown as { impressoes: number }).impressoes += 1;
    };
  });
  await page.getByRole('button', { name: 'Imprimir os códigos de recuperação' }).click();
  expect(await page.evaluate(() => (window as unknown as { impressoes: number }).impressoes)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('list', { name: 'Códigos de recuperação' })).toBeVisible();
  await expect(page.locator('.cosems-admin-cabecalho')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copiar os códigos de recuperação' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  const cookie = (await context.cookies()).find((c) => c.name === 'cosems-sessao');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookie?.value).toMatch(/^[\w-]{43}$/);
  await page.getByRole('link', { name: 'Continuar para a área restrita' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Área restrita' })).toBeVisible();
  await expect(page.getByText('Olá, Ana Souza.')).toBeVisible();
  await semViolacoes(page, { larguras: [] });
});

test('later sign-ins ask for the code; a recovery code works once; sign-out ends the session', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'desktop', 'one account, one journey: the desktop project walks it');
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/admin\/entrar\/codigo$/);
  await semViolacoes(page, { larguras: [] });
  // The next step's code (the current one was used by the set-up: each code works once).
  await page.getByLabel('Código', { exact: true }).fill(totpCode(secret, now() + 30));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Olá, Ana Souza.')).toBeVisible();
  const before = (await context.cookies()).find((c) => c.name === 'cosems-sessao')?.value;
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/admin\/entrar$/);
  // The old cookie names an ended session.
  await context.addCookies([{ name: 'cosems-sessao', value: before ?? '', url: site.url }]);
  await page.goto(`${site.url}/admin/sessoes`);
  await expect(page).toHaveURL(/\/admin\/entrar\?voltar=%2Fadmin%2Fsessoes$/);

  const code = recoveryCodes[0] as string;
  for (const expected of ['ok', 'usado']) {
    await signInWithPassword(page);
    await page.getByText('Sem acesso ao aplicativo? Use um código de recuperação').click();
    await page.getByLabel('Código de recuperação').fill(code);
    await page.getByRole('button', { name: 'Entrar com código de recuperação' }).click();
    if (expected === 'ok') {
      await expect(page.getByText('Olá, Ana Souza.')).toBeVisible();
      await page.getByRole('button', { name: 'Sair' }).click();
      // Signed out before the next sign-in (else /admin/entrar sends a signed-in browser on to /admin).
      await expect(page).toHaveURL(/\/admin\/entrar$/);
    } else {
      await expect(page.getByRole('alert')).toHaveText('Código de recuperação incorreto ou já usado.');
    }
  }
});

test('sessions page: lists this device, and "Sair de todos os dispositivos" ends every session', async ({ page, browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'one account, one journey: the desktop project walks it');
  // A second device.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInWithPassword(otherPage);
  await otherPage.getByText('Sem acesso ao aplicativo? Use um código de recuperação').click();
  await otherPage.getByLabel('Código de recuperação').fill(recoveryCodes[1] as string);
  await otherPage.getByRole('button', { name: 'Entrar com código de recuperação' }).click();
  await expect(otherPage.getByText('Olá, Ana Souza.')).toBeVisible();

  await signInWithPassword(page);
  await page.getByText('Sem acesso ao aplicativo? Use um código de recuperação').click();
  await page.getByLabel('Código de recuperação').fill(recoveryCodes[2] as string);
  await page.getByRole('button', { name: 'Entrar com código de recuperação' }).click();
  await page.getByRole('link', { name: 'Minhas sessões' }).first().click();
  await expect(page.getByRole('heading', { name: 'Minhas sessões' })).toBeVisible();
  // The header row; the first test's session (never signed out), the other device's, this one.
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(page.getByRole('row', { name: /esta sessão/ })).toContainText('127.0.0.1');
  await semViolacoes(page, { larguras: [] });
  await page.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
  await expect(page).toHaveURL(/\/admin\/entrar$/);
  await otherPage.goto(`${site.url}/admin`);
  await expect(otherPage).toHaveURL(/\/admin\/entrar$/);
  await other.close();
});

test('a cross-site POST is refused; a POST without the session’s CSRF token changes nothing', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'desktop', 'one account, one journey: the desktop project walks it');
  const cross = await post(context.request, '/admin/entrar', { email: EMAIL, senha: SENHA }, 'https://evil.example');
  expect(cross.status()).toBe(403);
  expect(await cross.text()).toContain('não veio de uma página deste site');

  await signInWithPassword(page);
  await page.getByText('Sem acesso ao aplicativo? Use um código de recuperação').click();
  await page.getByLabel('Código de recuperação').fill(recoveryCodes[3] as string);
  await page.getByRole('button', { name: 'Entrar com código de recuperação' }).click();
  await expect(page.getByText('Olá, Ana Souza.')).toBeVisible();
  // Same origin, the session's cookie, but no token: refused, and still signed in.
  const noToken = await post(context.request, '/admin/sair', {}, site.url);
  expect(noToken.status()).toBe(403);
  const wrongToken = await post(context.request, '/admin/sair', { _csrf: 'x'.repeat(43) }, site.url);
  expect(wrongToken.status()).toBe(403);
  await page.goto(`${site.url}/admin`);
  await expect(page.getByText('Olá, Ana Souza.')).toBeVisible();
  // Nothing changes on GET.
  await page.goto(`${site.url}/admin/sair`);
  await expect(page.getByText('Olá, Ana Souza.')).toBeVisible();
});

test('every back-office answer: no-store, noindex, strict CSP with a fresh nonce', async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop', 'headers do not depend on the width');
  const nonces = new Set<string>();
  for (const url of ['/admin', '/admin/entrar', '/admin/entrar', '/admin/sessoes']) {
    const res = await request.get(`${site.url}${url}`, { maxRedirects: 0 });
    const h = res.headers();
    expect(h['cache-control'], url).toBe('no-store');
    expect(h['x-robots-tag'], url).toBe('noindex, nofollow');
    const csp = h['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    if (nonce) nonces.add(nonce);
  }
  expect(nonces.size).toBe(4);
  const put = await request.fetch(`${site.url}/admin/entrar`, { method: 'PUT', data: 'x', failOnStatusCode: false });
  expect(put.status()).toBe(405);
  expect(put.headers().allow).toBe('GET, HEAD, POST');
  const huge = await request.post(`${site.url}/admin/entrar`, {
    headers: { origin: site.url, 'content-type': 'application/x-www-form-urlencoded' },
    data: 'a'.repeat(600 * 1024),
    failOnStatusCode: false,
  });
  expect(huge.status()).toBe(413);
});

test('20 wrong passwords slow sign-in down, and the real person still signs in', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'desktop', 'one account, one journey: the desktop project walks it');
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) {
    const res = await post(context.request, '/admin/entrar', { email: EMAIL, senha: `tentativa errada ${i}` }, site.url);
    statuses.push(res.status());
    if (res.status() === 429) {
      expect(await res.text()).toMatch(/Aguarde \d+ segundos?/);
      await new Promise((r) => setTimeout(r, Number(res.headers()['retry-after']) * 1000));
    }
  }
  expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(5);
  // This site runs with SIGNIN_DELAY_MAX_SECONDS=2: the person waits at most that, then signs in.
  await new Promise((r) => setTimeout(r, 2000));
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/admin\/entrar\/codigo$/);
});

test('axe at this width on the sign-in and code pages', async ({ page }) => {
  await page.goto(`${site.url}/admin/entrar`);
  await semViolacoes(page, { larguras: [] });
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Senha').fill('senha errada para ver o erro');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await semViolacoes(page, { larguras: [] });
});
