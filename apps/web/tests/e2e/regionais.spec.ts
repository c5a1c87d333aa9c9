/**
 * Regional pages (docs/produto.md §2): /secretarios, /CosemsRegional/{id}, /apoiadores. Desktop (1280 px) and
 * mobile (360 px); an unexpected console error, a page error or a request to another host fails.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { openHydrated, holdDownloads, recordDocuments, expect, test, checkLayout as verificarLayoutDoSite } from './site-fixtures';

/** One h1 on the page, no horizontal overflow, then the full-page screenshot. */
async function verificarLayout(page: Page, nome: string, info: TestInfo) {
  await expect(page.locator('h1')).toHaveCount(1);
  await verificarLayoutDoSite(page, nome, info);
}

/** The regional news carousel: Pausar says Reproduzir once pressed, and Próxima moves the slides. */
async function moveCarouselWithItsButtons(page: Page) {
  const carousel = page.locator('[aria-roledescription="carrossel"]');
  await carousel.getByRole('button', { name: 'Pausar' }).click();
  await expect(carousel.getByRole('button', { name: 'Reproduzir' })).toBeVisible();
  const container = carousel.locator('.cosems-embla__container');
  const before = await container.evaluate((el) => getComputedStyle(el).transform);
  await carousel.getByRole('button', { name: /Próxima/ }).click();
  await expect.poll(() => container.evaluate((el) => getComputedStyle(el).transform)).not.toBe(before);
}

test.describe('/secretarios', () => {
  test('lists the 28 regional councils, each linking to its page', async ({ page }, info) => {
    await page.goto('/secretarios');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const links = page.locator('main a[href^="/CosemsRegional/"]');
    await expect(links).toHaveCount(28);
    await expect(page.getByRole('link', { name: 'Teófilo Otoni' })).toHaveAttribute('href', '/CosemsRegional/23');
    await verificarLayout(page, 'secretarios', info);
    await page.getByRole('link', { name: 'Diamantina' }).click();
    await expect(page).toHaveURL(/\/CosemsRegional\/5$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Diamantina');
  });
});

test.describe('/secretarios: Qual é a minha regional?', () => {
  const campo = (page: Page) => page.getByRole('search', { name: 'Qual é a minha regional?' }).getByLabel('Seu município');

  test('a municipality typed without accents answers its council, president and supporters; suggestions as one types', async ({
    page,
  }, info) => {
    await openHydrated(page, '/secretarios');
    await campo(page).fill('itabir');
    // The IBGE list's names, from /api/municipios, once the typing pauses.
    await expect
      .poll(() => page.locator('#minha-regional-sugestoes option').evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value)))
      .toEqual(expect.arrayContaining(['Itabira', 'Itabirinha', 'Itabirito']));
    await campo(page).fill('ITABIRITO');
    await page.getByRole('button', { name: 'Encontrar' }).click();
    await expect(page).toHaveURL(/\/secretarios\?municipio=ITABIRITO$/);
    const resposta = page.locator('#minha-regional');
    await expect(resposta.getByText('Itabirito é da regional Belo Horizonte.')).toBeVisible();
    await expect(resposta.getByText('Diego Barbosa')).toBeVisible();
    await expect(resposta.getByRole('link', { name: '(31) 3730-7794' })).toHaveAttribute('href', 'tel:3137307794');
    for (const nome of ['Paulo Faria', 'Eliane Reis', 'Adriana Gomes']) await expect(resposta.getByText(nome)).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await verificarLayout(page, 'secretarios-minha-regional', info);
    await resposta.getByRole('link', { name: /Ver a página da regional Belo Horizonte/ }).click();
    await expect(page).toHaveURL(/\/CosemsRegional\/3$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Belo Horizonte');
  });

  test('several found: the visitor chooses; none found: said so', async ({ page }) => {
    await openHydrated(page, '/secretarios');
    await campo(page).fill('itabir');
    await page.getByRole('button', { name: 'Encontrar' }).click();
    const resposta = page.locator('#minha-regional');
    await expect(resposta.getByText(/^\d+ municípios encontrados para “itabir”\. Escolha o seu:$/)).toBeVisible();
    await resposta.getByRole('link', { name: 'Itabira', exact: true }).click();
    await expect(resposta.getByText('Itabira é da regional Itabira.')).toBeVisible();
    await expect(campo(page)).toHaveValue('Itabira');
    await campo(page).fill('Florianópolis');
    await page.getByRole('button', { name: 'Encontrar' }).click();
    await expect(
      resposta.getByText('Nenhum município de Minas Gerais encontrado para “Florianópolis”. Confira o nome ou digite o código IBGE.'),
    ).toBeVisible();
  });
});

test.describe('/CosemsRegional/{id}', () => {
  test('shows the region: president, supporters, news carousel, municipalities', async ({ page }, info) => {
    await page.goto('/CosemsRegional/3');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Belo Horizonte');
    await expect(page.getByLabel('Trocar de Regiao')).toHaveValue('3');
    const presidente = page.locator('section', { has: page.getByRole('heading', { name: 'Presidente' }) });
    await expect(presidente.getByText('Diego Barbosa')).toBeVisible();
    await expect(presidente.getByRole('link', { name: '(31) 3730-7794' })).toBeVisible();
    await expect(presidente.getByRole('link', { name: 'diego.barbosa@exemplo.org.br' })).toHaveAttribute(
      'href',
      'mailto:diego.barbosa@exemplo.org.br',
    );
    const apoiadores = page.locator('section', { has: page.getByRole('heading', { name: 'Apoiadores' }) });
    for (const nome of ['Paulo Faria', 'Eliane Reis', 'Adriana Gomes']) await expect(apoiadores.getByText(nome)).toBeVisible();
    await expect(apoiadores.getByRole('link', { name: '(31) 3150-4116' })).toBeVisible();

    // Four news items: a carousel, 2 slides in view on wide screens, 1 at 600 px and below.
    const carousel = page.locator('[aria-roledescription="carrossel"]');
    await expect(carousel).toBeVisible();
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(4);
    const viewport = await carousel.locator('.cosems-embla__viewport').boundingBox();
    const slide = await slides.first().boundingBox();
    const porTela = Math.round((viewport?.width ?? 0) / (slide?.width ?? 1));
    expect(porTela).toBe(info.project.name === 'mobile' ? 1 : 2);
    // Card titles are cut to 50 characters plus '...'.
    const titulos = await carousel.locator('h3 a').allTextContents();
    for (const t of titulos) expect(t.length).toBeLessThanOrEqual(53);
    expect(titulos).toContain('Rede de Atenção Psicossocial: seminário discute a ...');

    const municipios = page.locator('section', { has: page.getByRole('heading', { name: 'Municípios' }) });
    // The 39 municipalities of the council (the state's regional office of Belo Horizonte), by name.
    await expect(municipios.getByRole('listitem')).toHaveCount(39);
    await expect(municipios.getByRole('listitem').first()).toHaveText('Belo Horizonte');
    await expect(municipios.getByRole('listitem')).toContainText(['Betim', 'Contagem', 'Vespasiano']);
    await verificarLayout(page, 'cosems-regional', info);
  });

  test("the municipalities' field narrows the list as one types and says how many", async ({ page }) => {
    await openHydrated(page, '/CosemsRegional/3');
    const municipios = page.locator('section', { has: page.getByRole('heading', { name: 'Municípios' }) });
    await expect(municipios.getByRole('status')).toHaveText('39 municípios.');
    await municipios.getByRole('searchbox', { name: 'Buscar município' }).fill('BELO');
    await expect(municipios.getByRole('listitem')).toHaveText(['Belo Horizonte', 'Belo Vale']);
    await expect(municipios.getByRole('status')).toHaveText('2 de 39 municípios com “BELO”.');
    await municipios.getByRole('searchbox', { name: 'Buscar município' }).fill('');
    await expect(municipios.getByRole('listitem')).toHaveCount(39);
  });

  test('the carousel moves with its buttons', async ({ page }) => {
    await openHydrated(page, '/CosemsRegional/8');
    await moveCarouselWithItsButtons(page);
  });

  test('reached by a client-side navigation, the React carousel works as the page served without React', async ({ page }, info) => {
    // The component calls the same wiring as the page's inline script (wireCarousel). From a
    // hydrated page (/apoiadores), the menu's link to /secretarios (a reading page, drawn here by
    // React) and then its link to the region navigate without loading a document.
    await openHydrated(page, '/apoiadores');
    const documentos = recordDocuments(page);
    if (info.project.name === 'mobile') await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('button', { name: 'Conheça-nos' }).click();
    await page.getByRole('link', { name: 'COSEMS Regionais', exact: true }).click();
    await expect(page).toHaveURL('/secretarios');
    // The engine is a dynamic import: on a slow network its buttons wait, unseen, until it is wired
    // (a press before would do nothing). Held back here until the page has been checked.
    const soltarMotor = await holdDownloads(page, '**/assets/embla-carousel-*.js');
    await page.locator('a[href="/CosemsRegional/8"]').first().click();
    await expect(page).toHaveURL('/CosemsRegional/8');
    const carousel = page.locator('[aria-roledescription="carrossel"]');
    await expect(carousel.locator('[aria-roledescription="slide"]').first()).toBeVisible();
    await expect(carousel.getByRole('button')).toHaveCount(0);
    soltarMotor();
    expect(documentos).toEqual([]);
    await moveCarouselWithItsButtons(page);
  });

  test('a region with one news item shows a plain card', async ({ page }) => {
    await page.goto('/CosemsRegional/4');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Coronel Fabriciano');
    await expect(page.locator('[aria-roledescription="carrossel"]')).toHaveCount(0);
    await expect(
      page.locator('section', { has: page.getByRole('heading', { name: 'Notícias da regional' }) }).getByRole('article'),
    ).toHaveCount(1);
  });

  test("the 'Trocar de Regiao' selector changes region", async ({ page }) => {
    await openHydrated(page, '/CosemsRegional/3');
    await page.getByLabel('Trocar de Regiao').selectOption({ label: 'Uberlândia' });
    await expect(page).toHaveURL(/\/CosemsRegional\/26$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Uberlândia');
    await expect(page.getByLabel('Trocar de Regiao')).toHaveValue('26');
    // A new document (the page is served without React): its script has run before the next choice.
    await expect(page.locator('html[data-hidratado="true"], html[data-melhorado="true"]')).toHaveCount(1);
    await page.getByLabel('Trocar de Regiao').selectOption({ label: 'Alfenas' });
    await expect(page).toHaveURL(/\/CosemsRegional\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Alfenas');
  });

  test('malformed and unknown ids show the 404 page', async ({ request }) => {
    for (const id of ['abc', '999', '0', '1.5']) {
      const res = await request.get(`/CosemsRegional/${id}`);
      expect(res.status(), id).toBe(404);
      expect(await res.text()).toContain('Pagina não encontrada 404');
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every news slide can be reached and the carousel buttons are hidden', async ({ page }) => {
    await page.goto('/CosemsRegional/3');
    const carousel = page.locator('[aria-roledescription="carrossel"]');
    await expect(carousel.locator('.cosems-embla__controles')).toBeHidden();
    const last = carousel.locator('[aria-roledescription="slide"]').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByRole('link')).toBeInViewport();
  });

  test('"Qual é a minha regional?" answers by the form alone, by name or IBGE code', async ({ page }) => {
    await page.goto('/secretarios');
    await page.getByLabel('Seu município').fill('sao joao del rei');
    await page.getByRole('button', { name: 'Encontrar' }).click();
    await expect(page.getByText('São João del Rei é da regional São João del-Rei.')).toBeVisible();
    // The two examples: each leads to its regional and only to it.
    const resposta = page.locator('#minha-regional');
    await expect(resposta.getByRole('link', { name: /^Ver a página da regional/ })).toHaveText([/São João del-Rei/]);
    await page.getByLabel('Seu município').fill('araguari');
    await page.getByRole('button', { name: 'Encontrar' }).click();
    await expect(resposta.getByText('Araguari é da regional Uberlândia.')).toBeVisible();
    await expect(resposta.getByRole('link', { name: /^Ver a página da regional/ })).toHaveText([/Uberlândia/]);
    await expect(resposta.getByText(/municípios encontrados/)).toHaveCount(0);
    await page.getByLabel('Seu município').fill('3106200');
    await page.getByRole('button', { name: 'Encontrar' }).click();
    await expect(page.getByText('Belo Horizonte é da regional Belo Horizonte.')).toBeVisible();
    await page.getByRole('link', { name: 'Belo Horizonte', exact: true }).first().click();
    await expect(page).toHaveURL(/\/CosemsRegional\/3$/);
  });

  test("the municipalities' field works by its button alone", async ({ page }) => {
    await page.goto('/CosemsRegional/3');
    const municipios = page.locator('section', { has: page.getByRole('heading', { name: 'Municípios' }) });
    await municipios.getByRole('searchbox', { name: 'Buscar município' }).fill('sao j');
    await municipios.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/CosemsRegional\/3\?municipio=sao\+j$/);
    await expect(municipios.getByRole('listitem')).toHaveText(['São Joaquim de Bicas', 'São José da Lapa']);
    await expect(municipios.getByText('2 de 39 municípios com “sao j”.')).toBeVisible();
  });

  test('the selector form changes region', async ({ page }) => {
    await page.goto('/CosemsRegional/3');
    await page.getByLabel('Trocar de Regiao').selectOption({ label: 'Varginha' });
    await page.getByRole('button', { name: 'Ver regional' }).click();
    await expect(page).toHaveURL(/\/CosemsRegional\/28$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Varginha');
  });
});

test.describe('/apoiadores', () => {
  test('lists supporters sorted by name, with lower-case e-mail and regional', async ({ page, request }, info) => {
    await page.goto('/apoiadores');
    await expect(page.getByRole('heading', { level: 1, name: 'Apoiadores Regionais' })).toBeVisible();
    const nomes = await page.locator('main li .fw-semibold').allTextContents();
    const api = (await (await request.get('/api/apoiadoresRegionais')).json()) as { nome: string }[];
    expect(nomes).toHaveLength(api.length);
    const sorted = [...nomes].sort(new Intl.Collator('pt-BR', { sensitivity: 'base' }).compare);
    expect(nomes).toEqual(sorted);
    for (const n of nomes) expect(n).toMatch(/^(\p{Lu}[\p{Ll}-]*)( \p{Lu}[\p{Ll}-]*)*$/u);
    const card = page.locator('main li', { hasText: 'Adriana Gomes' });
    await expect(card.getByRole('link', { name: 'adriana.gomes@exemplo.org.br' })).toBeVisible();
    await expect(card.getByText('Regional Belo Horizonte')).toBeVisible();
    for (const email of await page.locator('main a[href^="mailto:"]').allTextContents()) expect(email).toBe(email.toLowerCase());
    await verificarLayout(page, 'apoiadores', info);
  });
});

test.describe('server HTML (no browser)', () => {
  test('already holds the main content', async ({ request }) => {
    const secretarios = await (await request.get('/secretarios')).text();
    expect(secretarios).toContain('Teófilo Otoni');
    const regional = await (await request.get('/CosemsRegional/3')).text();
    for (const t of [
      'Belo Horizonte',
      'Diego Barbosa',
      'Paulo Faria',
      'Trocar de Regiao',
      'Saúde da mulher: rede de cuidado materno-infantil ...',
    ])
      expect(regional).toContain(t);
    const apoiadores = await (await request.get('/apoiadores')).text();
    expect(apoiadores).toContain('Adriana Gomes');
  });
});
