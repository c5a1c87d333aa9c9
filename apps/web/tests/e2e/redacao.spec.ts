/**
 * The newsroom end to end, in Chromium against the built server, as the staff use it: an autor
 * writes a draft with an image and a region and sends it to review; an editor previews it,
 * schedules it a few seconds ahead, and it appears on /, /lista-noticias, /noticia/{id}, the API,
 * the RSS feed and the sitemap when its time comes; a title edit shows on the public page within a
 * second; the revision diff shows it and restores the old one; unpublishing takes it away
 * everywhere. Also: the XSS corpus saved through the form never runs on the public page or in the
 * preview; a cross-site POST is refused; an expired session loses no text; axe on every page.
 * Its own site process, with accounts created by the compiled CLI.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { totpCode } from '@cosems/admin';
import { REPO_ROOT, type SiteProcess, startSite } from '@cosems/test-support/site-process';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { captura } from './capturas';
import { validateHtml } from './vnu';
import { buildVector, XSS_VECTORS } from './xss-vectors';
import { semViolacoes } from './axe';

const SENHA = 'cavalo correto bateria grampo azul';
const CONTAS = {
  autor: { email: 'beatriz.autora@cosems.example', nome: 'Beatriz Autora', papel: 'autor' },
  editor: { email: 'eduardo.editor@cosems.example', nome: 'Eduardo Editor', papel: 'editor' },
  admin: { email: 'ana.admin@cosems.example', nome: 'Ana Administradora', papel: 'administrador' },
} as const;
type Conta = keyof typeof CONTAS;

let site: SiteProcess;
let dataDir: string;
const segredos: Partial<Record<Conta, string>> = {};
const ultimoPasso: Partial<Record<Conta, number>> = {};
let noticiaId = 0;
const TITULO = 'Mutirão de vacinação contra a gripe em Montes Claros';
const TITULO_NOVO = 'Mutirão de vacinação contra a gripe é ampliado em Montes Claros';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-redacao-e2e-'));
  for (const c of Object.values(CONTAS)) {
    execFileSync(
      process.execPath,
      [path.join(REPO_ROOT, 'packages/admin/build/cli.js'), 'criar-usuario', '--email', c.email, '--nome', c.nome, '--papel', c.papel],
      { input: `${SENHA}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
    );
  }
  site = await startSite({ dataDir, env: { HSTS_MAX_AGE: '0', RENDER_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000' } });
  await site.waitUntilReady(120_000);
});

test.afterAll(async () => {
  await site?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A TOTP code never used before by this account (each step's code is accepted once): the current
 * step, else the next (accepted: one step of tolerance), else wait for the clock to move on.
 */
async function codigo(conta: Conta): Promise<string> {
  for (;;) {
    const agora = Math.floor(Date.now() / 30_000);
    const ultimo = ultimoPasso[conta] ?? 0;
    if (ultimo <= agora) {
      ultimoPasso[conta] = Math.max(agora, ultimo + 1);
      return totpCode(segredos[conta] as string, (ultimoPasso[conta] as number) * 30);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Signs in (setting up two-factor the first time) and lands on /admin or on `voltar`. */
async function entrar(page: Page, conta: Conta) {
  if (!page.url().includes('/admin/entrar')) await page.goto(`${site.url}/admin/entrar`);
  await page.getByLabel('E-mail').fill(CONTAS[conta].email);
  await page.getByLabel('Senha').fill(SENHA);
  await page.getByRole('button', { name: 'Entrar' }).click();
  if (!segredos[conta]) {
    await expect(page).toHaveURL(/\/admin\/entrar\/configurar/);
    segredos[conta] = (await page.locator('code').first().innerText()).replace(/\s+/g, '');
    await page.getByLabel('Código').fill(await codigo(conta));
    await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
    await page.getByRole('link', { name: 'Continuar para a área restrita' }).click();
  } else {
    await page.getByLabel('Código', { exact: true }).fill(await codigo(conta));
    await page.getByRole('button', { name: 'Confirmar' }).click();
  }
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
}

/** Each account signs in once; later tests reuse its session (cookies), as a second tab would. */
const sessoesSalvas: Partial<Record<Conta, Awaited<ReturnType<BrowserContext['storageState']>>>> = {};

async function novaPagina(browser: Browser, conta: Conta): Promise<{ context: BrowserContext; page: Page }> {
  const salva = sessoesSalvas[conta];
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...(salva ? { storageState: salva } : {}) });
  const page = await context.newPage();
  if (!salva) {
    await entrar(page, conta);
    sessoesSalvas[conta] = await context.storageState();
  }
  return { context, page };
}

/** The text of a public address (no cookies: what a visitor gets). */
async function publico(url: string): Promise<{ status: number; texto: string }> {
  const res = await fetch(`${site.url}${url}`, { headers: { 'accept-encoding': 'identity' } });
  return { status: res.status, texto: await res.text() };
}

test('an autor writes a draft with an image and a region and sends it to review; they cannot publish', async ({ browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'one newsroom, one journey: the desktop project walks it');
  test.setTimeout(120_000);
  const { context, page } = await novaPagina(browser, 'autor');
  await page.getByRole('link', { name: 'Notícias' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notícias' })).toBeVisible();
  await semViolacoes(page, { larguras: [] });
  await page.getByRole('link', { name: 'Nova notícia' }).click();
  // An empty form: nothing exists until the first save (issue 27, item 6).
  await expect(page).toHaveURL(/\/admin\/noticias\/nova$/);
  await expect(page.locator('#estado')).toHaveText('Nova notícia — ainda não salva.');
  await page.getByLabel('Título', { exact: true }).fill(TITULO);
  await page.getByLabel('Subtítulo').fill('Secretarias municipais do Norte de Minas ampliam o horário das salas de vacina.');
  // The rich-text editor, by keyboard: a heading, a paragraph, bold.
  const editor = page.getByRole('textbox', { name: 'Texto' });
  await editor.click();
  await page.keyboard.type('A campanha vai até o fim do mês.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Título 2' }).click();
  await page.keyboard.type('Onde se vacinar');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Todas as unidades básicas');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' abrem no sábado.');
  // An image from the media library (the picker: the first image listed), with its alternative text for this text.
  await page.getByRole('button', { name: 'Inserir imagem da biblioteca' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Inserir imagem no texto' });
  await dialogo.getByRole('radio').first().check();
  await dialogo.getByLabel('Texto alternativo no texto').fill('Enfermeira aplica vacina em idoso');
  await dialogo.getByRole('button', { name: 'Inserir no texto' }).click();
  await expect(editor.getByRole('img', { name: 'Enfermeira aplica vacina em idoso' })).toBeVisible();
  // A video by its address, in its dialog (editor-link-e-video.spec.ts has the rest). YouTube is
  // out of reach here, as without internet: the title is typed.
  await context.route(/^https:\/\/(www\.youtube\.com\/oembed|i\.ytimg\.com\/)/, (r) => r.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Inserir vídeo do YouTube' }).click();
  const dialogoVideo = page.getByRole('dialog', { name: 'Inserir vídeo do YouTube' });
  await dialogoVideo.getByLabel('Endereço do vídeo no YouTube').fill('https://youtu.be/dQw4w9WgXcQ');
  await dialogoVideo.getByLabel('Título do vídeo').fill('Como funciona a vacinação nas UBS');
  await dialogoVideo.getByRole('button', { name: 'Inserir', exact: true }).click();
  await expect(editor.locator('.cosems-video-cartao')).toContainText('Como funciona a vacinação nas UBS');
  // The live cuts beside the title.
  const cortes = page.getByRole('region', { name: 'Como o título aparece no site' });
  await expect(cortes).toContainText('Mutirão de vacinação contra a gripe em Montes Claros');
  await expect(cortes).toContainText('Mutirão de vacinação contra a ... (cortado)');
  await page.getByLabel('Procurar região').fill('montes');
  const regiao = page.getByRole('checkbox', { name: 'Montes Claros' });
  await regiao.check();
  await expect(page.getByRole('status').filter({ hasText: /Rascunho salvo hoje às|Salvando|não salvas/ })).toBeVisible();
  // The first autosave created the draft: the address is its own now, and nothing typed was lost.
  await expect(page).toHaveURL(/\/admin\/noticias\/\d+$/);
  noticiaId = Number(page.url().split('/').pop());
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(TITULO);
  await expect(editor.getByRole('heading', { level: 2, name: 'Onde se vacinar' })).toBeVisible();
  await captura(page, 'area-restrita-noticia-formulario');
  await semViolacoes(page, { larguras: [] });
  // The autor has no button to publish, and the server refuses it anyway.
  await expect(page.getByRole('button', { name: 'Publicar' })).toHaveCount(0);
  const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
  const versao = await page.locator('input[name="versao"]').first().inputValue();
  const forjado = await page.request.post(`${site.url}/admin/noticias/${noticiaId}`, {
    form: { _csrf: csrf, intent: 'publicar', versao, titulo: TITULO },
    headers: { origin: site.url },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  expect(forjado.status()).toBe(403);
  await page.getByRole('button', { name: 'Enviar para revisão' }).click();
  // One status line, next to the buttons, with the focus on it; no banner at the top.
  const estado = page
    .getByRole('status')
    .filter({ hasText: /^Em revisão — salva hoje às \d\d:\d\d, ainda não publicada\. Os editores foram avisados\.$/ });
  await expect(estado).toBeFocused();
  await expect(page.locator('.alert')).toHaveCount(0);
  await expect(page.locator('.badge').first()).toHaveText('Em revisão');
  expect((await publico(`/noticia/${noticiaId}`)).status).toBe(404);
  await context.close();
});

test('an editor previews it, schedules it a few seconds ahead, and it appears everywhere at its time', async ({ browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'one newsroom, one journey: the desktop project walks it');
  test.setTimeout(120_000);
  const { context, page } = await novaPagina(browser, 'editor');
  await page.goto(`${site.url}/admin/noticias?situacao=revisao`);
  await captura(page, 'area-restrita-noticias-lista');
  await page.getByRole('link', { name: TITULO }).click();
  await page.getByRole('link', { name: 'Pré-visualizar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pré-visualizar' })).toBeVisible();
  const celular = page.frameLocator('iframe[title="Prévia no celular"]');
  await expect(celular.getByRole('heading', { level: 1, name: TITULO })).toBeVisible();
  await expect(celular.getByRole('img', { name: 'Enfermeira aplica vacina em idoso' })).toBeVisible();
  await captura(page, 'area-restrita-previa');
  await semViolacoes(page, { larguras: [] });
  await page.goto(`${site.url}/admin/previa/${noticiaId}`);
  await semViolacoes(page, { larguras: [] });
  await page.goto(`${site.url}/admin/noticias/${noticiaId}`);
  // Scheduled 10 seconds ahead (Brasília time in the field).
  const quando = Date.now() + 10_000;
  const local = new Date(quando - 3 * 3_600_000).toISOString().slice(0, 19);
  await page.getByLabel('Publicar em (vazio: agora)').fill(local);
  // With a future time the button says what it does, and the status line names the time.
  await page.getByRole('button', { name: 'Agendar', exact: true }).click();
  await expect(page.locator('#estado')).toHaveText(/^Agendada para hoje às \d\d:\d\d\.$/);
  // The checker found nothing to warn about (it would show "Antes de publicar, confira:").
  await expect(page.getByText('Antes de publicar, confira:')).toHaveCount(0);
  await expect(page.locator('.badge').first()).toHaveText('Agendada');
  expect((await publico(`/noticia/${noticiaId}`)).status).toBe(404);
  expect((await publico('/api/noticia/page/1')).texto).not.toContain(TITULO);
  await page.waitForTimeout(Math.max(0, quando - Date.now()) + 1500);
  // The sitemap's first file of news (an index of files since docs/decisions/049) holds the newest.
  const lugares = ['/', '/lista-noticias', `/noticia/${noticiaId}`, '/api/noticia/page/1', '/rss.xml', '/sitemap/noticias-1.xml'];
  for (const url of lugares) {
    const r = await publico(url);
    expect(r.status, url).toBe(200);
    expect(r.texto, url).toContain(url.startsWith('/sitemap') ? `/noticia/${noticiaId}` : url === '/' ? 'Mutirão de vacinação' : TITULO);
  }
  // The video is a click-to-load player: no frame (no request to the video host) before the click.
  const leitor = await browser.newPage();
  await leitor.goto(`${site.url}/noticia/${noticiaId}`);
  const assistir = leitor.getByRole('button', { name: /Assistir: Como funciona a vacinação nas UBS/ });
  await expect(assistir).toBeVisible();
  await expect(leitor.locator('iframe')).toHaveCount(0);
  await assistir.click();
  await expect(leitor.locator('iframe[title="Como funciona a vacinação nas UBS"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
  );
  await leitor.close();
  await context.close();
});

test('a focal point set in the media library stays in view where the site crops the image: banner and cards, phone and wide screen', async ({
  browser,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one newsroom, one journey: the desktop project walks it');
  test.setTimeout(120_000);
  const { context, page } = await novaPagina(browser, 'editor');
  const visitante = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const posicao = (img: import('@playwright/test').Locator) => img.evaluate((el) => getComputedStyle(el).objectPosition);
  // The card image of the list's first news item, whatever it is (the demo's fall-back image included).
  await visitante.goto(`${site.url}/lista-noticias`);
  const cartao = visitante.locator('article.cosems-card img').first();
  const doCartao = decodeURIComponent(new URL((await cartao.getAttribute('src')) as string, site.url).pathname.split('/').pop() as string);
  const banner = visitante.locator('.cosems-banner img[src$="/image/banner-01.jpg"]');
  await visitante.goto(`${site.url}/`);
  await expect(banner).toHaveCount(1);
  expect(await posicao(banner)).toBe('50% 50%');

  for (const [nome, x, y] of [
    ['banner-01.jpg', '20', '30'],
    [doCartao, '85', '10'],
  ] as const) {
    await page.goto(`${site.url}/admin/midia/${nome}`);
    // The library asks for the alternative text before any other change (the bundle's images may have none).
    const alt = page.getByLabel('Texto alternativo', { exact: true });
    if ((await alt.inputValue()) === '') await alt.fill('Profissionais de saúde em reunião');
    await page.getByLabel('Ponto focal horizontal (%)').fill(x);
    await page.getByLabel('Ponto focal vertical (%)').fill(y);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Alterações salvas.');
  }
  const focos = (await (await fetch(`${site.url}/api/imagens/focos`)).json()) as { imagem: string; x: number; y: number }[];
  expect(focos).toContainEqual({ imagem: 'banner-01.jpg', x: 0.2, y: 0.3 });

  // The phone's banner is almost square: a centred crop of a wide photo would lose its left part.
  // Another visitor (the first one's browser may keep the page it saw for a few seconds: PAGE_CACHE_CONTROL).
  await visitante.close();
  const outro = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const bannerDepois = outro.locator('.cosems-banner img[src$="/image/banner-01.jpg"]');
  await outro.goto(`${site.url}/`);
  expect(await posicao(bannerDepois)).toBe('20% 30%');
  await outro.setViewportSize({ width: 1600, height: 900 });
  expect(await posicao(bannerDepois)).toBe('20% 30%');
  await outro.goto(`${site.url}/lista-noticias`);
  expect(await posicao(outro.locator('article.cosems-card img').first())).toBe('85% 10%');
  await outro.close();
  await context.close();
});

test('keyboard alone: the toolbar is one tab stop with arrows, its buttons say their state, the image dialog opens, inserts and cancels', async ({
  browser,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one newsroom, one journey: the desktop project walks it');
  test.setTimeout(120_000);
  const { context, page } = await novaPagina(browser, 'editor');
  await page.goto(`${site.url}/admin/noticias`);
  await page.getByRole('link', { name: 'Nova notícia' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/noticias\/nova$/);
  const editor = page.getByRole('textbox', { name: 'Texto' });
  const toolbar = page.getByRole('toolbar', { name: 'Formatação do texto' });
  const botao = (nome: string) => toolbar.getByRole('button', { name: nome, exact: true });
  await expect(editor).toBeVisible();
  await page.getByLabel('Subtítulo').focus();
  await page.keyboard.type('Escrita só com o teclado.');

  // One tab stop: Tab enters the toolbar on its first button, the arrows move, Home and End jump.
  await page.keyboard.press('Tab');
  await expect(botao('Negrito')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(botao('Título 2')).toBeFocused();
  await page.keyboard.press('End');
  await expect(botao('Refazer')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(botao('Negrito')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(botao('Refazer')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(botao('Negrito')).toBeFocused();
  // The next Tab leaves the toolbar for the text.
  await page.keyboard.press('Tab');
  await expect(editor).toBeFocused();
  await page.keyboard.type('Calendário de vacinação');

  // Back to the toolbar (Shift+Tab returns to the button last used), a heading by Enter.
  await page.keyboard.press('Shift+Tab');
  await expect(botao('Negrito')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(editor.getByRole('heading', { level: 2, name: 'Calendário de vacinação' })).toBeVisible();
  await expect(botao('Título 2')).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+b');
  await expect(botao('Negrito')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Sábado');
  await page.keyboard.press('Control+b');
  await expect(botao('Negrito')).toHaveAttribute('aria-pressed', 'false');
  await expect(editor.locator('p strong')).toHaveText('Sábado');

  // The image dialog: Escape closes it and gives the focus back to its button.
  await page.keyboard.press('Shift+Tab');
  await expect(botao('Título 2')).toBeFocused();
  await page.keyboard.press('End');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await expect(botao('Inserir imagem da biblioteca')).toBeFocused();
  await page.keyboard.press('Enter');
  const dialogo = page.getByRole('dialog', { name: 'Inserir imagem no texto' });
  await expect(dialogo).toBeVisible();
  const busca = dialogo.getByLabel('Buscar por nome ou texto alternativo');
  await expect(busca).toBeFocused();
  // Its first page arrived (closing aborts a search on its way: the reopened dialog below would
  // have no earlier results to show while its own request is held).
  await expect(dialogo.getByRole('radio').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialogo).toBeHidden();
  await expect(botao('Inserir imagem da biblioteca')).toBeFocused();
  // Open again: Tab to the images, the arrows mark one, then its alternative text here, then Insert.
  // The reopened dialog asks page 1 again while it shows the last results: held here until the test
  // lets it go (not for a fixed time, which a slow machine outlasts), so the Tab below meets "Mais
  // imagens" while it waits (a disabled button would drop out of the Tab order).
  let soltar: () => void = () => {};
  const solto = new Promise<void>((pronto) => {
    soltar = pronto;
  });
  await page.route('**/admin/midia/imagens**', async (rota) => {
    await solto;
    await rota.continue();
  });
  await page.keyboard.press('Space');
  await expect(busca).toBeFocused();
  await expect(dialogo.getByRole('button', { name: 'Inserir no texto' })).toBeDisabled();
  await expect(dialogo.getByRole('radio').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialogo.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialogo.getByRole('radio').nth(1)).toBeChecked();
  // Past "Mais imagens", the text for this place (it starts as the library's).
  await page.keyboard.press('Tab');
  await expect(dialogo.getByRole('button', { name: 'Mais imagens' })).toBeFocused();
  await expect(dialogo.getByRole('button', { name: 'Mais imagens' })).toHaveAttribute('aria-disabled', 'true');
  soltar();
  await expect(dialogo.getByRole('button', { name: 'Mais imagens' })).toHaveAttribute('aria-disabled', 'false');
  await page.keyboard.press('Tab');
  await expect(dialogo.getByLabel('Texto alternativo no texto')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Cartaz da campanha de vacinação');
  // Back to the marked image: Enter inserts it with the text just written.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(dialogo.getByRole('radio').nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialogo).toBeHidden();
  await expect(editor.getByRole('img', { name: 'Cartaz da campanha de vacinação' })).toBeVisible();
  await expect(editor).toBeFocused();
  // Undo and redo by the toolbar (Undo gives the focus to the text; Shift+Tab returns to it).
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(botao('Desfazer')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editor.getByRole('img')).toHaveCount(0);
  // TipTap moves the focus in the next animation frame: wait for it, as a person would see the caret.
  await expect(editor).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(botao('Desfazer')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(editor.getByRole('img', { name: 'Cartaz da campanha de vacinação' })).toBeVisible();
  await context.close();
});

test('an edited title shows on the public page within a second; the revision diff shows it; the old one is restored; unpublish removes it', async ({
  browser,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one newsroom, one journey: the desktop project walks it');
  test.setTimeout(120_000);
  const { context, page } = await novaPagina(browser, 'editor');
  await page.goto(`${site.url}/admin/noticias/${noticiaId}`);
  await page.getByLabel('Título', { exact: true }).fill(TITULO_NOVO);
  const clique = Date.now();
  await page.getByRole('button', { name: 'Publicar alterações' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Publicada hoje às \d\d:\d\d\.$/ })).toBeVisible();
  // The clock starts when the save is confirmed (the form's answer): what is measured is how long
  // the public page takes to follow, not how long a loaded machine takes to redraw the form.
  const inicio = Date.now();
  let visivelEm = 0;
  for (;;) {
    if ((await publico(`/noticia/${noticiaId}`)).texto.includes(TITULO_NOVO)) {
      visivelEm = Date.now() - inicio;
      break;
    }
    if (Date.now() - inicio > 5000) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  console.log(
    `"Publicar alterações": salvo em ${inicio - clique} ms (resposta do formulário); título novo na página pública ${visivelEm} ms depois`,
  );
  expect(visivelEm).toBeGreaterThan(0);
  expect(visivelEm).toBeLessThan(1000);

  await page.getByRole('link', { name: 'Revisões' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revisões' })).toBeVisible();
  const campos = page.getByRole('table', { name: 'Campos que mudaram' });
  await expect(campos.getByRole('row', { name: /Título/ })).toContainText(TITULO);
  await expect(campos.getByRole('row', { name: /Título/ })).toContainText(TITULO_NOVO);
  await captura(page, 'area-restrita-revisoes');
  await semViolacoes(page, { larguras: [] });
  // Restore the revision before the edit (the second in the list).
  await page
    .getByRole('button', { name: /^Restaurar a revisão/ })
    .nth(1)
    .click();
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(TITULO);
  // A restored revision of a published item is a pending version, like "Salvar": the site keeps the
  // published title until "Publicar alterações".
  await expect(page.getByRole('status').filter({ hasText: 'ainda não estão no site' })).toBeVisible();
  expect((await publico(`/noticia/${noticiaId}`)).texto).toContain(`>${TITULO_NOVO}<`);
  await page.getByRole('button', { name: 'Publicar alterações' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Publicada hoje às \d\d:\d\d\.$/ })).toBeVisible();
  await expect.poll(async () => (await publico(`/noticia/${noticiaId}`)).texto.includes(`>${TITULO}<`)).toBe(true);

  // It asks first (issue 27, item 6): "Cancelar" changes nothing, "Sim, despublicar" unpublishes.
  await page.getByRole('button', { name: 'Despublicar' }).click();
  const pergunta = page.getByRole('dialog', { name: 'Despublicar esta notícia?' });
  await expect(pergunta.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await pergunta.getByRole('button', { name: 'Cancelar' }).click();
  await expect(pergunta).toBeHidden();
  await expect(page.getByRole('button', { name: 'Despublicar' })).toBeFocused();
  expect((await publico(`/noticia/${noticiaId}`)).status).toBe(200);
  await page.getByRole('button', { name: 'Despublicar' }).click();
  await pergunta.getByRole('button', { name: 'Sim, despublicar' }).click();
  await expect(page.locator('.badge').first()).toHaveText('Despublicada');
  expect((await publico(`/noticia/${noticiaId}`)).status).toBe(404);
  for (const url of ['/api/noticia/page/1', '/rss.xml', '/atom.xml', '/lista-noticias'])
    expect((await publico(url)).texto, url).not.toContain(TITULO);
  await context.close();
});

test('the XSS corpus saved through the form never runs on the public page or in the preview', async ({ browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'one newsroom, one journey: the desktop project walks it');
  test.setTimeout(120_000);
  const { context, page } = await novaPagina(browser, 'editor');
  await page.goto(`${site.url}/admin/noticias`);
  await page.getByRole('link', { name: 'Nova notícia' }).click();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/noticias\/\d+\?salvo=salvar#estado$/);
  const id = Number(/\/admin\/noticias\/(\d+)/.exec(page.url())?.[1]);
  const corpo = XSS_VECTORS.map((v, i) => `<p>${buildVector(v.modelo, i + 1)}</p>`).join('\n');
  const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
  const versao = await page.locator('input[name="versao"]').first().inputValue();
  // What a hostile staff member could post, past the editor: saved as a draft (preview, form)…
  const titulo = 'Vetores <script>top.__xss=999</script>';
  const enviar = (intent: string, versao: string, conteudo: string) =>
    page.request.post(`${site.url}/admin/noticias/${id}`, {
      form: { _csrf: csrf, intent, versao, titulo, conteudo, ignorarAvisos: 'on' },
      headers: { origin: site.url },
      maxRedirects: 0,
      failOnStatusCode: false,
    });
  expect((await enviar('salvar', versao, corpo)).status()).toBe(302);
  // …and published. The checker rightly blocks images without alternative text, so the published
  // corpus gives every <img> an alt: the vectors stay as hostile.
  const publicado = await enviar('publicar', String(Number(versao) + 1), corpo.replace(/<img/gi, '<img alt="x"'));
  expect(publicado.status()).toBe(302);
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  for (const url of [`/noticia/${id}`, `/admin/previa/${id}`, `/admin/noticias/${id}`]) {
    await page.goto(`${site.url}${url}`);
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), url).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
  await context.close();
});

test('a cross-site POST to the newsroom is refused and changes nothing', async ({ browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'one newsroom, one journey: the desktop project walks it');
  test.setTimeout(120_000);
  const { context, page } = await novaPagina(browser, 'editor');
  await page.goto(`${site.url}/admin/noticias/${noticiaId}`);
  const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
  const antes = await page.getByLabel('Título', { exact: true }).inputValue();
  const r = await page.request.post(`${site.url}/admin/noticias/${noticiaId}`, {
    form: { _csrf: csrf, intent: 'salvar', versao: '1', titulo: 'Invadido' },
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  expect(r.status()).toBe(403);
  await page.reload();
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(antes);
  await context.close();
});

test('the audit log shows who changed the news item, from where, and each field before and after', async ({ browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'one newsroom, one journey: the desktop project walks it');
  test.setTimeout(120_000);
  const { context, page } = await novaPagina(browser, 'admin');
  await page.getByRole('link', { name: 'Auditoria' }).click();
  await page.getByLabel('Item (ex.: noticia:65)').fill(`noticia:${noticiaId}`);
  await page.getByLabel('Pessoa').selectOption(CONTAS.editor.email);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const linhas = page.getByRole('row').filter({ hasText: 'noticia.publicar' });
  await expect(linhas.filter({ hasText: TITULO_NOVO }).first()).toContainText(TITULO);
  await expect(linhas.first()).toContainText('127.0.0.1');
  await expect(page.getByRole('row').filter({ hasText: CONTAS.autor.email })).toHaveCount(0);
  await semViolacoes(page, { larguras: [] });
  // Not for an editor.
  const editor = await novaPagina(browser, 'editor');
  expect((await editor.page.goto(`${site.url}/admin/auditoria`))?.status()).toBe(403);
  await editor.context.close();
  await context.close();
});

test('every back-office page is valid HTML for the Nu HTML Checker (0 errors, 0 warnings)', async ({ browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'the server renders the same HTML for every viewport: checked once');
  test.setTimeout(120_000);
  const { context, page } = await novaPagina(browser, 'editor');
  const paginas = new Map<string, Buffer>();
  for (const url of [
    '/admin',
    '/admin/sessoes',
    '/admin/noticias',
    '/admin/noticias?situacao=despublicada&q=vacina',
    `/admin/noticias/${noticiaId}`,
    `/admin/noticias/${noticiaId}/revisoes`,
    `/admin/noticias/${noticiaId}/previa`,
    `/admin/previa/${noticiaId}`,
  ]) {
    const res = await page.request.get(`${site.url}${url}`);
    expect(res.status(), url).toBe(200);
    paginas.set(url, await res.body());
  }
  for (const url of ['/admin/entrar']) paginas.set(`${url} (sem sessão)`, Buffer.from((await publico(url)).texto));
  const admin = await novaPagina(browser, 'admin');
  const auditoria = await admin.page.request.get(`${site.url}/admin/auditoria?objeto=noticia:${noticiaId}`);
  expect(auditoria.status()).toBe(200);
  paginas.set('/admin/auditoria', await auditoria.body());
  await admin.context.close();
  const { erros, avisos } = await validateHtml(paginas);
  expect(erros).toEqual([]);
  expect(avisos).toEqual([]);
  await context.close();
});

test('an expired session sends you to sign in without losing the text you were writing', async ({ browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'one newsroom, one journey: the desktop project walks it');
  test.setTimeout(120_000);
  const { context, page } = await novaPagina(browser, 'editor');
  await page.goto(`${site.url}/admin/noticias/${noticiaId}`);
  const texto = 'Texto escrito enquanto a sessão expirava';
  // The session ends elsewhere (as the idle timeout would): the cookie now names nothing.
  await context.clearCookies();
  await page.getByLabel('Título', { exact: true }).fill(texto);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/entrar\?voltar=/);
  await entrar(page, 'editor');
  await expect(page).toHaveURL(new RegExp(`/admin/noticias/${noticiaId}$`));
  await page.getByRole('button', { name: 'Recuperar o texto' }).click();
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(texto);
  await context.close();
});

test('the newsroom pages have no axe violations on a phone', async ({ browser }, info) => {
  test.skip(info.project.name !== 'mobile', 'the desktop journey checks them at 1280 px');
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await entrar(page, 'admin');
  const id = noticiaId || 1;
  for (const url of [
    '/admin/noticias',
    `/admin/noticias/${id}`,
    `/admin/noticias/${id}/revisoes`,
    `/admin/noticias/${id}/previa`,
    `/admin/previa/${id}`,
    '/admin/auditoria',
  ]) {
    await page.goto(`${site.url}${url}`);
    await semViolacoes(page, { larguras: [] });
  }
  await context.close();
});
