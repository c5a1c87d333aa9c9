/**
 * The back office's start page as a dashboard (issue 27, item 8), in Chromium against the built
 * server, with SMTP_URL pointing at a real SMTP server the test starts (smtp-server) and SITE_URL
 * set: an autor starts items from the dashboard and sends one to review; the counts and lists each
 * person sees match what was made (the autor: their items in progress, what of theirs is
 * scheduled, the changes to them; the editor: what waits for review); the editor and the
 * administrator get the e-mail with the link, the autor none; the editor schedules the item and
 * every dashboard follows. At 1280 and 390 px: axe clean, nothing scrolls sideways at 390; the HTML
 * is valid for the Nu HTML Checker; without JavaScript the page is the same and "Nova notícia" works.
 */
import { type ServidorSmtp, startSmtpServer } from '@cosems/test-support/smtp';
import { expect, type Page, test } from '@playwright/test';
import { abrirSiteComContas, type SiteComContas } from './admin-site';
import { captura } from './capturas';
import { validateHtml } from './vnu';
import { semViolacoes } from './axe';

const SITE_URL = 'https://cosems.example';
const RASCUNHO = 'Oficina de planejamento regional em Uberaba';
const TITULO = 'Mutirão de vacinação contra a gripe em Montes Claros';
const LARGURAS = [1280, 390] as const;

let contas: SiteComContas;
let smtp: ServidorSmtp;
let noticiaId = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpServer();
  contas = await abrirSiteComContas(['autor', 'editor', 'administrador'], 'painel', {
    SITE_URL,
    SMTP_URL: smtp.url,
    SMTP_FROM: 'COSEMS/MG <nao-responda@cosems.example>',
  });
});

test.afterAll(async () => {
  await contas?.parar();
  await smtp?.close();
});

/** The counts at the top, as read: each a link to its list. */
const resumo = (page: Page) => page.getByRole('navigation', { name: 'Resumo' }).getByRole('link');
const secao = (page: Page, nome: string) => page.getByRole('region', { name: nome });

/** axe at 1280 and 390 px, and at 390 nothing wider than the screen (no sideways scrolling). */
async function conferirLarguras(page: Page) {
  await semViolacoes(page, { larguras: LARGURAS });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(resumo(page).first()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** "Nova notícia" on the dashboard, the title typed, then `botao` ("Salvar", "Enviar para revisão"). */
async function escrever(page: Page, titulo: string, botao: string, estado: RegExp): Promise<number> {
  await page.goto(`${contas.site.url}/admin`);
  await secao(page, 'Minhas notícias em andamento').getByRole('link', { name: 'Nova notícia' }).click();
  await expect(page).toHaveURL(/\/admin\/noticias\/nova$/);
  await page.getByLabel('Título', { exact: true }).fill(titulo);
  await page.getByRole('button', { name: botao, exact: true }).click();
  await expect(page.locator('#estado')).toHaveText(estado);
  return Number(/\/admin\/noticias\/(\d+)/.exec(page.url())?.[1]);
}

test('an autor sends an item to review: their counts and lists, the editors’ e-mail and dashboard; scheduled, every dashboard follows', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { site } = contas;

  // The autor: nothing yet, and no review list (an autor reviews nothing).
  const autor = await contas.pagina(browser, 'autor');
  await autor.page.goto(`${site.url}/admin`);
  await expect(autor.page.getByRole('heading', { level: 1, name: 'Área restrita' })).toBeVisible();
  await expect(resumo(autor.page)).toHaveText(['0 em andamento, criadas por você', '0 agendamentos nos próximos 7 dias']);
  await expect(secao(autor.page, 'Aguardando revisão')).toHaveCount(0);
  await expect(secao(autor.page, 'Minhas notícias em andamento')).toContainText('Nenhuma notícia sua em rascunho');
  // The sections stay linked from the page.
  await expect(autor.page.getByRole('navigation', { name: 'Seções' }).getByRole('link')).toHaveText([
    'Notícias',
    'Agenda',
    'Deliberações da CIB-SUS/MG',
    'Minhas sessões',
    'Biblioteca de mídia',
  ]);

  await escrever(autor.page, RASCUNHO, 'Salvar', /^Rascunho salvo hoje às \d\d:\d\d — ainda não publicado\.$/);
  noticiaId = await escrever(
    autor.page,
    TITULO,
    'Enviar para revisão',
    /^Em revisão — salva hoje às \d\d:\d\d, ainda não publicada\. Os editores foram avisados\.$/,
  );

  await autor.page.goto(`${site.url}/admin`);
  await expect(resumo(autor.page)).toHaveText(['2 em andamento, criadas por você', '0 agendamentos nos próximos 7 dias']);
  const meus = secao(autor.page, 'Minhas notícias em andamento').getByRole('listitem');
  await expect(meus).toHaveCount(2);
  await expect(meus.nth(0)).toContainText(TITULO);
  await expect(meus.nth(0).locator('.badge')).toHaveText('Em revisão');
  await expect(meus.nth(1)).toContainText(RASCUNHO);
  await expect(meus.nth(1).locator('.badge')).toHaveText('Rascunho');
  const mudancasDoAutor = secao(autor.page, 'Últimas alterações').getByRole('listitem');
  await expect(mudancasDoAutor.first()).toContainText(`Notícia enviada para revisão: “${TITULO}” — por Pessoa autor`);
  await expect(mudancasDoAutor.first().getByRole('link', { name: `“${TITULO}”` })).toHaveAttribute('href', `/admin/noticias/${noticiaId}`);
  await conferirLarguras(autor.page);

  // The editors are told by e-mail, with the link from SITE_URL; the autor, who sent it, is not.
  for (const email of ['editor@cosems.example', 'administrador@cosems.example']) {
    const m = await smtp.proxima(email);
    expect(m.assunto).toBe(`Notícia para revisão: ${TITULO}`);
    expect(m.texto).toContain(`Pessoa autor enviou para revisão a notícia “${TITULO}”.`);
    expect(m.texto).toContain(`${SITE_URL}/admin/noticias/${noticiaId}\n`);
  }
  expect(smtp.recebidas.filter((m) => m.para.includes('autor@cosems.example'))).toEqual([]);

  // The editor's dashboard lists it: the notice inside the back office.
  const editor = await contas.pagina(browser, 'editor');
  await editor.page.goto(`${site.url}/admin`);
  await expect(resumo(editor.page)).toHaveText([
    '1 aguardando revisão',
    '0 em andamento, criadas por você',
    '0 agendamentos nos próximos 7 dias',
  ]);
  const fila = secao(editor.page, 'Aguardando revisão');
  await expect(fila.getByRole('listitem')).toHaveCount(1);
  await expect(fila.getByRole('listitem')).toContainText('De Pessoa autor.');
  await expect(secao(editor.page, 'Últimas alterações').getByRole('listitem').first()).toContainText(
    `Notícia enviada para revisão: “${TITULO}” — por Pessoa autor`,
  );
  await captura(editor.page, 'area-restrita-painel');
  // Keyboard alone: a count is a link to its list.
  await resumo(editor.page).first().focus();
  await editor.page.keyboard.press('Enter');
  await expect(editor.page).toHaveURL(/\/admin#revisao$/);
  await conferirLarguras(editor.page);

  // The editor opens it from the list and schedules it two days ahead (Brasília time in the field).
  await fila.getByRole('link', { name: TITULO }).click();
  await expect(editor.page).toHaveURL(new RegExp(`/admin/noticias/${noticiaId}$`));
  const local = new Date(Date.now() + 2 * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 16);
  await editor.page.getByLabel('Publicar em (vazio: agora)').fill(local);
  await editor.page.getByRole('button', { name: 'Agendar', exact: true }).click();
  await expect(editor.page.locator('#estado')).toHaveText(/^Agendada para \d\d\/\d\d\/\d{4} às \d\d:\d\d\.$/);
  const [dia, hora] = local.split('T') as [string, string];
  const quando = `${dia.split('-').reverse().join('/')} ${hora}`;

  await editor.page.goto(`${site.url}/admin`);
  await expect(resumo(editor.page)).toHaveText([
    '0 aguardando revisão',
    '0 em andamento, criadas por você',
    '1 agendamento nos próximos 7 dias',
  ]);
  await expect(secao(editor.page, 'Aguardando revisão')).toContainText('Nenhuma notícia aguardando revisão.');
  await expect(secao(editor.page, 'Agendadas para os próximos 7 dias').getByRole('listitem')).toHaveText([
    `Entra no site em ${quando}: ${TITULO}`,
  ]);
  await expect(secao(editor.page, 'Últimas alterações').getByRole('listitem').first()).toContainText(
    `Notícia publicada: “${TITULO}” — por Pessoa editor`,
  );
  await conferirLarguras(editor.page);

  // The autor's follows: the item left "em andamento", is among their scheduled, and the change is theirs to see.
  await autor.page.goto(`${site.url}/admin`);
  await expect(resumo(autor.page)).toHaveText(['1 em andamento, criada por você', '1 agendamento nos próximos 7 dias']);
  await expect(secao(autor.page, 'Minhas notícias em andamento').getByRole('listitem')).toHaveCount(1);
  await expect(secao(autor.page, 'Agendadas para os próximos 7 dias').getByRole('listitem')).toHaveText([
    `Entra no site em ${quando}: ${TITULO}`,
  ]);
  await expect(secao(autor.page, 'Últimas alterações').getByRole('listitem').first()).toContainText(
    `Notícia publicada: “${TITULO}” — por Pessoa editor`,
  );
  await conferirLarguras(autor.page);

  // The administrator reviews too, and sees the site's other sections.
  const admin = await contas.pagina(browser, 'administrador');
  await admin.page.goto(`${site.url}/admin`);
  await expect(resumo(admin.page)).toHaveText([
    '0 aguardando revisão',
    '0 em andamento, criadas por você',
    '1 agendamento nos próximos 7 dias',
  ]);
  await expect(admin.page.getByRole('navigation', { name: 'Seções' }).getByRole('link', { name: 'Conteúdo do site' })).toBeVisible();
  await conferirLarguras(admin.page);

  // Valid HTML as each of them gets it.
  const paginas = new Map<string, Buffer>();
  for (const [quem, p] of [
    ['autor', autor],
    ['editor', editor],
    ['administrador', admin],
  ] as const) {
    const res = await p.context.request.get(`${site.url}/admin`);
    expect(res.status()).toBe(200);
    paginas.set(`/admin (${quem})`, await res.body());
  }
  const { erros, avisos } = await validateHtml(paginas);
  expect(erros).toEqual([]);
  expect(avisos).toEqual([]);
  for (const p of [autor, editor, admin]) await p.context.close();
});

test('without JavaScript: the same dashboard; "Nova notícia" opens an empty form that counts nothing until it is saved', async ({
  browser,
}) => {
  const { context, page } = await contas.pagina(browser, 'autor', false);
  try {
    await page.goto(`${contas.site.url}/admin`);
    await expect(resumo(page)).toHaveText(['1 em andamento, criada por você', '1 agendamento nos próximos 7 dias']);
    await secao(page, 'Minhas notícias em andamento').getByRole('link', { name: 'Nova notícia' }).click();
    await expect(page).toHaveURL(/\/admin\/noticias\/nova$/);
    await expect(page.locator('#estado')).toHaveText('Nova notícia — ainda não salva.');
    // Opened and left: nothing was created.
    await page.goto(`${contas.site.url}/admin`);
    await expect(resumo(page)).toHaveText(['1 em andamento, criada por você', '1 agendamento nos próximos 7 dias']);
    await secao(page, 'Minhas notícias em andamento').getByRole('link', { name: 'Nova notícia' }).click();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/noticias\/\d+\?salvo=salvar#estado$/);
    await page.goto(`${contas.site.url}/admin`);
    await expect(resumo(page)).toHaveText(['2 em andamento, criadas por você', '1 agendamento nos próximos 7 dias']);
    await expect(secao(page, 'Minhas notícias em andamento').getByRole('link', { name: 'Sem título' })).toBeVisible();
  } finally {
    await context.close();
  }
});
