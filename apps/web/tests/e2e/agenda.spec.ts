/**
 * The agenda's public side (issue 30): /agenda filtered by a regional council (a GET form, with and
 * without JavaScript), an event's page (its schema.org Event, Open Graph), the calendar files
 * (/agenda.ics, per region, one event) and the home page's block; axe at 1280 and 360 px. The
 * answers are checked against the API on the demo content (its events are dated June 2026 to June
 * 2027, so which are upcoming depends on the day the test runs).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Evento, EventosPage, RegiaoRef } from '@cosems/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiJson, checkLayout, DOCUMENT_STATUS_ERROR, expect, test } from './site-fixtures';
import { semViolacoes } from './axe';

/** The demo's events as the bundle has them (the draft is in no public list). */
const DEMO = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', '..', '..', 'packages', 'db', 'content', 'demo', 'eventos.json'), 'utf8'),
) as { id: number; estado: string; regioes: number[] }[];

/** Every public event, upcoming and past, from the API. */
async function eventosPublicos(request: APIRequestContext): Promise<Evento[]> {
  const todos: Evento[] = [];
  for (const periodo of ['proximos', 'passados']) {
    for (let page = 1; ; page++) {
      const p = await apiJson<EventosPage>(request, `/api/eventos?periodo=${periodo}&page=${page}`);
      todos.push(...p.rows);
      if (page * 12 >= p.count) break;
    }
  }
  return todos;
}

/** A regional council with an event of its own in the list the page shows first (upcoming, else past). */
async function regionalComEventos(request: APIRequestContext): Promise<{ regiao: RegiaoRef; periodo: 'proximos' | 'passados' }> {
  for (const periodo of ['proximos', 'passados'] as const) {
    const { rows } = await apiJson<EventosPage>(request, `/api/eventos?periodo=${periodo}&tipo=regional`);
    const regiao = rows.find((e) => e.regioes.length > 0)?.regioes[0];
    if (regiao) return { regiao, periodo };
  }
  throw new Error('a demonstração não tem evento de regional');
}

async function filtrarPorRegional(page: Page, request: APIRequestContext) {
  const { regiao, periodo } = await regionalComEventos(request);
  await page.goto(periodo === 'passados' ? '/agenda?periodo=passados' : '/agenda');
  await page.getByLabel('Regional').selectOption({ label: regiao.nome });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(new RegExp(`/agenda\\?(periodo=passados&)?regiao=${regiao.id}&tipo=$`));
  const esperado = await apiJson<EventosPage>(request, `/api/eventos?periodo=${periodo}&regiao=${regiao.id}`);
  // The page's events are the API's for that region (its own and those of every region), month by month.
  const titulos = page.locator('main article h3 a');
  await expect(titulos).toHaveText(esperado.rows.map((e) => e.titulo));
  for (const e of esperado.rows) expect(e.regioes.length === 0 || e.regioes.some((r) => r.id === regiao.id), e.titulo).toBe(true);
  await expect(page.getByLabel('Regional')).toHaveValue(String(regiao.id));
  // The calendar of that region is announced and offered.
  await expect(page.locator('head link[rel="alternate"][type="text/calendar"]')).toHaveAttribute('href', `/agenda.ics?regiao=${regiao.id}`);
  await expect(page.getByRole('link', { name: `Assinar a agenda da regional ${regiao.nome}` })).toHaveAttribute(
    'href',
    `/agenda.ics?regiao=${regiao.id}`,
  );
  const proprio = esperado.rows.find((e) => e.regioes.some((r) => r.id === regiao.id)) as Evento;
  await page.getByRole('link', { name: proprio.titulo, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/agenda/${proprio.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(proprio.titulo);
  await expect(page.getByRole('link', { name: regiao.nome, exact: true })).toHaveAttribute('href', `/CosemsRegional/${regiao.id}`);
  await expect(page.getByRole('link', { name: 'Adicionar ao calendário' })).toHaveAttribute('href', `/agenda/${proprio.id}.ics`);
}

test.describe('/agenda', () => {
  test('lists the upcoming events by month, says how to subscribe; axe clean', async ({ page, request }, info) => {
    await page.goto('/agenda');
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    await expect(page.locator('head link[rel="alternate"][type="text/calendar"]')).toHaveAttribute('href', '/agenda.ics');
    await expect(page.getByRole('link', { name: 'Assinar a agenda', exact: true })).toHaveAttribute('href', '/agenda.ics');
    const { rows } = await apiJson<EventosPage>(request, '/api/eventos');
    await expect(page.locator('main article h3 a')).toHaveText(rows.map((e) => e.titulo));
    if (rows.length > 0) await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(/^[A-ZÇ][a-zç]+ de \d{4}$/);
    await semViolacoes(page, { larguras: [] });
    await checkLayout(page, 'agenda', info);
    await page.getByRole('link', { name: 'Eventos anteriores' }).click();
    await expect(page).toHaveURL(/\/agenda\?periodo=passados$/);
    const passados = await apiJson<EventosPage>(request, '/api/eventos?periodo=passados');
    await expect(page.locator('main article h3 a')).toHaveText(passados.rows.map((e) => e.titulo));
    await semViolacoes(page, { larguras: [] });
  });

  test('a visitor filters by a regional council and opens an event', async ({ page, request }) => {
    await filtrarPorRegional(page, request);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the same filter, as a plain GET form', async ({ page, request }) => {
      await filtrarPorRegional(page, request);
    });
  });

  test.describe('errors', () => {
    test.use({ expectedErrors: [DOCUMENT_STATUS_ERROR] });
    test('an unknown region, a draft or a missing event is the 404 page', async ({ page }) => {
      const rascunho = DEMO.find((e) => e.estado === 'rascunho');
      expect(rascunho, 'a demonstração tem um rascunho').toBeDefined();
      for (const url of ['/agenda?regiao=999999', `/agenda/${rascunho?.id}`, '/agenda/999999', '/agenda/abc']) {
        const res = await page.goto(url);
        expect(res?.status(), url).toBe(404);
      }
    });
  });
});

test.describe('an event’s page', () => {
  test('its schema.org Event, Open Graph and calendar link; a cancelled one says so; axe clean', async ({
    page,
    request,
    baseURL,
  }, info) => {
    const site = process.env.SITE_URL ?? `http://localhost:${new URL(baseURL as string).port}`;
    const eventos = await eventosPublicos(request);
    const cancelado = eventos.find((e) => e.cancelado);
    const comum = eventos.find((e) => !e.cancelado && !e.diaInteiro && e.local && e.fim);
    expect(cancelado, 'a demonstração tem um evento cancelado').toBeDefined();
    expect(comum).toBeDefined();
    const e = comum as Evento;

    await page.goto(`/agenda/${e.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(e.titulo);
    const meta = (p: string) => page.locator(`head meta[property="${p}"]`);
    await expect(meta('og:title')).toHaveAttribute('content', e.titulo);
    await expect(meta('og:url')).toHaveAttribute('content', `${site}/agenda/${e.id}`);
    await expect(meta('og:description')).toHaveAttribute('content', /\d{1,2} de [a-zç]+ de \d{4}/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${site}/agenda/${e.id}`);
    const blocos = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as Record<string, unknown>,
    );
    const evento = blocos.find((b) => b['@type'] === 'Event');
    expect(evento).toMatchObject({
      name: e.titulo,
      url: `${site}/agenda/${e.id}`,
      eventStatus: 'https://schema.org/EventScheduled',
      location: expect.anything(),
    });
    // São Paulo's wall clock with its offset.
    expect(evento?.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00-03:00$/);
    expect(new Date(evento?.startDate as string).toISOString()).toBe(new Date(e.inicio).toISOString());
    expect(evento?.eventAttendanceMode).toBe(
      e.linkOnline ? 'https://schema.org/MixedEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    );
    await expect(page.getByText('(horário de Brasília)')).toBeVisible();
    await semViolacoes(page, { larguras: [] });
    await checkLayout(page, 'agenda-evento', info);

    const c = cancelado as Evento;
    await page.goto(`/agenda/${c.id}`);
    await expect(page.getByText('Este evento foi cancelado.')).toBeVisible();
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as Record<string, unknown>,
    );
    expect(ld.find((b) => b['@type'] === 'Event')?.eventStatus).toBe('https://schema.org/EventCancelled');
    await semViolacoes(page, { larguras: [] });
  });
});

test.describe('calendar files', () => {
  test('/agenda.ics, a region’s and an event’s answer text/calendar; a malformed region is 400, a draft 404', async ({ request }) => {
    const eventos = await eventosPublicos(request);
    const e = eventos[0] as Evento;
    const regiao = DEMO.find((x) => x.estado !== 'rascunho' && x.regioes.length > 0)?.regioes[0] as number;
    for (const url of ['/agenda.ics', `/agenda.ics?regiao=${regiao}`, `/agenda/${e.id}.ics`]) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-type'], url).toBe('text/calendar; charset=utf-8');
      const corpo = await res.text();
      expect(corpo.startsWith('BEGIN:VCALENDAR\r\n'), url).toBe(true);
      expect(corpo.endsWith('END:VCALENDAR\r\n'), url).toBe(true);
    }
    expect(await (await request.get(`/agenda/${e.id}.ics`)).text()).toContain(`UID:evento-${e.id}@`);
    const todos = await (await request.get('/agenda.ics')).text();
    // Cancelled events stay in the feed.
    if (eventos.some((x) => x.cancelado)) expect(todos).toContain('STATUS:CANCELLED');
    const rascunho = DEMO.find((x) => x.estado === 'rascunho');
    expect((await request.get(`/agenda/${rascunho?.id}.ics`)).status()).toBe(404);
    expect(todos).not.toContain(`UID:evento-${rascunho?.id}@`);
    expect((await request.get('/agenda/999999.ics')).status()).toBe(404);
    expect((await request.get('/agenda.ics?regiao=abc')).status()).toBe(400);
    expect((await request.get('/agenda.ics?regiao=999999')).status()).toBe(404);
  });
});

test('the home page shows the next events, linking to the agenda', async ({ page, request }) => {
  const { rows } = await apiJson<EventosPage>(request, '/api/eventos');
  await page.goto('/');
  const bloco = page.locator('section[aria-labelledby="titulo-proximos-eventos"]');
  if (rows.length === 0) {
    await expect(bloco).toHaveCount(0);
    return;
  }
  await expect(bloco.getByRole('heading', { name: 'Próximos eventos' })).toBeVisible();
  await expect(bloco.locator('article h3 a')).toHaveText(rows.slice(0, 4).map((e) => e.titulo));
  await expect(bloco.getByRole('link', { name: 'Ver a agenda' })).toHaveAttribute('href', '/agenda');
});
