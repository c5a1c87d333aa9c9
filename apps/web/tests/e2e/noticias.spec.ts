/** News list (/lista-noticias) and news detail (/noticia/{id}). */
import type { Busca, NoticiaDetail, NoticiaSummary, NoticiasPageEnvelope } from '@cosems/contracts';
import { apiJson, truncateText, expect, html as emHtml, DOCUMENT_STATUS_ERROR, test, checkLayout } from './site-fixtures';

test('list: heading, breadcrumb, 12 cards with date, cut title, tags and "Ler noticia"', async ({ page, request }, info) => {
  const { notices } = await apiJson<NoticiasPageEnvelope>(request, '/api/noticia/page/1');
  await page.goto('/lista-noticias');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notícias do SUS e COSEMS/MG');
  await expect(page.getByRole('navigation', { name: 'Trilha de navegação' })).toContainText('Home');
  const cards = page.locator('article.cosems-card');
  await expect(cards).toHaveCount(12);
  const first = notices.rows[0] as NoticiaSummary;
  await expect(cards.first().getByRole('heading')).toHaveText(truncateText(first.title, 100));
  await expect(cards.first().getByRole('link', { name: /Ler noticia/ })).toHaveAttribute('href', `/noticia/${first.id}`);
  await expect(cards.first().locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  for (const [i, n] of notices.rows.entries()) {
    const tags = cards.nth(i).locator('.cosems-tag');
    if (n.regioesNoticias.length === 0) await expect(tags).toHaveText(['Geral']);
    else await expect(tags).toHaveCount(Math.min(5, n.regioesNoticias.length));
    if (n.regioesNoticias.length > 5) await expect(tags.nth(4)).toHaveText('Outros');
  }
  // 3 columns on desktop, 1 on phones
  const boxes = await Promise.all([0, 1].map((i) => cards.nth(i).boundingBox()));
  if (info.project.name === 'mobile') expect(boxes[1]?.y).toBeGreaterThan(boxes[0]?.y ?? 0);
  else expect(boxes[1]?.y).toBe(boxes[0]?.y);
  await checkLayout(page, 'lista-noticias', info);
});

test('list: the server HTML already holds the first news titles', async ({ request }) => {
  const { notices } = await apiJson<NoticiasPageEnvelope>(request, '/api/noticia/page/2');
  const html = await (await request.get('/lista-noticias?page=2')).text();
  for (const n of notices.rows.slice(0, 3)) {
    expect(html).toContain(`href="/noticia/${n.id}"`);
    expect(html).toContain(emHtml(truncateText(n.title, 100)));
  }
  expect(html).toContain('Notícias do SUS e COSEMS/MG');
});

test('list: page 2, then the last page, through the pagination', async ({ page, request }) => {
  const { notices } = await apiJson<NoticiasPageEnvelope>(request, '/api/noticia/page/1');
  const total = Math.ceil(notices.count / 12);
  expect(total).toBeGreaterThan(2);
  await page.goto('/lista-noticias');
  const pagination = page.getByRole('navigation', { name: 'Páginas de notícias' });
  await expect(pagination.locator('[aria-current="page"]')).toHaveText('Página 1');
  await pagination.getByRole('link', { name: 'Página 2', exact: true }).click();
  await expect(page).toHaveURL('/lista-noticias?page=2');
  await expect(pagination.locator('[aria-current="page"]')).toHaveText('Página 2');
  const page2 = await apiJson<NoticiasPageEnvelope>(request, '/api/noticia/page/2');
  await expect(page.locator('article.cosems-card').first().getByRole('heading')).toHaveText(
    truncateText((page2.notices.rows[0] as NoticiaSummary).title, 100),
  );
  for (let p = 3; p <= total; p++) {
    await pagination.getByRole('link', { name: `Próximo (página ${p})` }).click();
    await expect(pagination.locator('[aria-current="page"]')).toHaveText(`Página ${p}`);
  }
  await expect(page).toHaveURL(`/lista-noticias?page=${total}`);
  await expect(pagination.getByRole('link', { name: /^Próximo/ })).toHaveCount(0);
  await expect(page.locator('article.cosems-card')).toHaveCount(notices.count - (total - 1) * 12);
});

test('list: a page outside 1..total is ignored (page 1 shows)', async ({ page }) => {
  for (const p of ['999', '999999999', '0', '-1', 'abc']) {
    const res = await page.goto(`/lista-noticias?page=${p}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Páginas de notícias' }).locator('[aria-current="page"]')).toHaveText('Página 1');
    await expect(page.locator('article.cosems-card')).toHaveCount(12);
  }
});

test('list with a text shows the news the search finds, paginated by the API', async ({ page, request }) => {
  const vacina = await apiJson<Busca>(request, '/api/busca?q=vacina');
  expect(vacina.count).toBeGreaterThan(0);
  await page.goto('/lista-noticias/vacina');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notícias do SUS e COSEMS/MG');
  await expect(page.getByText('Notícias encontradas para “vacina”.')).toBeVisible();
  await expect(page.locator('article.cosems-card')).toHaveCount(Math.min(12, vacina.count));
  await expect(page.locator('article.cosems-card').first().getByRole('heading')).toHaveText(
    truncateText((vacina.rows[0] as NoticiaSummary).title, 100),
  );
  const saude2 = await apiJson<Busca>(request, '/api/busca?q=saude&page=2');
  await page.goto('/lista-noticias/saude?page=2');
  const pagination = page.getByRole('navigation', { name: 'Páginas de notícias' });
  await expect(pagination.locator('[aria-current="page"]')).toHaveText('Página 2');
  await expect(pagination.getByRole('link', { name: 'Página 1', exact: true })).toHaveAttribute('href', '/lista-noticias/saude');
  await expect(page.locator('article.cosems-card').first().getByRole('heading')).toHaveText(
    truncateText((saude2.rows[0] as NoticiaSummary).title, 100),
  );
});

test('detail: title, breadcrumb, date, author, body and neighbours', async ({ page, request }, info) => {
  const { notices } = await apiJson<NoticiasPageEnvelope>(request, '/api/noticia/page/1');
  const target = notices.rows[1] as NoticiaSummary;
  const { data } = await apiJson<NoticiaDetail>(request, `/api/noticia/${target.id}`);
  await page.goto(`/noticia/${target.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.response.title);
  await expect(page.getByRole('navigation', { name: 'Trilha de navegação' }).locator('li')).toHaveText(['Home', 'Imprensa', 'Noticia']);
  await expect(page.locator('.cosems-noticia time').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByText(`Autor: ${data.response.escritor?.nome ?? 'Nenhum'}`)).toBeVisible();
  await expect(page.locator('.cosems-noticia-corpo')).not.toBeEmpty();
  const vizinhas = page.getByRole('navigation', { name: 'Outras notícias' });
  const label = (t: string) => (t.length > 50 ? truncateText(t, 30) : t);
  if (data.seguinte) {
    const link = vizinhas.getByRole('link', { name: /Anterior/ });
    await expect(link).toHaveAttribute('href', `/noticia/${data.seguinte.id}`);
    await expect(link).toContainText(label(data.seguinte.title));
  }
  if (data.anterior) {
    const link = vizinhas.getByRole('link', { name: /Próximo/ });
    await expect(link).toHaveAttribute('href', `/noticia/${data.anterior.id}`);
    await expect(link).toContainText(label(data.anterior.title));
  }
  await checkLayout(page, 'noticia', info);
});

test('detail: the server HTML already holds the title and body', async ({ request }) => {
  const { notices } = await apiJson<NoticiasPageEnvelope>(request, '/api/noticia/page/1');
  const target = notices.rows[0] as NoticiaSummary;
  const res = await request.get(`/noticia/${target.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('class="cosems-noticia-corpo"');
  expect(html).toContain(`>${emHtml(target.title)}</h1>`);
});

test.describe('missing or malformed news id', () => {
  test.use({ expectedErrors: [DOCUMENT_STATUS_ERROR] });
  for (const id of ['999999', 'abc', '1.5']) {
    test(`/noticia/${id} shows the 404 page`, async ({ page }) => {
      const res = await page.goto(`/noticia/${id}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina não encontrada 404');
    });
  }
});
