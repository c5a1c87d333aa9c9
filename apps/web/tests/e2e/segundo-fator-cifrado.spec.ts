/**
 * TOTP secrets encrypted with TOTP_KEYS (issue 25, item 11; docs/decisions/042), against the
 * built server and the compiled CLI on one DATA_DIR: an account set up under a first key; a
 * rotation (the new key first, `npm run admin -- recifrar-segundo-fator`, the old key removed) after
 * which the app's code still signs in; a server given a key that does not read the stored secret
 * answers the code step with 503 and says how to get in, and a recovery code still does.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { totpCode } from '@cosems/admin';
import { REPO_ROOT, type SiteProcess, startSite } from '@cosems/test-support/site-process';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { csrfDe } from './admin-http';
import { SENHA_E2E } from './admin-site';

const EMAIL = 'editor@cosems.example';
const CLI = path.join(REPO_ROOT, 'packages/admin/build/cli.js');
const chave = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;
const K1 = chave('k1');
const K2 = chave('k2');
const K3 = chave('k3');

let dataDir: string;
let site: SiteProcess | undefined;
let segredo = '';
let passo = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-totp-keys-e2e-'));
  execFileSync(process.execPath, [CLI, 'criar-usuario', '--email', EMAIL, '--nome', 'Pessoa editor', '--papel', 'editor'], {
    input: `${SENHA_E2E}\n`,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
});

test.afterAll(async () => {
  await site?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Stops the site (the DATA_DIR stays): the CLI on PGlite needs its lock. */
async function parar() {
  await site?.stop();
  site = undefined;
}

async function subir(totpKeys: string) {
  await parar();
  site = await startSite({ dataDir, env: { HSTS_MAX_AGE: '0', TOTP_KEYS: totpKeys } });
  await site.waitUntilReady(120_000);
  return playwrightRequest.newContext({ baseURL: site.url, extraHTTPHeaders: { origin: site.url } });
}

/** A code of a step not used before (each is accepted once). */
function codigo(): string {
  passo = Math.max(passo + 1, Math.floor(Date.now() / 30_000));
  return totpCode(segredo, passo * 30);
}

test('the app code signs in across a key rotation; a key that reads nothing is a 503 that says how to get in', async () => {
  test.setTimeout(240_000);
  let cliente = await subir(K1);
  const r1 = await cliente.post('/admin/entrar', { form: { email: EMAIL, senha: SENHA_E2E } });
  const html = await r1.text();
  segredo = (/<code[^>]*>([A-Z2-7 ]+)<\/code>/.exec(html)?.[1] ?? '').replace(/\s+/g, '');
  expect(segredo).toMatch(/^[A-Z2-7]{32}$/);
  const feito = await cliente.post('/admin/entrar/configurar', { form: { _csrf: csrfDe(html), codigo: codigo() } });
  expect(feito.status()).toBe(200);
  // The set-up ends on the page that shows the recovery codes, once.
  const codigos = [...(await feito.text()).matchAll(/<li>([a-z2-9]{5}-[a-z2-9]{5})<\/li>/g)].map((m) => m[1]);
  expect(codigos).toHaveLength(10);
  await cliente.dispose();

  const entrar = async (c: typeof cliente, intent: 'totp' | 'recuperacao', valor: string) => {
    const senha = await c.post('/admin/entrar', { form: { email: EMAIL, senha: SENHA_E2E } });
    expect(senha.url()).toContain('/admin/entrar/codigo');
    return c.post('/admin/entrar/codigo', { form: { _csrf: csrfDe(await senha.text()), intent, codigo: valor }, maxRedirects: 0 });
  };

  // Rotation: the new key first, the command, then the old key gone.
  await parar();
  const recifra = spawnSync(process.execPath, [CLI, 'recifrar-segundo-fator'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', TOTP_KEYS: `${K2},${K1}` },
    encoding: 'utf8',
  });
  expect(recifra.status, recifra.stderr).toBe(0);
  expect(recifra.stdout).toMatch(/Chave atual: k2\. Cifradas de novo: 1;/);
  cliente = await subir(K2);
  expect((await entrar(cliente, 'totp', codigo())).status()).toBe(302);
  await cliente.dispose();

  // A server whose key reads nothing stored: a 503 that says so, never a 500; a recovery code still gets in.
  cliente = await subir(K3);
  const recusa = await entrar(cliente, 'totp', codigo());
  expect(recusa.status()).toBe(503);
  const pagina = (await recusa.text()).replaceAll('<!-- -->', '');
  expect(pagina).toContain('O servidor não consegue ler a chave da sua verificação em duas etapas');
  // The same half-session, from the recovery form the page opened.
  const recuperacao = await cliente.post('/admin/entrar/codigo', {
    form: { _csrf: csrfDe(pagina), intent: 'recuperacao', codigo: codigos[0] as string },
    maxRedirects: 0,
  });
  expect(recuperacao.status()).toBe(302);
  await cliente.dispose();

  // The command names the account no key reads, and fails.
  await parar();
  const falha = spawnSync(process.execPath, [CLI, 'recifrar-segundo-fator'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', TOTP_KEYS: K3 },
    encoding: 'utf8',
  });
  expect(falha.status).toBe(1);
  expect(falha.stderr).toContain(`${EMAIL} (chave k2)`);
});
