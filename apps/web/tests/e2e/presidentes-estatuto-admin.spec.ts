/**
 * The gallery of past presidents and the statute in the back office (issue 12,
 * docs/decisions/030), in Chromium against the built server: an editor adds a president with a
 * portrait from the media library, orders the gallery by mouse, by keyboard and without
 * JavaScript, edits and removes — /presidentes and /api/presidentes follow within a second, with
 * the portrait's alt text from the library; uploads a new 12-page statute (made here by pdfkit) —
 * /estatuto shows 'Página 1 de 12' and 'Download PDF' serves the new bytes; edits the topics; a
 * topic on page 15 gets the warning; a fake PDF is refused and nothing changes; an autor is
 * refused (403); the pages pass axe at 1280 and 360 px and the Nu HTML Checker.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkPdf } from '@cosems/admin';
import { makePdf } from '@cosems/test-support/pdf';
import { REPO_ROOT, type SiteProcess, startSite } from '@cosems/test-support/site-process';
import { type Browser, expect, type Locator, type Page, request as playwrightRequest, test } from '@playwright/test';
import sharp from 'sharp';
import { entrarPorHttp } from './admin-http';
import { descerPeloTeclado, escolherNaBiblioteca, subirAoTopoPeloMouse } from './admin-site';
import { validateHtml } from './vnu';
import { semViolacoes } from './axe';

const SENHA = 'cavalo correto bateria grampo azul';
const ALT = 'Retrato de Marta Ribeiro, de óculos, diante de uma estante';
type Conta = 'editor' | 'autor' | 'administrador';
interface PresidenteApi {
  name: string;
  image: string;
  date: string;
  alt: string;
}

let site: SiteProcess;
let dataDir: string;
const estados: Partial<Record<Conta, Awaited<ReturnType<Awaited<ReturnType<typeof playwrightRequest.newContext>>['storageState']>>>> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-presidentes-e2e-'));
  for (const papel of ['editor', 'autor', 'administrador'] as const) {
    execFileSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'packages/admin/build/cli.js'),
        'criar-usuario',
        '--email',
        `${papel}@cosems.example`,
        '--nome',
        `Pessoa ${papel}`,
        '--papel',
        papel,
      ],
      { input: `${SENHA}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
    );
  }
  site = await startSite({ dataDir, env: { HSTS_MAX_AGE: '0' } });
  await site.waitUntilReady(120_000);
  for (const papel of ['editor', 'autor', 'administrador'] as const) {
    const cliente = await playwrightRequest.newContext({ baseURL: site.url, extraHTTPHeaders: { origin: site.url } });
    await entrarPorHttp(cliente, `${papel}@cosems.example`, SENHA);
    estados[papel] = await cliente.storageState();
    await cliente.dispose();
  }
});

test.afterAll(async () => {
  await site?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function pagina(browser: Browser, conta: Conta, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: estados[conta], javaScriptEnabled });
  return { context, page: await context.newPage() };
}

async function publico(url: string): Promise<string> {
  const res = await fetch(`${site.url}${url}`, { headers: { 'accept-encoding': 'identity' } });
  expect(res.status, url).toBe(200);
  return (await res.text()).replaceAll('<!-- -->', '');
}

const presidentesApi = async () => (await (await fetch(`${site.url}/api/presidentes`)).json()) as PresidenteApi[];

/** Waits until the API and the public page agree with `ok`; the time since `desde` must stay under a second. */
async function galeriaMostra(ok: (lista: PresidenteApi[], html: string) => boolean, desde: number) {
  await expect.poll(async () => ok(await presidentesApi(), await publico('/presidentes')), { timeout: 5000, intervals: [25] }).toBe(true);
  const ms = Date.now() - desde;
  expect(ms, `/presidentes e /api/presidentes mudaram ${ms} ms depois do salvamento`).toBeLessThan(1000);
}

const main = (page: Page) => page.getByRole('main');

/** With CAPTURAS=folder (relative to the repository), a full-page screenshot for the docs or a review. */
async function captura(page: Page, nome: string) {
  const pasta = process.env.CAPTURAS;
  if (!pasta) return;
  await page.screenshot({ path: path.resolve(REPO_ROOT, pasta, `${nome}.png`), fullPage: true });
}
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The first topic of the demo statute, before the second test renames it (the last test puts it back). */
const TOPICO_ORIGINAL = 'Capítulo I – Da Denominação, Sede, Foro e Finalidades';
const TOPICO_RENOMEADO = 'Capítulo I – Da Denominação e Sede';
/** The id of the president the first test adds, edits and removes (read from its page's address). */
let idMarta = '';
/** One field of an audit-log row: its name (dt) and its before → after (dd). */
const campo = (linha: Locator, nome: string) =>
  linha.locator('dl > div').filter({ has: linha.page().getByRole('term').getByText(nome, { exact: true }) });

test('an editor adds a president with a library portrait, orders the gallery three ways, edits and removes', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await pagina(browser, 'editor');

  // The portrait: uploaded to the media library with its alternative text.
  const foto = await sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 90, g: 120, b: 160 } } })
    .jpeg()
    .toBuffer();
  await page.goto(`${site.url}/admin/midia`);
  await page.locator('#envio-arquivo').setInputFiles({ name: 'marta-ribeiro.jpg', mimeType: 'image/jpeg', buffer: foto });
  await page.locator('#envio-alt').fill(ALT);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(main(page)).toContainText('Arquivo enviado:');

  await page.goto(`${site.url}/admin/conteudo`);
  await main(page).getByRole('link', { name: 'Galeria dos Presidentes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Galeria dos Presidentes' })).toBeVisible();
  const lista = page.getByRole('list', { name: 'Ordem da galeria' });
  await expect(lista.getByRole('listitem')).toHaveCount(15);
  await semViolacoes(page, { semRolagem: true });

  // A refused form: the summary links to each field; nothing is added.
  await page.getByRole('link', { name: 'Adicionar presidente' }).click();
  await page.getByRole('button', { name: 'Adicionar à galeria' }).click();
  const resumo = page.getByRole('alert');
  await expect(resumo).toContainText('Corrija os 3 campos abaixo');
  await expect(resumo.getByRole('link', { name: /Retrato/ })).toHaveAttribute('href', '#image');
  await expect(page.getByLabel('Nome')).toHaveAttribute('aria-invalid', 'true');
  expect(await presidentesApi()).toHaveLength(15);
  await semViolacoes(page, { semRolagem: true });
  await captura(page, 'area-restrita-presidente-erros');

  await page.getByLabel('Nome').fill('Marta Ribeiro <b>');
  await page.getByLabel('Período').fill('2025-2027');
  // The portrait found in the media picker by its alternative text.
  const nomeDaFoto = await escolherNaBiblioteca(page, 'Retrato (imagem da biblioteca de mídia)', ALT);
  expect(nomeDaFoto).toMatch(/^marta-ribeiro(-[a-z0-9]{3})?\.jpg$/);
  await page.getByRole('button', { name: 'Adicionar à galeria' }).click();
  await expect(main(page)).toContainText('Presidente salvo.');
  let salvo = Date.now();
  await galeriaMostra(
    (l, html) =>
      l.at(-1)?.name === 'Marta Ribeiro <b>' && l.at(-1)?.alt === ALT && l.at(-1)?.image === nomeDaFoto && html.includes(`alt="${ALT}"`),
    salvo,
  );
  // The others keep the default text (their images have none in the library).
  expect((await presidentesApi())[0]?.alt).toBe('Júlio Vieira, presidente de 1991-1993');

  // By mouse: the new (last) president dragged to the top (a tall window: the whole list in view).
  await expect(lista.getByRole('listitem')).toHaveCount(16);
  await page.setViewportSize({ width: 1280, height: 2400 });
  await subirAoTopoPeloMouse(page, lista, 'Marta Ribeiro <b> (2025-2027)');
  await expect(page.locator('#ordem-presidentes-anuncio')).toHaveText('Nova ordem salva.');
  salvo = Date.now();
  await galeriaMostra((l, html) => l[0]?.name === 'Marta Ribeiro <b>' && html.indexOf(ALT) < html.indexOf('Júlio Vieira'), salvo);
  await page.setViewportSize({ width: 1280, height: 900 });

  // By keyboard alone: the first item's handle, Space, ArrowDown, Space.
  await descerPeloTeclado(page, 'Marta Ribeiro <b> (2025-2027)', 1, 16);
  // From the drop (not from a save confirmation): the request and the save come first, slower on a busy machine.
  await expect.poll(async () => (await presidentesApi())[1]?.name, { timeout: 5000 }).toBe('Marta Ribeiro <b>');

  // Without JavaScript: Descer is a plain form post.
  const semJs = await pagina(browser, 'editor', false);
  await semJs.page.goto(`${site.url}/admin/presidentes`);
  await expect(semJs.page.getByRole('button', { name: /^Arrastar/ })).toHaveCount(0);
  await semJs.page.getByRole('button', { name: 'Descer Marta Ribeiro <b> (2025-2027)' }).click();
  await expect(main(semJs.page)).toContainText('Nova ordem da galeria salva.');
  salvo = Date.now();
  await galeriaMostra((l) => l[2]?.name === 'Marta Ribeiro <b>', salvo);

  // Edit without JavaScript: the name, as plain text.
  await semJs.page.getByRole('link', { name: 'Marta Ribeiro <b> (2025-2027)' }).click();
  idMarta = /\/admin\/presidentes\/(\d+)$/.exec(new URL(semJs.page.url()).pathname)?.[1] ?? '';
  await semJs.page.getByLabel('Nome').fill('Marta Ribeiro');
  await semJs.page.getByRole('button', { name: 'Salvar' }).click();
  await expect(main(semJs.page)).toContainText('Presidente salvo.');
  salvo = Date.now();
  await galeriaMostra((l) => l[2]?.name === 'Marta Ribeiro' && l[2]?.alt === ALT, salvo);
  await semJs.context.close();

  // Remove: the confirmation is required.
  await page.goto(`${site.url}/admin/presidentes`);
  await lista.getByRole('link', { name: 'Marta Ribeiro (2025-2027)' }).click();
  await semViolacoes(page, { semRolagem: true });
  await page.getByRole('button', { name: 'Remover', exact: true }).click();
  await expect(page.getByText('Marque a confirmação para remover o presidente da galeria.')).toBeVisible();
  expect(await presidentesApi()).toHaveLength(16);
  await page.getByLabel('Sim, remover Marta Ribeiro da galeria').check();
  await page.getByRole('button', { name: 'Remover', exact: true }).click();
  await expect(main(page)).toContainText('Presidente removido da galeria.');
  salvo = Date.now();
  await galeriaMostra((l, html) => l.length === 15 && !html.includes(ALT), salvo);

  await context.close();
});

test('an editor uploads a new statute, edits the topics; a topic past the last page is warned of; a fake PDF changes nothing', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await pagina(browser, 'editor');
  await page.goto(`${site.url}/admin/conteudo`);
  await main(page).getByRole('link', { name: 'Estatuto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Estatuto' })).toBeVisible();
  await expect(main(page)).toContainText('10 páginas');
  await semViolacoes(page, { semRolagem: true });
  const antes = Buffer.from(await (await fetch(`${site.url}/arquivo/estatuto.pdf`)).arrayBuffer());

  // A fake PDF: refused beside the field, nothing changes.
  await page.getByLabel('Nova versão do estatuto (PDF)').setInputFiles({
    name: 'estatuto.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Isto não é um PDF.'),
  });
  await page.getByRole('button', { name: 'Enviar nova versão' }).click();
  await expect(page.getByRole('alert')).toContainText('O arquivo não é um PDF');
  await expect(page.getByLabel('Nova versão do estatuto (PDF)')).toHaveAttribute('aria-invalid', 'true');
  expect(sha(Buffer.from(await (await fetch(`${site.url}/arquivo/estatuto.pdf`)).arrayBuffer()))).toBe(sha(antes));
  expect(((await (await fetch(`${site.url}/api/blocos/estatuto`)).json()) as { paginas: number }).paginas).toBe(10);

  // A visitor reads the current statute first: their browser keeps a copy of the PDF.
  const visitante = await browser.newContext({ acceptDownloads: true });
  const publica = await visitante.newPage();
  await publica.goto(`${site.url}/estatuto`);
  await expect(publica.getByText('Página 1 de 10', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(publica.locator('.react-pdf__Page__textContent')).toContainText('CAPÍTULO I', { timeout: 15_000 });

  // A new 12-page statute.
  const novo = await makePdf(12, { corpo: 20, linha: (n) => `Estatuto revisado, página ${n}` });
  await page
    .getByLabel('Nova versão do estatuto (PDF)')
    .setInputFiles({ name: 'Estatuto 2026.pdf', mimeType: 'application/pdf', buffer: novo });
  await page.getByRole('button', { name: 'Enviar nova versão' }).click();
  await expect(main(page).getByRole('status')).toContainText('Estatuto novo publicado (12 páginas)');
  const enviado = Date.now();
  await expect(main(page)).toContainText('O PDF novo tem 12 páginas; o anterior tinha 10. Confira a página de cada tópico.');
  await expect
    .poll(async () => ((await (await fetch(`${site.url}/api/blocos/estatuto`)).json()) as { paginas: number }).paginas, {
      timeout: 2000,
      intervals: [25],
    })
    .toBe(12);
  expect(Date.now() - enviado).toBeLessThan(1000);
  // Published without what PDFKit wrote about itself; the staff member is told.
  await expect(main(page)).toContainText(
    'Os dados do documento que vieram no PDF (como autor, programa que o gerou e datas) foram retirados da cópia publicada. (Aplicativo: PDFKit; Programa: PDFKit)',
  );
  const publicado = Buffer.from(await (await fetch(`${site.url}/arquivo/estatuto.pdf`)).arrayBuffer());
  expect(sha(publicado)).not.toBe(sha(antes));
  expect(await checkPdf(publicado)).toEqual({ tipo: 'pdf', paginas: 12, metadados: [], assinado: false });

  // The same visitor comes back (a navigation, not a reload): 'Página 1 de 12', the viewer shows the
  // new file and the download is the new file — their cached copy was revalidated, not reused.
  await publica.goto(`${site.url}/`);
  await publica.goto(`${site.url}/estatuto`);
  await expect(publica.getByText('Página 1 de 12', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(publica.locator('.react-pdf__Page__textContent')).toContainText('Estatuto revisado, página 1', { timeout: 15_000 });
  const [download] = await Promise.all([publica.waitForEvent('download'), publica.getByRole('link', { name: 'Download PDF' }).click()]);
  const baixado = fs.readFileSync((await download.path()) as string);
  expect(sha(baixado)).toBe(sha(publicado));
  await visitante.close();

  // Topics: the first renamed, one added on page 15 (kept, with the warning), the last removed.
  await page.reload();
  const primeiro = page.getByRole('group', { name: 'Tópico 1' });
  await expect(primeiro.getByLabel('Título')).toHaveValue(TOPICO_ORIGINAL);
  await primeiro.getByLabel('Título').fill(TOPICO_RENOMEADO);
  await page.getByRole('group', { name: 'Tópico 8' }).getByLabel('Remover ao salvar').check();
  const novoTopico = page.getByRole('group', { name: 'Novo tópico' });
  await novoTopico.getByLabel('Título').fill('Anexo – Regimento das eleições');
  await novoTopico.getByLabel('Página').fill('15');
  await page.getByRole('button', { name: 'Salvar os tópicos' }).click();
  await expect(main(page).getByRole('status')).toContainText('Salvo.');
  await expect(main(page)).toContainText('O tópico “Anexo – Regimento das eleições” aponta para a página 15, mas o PDF tem 12 páginas.');
  const bloco = (await (await fetch(`${site.url}/api/blocos/estatuto`)).json()) as {
    paginas: number;
    topicos: { titulo: string; pagina: number }[];
  };
  expect(bloco.paginas).toBe(12);
  expect(bloco.topicos).toHaveLength(8);
  expect(bloco.topicos[0]).toEqual({ titulo: 'Capítulo I – Da Denominação e Sede', pagina: 1 });
  expect(bloco.topicos.at(-1)).toEqual({ titulo: 'Anexo – Regimento das eleições', pagina: 15 });
  const html = await publico('/estatuto');
  expect(html).toContain('Capítulo I – Da Denominação e Sede');
  expect(html).toContain('href="/arquivo/estatuto.pdf#page=15"');
  expect(html).not.toContain('Capítulo V – Das Disposições Gerais e Transitórias');
  await captura(page, 'area-restrita-estatuto');
  await page.setViewportSize({ width: 360, height: 800 });
  await captura(page, 'area-restrita-estatuto-360');
  await page.setViewportSize({ width: 1280, height: 900 });

  // A page that is not a number: refused beside the field, the typed rows kept.
  await page.getByRole('group', { name: 'Tópico 2' }).getByLabel('Página').fill('0');
  await page.getByRole('button', { name: 'Salvar os tópicos' }).click();
  await expect(page.getByRole('alert')).toContainText('Tópico 2: a página, um número inteiro a partir de 1.');
  await expect(page.getByRole('group', { name: 'Tópico 2' }).getByLabel('Página')).toHaveAttribute('aria-invalid', 'true');
  await semViolacoes(page, { semRolagem: true });
  await context.close();

  // Without JavaScript: the menu reordered by the positions (the third topic first), a plain POST.
  const semJs = await pagina(browser, 'editor', false);
  await semJs.page.goto(`${site.url}/admin/estatuto`);
  const terceiro = await semJs.page.getByRole('group', { name: 'Tópico 3' }).getByLabel('Título').inputValue();
  await semJs.page.getByRole('group', { name: 'Tópico 3' }).getByLabel('Posição no menu').fill('0');
  await semJs.page.getByRole('button', { name: 'Salvar os tópicos' }).click();
  await expect(main(semJs.page)).toContainText('Salvo. O site e a API já mostram a mudança.');
  await expect(semJs.page.getByRole('group', { name: 'Tópico 1' }).getByLabel('Título')).toHaveValue(terceiro);
  const reordenado = (await (await fetch(`${site.url}/api/blocos/estatuto`)).json()) as { topicos: { titulo: string }[] };
  expect(reordenado.topicos[0]?.titulo).toBe(terceiro);
  expect(reordenado.topicos[1]?.titulo).toBe('Capítulo I – Da Denominação e Sede');
  await semJs.context.close();
});

test('an autor is refused; the new pages are valid HTML', async ({ browser }) => {
  test.setTimeout(120_000);
  const autor = await pagina(browser, 'autor');
  for (const url of ['/admin/presidentes', '/admin/presidentes/novo', '/admin/presidentes/1', '/admin/estatuto']) {
    expect((await autor.context.request.get(`${site.url}${url}`)).status(), url).toBe(403);
  }
  await autor.context.close();
  const editor = await pagina(browser, 'editor');
  const paginas = new Map<string, Buffer>();
  for (const url of ['/admin/presidentes', '/admin/presidentes/novo', '/admin/presidentes/1', '/admin/estatuto']) {
    const res = await editor.context.request.get(`${site.url}${url}`);
    expect(res.status(), url).toBe(200);
    paginas.set(url, await res.body());
  }
  for (const url of ['/presidentes', '/estatuto']) paginas.set(url, Buffer.from(await publico(url)));
  const { erros, avisos } = await validateHtml(paginas);
  expect(erros).toEqual([]);
  expect(avisos).toEqual([]);
  await editor.context.close();
});

test('each change is in the audit log, before and after, for an administrator; the editor reverts a topic and /estatuto follows', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  expect(idMarta).toMatch(/^[1-9][0-9]*$/);
  const admin = await pagina(browser, 'administrador');

  // The president: the name edited (before → after, by whom), then removed; linked to its page.
  await admin.page.goto(`${site.url}/admin/auditoria?objeto=presidente:${idMarta}`);
  const edicao = admin.page.getByRole('row', { name: /presidente\.editar/ });
  await expect(edicao).toHaveCount(1);
  await expect(edicao).toContainText('editor@cosems.example');
  // The field `name` (the others are listed unchanged): the old name struck out, the new one inserted.
  await expect(campo(edicao, 'Nome').locator('del')).toHaveText('Marta Ribeiro <b>');
  await expect(campo(edicao, 'Nome').locator('ins')).toHaveText('Marta Ribeiro');
  const remocao = admin.page.getByRole('row', { name: /presidente\.excluir/ });
  await expect(remocao).toHaveCount(1);
  await expect(remocao).toContainText('editor@cosems.example');
  await expect(remocao).toContainText('Marta Ribeiro');
  await expect(admin.page.getByRole('row', { name: /presidente\.criar/ })).toContainText('Marta Ribeiro <b>');
  await expect(edicao.getByRole('link', { name: 'Marta Ribeiro', exact: true })).toHaveAttribute('href', `/admin/presidentes/${idMarta}`);

  // The statute: the upload (10 → 12 pages) and the topics' edit (the first topic's old and new titles).
  await admin.page.goto(`${site.url}/admin/auditoria?objeto=estatuto`);
  const envio = admin.page.getByRole('row', { name: /estatuto\.enviar/ });
  await expect(envio).toHaveCount(1);
  await expect(envio).toContainText('editor@cosems.example');
  await expect(campo(envio, 'Páginas').getByRole('definition')).toHaveText('10 → 12');
  const topicos = admin.page.getByRole('row', { name: /bloco\.editar/ }).filter({ hasText: TOPICO_ORIGINAL });
  await expect(topicos).toHaveCount(1);
  await expect(topicos).toContainText('editor@cosems.example');
  await expect(campo(topicos, 'Tópicos').locator('del')).toContainText(TOPICO_ORIGINAL);
  await expect(campo(topicos, 'Tópicos').locator('ins')).toContainText(TOPICO_RENOMEADO);
  await expect(campo(topicos, 'Tópicos').locator('ins')).not.toContainText(TOPICO_ORIGINAL);
  await topicos.getByRole('link', { name: 'Estatuto', exact: true }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Estatuto' })).toBeVisible();
  await admin.context.close();

  // The editor puts the topic's title back: /estatuto and /api/blocos/estatuto show the original within a second.
  const { context, page } = await pagina(browser, 'editor');
  await page.goto(`${site.url}/admin/estatuto`);
  const grupo = page.getByRole('group', { name: 'Tópico 2' });
  await expect(grupo.getByLabel('Título')).toHaveValue(TOPICO_RENOMEADO);
  await grupo.getByLabel('Título').fill(TOPICO_ORIGINAL);
  await page.getByRole('button', { name: 'Salvar os tópicos' }).click();
  await expect(main(page).getByRole('status')).toContainText('Salvo. O site e a API já mostram a mudança.');
  const salvo = Date.now();
  await expect
    .poll(
      async () => {
        const bloco = (await (await fetch(`${site.url}/api/blocos/estatuto`)).json()) as { topicos: { titulo: string }[] };
        const html = await publico('/estatuto');
        return (
          bloco.topicos[1]?.titulo === TOPICO_ORIGINAL &&
          !bloco.topicos.some((t) => t.titulo === TOPICO_RENOMEADO) &&
          html.includes(TOPICO_ORIGINAL) &&
          !html.includes(TOPICO_RENOMEADO)
        );
      },
      { timeout: 5000, intervals: [25] },
    )
    .toBe(true);
  const ms = Date.now() - salvo;
  expect(ms, `/estatuto e a API voltaram ao título original ${ms} ms depois do salvamento`).toBeLessThan(1000);
  await context.close();
});
