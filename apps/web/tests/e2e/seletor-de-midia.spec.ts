/**
 * The media picker (issue 27, item 3; docs/decisions/052) in Chromium against the built server, on
 * a site of its own with the demo library (about 70 images): from inside the news form, at 1280
 * and at 390 px, a picture is uploaded with its alternative text, inserted in the text and chosen
 * as the main image without leaving the form, saved, and seen on the preview and the public page;
 * the search narrows the list (server-side, a page at a time) and its endpoint refuses a malformed
 * query; the focal point is drawn; the whole flow works by keyboard; the dialog's own errors; the
 * form still works without JavaScript; the other image fields (portrait, partner's logo, site
 * logo) open the same picker; axe with the dialog open and the Nu HTML Checker on the pages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '@cosems/test-support/site-process';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { csrfDe } from './admin-http';
import { abrirSiteComContas, type SiteComContas, salvarNoticia, soltarArquivo } from './admin-site';
import { captura } from './capturas';
import { validateHtml } from './vnu';
import { semViolacoes } from './axe';

let s: SiteComContas;
let tmp: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  s = await abrirSiteComContas(['editor', 'autor'], 'seletor');
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-seletor-arquivos-'));
});

test.afterAll(async () => {
  await s?.parar();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** A JPEG file of `largura` × `altura` (a gradient: not a flat colour) under `nome` in the temporary folder. */
async function foto(nome: string, largura = 1200, altura = 800): Promise<string> {
  const raw = Buffer.alloc(largura * altura * 3);
  for (let y = 0; y < altura; y++)
    for (let x = 0; x < largura; x++) {
      const i = (y * largura + x) * 3;
      raw[i] = (x * 255) / largura;
      raw[i + 1] = (y * 255) / altura;
      raw[i + 2] = 120;
    }
  const arquivo = path.join(tmp, nome);
  fs.writeFileSync(
    arquivo,
    await sharp(raw, { raw: { width: largura, height: altura, channels: 3 } })
      .jpeg()
      .toBuffer(),
  );
  return arquivo;
}

/** A signed-in page at `largura` px. */
async function abrir(browser: Browser, largura: number, papel: 'editor' | 'autor' = 'editor') {
  const { context, page } = await s.pagina(browser, papel);
  await page.setViewportSize({ width: largura, height: largura < 600 ? 844 : 900 });
  return { context, page };
}

/** A new news item's form (the editor hydrated: its toolbar is there). */
async function novaNoticia(page: Page, titulo: string): Promise<number> {
  await page.goto(`${s.site.url}/admin/noticias`);
  await page.getByRole('link', { name: 'Nova notícia' }).click();
  await expect(page).toHaveURL(/\/admin\/noticias\/nova$/);
  await expect(page.getByRole('toolbar', { name: 'Formatação do texto' })).toBeVisible();
  await page.getByLabel('Título', { exact: true }).fill(titulo);
  // The first save creates it (issue 27, item 6): its number, for the checks that follow.
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/noticias\/\d+\?salvo=salvar#estado$/);
  return Number(/\/admin\/noticias\/(\d+)/.exec(page.url())?.[1]);
}

/** The thumbnail was drawn (its variant came from /image, not a broken image). */
async function desenhada(img: Locator) {
  await expect.poll(() => img.evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)).toBe(true);
}

/** The staff guide's screenshot (capturas.ts), the dialog and its list scrolled to their tops. */
async function capturarDialogo(page: Page, dialogo: Locator, nome: string) {
  await dialogo.evaluate((d) => {
    d.scrollTo(0, 0);
    d.querySelector('.cosems-seletor-grade')?.scrollTo(0, 0);
  });
  await captura(page, nome, { rolarParaOTopo: false });
}

/** The anti-CSRF token of the session of `page`. */
async function csrf(page: Page) {
  return csrfDe(await (await page.request.get(`${s.site.url}/admin/midia`)).text());
}

for (const largura of [1280, 390]) {
  test(`${largura} px: a picture uploaded with its alternative text, put in the text and as the main image from inside the news form; saved, on the preview and the public page`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await abrir(browser, largura);
    const titulo = `Vacinação nas escolas de Itabira (${largura})`;
    // One picture per width, told apart by who is vaccinated (searched for below).
    const quem = largura === 1280 ? 'uma criança' : 'um adolescente';
    const alt = `Agente de saúde vacina ${quem} numa escola de Itabira`;
    const id = await novaNoticia(page, titulo);
    const editor = page.getByRole('textbox', { name: 'Texto' });
    await editor.click();
    await page.keyboard.type('A campanha chegou às escolas.');

    // The editor's "Imagem": the picker, over the form (the page stays where it is).
    const imagem = page.getByRole('button', { name: 'Inserir imagem da biblioteca' });
    await imagem.click();
    const dialogo = page.getByRole('dialog', { name: 'Inserir imagem no texto' });
    await expect(dialogo).toBeVisible();
    await expect(dialogo.getByLabel('Buscar por nome ou texto alternativo')).toBeFocused();
    // The library's first page, with thumbnails.
    await expect(dialogo.getByRole('status').first()).toHaveText(/^24 de \d+ imagens\.$/);
    await desenhada(dialogo.getByRole('radio').first().locator('xpath=..').locator('img'));

    // Upload inside the dialog: the file button, the alternative text, "Enviar".
    await dialogo.getByLabel('Arquivo', { exact: true }).setInputFiles(await foto(`Vacinação escola ${largura}.jpg`));
    await dialogo.getByLabel('Texto alternativo', { exact: true }).fill(alt);
    await dialogo.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(dialogo.getByRole('status').filter({ hasText: 'Imagem enviada e escolhida:' })).toBeVisible();
    const nome = (await dialogo.getByRole('status').filter({ hasText: 'Imagem enviada e escolhida:' }).innerText())
      .replace('Imagem enviada e escolhida:', '')
      .trim();
    // The file's own name, slugged (decision 021).
    expect(nome).toBe(`vacinacao-escola-${largura}.jpg`);
    // Chosen at once: first in the list, marked, its details beside; the focus on the button that uses it.
    const nova = dialogo.getByRole('radio', { name: `${alt} ${nome}` });
    await expect(nova).toBeChecked();
    await expect(dialogo.getByRole('radio').first()).toBeChecked();
    const inserir = dialogo.getByRole('button', { name: 'Inserir no texto' });
    await expect(inserir).toBeFocused();
    const detalhes = dialogo.getByRole('region', { name: 'Imagem escolhida' });
    await expect(detalhes).toContainText(nome);
    await expect(detalhes).toContainText('1200 × 800 px');
    await expect(detalhes).toContainText('Ponto focal não marcado');
    await desenhada(detalhes.locator('img'));
    // The text for this place starts as the library's.
    await expect(dialogo.getByLabel('Texto alternativo no texto')).toHaveValue(alt);
    await semViolacoes(page, { larguras: [], rotulo: `${'diálogo com a imagem enviada'} `, semRolagem: true });
    if (largura === 1280) await capturarDialogo(page, dialogo, 'area-restrita-seletor-de-midia');
    await inserir.click();
    await expect(dialogo).toBeHidden();
    await expect(editor.locator('img')).toHaveAttribute('src', `/image/${nome}`);
    await expect(editor.getByRole('img', { name: alt })).toBeVisible();
    // The caret is back in the text, after the image.
    await expect(editor).toBeFocused();

    // The main image: the same picker, the new image found by a word of its alternative text.
    await page.getByRole('button', { name: 'Escolher na biblioteca (Imagem principal)' }).click();
    const principal = page.getByRole('dialog', { name: 'Imagem principal' });
    await expect(principal).toBeVisible();
    await principal.getByLabel('Buscar por nome ou texto alternativo').fill(`vacina ${quem}`);
    await expect(principal.getByRole('status').first()).toHaveText(`1 de 1 imagem com “vacina ${quem}”.`);
    await principal.getByRole('radio').check();
    await principal.getByRole('button', { name: 'Usar esta imagem' }).click();
    await expect(principal).toBeHidden();
    const campo = page.getByRole('group', { name: 'Imagem principal' });
    await expect(campo).toContainText(`${alt} (${nome})`);
    await expect(page.getByRole('button', { name: 'Escolher na biblioteca (Imagem principal)' })).toBeFocused();
    await desenhada(campo.locator('img'));
    // The share card beside the form draws it too.
    await expect(page.locator('img.cosems-cartao-imagem')).toHaveAttribute('src', new RegExp(nome.replace('.', '\\.')));
    await semViolacoes(page, { larguras: [], rotulo: `${'formulário da notícia'} `, semRolagem: true });

    await salvarNoticia(page);
    await expect(page.getByRole('group', { name: 'Imagem principal' })).toContainText(nome);
    await expect(page.getByRole('textbox', { name: 'Texto' }).getByRole('img', { name: alt })).toBeVisible();

    // The preview shows it, in the text and as the share image.
    const previa = await (await page.request.get(`${s.site.url}/admin/previa/${id}`)).text();
    expect(previa).toContain(`src="/image/${nome}"`);
    expect(previa).toContain(`alt="${alt}"`);
    // Published, the public page has it.
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Publicada/ })).toBeVisible();
    const publica = await s.publico(`/noticia/${id}`);
    expect(publica).toContain(`alt="${alt}"`);
    expect(publica).toContain(`/image/${nome}?recorte=social`);
    await context.close();
  });
}

test('the search narrows on the server, "Mais imagens" brings the next page, the focal point is drawn; the endpoint checks its query', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await abrir(browser, 1280);
  // A library image with a focal point (as /admin/midia/{nome} marks it).
  const token = await csrf(page);
  const envio = await page.request.post(`${s.site.url}/admin/midia/enviar`, {
    headers: { origin: s.site.url, accept: 'application/json' },
    multipart: {
      _csrf: token,
      alt: 'Mapa das macrorregiões de saúde',
      arquivo: { name: 'mapa.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(await foto('mapa.jpg', 800, 600)) },
    },
  });
  const { nome } = (await envio.json()) as { nome: string };
  const edicao = await page.request.post(`${s.site.url}/admin/midia/${nome}`, {
    headers: { origin: s.site.url },
    form: { _csrf: token, intent: 'editar', alt: 'Mapa das macrorregiões de saúde', focoX: '25', focoY: '75' },
  });
  expect(edicao.status()).toBe(200);

  // The endpoint: 24 images a page, images only, newest first; a malformed query is a 400 with the reason.
  const pagina1 = (await (await page.request.get(`${s.site.url}/admin/midia/imagens`)).json()) as {
    itens: { nome: string; foco: unknown }[];
    total: number;
    paginas: number;
  };
  expect(pagina1.itens).toHaveLength(24);
  expect(pagina1.total).toBeGreaterThan(48);
  expect(pagina1.itens[0]).toEqual({ nome, alt: 'Mapa das macrorregiões de saúde', foco: { x: 0.25, y: 0.75 }, largura: 800, altura: 600 });
  expect(pagina1.itens.some((i) => i.nome.endsWith('.pdf'))).toBe(false);
  const pagina2 = (await (await page.request.get(`${s.site.url}/admin/midia/imagens?pagina=2`)).json()) as { itens: { nome: string }[] };
  expect(pagina2.itens).toHaveLength(24);
  expect(pagina2.itens.filter((i) => pagina1.itens.some((j) => j.nome === i.nome))).toEqual([]);
  const achou = (await (await page.request.get(`${s.site.url}/admin/midia/imagens?q=MACRORREGIOES`)).json()) as { total: number };
  expect(achou.total).toBe(1);
  for (const [consulta, motivo] of [
    ['pagina=0', /pagina/],
    ['pagina=2x', /pagina/],
    [`q=${'a'.repeat(201)}`, /200 caracteres/],
    ['q=a&q=b', /“q” veio mais de uma vez/],
    ['tipo=documento', /Consulta inválida/],
  ] as const) {
    const r = await page.request.get(`${s.site.url}/admin/midia/imagens?${consulta}`);
    expect(r.status(), consulta).toBe(400);
    expect(r.headers()['cache-control']).toContain('no-store');
    expect(((await r.json()) as { erro: string }).erro, consulta).toMatch(motivo);
  }
  const fora = await fetch(`${s.site.url}/admin/midia/imagens`);
  expect(fora.status).toBe(401);
  expect(((await fora.json()) as { erro: string }).erro).toMatch(/entre de novo/);

  // In the dialog: the first page, then the next one added; a search narrows; none found says so.
  await novaNoticia(page, 'Notícia para procurar imagens');
  await page.getByRole('button', { name: 'Escolher na biblioteca (Imagem principal)' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Imagem principal' });
  const situacao = dialogo.getByRole('status').first();
  await expect(situacao).toHaveText(`24 de ${pagina1.total} imagens.`);
  await expect(dialogo.getByRole('radio')).toHaveCount(24);
  await dialogo.getByRole('button', { name: 'Mais imagens' }).click();
  await expect(situacao).toHaveText(`48 de ${pagina1.total} imagens.`);
  await expect(dialogo.getByRole('radio')).toHaveCount(48);
  // The first image of the new page has the focus (the button may be gone after the last page).
  await expect(dialogo.getByRole('radio').nth(24)).toBeFocused();
  await dialogo.getByLabel('Buscar por nome ou texto alternativo').fill('macrorregiões');
  await expect(situacao).toHaveText('1 de 1 imagem com “macrorregiões”.');
  await expect(dialogo.getByRole('radio')).toHaveCount(1);
  await expect(dialogo.getByRole('button', { name: 'Mais imagens' })).toHaveCount(0);
  // Its focal point: the crop keeps it, the dot is on it, the words say where.
  const opcao = dialogo.getByRole('radio', { name: /Mapa das macrorregiões de saúde/ }).locator('xpath=..');
  await expect(opcao.locator('img')).toHaveCSS('object-position', '25% 75%');
  const ponto = opcao.locator('.cosems-foco');
  const caixa = await opcao.locator('.cosems-miniatura').boundingBox();
  const marca = await ponto.boundingBox();
  if (!caixa || !marca) throw new Error('sem caixa');
  expect(Math.abs(marca.x + marca.width / 2 - (caixa.x + caixa.width * 0.25))).toBeLessThan(1.5);
  expect(Math.abs(marca.y + marca.height / 2 - (caixa.y + caixa.height * 0.75))).toBeLessThan(1.5);
  await dialogo.getByRole('radio').check();
  await expect(dialogo.getByRole('region', { name: 'Imagem escolhida' })).toContainText('Ponto focal a 25% da esquerda e 75% do topo.');
  await dialogo.getByLabel('Buscar por nome ou texto alternativo').fill('nada-com-este-nome');
  await expect(situacao).toHaveText('Nenhuma imagem com “nada-com-este-nome” no nome ou no texto alternativo.');
  await expect(dialogo.getByRole('radio')).toHaveCount(0);
  // The image marked before the search stays chosen.
  await dialogo.getByRole('button', { name: 'Usar esta imagem' }).click();
  await expect(page.getByRole('group', { name: 'Imagem principal' })).toContainText(nome);
  await expect(page.getByRole('group', { name: 'Imagem principal' }).locator('.cosems-foco')).toHaveCount(1);
  await context.close();
});

test('an image without alternative text gets one from inside the picker (kept in the library); an autor is refused there, in the dialog', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await abrir(browser, 1280);
  await novaNoticia(page, 'Notícia com uma imagem da demonstração');
  await page.getByRole('button', { name: 'Escolher na biblioteca (Imagem principal)' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Imagem principal' });
  await dialogo.getByLabel('Buscar por nome ou texto alternativo').fill('noticia-saude-bucal-2');
  await expect(dialogo.getByRole('status').first()).toHaveText('1 de 1 imagem com “noticia-saude-bucal-2”.');
  await dialogo.getByRole('radio', { name: 'sem texto alternativo noticia-saude-bucal-2.jpg' }).check();
  const detalhes = dialogo.getByRole('region', { name: 'Imagem escolhida' });
  await expect(detalhes).toContainText('nenhum: descreva a imagem');
  const alt = 'Dentista examina um paciente numa unidade de saúde';
  await detalhes.getByLabel('Texto alternativo na biblioteca').fill(alt);
  await semViolacoes(page, { larguras: [], rotulo: `${'descrever na biblioteca'} `, semRolagem: true });
  await detalhes.getByRole('button', { name: 'Salvar na biblioteca' }).click();
  await expect(detalhes.getByRole('status')).toHaveText('Texto alternativo salvo na biblioteca.');
  await expect(dialogo.getByRole('radio', { name: `${alt} noticia-saude-bucal-2.jpg` })).toBeChecked();
  await expect(detalhes.getByLabel('Texto alternativo na biblioteca')).toHaveCount(0);
  await expect(detalhes).toContainText(`Texto alternativo na biblioteca${alt}`);
  // The field went away with the text saved: the focus is on the next step.
  const usar = dialogo.getByRole('button', { name: 'Usar esta imagem' });
  await expect(usar).toBeFocused();
  await usar.click();
  await expect(page.getByRole('group', { name: 'Imagem principal' })).toContainText(`${alt} (noticia-saude-bucal-2.jpg)`);
  // Saved in the library (the file's page shows it), so it holds wherever the image is used.
  await page.goto(`${s.site.url}/admin/midia/noticia-saude-bucal-2.jpg`);
  await expect(page.getByLabel('Texto alternativo', { exact: true })).toHaveValue(alt);
  // The endpoint checks its form: a malformed name, a document instead of an image.
  const token = await csrf(page);
  const post = (form: Record<string, string>) =>
    page.request.post(`${s.site.url}/admin/midia/descrever`, { headers: { origin: s.site.url }, form: { _csrf: token, ...form } });
  expect((await post({ nome: '../x.jpg', alt: 'x' })).status()).toBe(400);
  expect((await post({ nome: 'nota-tecnica-15-2025.pdf', alt: 'x' })).status()).toBe(404);
  expect((await post({ nome: 'noticia-saude-bucal-1.jpg', alt: ' ' })).status()).toBe(400);
  await context.close();

  // An autor may not change a file of the content bundle: the server says so inside the dialog.
  const autor = await abrir(browser, 390, 'autor');
  await novaNoticia(autor.page, 'Notícia de uma autora');
  await autor.page.getByRole('button', { name: 'Escolher na biblioteca (Imagem principal)' }).click();
  const d = autor.page.getByRole('dialog', { name: 'Imagem principal' });
  await d.getByLabel('Buscar por nome ou texto alternativo').fill('noticia-saude-bucal-1');
  await expect(d.getByRole('status').first()).toHaveText('1 de 1 imagem com “noticia-saude-bucal-1”.');
  await d.getByRole('radio').check();
  await d.getByLabel('Texto alternativo na biblioteca').fill('Sorriso de uma criança');
  await d.getByRole('button', { name: 'Salvar na biblioteca' }).click();
  await expect(d.getByRole('alert')).toHaveText('Você não tem permissão para fazer isso.');
  await expect(d.getByLabel('Texto alternativo na biblioteca')).toHaveAttribute('aria-invalid', 'true');
  await semViolacoes(autor.page, { larguras: [], rotulo: `${'descrição recusada'} `, semRolagem: true });
  await autor.context.close();
});

test('keyboard alone: open the picker, search, move with the arrows, Enter uses the image; Esc closes; the focus comes back each time', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await abrir(browser, 390);
  await novaNoticia(page, 'Notícia feita só pelo teclado');
  const botao = page.getByRole('button', { name: 'Escolher na biblioteca (Imagem do banner)' });
  await botao.focus();
  await page.keyboard.press('Enter');
  const dialogo = page.getByRole('dialog', { name: 'Imagem do banner' });
  const busca = dialogo.getByLabel('Buscar por nome ou texto alternativo');
  await expect(busca).toBeFocused();
  // Opened again before the "close" event of the one just closed is dispatched (a task of its own,
  // after the focus went back to the button): it opens and stays open.
  await page.evaluate(
    (b) => {
      (document.querySelector('dialog[open]') as HTMLDialogElement).close();
      (b as HTMLButtonElement).click();
    },
    await botao.elementHandle(),
  );
  await expect(busca).toBeFocused();
  await page.waitForTimeout(300);
  await expect(dialogo).toBeVisible();
  // Esc: closed, nothing chosen, the focus back on the button.
  await page.keyboard.press('Escape');
  await expect(dialogo).toBeHidden();
  await expect(botao).toBeFocused();
  await expect(page.getByRole('group', { name: 'Imagem do banner' })).toContainText('A imagem principal');

  await page.keyboard.press('Enter');
  await expect(busca).toBeFocused();
  await page.keyboard.type('itabira');
  await expect(dialogo.getByRole('status').first()).toHaveText('2 de 2 imagens com “itabira”.');
  // Tab reaches the list; the arrows mark the next image (the first one is reached unmarked).
  await page.keyboard.press('Tab');
  const radios = dialogo.getByRole('radio');
  await expect(radios.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(1)).toBeFocused();
  await expect(radios.nth(1)).toBeChecked();
  const escolhida = (await radios.nth(1).getAttribute('value')) as string;
  await page.keyboard.press('Enter');
  await expect(dialogo).toBeHidden();
  await expect(botao).toBeFocused();
  await expect(page.getByRole('group', { name: 'Imagem do banner' })).toContainText(escolhida);
  expect(await page.locator('input[type="hidden"][name="bannerImagem"]').inputValue()).toBe(escolhida);
  // "Usar a imagem principal" clears it, the focus stays in the field.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Usar a imagem principal (Imagem do banner)' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(botao).toBeFocused();
  expect(await page.locator('input[type="hidden"][name="bannerImagem"]').inputValue()).toBe('');

  // The editor's button by keyboard: the toolbar's arrows, Enter; Esc gives the focus back to it.
  const negrito = page.getByRole('button', { name: 'Negrito' });
  await negrito.focus();
  await page.keyboard.press('End');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  const imagem = page.getByRole('button', { name: 'Inserir imagem da biblioteca' });
  await expect(imagem).toBeFocused();
  await page.keyboard.press('Enter');
  const noTexto = page.getByRole('dialog', { name: 'Inserir imagem no texto' });
  await expect(noTexto.getByLabel('Buscar por nome ou texto alternativo')).toBeFocused();
  await semViolacoes(page, { larguras: [], rotulo: `${'diálogo aberto pelo teclado'} `, semRolagem: true });
  await page.keyboard.press('Escape');
  await expect(imagem).toBeFocused();
  await context.close();
});

test('errors stay in the dialog beside their fields (a PDF, no alternative text, a text file named .jpg); a dropped file is sent', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await abrir(browser, 1280);
  await novaNoticia(page, 'Notícia com envios recusados');
  await page.getByRole('button', { name: 'Escolher na biblioteca (Imagem principal)' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Imagem principal' });
  const arquivo = dialogo.getByLabel('Arquivo', { exact: true });
  const alt = dialogo.getByLabel('Texto alternativo', { exact: true });
  const enviar = dialogo.getByRole('button', { name: 'Enviar', exact: true });
  // Images only here: the field offers images; a PDF sent anyway is refused by the server, unstored.
  await expect(arquivo).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');
  const antes = ((await (await page.request.get(`${s.site.url}/admin/midia`)).text()).match(/(\d+) arquivo\(s\)/) ?? [])[1];
  await arquivo.setInputFiles({
    name: 'relatorio.pdf',
    mimeType: 'application/pdf',
    buffer: fs.readFileSync(path.join(REPO_ROOT, 'packages/db/content/demo/arquivos/nota-tecnica-15-2025.pdf')),
  });
  await alt.fill('Um relatório');
  await enviar.click();
  await expect(dialogo.getByRole('alert')).toHaveText(/^Aqui só entram imagens .* Envie PDFs pela página Mídia\.$/);
  await expect(arquivo).toHaveAttribute('aria-invalid', 'true');
  expect(((await (await page.request.get(`${s.site.url}/admin/midia`)).text()).match(/(\d+) arquivo\(s\)/) ?? [])[1]).toBe(antes);
  // No alternative text.
  await arquivo.setInputFiles(await foto('sem-texto.jpg', 400, 300));
  await alt.fill('');
  await enviar.click();
  await expect(dialogo.getByRole('alert')).toHaveText(/^Escreva o texto alternativo/);
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  // Text named .jpg: refused by its bytes.
  await arquivo.setInputFiles({ name: 'falsa.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('isto não é uma imagem') });
  await alt.fill('Falsa');
  await enviar.click();
  await expect(dialogo.getByRole('alert')).toHaveText(/^Formato não aceito/);
  await semViolacoes(page, { larguras: [], rotulo: `${'diálogo com erro'} `, semRolagem: true });
  // Still open, nothing chosen.
  await expect(dialogo.getByRole('button', { name: 'Usar esta imagem' })).toBeDisabled();

  // A file dropped on the zone (as the browser does it: dragenter, dragover, drop).
  const zona = dialogo.locator('[data-zona-de-soltar]');
  await expect(zona).toContainText('Você também pode arrastar o arquivo');
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2a5' } })
    .png()
    .toBuffer();
  await soltarArquivo(page, zona, 'Sala de vacina.png', 'image/png', png);
  await expect(zona).toContainText('Escolhido: Sala de vacina.png.');
  await alt.fill('Sala de vacina de uma unidade básica de saúde');
  await enviar.click();
  await expect(dialogo.getByRole('radio', { name: /^Sala de vacina de uma unidade básica/ })).toBeChecked();
  await dialogo.getByRole('button', { name: 'Usar esta imagem' }).click();
  await expect(page.getByRole('group', { name: 'Imagem principal' })).toContainText(
    'Sala de vacina de uma unidade básica de saúde (sala-de-vacina.png)',
  );
  await context.close();
});

test('without JavaScript the select is the field and the form saves it; the HTML (the page, and the open dialog) passes the Nu HTML Checker', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await abrir(browser, 1280);
  const id = await novaNoticia(page, 'Notícia sem JavaScript');
  await salvarNoticia(page);
  const formulario = await (await page.request.get(`${s.site.url}/admin/noticias/${id}`)).text();
  await page.getByRole('button', { name: 'Escolher na biblioteca (Imagem principal)' }).click();
  await expect(page.getByRole('dialog', { name: 'Imagem principal' }).getByRole('radio').first()).toBeVisible();
  const comDialogo = `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`;
  const paginas = new Map<string, string>([
    ['/admin/noticias/{id}', formulario],
    ['/admin/noticias/{id} (com o diálogo aberto)', comDialogo],
    ['/admin/presidentes/novo', await (await page.request.get(`${s.site.url}/admin/presidentes/novo`)).text()],
    ['/admin/logos', await (await page.request.get(`${s.site.url}/admin/logos`)).text()],
  ]);
  const { erros } = await validateHtml(paginas);
  expect(erros).toEqual([]);
  await context.close();

  const semJs = await s.pagina(browser, 'editor', false);
  await semJs.page.goto(`${s.site.url}/admin/noticias/${id}`);
  await expect(semJs.page.getByRole('button', { name: /Escolher na biblioteca/ })).toHaveCount(0);
  const select = semJs.page.getByLabel('Imagem principal');
  const opcao = (await select.locator('option').nth(1).getAttribute('value')) as string;
  await select.selectOption(opcao);
  await salvarNoticia(semJs.page);
  await expect(semJs.page.getByLabel('Imagem principal')).toHaveValue(opcao);
  await expect(semJs.page.getByRole('link', { name: 'biblioteca de mídia' }).first()).toHaveAttribute('href', '/admin/midia');
  await semJs.context.close();
});

test("the other image fields open the same picker: a president's portrait uploaded and chosen in it, a partner's logo, a site logo", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await abrir(browser, 1280);
  await page.goto(`${s.site.url}/admin/presidentes/novo`);
  await page.getByLabel('Nome').fill('Helena Prado');
  await page.getByLabel('Período').fill('2027-2029');
  await page.getByRole('button', { name: 'Escolher na biblioteca (Retrato (imagem da biblioteca de mídia))' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Retrato (imagem da biblioteca de mídia)' });
  await dialogo.getByLabel('Arquivo', { exact: true }).setInputFiles(await foto('Helena Prado.jpg', 600, 800));
  await dialogo.getByLabel('Texto alternativo', { exact: true }).fill('Retrato de Helena Prado, de cabelos grisalhos');
  await dialogo.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(dialogo.getByRole('button', { name: 'Usar esta imagem' })).toBeFocused();
  await semViolacoes(page, { larguras: [], rotulo: `${'retrato'} `, semRolagem: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: /Retrato/ })).toContainText(
    'Retrato de Helena Prado, de cabelos grisalhos (helena-prado.jpg)',
  );
  await page.getByRole('button', { name: 'Adicionar à galeria' }).click();
  await expect(page.getByRole('main')).toContainText('Presidente salvo.');
  await expect
    .poll(async () => (await s.publico('/presidentes')).includes('alt="Retrato de Helena Prado, de cabelos grisalhos"'))
    .toBe(true);

  for (const [url, rotulo] of [
    ['/admin/parceiros', 'Logotipo (imagem da biblioteca de mídia)'],
    ['/admin/logos', 'Imagem (da biblioteca de mídia)'],
  ] as const) {
    await page.goto(`${s.site.url}${url}`);
    await page.getByRole('button', { name: `Escolher na biblioteca (${rotulo})` }).click();
    const d = page.getByRole('dialog', { name: rotulo });
    await d.getByLabel('Buscar por nome ou texto alternativo').fill('Helena Prado');
    await expect(d.getByRole('status').first()).toHaveText('1 de 1 imagem com “Helena Prado”.');
    await d.getByRole('radio').check();
    await semViolacoes(page, { larguras: [], rotulo: `${url} `, semRolagem: true });
    await d.getByRole('button', { name: 'Usar esta imagem' }).click();
    await expect(page.getByRole('group', { name: rotulo })).toContainText('Retrato de Helena Prado');
    expect(await page.locator('input[type="hidden"][name="imagem"]').inputValue()).toBe('helena-prado.jpg');
  }
  await context.close();
});
