/**
 * The agenda in the back office (issue 30), in Chromium against the built server with the demo
 * content: an editor creates an event for 18 March next year, 14:00 (São Paulo) and sees it listed, stored
 * as 17:00 UTC; an autor is offered only "Rascunho", saves a draft, and a hand-made POST that
 * publishes or edits a published event is refused (403) with nothing changed; the form works
 * without JavaScript (a refused end before the start named beside its field, then an all-day
 * event saved); deletion; axe at 1280 and 360 px on the list, the form and the form with an error;
 * the Nu HTML Checker on every page.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { csrfDe } from './admin-http';
import { abrirSiteComContas, type SiteComContas } from './admin-site';
import { openHydrated } from './site-fixtures';
import { validateHtml } from './vnu';
import { semViolacoes } from './axe';

let contas: SiteComContas;
let site: SiteComContas['site'];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  contas = await abrirSiteComContas(['editor', 'autor'], 'agenda-admin');
  site = contas.site;
});

test.afterAll(async () => {
  await contas?.parar();
});

const pagina = (browser: Browser, conta: 'editor' | 'autor', javaScriptEnabled = true) => contas.pagina(browser, conta, javaScriptEnabled);
const main = (page: Page) => page.getByRole('main');
/** The events this file creates are next year's, so they stay upcoming whatever the day the test runs. */
const ANO = new Date().getFullYear() + 1;
const TITULO = 'Reunião extraordinária da CIB-SUS/MG sobre o PDR';
let criadoId = 0;

test('an editor creates an event for 18 March next year, 14:00, and sees it listed; the list and the form pass axe', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await pagina(browser, 'editor');
  await page.goto(`${site.url}/admin`);
  await page.getByRole('navigation', { name: 'Seções' }).getByRole('link', { name: 'Agenda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  // Also in the content index.
  await page.goto(`${site.url}/admin/conteudo`);
  await main(page).getByRole('link', { name: 'Agenda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  // Upcoming first: the first row starts after now — while the demo has upcoming events (they run
  // June 2026 to June 2027; the public API says how many are still ahead on the day the test runs).
  const proximos = (await (await context.request.get(`${site.url}/api/eventos`)).json()) as { count: number };
  const primeira = (await main(page).getByRole('row').nth(1).locator('time').getAttribute('datetime')) ?? '';
  if (proximos.count > 0) expect(Date.parse(primeira)).toBeGreaterThan(Date.now());
  await semViolacoes(page);

  await main(page).getByRole('link', { name: 'Novo evento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo evento' })).toBeVisible();
  await openHydrated(page, `${site.url}/admin/agenda/novo`);
  await semViolacoes(page);
  // Nothing typed: each required field named, and the page still passes.
  await page.getByRole('button', { name: 'Criar evento' }).click();
  await expect(
    main(page)
      .getByRole('alert')
      .getByRole('link', { name: /^Data de início:/ }),
  ).toHaveAttribute('href', '#dia');
  await semViolacoes(page);
  await page.getByLabel('Título', { exact: true }).fill(TITULO);
  await page.getByLabel('Tipo', { exact: true }).selectOption({ label: 'CIB' });
  await page.getByLabel('Data de início').fill(`${ANO}-03-18`);
  await page.getByLabel('Hora de início').fill('14:00');
  await page.getByLabel('Hora de término (opcional)').fill('17:00');
  await page.getByLabel('Local', { exact: true }).fill('Cidade Administrativa, Belo Horizonte');
  await page.getByRole('group', { name: 'Regionais' }).getByLabel('Uberlândia').check();
  await page.getByRole('group', { name: 'Anexos' }).getByLabel('cartilha-regionalizacao.pdf').check();
  await page.getByLabel('Notícias relacionadas (opcional)').fill('52');
  await expect(page.getByLabel('Situação')).toHaveValue('rascunho');
  await page.getByLabel('Situação').selectOption({ label: 'Publicado' });
  await page.getByRole('button', { name: 'Criar evento' }).click();

  await expect(page).toHaveURL(/\/admin\/agenda\?salvo=\d+$/);
  criadoId = Number(new URL(page.url()).searchParams.get('salvo'));
  await expect(main(page).getByRole('status')).toHaveText(/^Evento salvo\./);
  const linha = main(page).getByRole('row').filter({ hasText: TITULO });
  await expect(linha).toHaveCount(1);
  await expect(linha.getByRole('cell').nth(0)).toHaveText(`18/03/${ANO} 14:00`);
  await expect(linha.getByRole('cell').nth(2)).toHaveText('CIB');
  await expect(linha.getByRole('cell').nth(3)).toHaveText('Publicado');

  // Stored as the instant 17:00 UTC: the page's <time> carries it.
  await expect(linha.locator('time')).toHaveAttribute('datetime', `${ANO}-03-18T17:00:00.000Z`);
  await linha.getByRole('link', { name: /^Editar/ }).click();
  await expect(page.getByLabel('Hora de início')).toHaveValue('14:00');
  await expect(page.getByLabel('Data de início')).toHaveValue(`${ANO}-03-18`);
  await expect(page.getByRole('group', { name: 'Regionais' }).getByLabel('Uberlândia')).toBeChecked();
  await context.close();
});

/** /agenda.ics as a subscribing calendar reads it (ical.js, Mozilla's parser): each event, by its UID. */
async function calendario(request: APIRequestContext) {
  const resposta = await request.get(`${site.url}/agenda.ics`);
  expect(resposta.status()).toBe(200);
  expect(resposta.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const cal = new ICAL.Component(ICAL.parse(await resposta.text()));
  const fuso = cal.getFirstSubcomponent('vtimezone');
  if (fuso) ICAL.TimezoneService.register(new ICAL.Timezone(fuso));
  return cal.getAllSubcomponents('vevent').map((v) => ({ v, e: new ICAL.Event(v) }));
}

test('/agenda.ics: every event has UID, DTSTART in the São Paulo zone, SUMMARY and URL; the new one is there as 17:00 UTC, and cancelling it keeps it as CANCELLED with a higher SEQUENCE', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  expect(criadoId).toBeGreaterThan(0);
  const { context, page } = await pagina(browser, 'editor');
  const eventos = await calendario(context.request);
  expect(eventos.length).toBeGreaterThanOrEqual(30);
  for (const { v, e } of eventos) {
    expect(e.uid).toMatch(/^evento-\d+@/);
    expect(e.summary.length).toBeGreaterThan(0);
    // The event's page, at the site's public address (SITE_URL).
    expect(new URL(String(v.getFirstPropertyValue('url'))).pathname).toBe(`/agenda/${/^evento-(\d+)@/.exec(e.uid)?.[1]}`);
    // A timed event in the São Paulo zone; an all-day one a date.
    if (!e.startDate.isDate) expect(v.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Sao_Paulo');
  }
  expect(new Set(eventos.map(({ e }) => e.uid)).size).toBe(eventos.length);
  const doCriado = (lista: Awaited<ReturnType<typeof calendario>>) => lista.find(({ e }) => e.uid.startsWith(`evento-${criadoId}@`));
  const criado = doCriado(eventos);
  expect(criado?.e.summary).toBe(TITULO);
  expect(criado?.e.startDate.toString()).toBe(`${ANO}-03-18T14:00:00`);
  expect(criado?.e.startDate.toJSDate().toISOString()).toBe(`${ANO}-03-18T17:00:00.000Z`);
  expect(criado?.v.getFirstPropertyValue('status')).toBe('CONFIRMED');
  const sequencia = criado?.e.sequence ?? -1;

  await page.goto(`${site.url}/admin/agenda/${criadoId}`);
  await page.getByLabel('Situação').selectOption({ label: 'Cancelado' });
  await page.getByRole('button', { name: /^Salvar/ }).click();
  await expect(main(page).getByRole('status')).toHaveText(/^Evento salvo\./);
  // Within a second, the feed says so; the event is kept, with its SEQUENCE raised.
  await expect
    .poll(async () => doCriado(await calendario(context.request))?.v.getFirstPropertyValue('status'), { timeout: 1_000, intervals: [100] })
    .toBe('CANCELLED');
  const cancelado = doCriado(await calendario(context.request));
  expect(cancelado?.e.sequence).toBeGreaterThan(sequencia);
  expect(cancelado?.e.startDate.toJSDate().toISOString()).toBe(`${ANO}-03-18T17:00:00.000Z`);
  await context.close();
});

test('an autor finds "Agenda" on the back office\'s home, is offered only "Rascunho", saves a draft; publishing or touching a published event is 403', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await pagina(browser, 'autor');
  await page.goto(`${site.url}/admin`);
  await page.getByRole('navigation', { name: 'Seções' }).getByRole('link', { name: 'Agenda' }).click();
  // The trail starts at the back office's home ("Conteúdo do site" is the editors').
  await expect(page.getByRole('navigation', { name: 'Trilha' }).getByRole('link')).toHaveText(['Área restrita']);
  await main(page).getByRole('link', { name: 'Novo evento' }).click();
  await expect(page.getByLabel('Situação').getByRole('option')).toHaveText(['Rascunho']);
  await page.getByLabel('Título', { exact: true }).fill('Oficina regional de vigilância em Montes Claros');
  await page.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Regional' });
  await page.getByLabel('Data de início').fill(`${ANO}-04-20`);
  await page.getByLabel('Hora de início').fill('09:00');
  await page.getByLabel('Local', { exact: true }).fill('Montes Claros');
  await page.getByRole('button', { name: 'Criar evento' }).click();
  await expect(main(page).getByRole('status')).toHaveText(/^Evento salvo\./);
  const linha = main(page).getByRole('row').filter({ hasText: 'Oficina regional de vigilância em Montes Claros' });
  await expect(linha.getByRole('cell').nth(3)).toHaveText('Rascunho');

  // Hand-made posts: a new published event, and a change to the editor's published one.
  const html = await (await context.request.get(`${site.url}/admin/agenda/${criadoId}`)).text();
  const csrf = csrfDe(html);
  const versao = /name="versao" value="([0-9a-f]{16})"/.exec(html)?.[1] ?? '';
  const campos = { _csrf: csrf, intent: 'salvar', titulo: 'Forjado', tipo: 'cib', dia: `${ANO}-03-18`, hora: '10:00', local: 'BH' };
  const novo = await context.request.post(`${site.url}/admin/agenda/novo`, {
    form: { ...campos, estado: 'publicado' },
    headers: { origin: site.url },
    maxRedirects: 0,
  });
  expect(novo.status()).toBe(403);
  const edicao = await context.request.post(`${site.url}/admin/agenda/${criadoId}`, {
    form: { ...campos, estado: 'rascunho', versao },
    headers: { origin: site.url },
    maxRedirects: 0,
  });
  expect(edicao.status()).toBe(403);
  expect(await edicao.text()).toContain('Só editores e administradores publicam');
  await page.goto(`${site.url}/admin/agenda`);
  await expect(main(page).getByRole('row').filter({ hasText: 'Forjado' })).toHaveCount(0);
  await expect(main(page).getByRole('row').filter({ hasText: TITULO })).toHaveCount(1);
  await context.close();
});

test('without JavaScript: an end before the start is named beside its field; an all-day event is saved, then deleted', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await pagina(browser, 'editor', false);
  await page.goto(`${site.url}/admin/agenda/novo`);
  // The description is the editor's plain textarea until JavaScript runs.
  await expect(page.getByLabel('Descrição')).toHaveJSProperty('tagName', 'TEXTAREA');
  await page.getByLabel('Título', { exact: true }).fill('Mostra regional de experiências do Norte de Minas');
  await page.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Congresso/Mostra' });
  await page.getByLabel('Data de início').fill(`${ANO}-05-20`);
  await page.getByLabel('O dia inteiro').check();
  await page.getByLabel('Data de término (opcional)').fill(`${ANO}-05-19`);
  await page.getByLabel('Local', { exact: true }).fill('Montes Claros');
  await page.getByLabel('Descrição').fill('<p>Apresentação das <strong>experiências</strong> municipais.</p>');
  await page.getByLabel('Situação').selectOption({ label: 'Publicado' });
  await page.getByRole('button', { name: 'Criar evento' }).click();
  const resumo = main(page).getByRole('alert');
  await expect(resumo.getByRole('link', { name: 'Término: não pode ser antes do início.' })).toHaveAttribute('href', '#fimDia');
  await expect(page.getByLabel('Data de término (opcional)')).toHaveAttribute('aria-invalid', 'true');
  // What was typed is kept.
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Mostra regional de experiências do Norte de Minas');
  await expect(page.getByLabel('O dia inteiro')).toBeChecked();
  await page.getByLabel('Data de término (opcional)').fill(`${ANO}-05-21`);
  await page.getByRole('button', { name: 'Criar evento' }).click();
  await expect(main(page).getByRole('status')).toHaveText(/^Evento salvo\./);
  const linha = main(page).getByRole('row').filter({ hasText: 'Mostra regional de experiências do Norte de Minas' });
  await expect(linha.getByRole('cell').nth(0)).toHaveText(`20/05/${ANO} (o dia inteiro)`);

  await linha.getByRole('link', { name: /^Excluir/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Excluir evento' })).toBeVisible();
  await page.getByRole('button', { name: 'Excluir o evento' }).click();
  await expect(main(page).getByRole('status')).toHaveText(/^Evento excluído\./);
  await expect(main(page).getByRole('row').filter({ hasText: 'Mostra regional de experiências do Norte de Minas' })).toHaveCount(0);
  await context.close();
});

test('the pages are valid HTML (Nu HTML Checker); unknown ids are 404', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context } = await pagina(browser, 'editor');
  const paginas = new Map<string, Buffer>();
  for (const url of [
    '/admin/agenda',
    '/admin/agenda?page=2',
    '/admin/agenda/novo',
    `/admin/agenda/${criadoId}`,
    '/admin/agenda/1/excluir',
  ]) {
    const res = await context.request.get(`${site.url}${url}`);
    expect(res.status(), url).toBe(200);
    paginas.set(url, await res.body());
  }
  const { erros, avisos } = await validateHtml(paginas);
  expect(erros).toEqual([]);
  expect(avisos).toEqual([]);
  for (const url of ['/admin/agenda/0', '/admin/agenda/99999', '/admin/agenda/abc']) {
    expect((await context.request.get(`${site.url}${url}`)).status(), url).toBe(404);
  }
  await context.close();
});
