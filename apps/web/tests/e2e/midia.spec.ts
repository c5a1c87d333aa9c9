/**
 * The media library in Chromium, against the built server on its own DATA_DIR (an administrator
 * created by the compiled CLI, signed in with TOTP): upload with the progress bar, the same upload
 * without JavaScript, the file served at /image/{nome} upright and without metadata, alternative
 * text and focal point set by keyboard, axe on both pages at 1280 and 360 px, and cross-site POSTs.
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { totpCode } from '@cosems/admin';
import { REPO_ROOT, type SiteProcess, startSite } from '@cosems/test-support/site-process';
import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { soltarArquivo } from './admin-site';
import { semViolacoes } from './axe';

const EMAIL = 'maria.midia@cosems.example';
const SENHA = 'cavalo correto bateria grampo azul';

let site: SiteProcess;
let dataDir: string;
let tmp: string;
let signedIn: BrowserContext;
let uploaded = '';

test.describe.configure({ mode: 'serial' });

/** A photo 1600 × 1000 with EXIF orientation 6 (a quarter turn) and GPS tags; noise so it is not tiny. */
async function photo(): Promise<Buffer> {
  const w = 1600;
  const h = 1000;
  const raw = Buffer.alloc(w * h * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Copyright: 'Fotografo Fulano' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '19/1 55/1 0/1' } },
    })
    .toBuffer();
}

async function signIn(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.url}/admin/entrar`);
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Senha').fill(SENHA);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin\/entrar\/configurar$/);
  const key = (await page.locator('code').first().innerText()).replace(/\s+/g, '');
  await page.getByLabel('Código').fill(totpCode(key, Math.floor(Date.now() / 1000)));
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await page.getByRole('link', { name: 'Continuar para a área restrita' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Área restrita' })).toBeVisible();
  await page.close();
  return context;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-midia-e2e-'));
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-midia-files-'));
  execFileSync(
    process.execPath,
    [path.join(REPO_ROOT, 'packages/admin/build/cli.js'), 'criar-usuario', '--email', EMAIL, '--nome', 'Maria Mídia', '--papel', 'autor'],
    { input: `${SENHA}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  site = await startSite({ dataDir, env: { HSTS_MAX_AGE: '0' } });
  await site.waitUntilReady(120_000);
  signedIn = await signIn(browser);
});

test.afterAll(async () => {
  await signedIn?.close();
  await site?.stop();
  for (const dir of [dataDir, tmp]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('upload with the button: the progress bar finishes, the file is listed and served upright without metadata', async () => {
  const page = await signedIn.newPage();
  await page.goto(`${site.url}/admin/midia`);
  await expect(page.getByRole('heading', { level: 1, name: 'Biblioteca de mídia' })).toBeVisible();
  // Hydrated: the drop zone's hint appears with JavaScript.
  await expect(page.getByText('Você também pode arrastar o arquivo')).toBeVisible();

  // Alternative text missing: the message beside the field, nothing stored.
  const file = path.join(tmp, 'Reunião Plenária.jpg');
  fs.writeFileSync(file, await photo());
  await page.getByLabel('Arquivo', { exact: true }).setInputFiles(file);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.locator('#envio-alt-erro')).toHaveText(/Escreva o texto alternativo/);
  await expect(page.getByLabel('Texto alternativo', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // A text file named .jpg: refused from its bytes.
  const fake = path.join(tmp, 'falsa.jpg');
  fs.writeFileSync(fake, 'isto não é uma imagem');
  await page.getByLabel('Arquivo', { exact: true }).setInputFiles(fake);
  await page.getByLabel('Texto alternativo', { exact: true }).fill('Uma imagem falsa');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.locator('#envio-arquivo-erro')).toHaveText(/^Formato não aceito/);

  await page.getByLabel('Arquivo', { exact: true }).setInputFiles(file);
  await page.getByLabel('Texto alternativo', { exact: true }).fill('Plenária do COSEMS/MG em Belo Horizonte');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Arquivo enviado:' })).toBeVisible();
  await expect(page.getByLabel('Progresso do envio')).toHaveJSProperty('value', 100);
  const link = page.getByRole('status').getByRole('link');
  uploaded = (await link.innerText()).trim();
  expect(uploaded).toMatch(/^reuniao-plenaria(-[a-z0-9]{3})?\.jpg$/);
  // Listed (the list was revalidated), with its alternative text.
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: uploaded }) });
  await expect(row).toContainText('Plenária do COSEMS/MG em Belo Horizonte');

  const image = await page.request.get(`${site.url}/image/${uploaded}`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  const meta = await sharp(await image.body()).metadata();
  expect(meta).toMatchObject({ width: 1000, height: 1600 });
  expect(meta.exif).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  const thumb = await page.request.get(`${site.url}/image/${uploaded}?w=160`, { headers: { accept: 'image/webp' } });
  expect(thumb.status()).toBe(200);
  expect((await sharp(await thumb.body()).metadata()).width).toBe(160);

  // Search by alternative text, accents and case aside.
  await page.getByLabel('Buscar por nome ou texto alternativo').fill('plenaria');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\?q=plenaria$/);
  await expect(page.getByRole('table').getByRole('link', { name: uploaded })).toBeVisible();
  await page.close();
});

test('upload by drag and drop: the file dropped on the zone is chosen, sent with progress and listed', async () => {
  const page = await signedIn.newPage();
  await page.goto(`${site.url}/admin/midia`);
  const zona = page.locator('[data-zona-de-soltar]');
  await expect(zona.getByText('Você também pode arrastar o arquivo')).toBeVisible();
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2a5' } })
    .png()
    .toBuffer();
  // What the browser does when a file from the desktop is dropped.
  await soltarArquivo(page, zona, 'Mapa das Regionais.png', 'image/png', png);
  await expect(zona).toContainText('Escolhido: Mapa das Regionais.png.');
  await page.getByLabel('Texto alternativo', { exact: true }).fill('Mapa das 28 regionais de saúde de Minas Gerais');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Arquivo enviado:' })).toBeVisible();
  await expect(page.getByLabel('Progresso do envio')).toHaveJSProperty('value', 100);
  const nome = (await page.getByRole('status').getByRole('link').innerText()).trim();
  expect(nome).toMatch(/^mapa-das-regionais(-[a-z0-9]{3})?\.png$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: nome }) });
  await expect(row).toContainText('Mapa das 28 regionais de saúde de Minas Gerais');
  const served = await page.request.get(`${site.url}/image/${nome}`);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(await sharp(await served.body()).metadata()).toMatchObject({ width: 640, height: 360 });
  await page.close();
});

test('upload without JavaScript: a multipart POST to the page, then the file’s page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await signedIn.storageState() });
  const page = await context.newPage();
  await page.goto(`${site.url}/admin/midia`);
  const file = path.join(tmp, 'cartaz.png');
  fs.writeFileSync(
    file,
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1a6' } })
      .png()
      .toBuffer(),
  );
  await page.getByLabel('Arquivo', { exact: true }).setInputFiles(file);
  await page.getByLabel('Texto alternativo', { exact: true }).fill('Cartaz verde');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/midia\/cartaz(-[a-z0-9]{3})?\.png\?enviado=1$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Arquivo enviado.');
  await expect(page.getByRole('img', { name: 'Cartaz verde' })).toBeVisible();

  // The same file again, named in the form (issue 27, item 11): that name, slugged; again, a short suffix.
  for (const esperado of [
    /\/admin\/midia\/cartaz-da-campanha-de-maio\.png\?enviado=1$/,
    /\/admin\/midia\/cartaz-da-campanha-de-maio-[a-z0-9]{3}\.png\?enviado=1$/,
  ]) {
    await page.goto(`${site.url}/admin/midia`);
    await page.getByLabel('Arquivo', { exact: true }).setInputFiles(file);
    await page.getByLabel('Nome do arquivo (opcional)').fill('Cartaz da campanha de maio');
    await page.getByLabel('Texto alternativo', { exact: true }).fill('Cartaz verde');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page).toHaveURL(esperado);
  }
  await context.close();
});

test('alternative text and focal point by keyboard; the marker follows; replacement keeps the name; axe on both pages at 1280 and 360 px', async () => {
  const page = await signedIn.newPage();
  await page.goto(`${site.url}/admin/midia`);
  await semViolacoes(page);
  await page.goto(`${site.url}/admin/midia/${uploaded}`);
  await expect(page.getByRole('heading', { level: 1, name: uploaded })).toBeVisible();
  await expect(page.getByText('Este arquivo não é usado em nenhuma notícia')).toBeVisible();
  await semViolacoes(page);

  await page.getByLabel('Texto alternativo', { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Plenária em Belo Horizonte, mesa diretora ao centro');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Ponto focal horizontal (%)')).toBeFocused();
  await page.keyboard.type('25');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Ponto focal vertical (%)')).toBeFocused();
  await page.keyboard.type('80');
  await expect(page.locator('svg circle').first()).toHaveAttribute('cx', '25%');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Alterações salvas.');
  await page.reload();
  await expect(page.getByLabel('Ponto focal horizontal (%)')).toHaveValue('25');
  await expect(page.getByLabel('Ponto focal vertical (%)')).toHaveValue('80');
  await expect(page.getByRole('img', { name: 'Plenária em Belo Horizonte, mesa diretora ao centro' })).toBeVisible();

  // A click on the image moves the point (and the fields).
  const img = page.getByRole('img', { name: /Plenária/ });
  const box = await img.boundingBox();
  if (!box) throw new Error('imagem sem caixa');
  await img.click({ position: { x: box.width * 0.5, y: box.height * 0.1 } });
  await expect(page.getByLabel('Ponto focal horizontal (%)')).toHaveValue('50');
  await expect(page.getByLabel('Ponto focal vertical (%)')).toHaveValue('10');
  // Out of range: the message beside the fields.
  await page.getByLabel('Ponto focal vertical (%)').fill('150');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.locator('#foco-erro')).toHaveText(/de 0 a 100/);
  await semViolacoes(page);

  // Replaced under the same name: the public address serves the new bytes.
  const before = await page.request.get(`${site.url}/image/${uploaded}`);
  const next = path.join(tmp, 'nova.png');
  fs.writeFileSync(
    next,
    await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c33' } })
      .png()
      .toBuffer(),
  );
  await page.getByLabel('Novo arquivo').setInputFiles(next);
  await page.getByRole('button', { name: 'Substituir arquivo' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Arquivo substituído.');
  await expect(page.getByText('320 × 240 px')).toBeVisible();
  const after = await page.request.get(`${site.url}/image/${uploaded}`);
  expect(after.headers()['content-type']).toBe('image/png');
  expect(after.headers().etag).not.toBe(before.headers().etag);
  await page.close();
});

test('a file from the content bundle: its uses link to the news editor; an author may not edit it (403)', async () => {
  const page = await signedIn.newPage();
  await page.goto(`${site.url}/admin/midia/banner-01.jpg`);
  await expect(page.getByRole('heading', { level: 1, name: 'banner-01.jpg' })).toBeVisible();
  const uses = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(uses.first()).toHaveAttribute('href', /^\/admin\/noticias\/\d+$/);
  // The author did not send it: no edit or replace form, and the server refuses the POST anyway.
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Substituir arquivo' })).toHaveCount(0);
  await expect(page.getByText('Só quem enviou este arquivo')).toBeVisible();
  const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
  const refused = await signedIn.request.post(`${site.url}/admin/midia/banner-01.jpg`, {
    form: { _csrf: csrf, intent: 'editar', alt: 'Outro texto', focoX: '10', focoY: '10' },
    headers: { origin: site.url },
    failOnStatusCode: false,
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain('Acesso negado');
  await page.close();
});

test('cross-site and token-less POSTs are refused; uploads may be larger than other forms', async () => {
  const request = signedIn.request;
  const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const multipart = { arquivo: { name: 'x.png', mimeType: 'image/png', buffer: png }, alt: 'Quadrado preto' };
  const page = await signedIn.newPage();
  await page.goto(`${site.url}/admin/midia`);
  const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
  await page.close();

  const evil = await request.post(`${site.url}/admin/midia/enviar`, {
    multipart: { ...multipart, _csrf: csrf },
    headers: { origin: 'http://evil.example' },
    failOnStatusCode: false,
  });
  expect(evil.status()).toBe(403);
  const evilPage = await request.post(`${site.url}/admin/midia/${uploaded}`, {
    form: { _csrf: csrf, intent: 'editar', alt: 'pichado', focoX: '', focoY: '' },
    headers: { origin: 'http://evil.example' },
    failOnStatusCode: false,
  });
  expect(evilPage.status()).toBe(403);
  const noToken = await request.post(`${site.url}/admin/midia/enviar`, {
    multipart,
    headers: { origin: site.url },
    failOnStatusCode: false,
  });
  expect(noToken.status()).toBe(403);

  // 600 KB is over the forms' 512 KB but well within an upload's 20 MB: read, and refused for its bytes.
  const big = await request.post(`${site.url}/admin/midia/enviar`, {
    multipart: { _csrf: csrf, alt: 'x', arquivo: { name: 'grande.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(600 * 1024, 65) } },
    headers: { origin: site.url },
    failOnStatusCode: false,
  });
  expect(big.status()).toBe(400);
  expect(await big.json()).toMatchObject({ ok: false, campo: 'arquivo', erro: expect.stringMatching(/^Formato não aceito/) });
  const form = await request.post(`${site.url}/admin/sessoes`, {
    headers: { origin: site.url, 'content-type': 'application/x-www-form-urlencoded' },
    data: `_csrf=${csrf}&x=${'a'.repeat(600 * 1024)}`,
    failOnStatusCode: false,
  });
  expect(form.status()).toBe(413);

  // An upload announcing more than 20 MB (and its form's envelope): 413 before the body is read.
  const cookie = (await signedIn.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const early = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${site.url}/admin/midia/enviar`, {
      method: 'POST',
      headers: {
        origin: site.url,
        cookie,
        'x-csrf-token': csrf,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(25 * 1024 * 1024),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.flushHeaders();
  });
  expect(early.status).toBe(413);
  expect(early.body).toContain('o limite é de 20 MB');

  // Signed in with the right token, from this site: accepted.
  const ok = await request.post(`${site.url}/admin/midia/enviar`, {
    multipart: { ...multipart, _csrf: csrf },
    headers: { origin: site.url },
    failOnStatusCode: false,
  });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toMatchObject({ ok: true, nome: expect.stringMatching(/^x(-[a-z0-9]{3})?\.png$/) });
});
