/**
 * The legal space and the publications in the back office (issue 12), in Chromium against the
 * built server on its own DATA_DIR (demo content; an editor and an autor created by the compiled
 * CLI): an editor adds a technical note with a PDF and a visitor sees it on /juridico and in the
 * API, the PDF served with the same bytes; fake and truncated PDFs and a javascript: link refused
 * with nothing changed; edit and delete; a publication's title alone keeps its "Ultima Mudança",
 * a new file moves it; the autor gets 403; axe at 1280 and 360 px and the Nu HTML Checker on every
 * new page.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { checkPdf, totpCode } from '@cosems/admin';
import { makePdf } from '@cosems/test-support/pdf';
import { REPO_ROOT, type SiteProcess, startSite } from '@cosems/test-support/site-process';
import { type Browser, type BrowserContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { entrarPorHttp } from './admin-http';
import { validateHtml } from './vnu';
import { semViolacoes } from './axe';

const SENHA = 'cavalo correto bateria grampo azul';
const EDITORA = { email: 'eva.editora@cosems.example', nome: 'Eva Editora', papel: 'editor' };
const AUTOR = { email: 'otto.autor@cosems.example', nome: 'Otto Autor', papel: 'autor' };
const ADMIN = { email: 'ana.admin@cosems.example', nome: 'Ana Admin', papel: 'administrador' };
const DESCRICAO = 'Nota Técnica nº 30/2026 – <b>Vacinação</b> nas escolas & "campanhas"';

let site: SiteProcess;
let dataDir: string;
let tmp: string;
let editora: BrowserContext;
let notaId = 0;
let notaPdf: Buffer;
const paginasHtml = new Map<string, Buffer | string>();

test.describe.configure({ mode: 'serial' });

/** A PDF of `paginas` pages, with an author and a title in its document information. */
const pdfDaNota = (paginas: number, texto: string) =>
  makePdf(paginas, { info: { Author: 'Assessoria Jurídica', Title: texto }, linha: (n) => `${texto} – página ${n}` });

function arquivo(nome: string, bytes: Buffer | string): string {
  const file = path.join(tmp, nome);
  fs.writeFileSync(file, bytes);
  return file;
}

async function signIn(browser: Browser, email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${site.url}/admin/entrar`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(SENHA);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin\/entrar\/configurar$/);
  const key = (await page.locator('code').first().innerText()).replace(/\s+/g, '');
  await page.getByLabel('Código').fill(totpCode(key, Math.floor(Date.now() / 1000)));
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await page.getByRole('link', { name: 'Continuar para a área restrita' }).click();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await page.close();
  return context;
}

/** The page as the server rendered it, for the Nu HTML Checker at the end. */
async function guardarHtml(nome: string, page: Page) {
  paginasHtml.set(nome, await page.content());
}

/** Within a second of the save's confirmation, the API answers `esperado` (the caches were emptied by NOTIFY). */
async function emUmSegundo<T>(ler: () => Promise<T>, esperado: unknown) {
  await expect.poll(ler, { timeout: 1000, intervals: [50] }).toEqual(esperado);
}

const api = async (caminho: string) => {
  const r = await fetch(`${site.url}${caminho}`);
  expect(r.status, caminho).toBe(200);
  return r.json();
};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-juridico-e2e-'));
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-juridico-arquivos-'));
  for (const conta of [EDITORA, AUTOR, ADMIN]) {
    execFileSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'packages/admin/build/cli.js'),
        'criar-usuario',
        '--email',
        conta.email,
        '--nome',
        conta.nome,
        '--papel',
        conta.papel,
      ],
      { input: `${SENHA}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
    );
  }
  site = await startSite({ dataDir, env: { HSTS_MAX_AGE: '0' } });
  await site.waitUntilReady(120_000);
  editora = await signIn(browser, EDITORA.email);
  notaPdf = await pdfDaNota(2, 'Nota Técnica 30/2026');
});

test.afterAll(async () => {
  await editora?.close();
  await site?.stop();
  for (const dir of [dataDir, tmp]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('an editor adds a technical note with a PDF: /juridico, the API and /arquivo show it within a second', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await editora.newPage();
  await page.goto(`${site.url}/admin`);
  await page.getByRole('navigation', { name: 'Área restrita' }).getByRole('link', { name: 'Conteúdo do site' }).click();
  await page.getByRole('link', { name: 'Espaço Jurídico' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Espaço Jurídico' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Notas Técnicas' })).toBeVisible();
  await semViolacoes(page, { semRolagem: true });
  await guardarHtml('/admin/juridico/notas', page);

  await page.getByRole('link', { name: 'Novo documento em Notas Técnicas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo documento' })).toBeVisible();
  await semViolacoes(page, { semRolagem: true });
  await guardarHtml('/admin/juridico/notas/novo', page);

  // Nothing filled: the summary names the first problem and links to its field.
  await page.getByRole('button', { name: 'Salvar' }).click();
  const resumo = page.getByRole('alert').filter({ hasText: 'Não foi possível salvar.' });
  await expect(resumo).toContainText('Informe a data do documento');
  await expect(page.getByLabel('Data')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Data')).toHaveAttribute('aria-describedby', 'documento-data-erro');
  await resumo.getByRole('link').click();
  await expect(page.getByLabel('Data')).toBeFocused();
  await semViolacoes(page, { semRolagem: true });
  await guardarHtml('/admin/juridico/notas/novo (com erro)', page);

  const antes = (await api('/api/juridico/notas')) as { desc: string; link: string }[];
  await page.getByLabel('Data').fill('2026-11-20');
  await page.getByLabel('Descrição').fill(DESCRICAO);
  await page.getByLabel('Arquivo PDF', { exact: true }).setInputFiles(arquivo('Nota Técnica 30-2026.pdf', notaPdf));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/admin\/juridico\/notas\?salvo=\d+&paginas=2&dados=retirados$/);
  const salvoEm = Date.now();
  // The API lists it first (newest), with the uploaded file's address, within a second.
  await emUmSegundo(async () => ((await api('/api/juridico/notas')) as { desc: string }[])[0]?.desc, DESCRICAO);
  console.log(`Espaço Jurídico: a nota na API ${Date.now() - salvoEm} ms depois da confirmação.`);
  notaId = Number(new URL(page.url()).searchParams.get('salvo'));
  await expect(page.getByRole('main').getByRole('status')).toContainText('Documento salvo. O PDF foi conferido e aceito (2 páginas).');
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Os dados do documento que vieram no PDF (como autor, programa que o gerou e datas) foram retirados da cópia publicada.',
  );
  await semViolacoes(page, { semRolagem: true });

  const lista = (await api('/api/juridico/notas')) as { date: string; desc: string; link: string }[];
  expect(lista).toHaveLength(antes.length + 1);
  expect(lista[0]).toMatchObject({ desc: DESCRICAO, link: expect.stringMatching(/^\/arquivo\/nota-tecnica-30-2026(-[a-z0-9]{3})?\.pdf$/) });
  const link = lista[0]?.link as string;

  // A visitor: the description as text (the tags shown, not applied), the link to the same PDF.
  const visitante = await browser.newContext();
  const publica = await visitante.newPage();
  await publica.goto(`${site.url}/juridico/notas`);
  const linha = publica.getByRole('row').filter({ hasText: 'Nota Técnica nº 30/2026' });
  await expect(linha).toContainText(DESCRICAO);
  await expect(linha).toContainText('20/11/2026');
  await expect(linha.locator('b')).toHaveCount(0);
  await expect(linha.getByRole('link', { name: /^Baixar Nota/ })).toHaveAttribute('href', link);
  const pdf = await publica.request.get(`${site.url}${link}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // The published copy: the same two pages, without the author and title the upload carried.
  expect(await checkPdf(notaPdf)).toMatchObject({ paginas: 2, metadados: expect.arrayContaining(['Autor: Assessoria Jurídica']) });
  expect(await checkPdf(await pdf.body())).toEqual({ tipo: 'pdf', paginas: 2, metadados: [], assinado: false });
  await visitante.close();
  await page.close();
});

test('a fake PDF, a truncated PDF and a javascript: link are refused with the reason, and nothing changes', async () => {
  test.setTimeout(120_000);
  const page = await editora.newPage();
  await page.goto(`${site.url}/admin/juridico/pareceres/novo`);
  const antes = await api('/api/juridico/pareceres');
  const arquivosAntes = (await (await editora.request.get(`${site.url}/admin/midia`)).text()).match(/\.pdf/g)?.length ?? 0;

  await page.getByLabel('Data').fill('2026-11-21');
  await page.getByLabel('Descrição').fill('Parecer nº 8/2026');
  // A text file named .pdf and declared application/pdf: the bytes decide.
  await page
    .getByLabel('Arquivo PDF', { exact: true })
    .setInputFiles({ name: 'parecer.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Isto é só texto com nome de PDF.\n') });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.locator('#documento-arquivo-erro')).toHaveText(/^O arquivo não é um PDF/);
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível salvar.' })).toContainText('O arquivo não é um PDF');
  await expect(page.getByLabel('Arquivo PDF', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // What was typed is kept.
  await expect(page.getByLabel('Descrição')).toHaveValue('Parecer nº 8/2026');
  await semViolacoes(page, { semRolagem: true });
  await guardarHtml('/admin/juridico/pareceres/novo (PDF recusado)', page);

  const inteiro = await pdfDaNota(3, 'Parecer 8/2026');
  await page
    .getByLabel('Arquivo PDF', { exact: true })
    .setInputFiles(arquivo('parecer-cortado.pdf', inteiro.subarray(0, inteiro.length >> 1)));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.locator('#documento-arquivo-erro')).toHaveText(/^O PDF está incompleto/);

  await page.getByLabel('Link para outro site').check();
  await page.getByLabel('Endereço do link').fill('javascript:alert(document.cookie)');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.locator('#documento-link-erro')).toHaveText('Só são aceitos endereços http:// ou https://.');
  await expect(page.getByLabel('Endereço do link')).toHaveAttribute('aria-invalid', 'true');

  expect(await api('/api/juridico/pareceres')).toEqual(antes);
  expect((await (await editora.request.get(`${site.url}/admin/midia`)).text()).match(/\.pdf/g)?.length ?? 0).toBe(arquivosAntes);

  // An https link is taken as it is.
  await page.getByLabel('Endereço do link').fill('https://www.gov.br/saude/pt-br/parecer-8');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/admin\/juridico\/pareceres\?salvo=\d+$/);
  await emUmSegundo(async () => ((await api('/api/juridico/pareceres')) as { desc: string; link: string }[])[0], {
    date: '2026-11-21T15:00:00.000Z',
    desc: 'Parecer nº 8/2026',
    link: 'https://www.gov.br/saude/pt-br/parecer-8',
  });
  await page.close();
});

test('edit the note (the file kept), then delete it after the confirmation page', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await editora.newPage();
  await page.goto(`${site.url}/admin/juridico/notas`);
  await page
    .getByRole('row')
    .filter({ hasText: DESCRICAO })
    .getByRole('link', { name: /^Editar/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar documento' })).toBeVisible();
  await expect(page.getByLabel('Descrição')).toHaveValue(DESCRICAO);
  await expect(page.getByLabel('Arquivo PDF enviado aqui')).toBeChecked();
  await semViolacoes(page, { semRolagem: true });
  await guardarHtml(`/admin/juridico/notas/${notaId}`, page);
  const { link } = ((await api('/api/juridico/notas')) as { link: string }[])[0] as { link: string };

  await page.getByLabel('Descrição').fill('Nota Técnica nº 30/2026 – vacinação nas escolas (revista)');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Documento salvo.');
  await emUmSegundo(async () => ((await api('/api/juridico/notas')) as { desc: string; link: string }[])[0], {
    date: '2026-11-20T15:00:00.000Z',
    desc: 'Nota Técnica nº 30/2026 – vacinação nas escolas (revista)',
    link,
  });

  await page
    .getByRole('row')
    .filter({ hasText: '(revista)' })
    .getByRole('link', { name: /^Excluir/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Excluir documento' })).toBeVisible();
  await semViolacoes(page, { semRolagem: true });
  await guardarHtml(`/admin/juridico/notas/${notaId}/excluir`, page);
  await page.getByRole('button', { name: 'Excluir o documento' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Documento excluído.');
  await emUmSegundo(async () => ((await api('/api/juridico/notas')) as { desc: string }[]).some((d) => d.desc.includes('30/2026')), false);
  const visitante = await browser.newContext();
  const publica = await visitante.newPage();
  await publica.goto(`${site.url}/juridico/notas`);
  await expect(publica.getByRole('heading', { name: 'Notas Técnicas' })).toBeVisible();
  await expect(publica.getByText('Nota Técnica nº 30/2026')).toHaveCount(0);
  await visitante.close();
  await page.close();
});

test('a publication: the title alone keeps "Ultima Mudança"; a new PDF moves it to today', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await editora.newPage();
  await page.goto(`${site.url}/admin/conteudo`);
  await page.getByRole('link', { name: 'Publicações' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Publicações' })).toBeVisible();
  await semViolacoes(page, { semRolagem: true });
  await guardarHtml('/admin/publicacoes', page);

  const antes = (await api('/api/publicacoes')) as { title: string; link: string; last_update: string }[];
  const primeira = antes[0] as { title: string; link: string; last_update: string };
  await page
    .getByRole('row')
    .filter({ hasText: primeira.title })
    .getByRole('link', { name: /^Editar/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar publicação' })).toBeVisible();
  await semViolacoes(page, { semRolagem: true });
  await guardarHtml('/admin/publicacoes/{id}', page);

  await page.getByLabel('Título').fill(`${primeira.title} (revista)`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Publicação salva.');
  await emUmSegundo(async () => ((await api('/api/publicacoes')) as typeof antes)[0], {
    title: `${primeira.title} (revista)`,
    link: primeira.link,
    last_update: primeira.last_update,
  });

  await page
    .getByRole('row')
    .filter({ hasText: `${primeira.title} (revista)` })
    .getByRole('link', { name: /^Editar/ })
    .click();
  const novo = await pdfDaNota(1, 'Guia do Gestor – nova edição');
  await page.getByLabel('Trocar por outro PDF (opcional)').setInputFiles(arquivo('guia-nova-edicao.pdf', novo));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Publicação salva. O PDF foi conferido e aceito (1 página).');
  await emUmSegundo(async () => ((await api('/api/publicacoes')) as typeof antes)[0]?.link === primeira.link, false);
  const trocada = ((await api('/api/publicacoes')) as typeof antes)[0] as (typeof antes)[0];
  expect(trocada.link).toMatch(/^\/arquivo\/guia-nova-edicao(-[a-z0-9]{3})?\.pdf$/);
  expect(new Date(trocada.last_update).getTime()).toBeGreaterThan(Date.now() - 60_000);
  const hoje = new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  const visitante = await browser.newContext();
  const publica = await visitante.newPage();
  await publica.goto(`${site.url}/publicacoes`);
  const linha = publica.getByRole('row').filter({ hasText: `${primeira.title} (revista)` });
  await expect(linha).toContainText(hoje);
  const baixado = await publica.request.get(`${site.url}${trocada.link}`);
  expect(baixado.headers()['content-type']).toBe('application/pdf');
  // The new file, its one page, without the author the upload carried.
  expect(await checkPdf(await baixado.body())).toEqual({ tipo: 'pdf', paginas: 1, metadados: [], assinado: false });
  await expect(page.getByRole('main').getByRole('status')).toContainText('foram retirados da cópia publicada');
  await visitante.close();

  // The title put back as it was (a revert by the same form): the file and its date stay.
  await page.goto(`${site.url}/admin/publicacoes`);
  await page
    .getByRole('row')
    .filter({ hasText: `${primeira.title} (revista)` })
    .getByRole('link', { name: /^Editar/ })
    .click();
  await page.getByLabel('Título').fill(primeira.title);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Publicação salva.');
  await emUmSegundo(async () => ((await api('/api/publicacoes')) as typeof antes)[0], { ...trocada, title: primeira.title });

  // A new publication by link, then its confirmation page and deletion.
  await page.getByRole('link', { name: 'Nova publicação' }).click();
  await page.getByLabel('Título').fill('Boletim externo');
  await page.getByLabel('Link para outro site').check();
  await page.getByLabel('Endereço do link').fill('https://www.saude.mg.gov.br/boletim');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Publicação salva.');
  expect(((await api('/api/publicacoes')) as typeof antes).at(-1)).toMatchObject({
    title: 'Boletim externo',
    link: 'https://www.saude.mg.gov.br/boletim',
  });
  await page
    .getByRole('row')
    .filter({ hasText: 'Boletim externo' })
    .getByRole('link', { name: /^Excluir/ })
    .click();
  await semViolacoes(page, { semRolagem: true });
  await guardarHtml('/admin/publicacoes/{id}/excluir', page);
  await page.getByRole('button', { name: 'Excluir a publicação' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Publicação excluída.');
  expect(await api('/api/publicacoes')).toHaveLength(antes.length);
  await page.close();
});

/** Presses Tab until the focused element matches `selector` (at most 60 presses). */
async function tabTo(page: Page, selector: string) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab não chegou a ${selector}`);
}

test('two editors on the same document: the later save is refused, shows what is stored, and a second save replaces it', async () => {
  test.setTimeout(120_000);
  const primeira = await editora.newPage();
  await primeira.goto(`${site.url}/admin/juridico/pareceres`);
  await primeira
    .getByRole('row')
    .filter({ hasText: 'Parecer nº 8/2026' })
    .getByRole('link', { name: /^Editar/ })
    .click();
  await expect(primeira.getByRole('heading', { level: 1, name: 'Editar documento' })).toBeVisible();
  const segunda = await editora.newPage();
  await segunda.goto(primeira.url());

  await primeira.getByLabel('Descrição').fill('Parecer nº 8/2026 (versão da primeira aba)');
  await primeira.getByRole('button', { name: 'Salvar' }).click();
  await expect(primeira.getByRole('main').getByRole('status')).toContainText('Documento salvo.');

  await segunda.getByLabel('Descrição').fill('Parecer nº 8/2026 (versão da segunda aba)');
  await segunda.getByRole('button', { name: 'Salvar' }).click();
  await expect(segunda.locator('#documento-erros')).toContainText('Outra pessoa alterou este item');
  const salvo = segunda.getByRole('region', { name: 'O que está salvo agora' });
  await expect(salvo).toContainText('Parecer nº 8/2026 (versão da primeira aba)');
  await expect(segunda.getByLabel('Descrição')).toHaveValue('Parecer nº 8/2026 (versão da segunda aba)');
  expect(((await api('/api/juridico/pareceres')) as { desc: string }[])[0]?.desc).toBe('Parecer nº 8/2026 (versão da primeira aba)');
  await semViolacoes(segunda, { semRolagem: true });
  await guardarHtml('/admin/juridico/pareceres/{id} (conflito)', segunda);

  await segunda.getByRole('button', { name: 'Salvar' }).click();
  await expect(segunda.getByRole('main').getByRole('status')).toContainText('Documento salvo.');
  await emUmSegundo(
    async () => ((await api('/api/juridico/pareceres')) as { desc: string }[])[0]?.desc,
    'Parecer nº 8/2026 (versão da segunda aba)',
  );
  await primeira.close();
  await segunda.close();
});

test('by keyboard alone: a new informe by link, from the list to the saved notice', async ({ browser }) => {
  test.setTimeout(120_000);
  // The editor's session in a new window (axe and keyboard as a person would start).
  const context = await browser.newContext({ storageState: await editora.storageState() });
  const page = await context.newPage();
  await page.goto(`${site.url}/admin/juridico/informes`);
  await tabTo(page, 'a[href="/admin/juridico/informes/novo"]');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo documento' })).toBeVisible();
  await tabTo(page, '#documento-data');
  // The date field's parts follow the browser's language (here en-US: month, day, year).
  await page.keyboard.type('11222026');
  await expect(page.getByLabel('Data')).toHaveValue('2026-11-22');
  // The date field's parts (day, month, year) are tab stops of their own in Chromium.
  await tabTo(page, '#documento-desc');
  await page.keyboard.type('Informe nº 5/2026, escrito só com o teclado');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Arquivo PDF enviado aqui')).toBeFocused();
  // One tab stop for the two choices; the arrow keys move between them.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Link para outro site')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Endereço do link')).toBeFocused();
  await page.keyboard.type('https://www.gov.br/saude/informe-5');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toContainText('Documento salvo.');
  await emUmSegundo(async () => ((await api('/api/juridico/informes')) as unknown[])[0], {
    date: '2026-11-22T15:00:00.000Z',
    desc: 'Informe nº 5/2026, escrito só com o teclado',
    link: 'https://www.gov.br/saude/informe-5',
  });
  await context.close();
});

test('without JavaScript: the same forms post and answer (a refusal with its summary, then the save)', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ storageState: await editora.storageState(), javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.url}/admin/publicacoes/nova`);
  await page.getByLabel('Título').fill('Relatório sem JavaScript');
  await page.getByLabel('Arquivo PDF', { exact: true }).setInputFiles({
    name: 'relatorio.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfDaNota(1, 'Relatório').then((b) => b.subarray(0, 200)),
  });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.locator('#documento-erros')).toContainText('O PDF está incompleto');
  await expect(page.getByLabel('Título')).toHaveValue('Relatório sem JavaScript');
  await page.getByLabel('Arquivo PDF', { exact: true }).setInputFiles(arquivo('relatorio-sem-js.pdf', await pdfDaNota(3, 'Relatório')));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/admin\/publicacoes\?salvo=\d+&paginas=3/);
  await expect(page.getByRole('main').getByRole('status')).toContainText('Publicação salva. O PDF foi conferido e aceito (3 páginas).');
  const ultima = ((await api('/api/publicacoes')) as { title: string; link: string }[]).at(-1);
  expect(ultima).toMatchObject({
    title: 'Relatório sem JavaScript',
    link: expect.stringMatching(/^\/arquivo\/relatorio-sem-js(-[a-z0-9]{3})?\.pdf$/),
  });
  await page
    .getByRole('row')
    .filter({ hasText: 'Relatório sem JavaScript' })
    .getByRole('link', { name: /^Excluir/ })
    .click();
  await page.getByRole('button', { name: 'Excluir a publicação' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Publicação excluída.');
  await context.close();
});

test('an autor gets 403 on every page and action; a POST without the session token, or above 20 MB, is refused', async () => {
  test.setTimeout(120_000);
  const cliente = await playwrightRequest.newContext({ baseURL: site.url, extraHTTPHeaders: { origin: site.url } });
  const csrf = await entrarPorHttp(cliente, AUTOR.email, SENHA);
  for (const url of [
    '/admin/juridico',
    '/admin/juridico/notas/novo',
    '/admin/publicacoes',
    '/admin/publicacoes/1',
    '/admin/publicacoes/1/excluir',
  ]) {
    expect((await cliente.get(url, { maxRedirects: 0 })).status(), url).toBe(403);
  }
  const antes = await api('/api/juridico/notas');
  const r = await cliente.post('/admin/juridico/notas/novo', {
    multipart: { _csrf: csrf, intent: 'salvar', data: '2026-11-22', desc: 'Nota do autor', origem: 'link', link: 'https://a.example/' },
    maxRedirects: 0,
  });
  expect(r.status()).toBe(403);
  expect(await api('/api/juridico/notas')).toEqual(antes);
  // Without the session's token, refused before anything is read.
  const semToken = await editora.request.post(`${site.url}/admin/juridico/notas/novo`, {
    multipart: { intent: 'salvar', data: '2026-11-22', desc: 'Sem token', origem: 'link', link: 'https://a.example/' },
    headers: { origin: site.url },
    maxRedirects: 0,
  });
  expect(semToken.status()).toBe(403);
  // A body announced above the uploads' limit (20 MB + 256 KB) is refused before any of it is read.
  const cookie = (await editora.cookies(site.url)).map((c) => `${c.name}=${c.value}`).join('; ');
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.request(`${site.url}/admin/publicacoes/nova`, {
      method: 'POST',
      headers: { origin: site.url, cookie, 'content-type': 'multipart/form-data; boundary=x', 'content-length': 21 * 1024 * 1024 },
    });
    req.on('response', (res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      req.destroy();
    });
    req.on('error', reject);
    req.flushHeaders();
  });
  expect(status).toBe(413);
  await cliente.dispose();
});

test('the audit log has every change, with before and after, by whom', async () => {
  test.setTimeout(120_000);
  const cliente = await playwrightRequest.newContext({ baseURL: site.url, extraHTTPHeaders: { origin: site.url } });
  await entrarPorHttp(cliente, ADMIN.email, SENHA);
  const html = (
    await (await cliente.get(`/admin/auditoria?objeto=${encodeURIComponent(`documento-juridico:${notaId}`)}`)).text()
  ).replaceAll('<!-- -->', '');
  for (const acao of ['documento-juridico.criar', 'documento-juridico.editar', 'documento-juridico.excluir']) expect(html).toContain(acao);
  expect(html).toContain(EDITORA.email);
  expect(html).toContain('Nota Técnica nº 30/2026 – vacinação nas escolas (revista)');
  // Written as text: the description's tags are escaped, never markup.
  expect(html).toContain('&lt;b&gt;Vacinação&lt;/b&gt;');
  const publicacoes = (await (await cliente.get('/admin/auditoria?objeto=publicacao')).text()).replaceAll('<!-- -->', '');
  for (const acao of ['publicacao.editar', 'publicacao.criar', 'publicacao.excluir']) expect(publicacoes).toContain(acao);
  await cliente.dispose();
});

test('the new pages are valid HTML for the Nu HTML Checker (0 errors, 0 warnings)', async () => {
  test.setTimeout(120_000);
  expect(paginasHtml.size).toBeGreaterThanOrEqual(9);
  const { erros, avisos } = await validateHtml(paginasHtml);
  expect(erros).toEqual([]);
  expect(avisos).toEqual([]);
});
