/**
 * Accounts end to end (issue 12, part 2), in Chromium against the built server with SMTP_URL
 * pointing at a real SMTP server the test starts (smtp-server): an administrator invites a person,
 * who reads the e-mail, creates a password and sets up two-factor; a role change applies at the
 * next click; disabling ends the person's session at once; a two-factor reset asks for a new set-up;
 * "Esqueci minha senha" answers the same for an unknown e-mail and its link ends every session.
 * The invitation by link (no SMTP) is walked by permissoes.spec.ts, whose site has no SMTP_URL.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { totpCode } from '@cosems/admin';
import { freePort, REPO_ROOT, type SiteProcess, startSite } from '@cosems/test-support/site-process';
import { type ServidorSmtp, startSmtpServer } from '@cosems/test-support/smtp';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { validateHtml } from './vnu';
import { semViolacoes } from './axe';

const SENHA = 'cavalo correto bateria grampo azul';
const SENHA_CONVIDADA = 'girassol tambor neblina caderno';
const SENHA_NOVA = 'pandeiro orvalho lanterna quiabo';
const ADMIN = { email: 'ana.admin@cosems.example', nome: 'Ana Administradora' };
const CONVIDADA = { email: 'clara.convidada@cosems.example', nome: 'Clara Convidada' };

let site: SiteProcess;
let smtp: ServidorSmtp;
let dataDir: string;
let admin: BrowserContext;
/** The invited person's browser, signed in (kept to see its session end). */
let clara: BrowserContext;
const segredos = new Map<string, string>();
const ultimoPasso = new Map<string, number>();
let claraId = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  smtp = await startSmtpServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-usuarios-e2e-'));
  execFileSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'packages/admin/build/cli.js'),
      'criar-usuario',
      '--email',
      ADMIN.email,
      '--nome',
      ADMIN.nome,
      '--papel',
      'administrador',
    ],
    { input: `${SENHA}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  // SITE_URL: the links in the e-mails start with it (never with the request's Host).
  const port = await freePort();
  site = await startSite({
    dataDir,
    port,
    env: {
      HSTS_MAX_AGE: '0',
      SITE_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: smtp.url,
      SMTP_FROM: 'COSEMS/MG <nao-responda@cosems.example>',
    },
  });
  await site.waitUntilReady(120_000);
  admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await entrar(await admin.newPage(), ADMIN.email, SENHA);
});

test.afterAll(async () => {
  await admin?.close();
  await clara?.close();
  await site?.stop();
  await smtp?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A TOTP code this account has not used yet (each time step's code is accepted once). */
async function codigo(email: string): Promise<string> {
  for (;;) {
    const agora = Math.floor(Date.now() / 30_000);
    const ultimo = ultimoPasso.get(email) ?? 0;
    if (ultimo <= agora) {
      const passo = Math.max(agora, ultimo + 1);
      ultimoPasso.set(email, passo);
      return totpCode(segredos.get(email) as string, passo * 30);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** On the set-up page: reads the key, confirms with a code, goes on into the back office. */
async function configurar(page: Page, email: string) {
  segredos.set(email, (await page.locator('code').first().innerText()).replace(/\s+/g, ''));
  ultimoPasso.delete(email);
  await page.getByLabel('Código').fill(await codigo(email));
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await page.getByRole('link', { name: 'Continuar para a área restrita' }).click();
}

/** Password, then two-factor (set up when the server asks for it); ends on a back-office page. */
async function entrar(page: Page, email: string, senha: string) {
  if (!page.url().includes('/admin/entrar')) await page.goto(`${site.url}/admin/entrar`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin\/entrar\/(configurar|codigo)/);
  if (page.url().includes('/configurar')) await configurar(page, email);
  else {
    await page.getByLabel('Código', { exact: true }).fill(await codigo(email));
    await page.getByRole('button', { name: 'Confirmar' }).click();
  }
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
}

const linkDe = (texto: string, caminho: string) => {
  const m = new RegExp(`https?://[^\\s]+/admin/${caminho}/[\\w-]{43}`).exec(texto);
  if (!m) throw new Error(`sem link /admin/${caminho}/ em: ${texto}`);
  return m[0];
};

test('an administrator invites a person by e-mail; the link creates the account once; two-factor at the first sign-in', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await admin.newPage();
  await page.goto(`${site.url}/admin`);
  await page.getByRole('navigation', { name: 'Área restrita' }).getByRole('link', { name: 'Usuários' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await semViolacoes(page);
  // The accessibility bar offers only what the back office has: its content (no site menu, search or footer).
  const barra = page.getByRole('navigation', { name: 'Acessibilidade' });
  await expect(barra.getByRole('link', { name: /^Ir para/ })).toHaveText([/^Ir para o conteúdo/]);
  await barra.getByRole('link', { name: /^Ir para o conteúdo/ }).click();
  await expect(page.locator('main#conteudo')).toBeFocused();
  // A bad e-mail: the message, the field marked, nothing sent.
  await page.getByLabel('Nome').fill(CONVIDADA.nome);
  await page.getByLabel('E-mail').fill('clara-sem-arroba');
  await page.getByRole('button', { name: 'Convidar' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Informe um e-mail válido.');
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('E-mail').fill(CONVIDADA.email);
  await page.getByLabel('Papel').selectOption({ label: 'Editor' });
  await page.getByRole('button', { name: 'Convidar' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`Convite enviado para ${CONVIDADA.email}.`);
  const pendentes = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Vale até' }) });
  await expect(pendentes.getByRole('row').filter({ hasText: CONVIDADA.email })).toContainText('Editor');

  const mensagem = await smtp.proxima(CONVIDADA.email);
  expect(mensagem.assunto).toBe('Convite para a área restrita do site do COSEMS/MG');
  expect(mensagem.de).toContain('nao-responda@cosems.example');
  expect(mensagem.texto).toContain(`${ADMIN.nome} convidou você para a área restrita do site do COSEMS/MG, como editor.`);
  const link = linkDe(mensagem.texto, 'convite');
  expect(new URL(link).origin).toBe(site.url);

  clara = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const convidada = await clara.newPage();
  await convidada.goto(link);
  await expect(convidada.getByRole('heading', { level: 1, name: 'Criar a sua senha' })).toBeVisible();
  await expect(convidada.getByRole('main')).toContainText(CONVIDADA.email);
  await semViolacoes(convidada);
  await convidada.getByLabel('Senha', { exact: true }).fill(SENHA_CONVIDADA);
  await convidada.getByLabel('Repita a senha').fill(`${SENHA_CONVIDADA}x`);
  await convidada.getByRole('button', { name: 'Criar conta' }).click();
  await expect(convidada.getByRole('main').getByRole('alert')).toHaveText('As duas senhas não são iguais: digite-as de novo.');
  await convidada.getByLabel('Senha', { exact: true }).fill('qwertyuiop123');
  await convidada.getByLabel('Repita a senha').fill('qwertyuiop123');
  await convidada.getByRole('button', { name: 'Criar conta' }).click();
  await expect(convidada.getByRole('main').getByRole('alert')).toContainText('Senha fácil de adivinhar');
  // Her own name: zxcvbn's hint, in our Portuguese (issue 26, item 4; packages/admin/src/password-feedback.ts).
  await convidada.getByLabel('Senha', { exact: true }).fill('convidada2026');
  await convidada.getByLabel('Repita a senha').fill('convidada2026');
  await convidada.getByRole('button', { name: 'Criar conta' }).click();
  await expect(convidada.getByRole('main').getByRole('alert')).toHaveText(
    'Senha fácil de adivinhar: escolha outra. A senha não deve conter o seu nome, o seu e-mail nem palavras ligadas ao COSEMS/MG, ' +
      'como SUS ou Minas Gerais. Acrescente mais palavras, de preferência pouco comuns. Uma frase de quatro ou mais palavras sem ' +
      'relação entre si funciona bem.',
  );
  await convidada.getByLabel('Senha', { exact: true }).fill(SENHA_CONVIDADA);
  await convidada.getByLabel('Repita a senha').fill(SENHA_CONVIDADA);
  await convidada.getByRole('button', { name: 'Criar conta' }).click();
  await expect(convidada).toHaveURL(/\/admin\/entrar\?aviso=conta-criada$/);
  await expect(convidada.getByRole('main').getByRole('status')).toHaveText(
    'Conta criada. Entre com o seu e-mail e a senha que acabou de criar.',
  );
  await entrar(convidada, CONVIDADA.email, SENHA_CONVIDADA);
  await expect(convidada.getByRole('banner')).toContainText('Clara Convidada (Editor)');
  // An editor manages no accounts: no link, and the page is refused.
  await expect(convidada.getByRole('link', { name: 'Usuários' })).toHaveCount(0);
  expect((await convidada.request.get(`${site.url}/admin/usuarios`)).status()).toBe(403);

  // The link worked once.
  const denovo = await browser.newPage();
  const resposta = await denovo.goto(link);
  expect(resposta?.status()).toBe(410);
  await expect(denovo.getByRole('heading', { level: 1, name: 'Convite inválido' })).toBeVisible();
  await denovo.close();

  await page.reload();
  const linha = page.getByRole('row').filter({ has: page.getByRole('link', { name: CONVIDADA.nome }) });
  await expect(linha).toContainText('Configurada');
  claraId = Number((await linha.getByRole('link').getAttribute('href'))?.split('/').pop());
  await expect(pendentes).toHaveCount(0);
  await page.close();
});

test('a new role applies at the next click; disabling ends the session at once; two-factor reset asks for a new set-up', async () => {
  test.setTimeout(120_000);
  const page = await admin.newPage();
  await page.goto(`${site.url}/admin/usuarios/${claraId}`);
  await expect(page.getByRole('heading', { level: 1, name: CONVIDADA.nome })).toBeVisible();
  await semViolacoes(page);
  await page.getByRole('combobox', { name: 'Papel' }).selectOption({ label: 'Autor' });
  await page.getByRole('button', { name: 'Salvar papel' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Papel alterado para Autor.');
  const convidada = await clara.newPage();
  await convidada.goto(`${site.url}/admin`);
  await expect(convidada.getByRole('banner')).toContainText('Clara Convidada (Autor)');

  await page.getByRole('button', { name: 'Desativar conta' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Conta desativada; 1 sessão encerrada.');
  await convidada.goto(`${site.url}/admin/noticias`);
  await expect(convidada).toHaveURL(/\/admin\/entrar\?voltar=%2Fadmin%2Fnoticias$/);
  await convidada.getByLabel('E-mail').fill(CONVIDADA.email);
  await convidada.getByLabel('Senha').fill(SENHA_CONVIDADA);
  await convidada.getByRole('button', { name: 'Entrar' }).click();
  await expect(convidada.getByRole('main').getByRole('alert')).toHaveText('E-mail ou senha incorretos.');

  await page.getByRole('button', { name: 'Reativar conta' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Conta reativada.');
  await page.getByRole('button', { name: 'Redefinir verificação em duas etapas' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('vai configurá-la de novo na próxima entrada');
  // The sign-in slows down after the failure above: wait for it, then the set-up page comes again.
  await expect(async () => {
    await convidada.goto(`${site.url}/admin/entrar`);
    await convidada.getByLabel('E-mail').fill(CONVIDADA.email);
    await convidada.getByLabel('Senha').fill(SENHA_CONVIDADA);
    await convidada.getByRole('button', { name: 'Entrar' }).click();
    await expect(convidada).toHaveURL(/\/admin\/entrar\/configurar/, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(convidada.getByRole('heading', { level: 1 })).toContainText('verificação em duas etapas');
  // The audit log has each change, with before and after.
  await page.goto(`${site.url}/admin/auditoria?objeto=usuario:${claraId}`);
  for (const acao of ['usuario-papel', 'usuario-desativado', 'usuario-reativado', 'segundo-fator-redefinido'])
    await expect(page.getByRole('main')).toContainText(acao);
  // …and the same, filtered, as a CSV file for a spreadsheet.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /em CSV$/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^auditoria-cosems-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  const linhas = csv.split('\r\n');
  expect(linhas[0]).toBe('\uFEFFid;em (horário de Brasília);pessoa;endereço;ação;item;campo;antes;depois');
  expect(linhas.some((l) => l.endsWith(`;${ADMIN.email};127.0.0.1;usuario-papel;usuario:${claraId};papel;editor;autor`))).toBe(true);
  expect(linhas.some((l) => l.includes(';usuario-desativado;') && l.endsWith(';ativo;true;false'))).toBe(true);
  expect(linhas.filter((l) => l && !l.includes(`;usuario:${claraId};`)).length).toBe(1);
  await convidada.close();
  await page.close();
});

test('"Esqueci minha senha": the same answer for an unknown e-mail; the link sets a new password and ends every session', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Clara signs in again (two-factor set up anew) and keeps this session open.
  const aberta = await clara.newPage();
  await aberta.goto(`${site.url}/admin/entrar/configurar`);
  await configurar(aberta, CONVIDADA.email);
  await expect(aberta.getByRole('button', { name: 'Sair' })).toBeVisible();

  const anonimo = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitante = await anonimo.newPage();
  await visitante.goto(`${site.url}/admin/entrar`);
  await visitante.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(visitante.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
  await semViolacoes(visitante);
  const respostas: string[] = [];
  for (const email of ['ninguem@cosems.example', CONVIDADA.email]) {
    await visitante.goto(`${site.url}/admin/esqueci`);
    await visitante.getByLabel('E-mail').fill(email);
    await visitante.getByRole('button', { name: 'Enviar link' }).click();
    respostas.push(await visitante.getByRole('main').getByRole('status').innerText());
  }
  expect(respostas[0]).toContain('Se houver uma conta ativa com este e-mail, enviamos para ele um link');
  expect(respostas[1]).toBe(respostas[0]);
  const mensagem = await smtp.proxima(CONVIDADA.email);
  expect(mensagem.assunto).toBe('Redefinição de senha da área restrita do COSEMS/MG');
  expect(smtp.recebidas.filter((m) => m.para.includes('ninguem@cosems.example'))).toEqual([]);

  await visitante.goto(linkDe(mensagem.texto, 'redefinir'));
  await expect(visitante.getByRole('heading', { level: 1, name: 'Escolher uma nova senha' })).toBeVisible();
  await semViolacoes(visitante);
  await visitante.getByLabel('Senha', { exact: true }).fill(SENHA_NOVA);
  await visitante.getByLabel('Repita a senha').fill(SENHA_NOVA);
  await visitante.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(visitante.getByRole('main').getByRole('status')).toHaveText(
    'Senha alterada, e todas as sessões da conta foram encerradas. Entre com a nova senha.',
  );
  // The session that was open is gone.
  await aberta.goto(`${site.url}/admin/noticias`);
  await expect(aberta).toHaveURL(/\/admin\/entrar\?voltar=/);
  await entrar(visitante, CONVIDADA.email, SENHA_NOVA);
  await anonimo.close();
  await aberta.close();
});

test('the account pages are valid HTML for the Nu HTML Checker (0 errors, 0 warnings)', async ({ browser }) => {
  test.setTimeout(120_000);
  const paginas = new Map<string, Buffer>();
  for (const url of ['/admin/usuarios', `/admin/usuarios/${claraId}`]) {
    const res = await admin.request.get(`${site.url}${url}`);
    expect(res.status(), url).toBe(200);
    paginas.set(url, await res.body());
  }
  // A pending invitation, for its row and for the page its link opens.
  const page = await admin.newPage();
  await page.goto(`${site.url}/admin/usuarios`);
  await page.getByLabel('Nome').fill('Davi Depois');
  await page.getByLabel('E-mail').fill('davi@cosems.example');
  await page.getByRole('button', { name: 'Convidar' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Convite enviado');
  paginas.set('/admin/usuarios (com convite)', Buffer.from(await page.content()));
  const link = linkDe((await smtp.proxima('davi@cosems.example')).texto, 'convite');
  const anonimo = await browser.newContext();
  for (const url of [
    link,
    `${site.url}/admin/esqueci`,
    `${site.url}/admin/convite/${'x'.repeat(43)}`,
    `${site.url}/admin/redefinir/${'y'.repeat(43)}`,
  ]) {
    const res = await anonimo.request.get(url);
    paginas.set(new URL(url).pathname, await res.body());
  }
  await anonimo.close();
  const { erros, avisos } = await validateHtml(paginas);
  expect(erros).toEqual([]);
  expect(avisos).toEqual([]);
  await page.close();
});
