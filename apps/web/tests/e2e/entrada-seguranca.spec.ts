/**
 * The sign-in's defences found by the security review (issue 25), against the built server: the
 * two-factor set-up by a browser without JavaScript (then a sign-in with the app's code), the
 * two-client takeover refused, the cap on wrong second-factor codes with its warning, Retry-After
 * on a throttled step answered as a document, and only the __Host- cookie over HTTPS. Its own site
 * process (TRUST_PROXY=loopback, so that a test may speak as a client behind an HTTPS proxy).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { totpCode } from '@cosems/admin';
import { FALHAS_SEGUNDO_FATOR_MAX } from '@cosems/contracts';
import { REPO_ROOT, type SiteProcess, startSite } from '@cosems/test-support/site-process';
import { type APIRequestContext, type Browser, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { csrfDe } from './admin-http';

const SENHA = 'cavalo correto bateria grampo azul';
const CONTAS = ['sem-js', 'dono', 'limite', 'cookie', 'espera'] as const;
const emailDe = (conta: (typeof CONTAS)[number]) => `${conta}@cosems.example`;

let site: SiteProcess;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-entrada-e2e-'));
  for (const conta of CONTAS) {
    execFileSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'packages/admin/build/cli.js'),
        'criar-usuario',
        '--email',
        emailDe(conta),
        '--nome',
        `Pessoa ${conta}`,
        '--papel',
        'editor',
      ],
      { input: `${SENHA}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
    );
  }
  site = await startSite({ dataDir, env: { HSTS_MAX_AGE: '0', SIGNIN_DELAY_MAX_SECONDS: '2', TRUST_PROXY: 'loopback' } });
  await site.waitUntilReady(120_000);
});

test.afterAll(async () => {
  await site?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const agora = () => Math.floor(Date.now() / 1000);

async function entrarComSenha(page: Page, email: string) {
  await page.goto(`${site.url}/admin/entrar`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(SENHA);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

const chaveDa = async (page: Page) => (await page.locator('code').first().innerText()).replace(/\s+/g, '');

async function semJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

/** An HTTP client that speaks as a browser of this site, from `endereco` (TRUST_PROXY=loopback), over `proto`. */
function cliente(endereco: string, proto: 'http' | 'https' = 'http'): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: site.url,
    extraHTTPHeaders: {
      origin: proto === 'https' ? site.url.replace('http:', 'https:') : site.url,
      'x-forwarded-for': endereco,
      'x-forwarded-proto': proto,
    },
  });
}

test('two-factor set-up by a browser without JavaScript, then a sign-in with the app code', async ({ browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'one account, one journey');
  const { context, page } = await semJavaScript(browser);
  await entrarComSenha(page, emailDe('sem-js'));
  await expect(page).toHaveURL(/\/admin\/entrar\/configurar$/);
  const chave = await chaveDa(page);
  await page.getByLabel('Código').fill(totpCode(chave, agora()));
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  // The codes come on a page of their own, after a redirect, and only once.
  await expect(page).toHaveURL(/\/admin\/entrar\/codigos-de-recuperacao$/);
  await expect(page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem')).toHaveCount(10);
  await page.reload();
  await expect(page.getByText('já foram mostrados')).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  await context.close();
  // Later, in another browser: the app's next code works (the key was not replaced after the confirmation).
  const outro = await semJavaScript(browser);
  await entrarComSenha(outro.page, emailDe('sem-js'));
  await expect(outro.page).toHaveURL(/\/admin\/entrar\/codigo$/);
  await outro.page.getByLabel('Código', { exact: true }).fill(totpCode(chave, agora() + 30));
  await outro.page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(outro.page.getByText('Olá, Pessoa sem-js.')).toBeVisible();
  await outro.context.close();
});

test('another half-session never sees the owner key, and is ended when the owner confirms', async ({ browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'one account, one journey');
  const dono = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const intruso = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const pDono = await dono.newPage();
  const pIntruso = await intruso.newPage();
  await entrarComSenha(pDono, emailDe('dono'));
  await entrarComSenha(pIntruso, emailDe('dono'));
  await expect(pDono).toHaveURL(/\/configurar$/);
  await expect(pIntruso).toHaveURL(/\/configurar$/);
  const chaveDono = await chaveDa(pDono);
  const chaveIntruso = await chaveDa(pIntruso);
  expect(chaveIntruso).not.toBe(chaveDono);
  await pDono.getByLabel('Código').fill(totpCode(chaveDono, agora()));
  await pDono.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await expect(pDono.getByRole('heading', { name: 'Verificação em duas etapas configurada' })).toBeVisible();
  // The intruder's page, loaded again: back to the sign-in, no key.
  await pIntruso.reload();
  await expect(pIntruso).toHaveURL(/\/admin\/entrar$/);
  await pIntruso.goto(`${site.url}/admin`);
  await expect(pIntruso).toHaveURL(/\/admin\/entrar$/);
  await dono.close();
  await intruso.close();
});

test(`after ${FALHAS_SEGUNDO_FATOR_MAX} wrong codes only a recovery code gets in, and the owner is warned`, async ({ browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'one account, one journey');
  test.setTimeout(150_000);
  const { context, page } = await semJavaScript(browser);
  await entrarComSenha(page, emailDe('limite'));
  const chave = await chaveDa(page);
  await page.getByLabel('Código').fill(totpCode(chave, agora()));
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  const codigos = await page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem').allInnerTexts();
  await context.close();
  // The attacker has the password: each guess from a new address, so only the account's delay (2 s here) and the cap count.
  // A POST again after the Retry-After of each 429 (the account's growing delay counts both steps).
  const postar = async (c: APIRequestContext, url: string, form: Record<string, string>) => {
    for (;;) {
      const r = await c.post(url, { form });
      if (r.status() !== 429) return r;
      expect(Number(r.headers()['retry-after'])).toBeGreaterThan(0);
      await new Promise((done) => setTimeout(done, Number(r.headers()['retry-after']) * 1000));
    }
  };
  let status = 0;
  for (let i = 0; i < FALHAS_SEGUNDO_FATOR_MAX; i++) {
    const c = await cliente(`198.51.100.${i + 1}`);
    const entrada = await postar(c, '/admin/entrar', { email: emailDe('limite'), senha: SENHA });
    expect(entrada.url()).toContain('/admin/entrar/codigo');
    const html = await entrada.text();
    status = (await postar(c, '/admin/entrar/codigo', { _csrf: csrfDe(html), intent: 'totp', codigo: String(100000 + i) })).status();
    await c.dispose();
  }
  expect(status).toBe(403);
  // The account's growing delay (2 s at most here) is over before the owner comes.
  await new Promise((done) => setTimeout(done, 2_500));
  // The owner, with the right code from the app: refused, told to use a recovery code.
  const dono = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const p = await dono.newPage();
  await entrarComSenha(p, emailDe('limite'));
  await p.getByLabel('Código', { exact: true }).fill(totpCode(chave, agora() + 30));
  await p.getByRole('button', { name: 'Confirmar' }).click();
  await expect(p.getByText(/deixaram de ser aceitos nesta conta/)).toBeVisible();
  await p.getByLabel('Código de recuperação').fill(codigos[0] as string);
  await p.getByRole('button', { name: 'Entrar com código de recuperação' }).click();
  await expect(p.getByText('Olá, Pessoa limite.')).toBeVisible();
  await expect(p.locator('#aviso-falhas-segundo-fator')).toContainText(`${FALHAS_SEGUNDO_FATOR_MAX} códigos de verificação errados`);
  await dono.close();
});

test('a throttled sign-in answered as a document carries Retry-After', async () => {
  const c = await cliente('203.0.113.50');
  let r = await c.post('/admin/entrar', { form: { email: emailDe('espera'), senha: 'errada de propósito' }, maxRedirects: 0 });
  for (let i = 0; i < 10 && r.status() !== 429; i++) {
    r = await c.post('/admin/entrar', { form: { email: emailDe('espera'), senha: 'errada de propósito' }, maxRedirects: 0 });
  }
  expect(r.status()).toBe(429);
  expect(r.headers()['content-type']).toContain('text/html');
  expect(Number(r.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
  await expect(await r.text()).toContain('Muitas tentativas de entrada');
  await c.dispose();
});

test('over HTTPS only the __Host- cookie is read: an unprefixed one planted by a sibling is ignored', async () => {
  // A client behind the trusted HTTPS proxy, cookies kept by hand (a Secure cookie over http would not be stored).
  const origem = site.url.replace('http:', 'https:');
  const pedir = (url: string, cookie: string, form?: Record<string, string>) =>
    fetch(`${site.url}${url}`, {
      method: form ? 'POST' : 'GET',
      headers: {
        cookie,
        origin: origem,
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.60',
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: 'manual',
    });
  const tokenDe = (r: Response) => /^__Host-cosems-sessao=([\w-]{43});/.exec(r.headers.getSetCookie().join('\n'))?.[1] ?? '';
  const entrada = await pedir('/admin/entrar', '', { email: emailDe('cookie'), senha: SENHA });
  const meia = tokenDe(entrada);
  expect(meia).toMatch(/^[\w-]{43}$/);
  const html = await (await pedir('/admin/entrar/configurar', `__Host-cosems-sessao=${meia}`)).text();
  const chave = (/<code[^>]*>([A-Z2-7 ]+)<\/code>/.exec(html)?.[1] ?? '').replace(/\s+/g, '');
  const feita = await pedir('/admin/entrar/configurar', `__Host-cosems-sessao=${meia}`, {
    _csrf: csrfDe(html),
    codigo: totpCode(chave, agora()),
  });
  const token = tokenDe(feita);
  expect(token).toMatch(/^[\w-]{43}$/);
  expect((await pedir('/admin/noticias', `__Host-cosems-sessao=${token}`)).status).toBe(200);
  const plantado = await pedir('/admin/noticias', `cosems-sessao=${token}`);
  expect(plantado.status).toBe(302);
  expect(plantado.headers.get('location')).toContain('/admin/entrar');
});
