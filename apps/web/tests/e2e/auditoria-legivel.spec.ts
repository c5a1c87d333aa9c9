/**
 * The audit log for people (issue 27, item 10), in Chromium: an editor saves a news item and
 * replaces a picture; the administrator reads "Notícia salva" and "Arquivo de mídia substituído"
 * (the code as recorded beside it), the item's title linked to its page, the time in Brasília as
 * dd/mm/aaaa hh:mm, field names in Portuguese and the file as sizes and dimensions — no JSON. axe
 * at 1280 and 360 px.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { abrirSiteComContas, type SiteComContas } from './admin-site';
import { captura } from './capturas';
import { semViolacoes } from './axe';

let contas: SiteComContas;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  contas = await abrirSiteComContas(['editor', 'administrador'], 'auditoria-legivel');
});

test.afterAll(async () => {
  await contas?.parar();
});

const DATA_HORA = /^\d\d\/\d\d\/\d{4} \d\d:\d\d$/;

test('actions in Portuguese, the item by its title and linked, Brasília time, files as sizes, never JSON', async ({ browser }) => {
  test.setTimeout(150_000);
  const { site } = contas;
  const editor = await contas.pagina(browser, 'editor');
  const admin = await contas.pagina(browser, 'administrador');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'auditoria-legivel-'));
  try {
    // A draft of its own: "Salvar" on it is a plain save.
    const { page } = editor;
    await page.goto(`${site.url}/admin/noticias`);
    await page.getByRole('link', { name: 'Nova notícia' }).click();
    await expect(page).toHaveURL(/\/admin\/noticias\/nova$/);
    const titulo = 'Campanha de vacinação nas escolas <b>';
    await page.getByLabel('Título', { exact: true }).fill(titulo);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.locator('#estado')).toContainText('Rascunho salvo');
    const id = /\/admin\/noticias\/(\d+)/.exec(page.url())?.[1];

    // A picture uploaded, then replaced by a larger one.
    const foto = (w: number, h: number) =>
      sharp({ create: { width: w, height: h, channels: 3, background: '#2a5' } })
        .jpeg()
        .toBuffer();
    const arquivo = path.join(tmp, 'Posse da diretoria.jpg');
    fs.writeFileSync(arquivo, await foto(320, 200));
    await page.goto(`${site.url}/admin/midia`);
    await expect(page.getByText('Você também pode arrastar o arquivo')).toBeVisible();
    await page.getByLabel('Arquivo', { exact: true }).setInputFiles(arquivo);
    await page.getByLabel('Texto alternativo', { exact: true }).fill('Posse da diretoria');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    const nome = (await page.getByRole('status').filter({ hasText: 'Arquivo enviado:' }).getByRole('link').innerText()).trim();
    await page.goto(`${site.url}/admin/midia/${encodeURIComponent(nome)}`);
    fs.writeFileSync(arquivo, await foto(640, 400));
    await page.getByLabel('Novo arquivo').setInputFiles(arquivo);
    await page.getByRole('button', { name: /^Substituir/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /substituíd/i })).toBeVisible();

    const { page: pa } = admin;
    await pa.goto(`${site.url}/admin/auditoria?objeto=noticia:${id}`);
    const tabela = pa.getByRole('region', { name: 'Eventos do registro' });
    const salva = tabela.getByRole('row').filter({ hasText: 'Notícia salva' }).first();
    await expect(salva).toContainText('noticia.salvar');
    await expect(salva.getByRole('cell').first()).toHaveText(DATA_HORA);
    // The title as text (its tags escaped), linked to the item's page.
    await expect(salva.getByRole('link', { name: titulo, exact: true })).toHaveAttribute('href', `/admin/noticias/${id}`);
    await expect(salva.getByRole('term').filter({ hasText: /^Título$/ })).toHaveCount(1);
    await expect(tabela.getByRole('row').filter({ hasText: 'Notícia criada' })).toHaveCount(1);
    expect(await tabela.innerText()).not.toMatch(/[{[]"/);
    await semViolacoes(pa);
    await captura(pa, 'area-restrita-auditoria');

    await pa.goto(`${site.url}/admin/auditoria?objeto=${encodeURIComponent(`midia:${nome}`)}`);
    const troca = tabela.getByRole('row').filter({ hasText: 'Arquivo de mídia substituído' });
    await expect(troca).toHaveCount(1);
    await expect(troca.getByRole('link', { name: nome, exact: true })).toHaveAttribute('href', `/admin/midia/${encodeURIComponent(nome)}`);
    const campo = (rotulo: string) => troca.locator('dl > div').filter({ has: pa.getByRole('term').getByText(rotulo, { exact: true }) });
    await expect(campo('Largura (px)').getByRole('definition')).toHaveText('320 → 640');
    await expect(campo('Tamanho').getByRole('definition')).toHaveText(/^\d+ (KB|bytes) → \d+ (KB|bytes)$/);
    await expect(campo('Conteúdo (impressão digital)').getByRole('definition')).toHaveText(/^[0-9a-f]{12}… → [0-9a-f]{12}…$/);
    await expect(tabela.getByRole('row').filter({ hasText: 'Arquivo de mídia enviado' })).toHaveCount(1);
    expect(await tabela.innerText()).not.toMatch(/[{[]"/);
  } finally {
    await Promise.all([editor.context.close(), admin.context.close()]);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
