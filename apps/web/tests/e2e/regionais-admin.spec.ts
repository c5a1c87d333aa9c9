/**
 * Regional councils in the back office (issue 12), in Chromium against the built server: an editor
 * changes a council's president and supporters and a visitor sees it on the council's page,
 * /apoiadores and the API within a second (and a new name on /secretarios); a mistyped e-mail is named and nothing
 * changes; municipalities are found in the IBGE list by name or code, moved between councils and
 * taken out; a save from a stale page is refused; the form works without JavaScript; an autor is
 * refused; the pages pass axe at 1280 and 360 px and the Nu HTML Checker.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { csrfDe } from './admin-http';
import { abrirSiteComContas, type SiteComContas } from './admin-site';
import { validateHtml } from './vnu';
import { semViolacoes } from './axe';

let contas: SiteComContas;
let site: SiteComContas['site'];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  contas = await abrirSiteComContas(['editor', 'autor', 'administrador'], 'regionais');
  site = contas.site;
});

test.afterAll(async () => {
  await contas?.parar();
});

const pagina = (browser: Browser, conta: 'editor' | 'autor' | 'administrador', javaScriptEnabled = true) =>
  contas.pagina(browser, conta, javaScriptEnabled);
const publico = (url: string) => contas.publico(url);

/** Waits until `url` shows `texto` (or stops showing it), and says after how many ms. */
async function ate(url: string, texto: string, presente = true): Promise<number> {
  const inicio = Date.now();
  await expect.poll(async () => (await publico(url)).includes(texto), { timeout: 5000, intervals: [25] }).toBe(presente);
  return Date.now() - inicio;
}

const main = (page: Page) => page.getByRole('main');

/** The demo president of Alfenas before the first test changes it (the revert puts it back). */
let presidenteOriginal = '';

test('an editor changes a president and the supporters; the council page, /apoiadores and the API follow within a second', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await pagina(browser, 'editor');
  await page.goto(`${site.url}/admin`);
  await page.getByRole('navigation', { name: 'Área restrita' }).getByRole('link', { name: 'Conteúdo do site' }).click();
  await main(page).getByRole('link', { name: 'Regionais' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Regionais' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(29);
  // The councils are neither added nor removed here: each row has "Editar" and no "Excluir".
  await expect(main(page).getByRole('link', { name: /^Editar ?: Alfenas$/ })).toHaveAttribute('href', '/admin/regionais/1');
  await expect(main(page).getByRole('link', { name: /^Excluir/ })).toHaveCount(0);
  await semViolacoes(page);
  await page.getByRole('link', { name: 'Alfenas', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Regional Alfenas' })).toBeVisible();

  const presidente = page.getByRole('group', { name: 'Presidente' });
  presidenteOriginal = await presidente.getByLabel('Nome').inputValue();
  await presidente.getByLabel('Nome').fill('Helena Prudente Vasconcelos');
  await presidente.getByLabel('Telefone').fill('35 3292 1000');
  await presidente.getByLabel('E-mail').fill('helena.vasconcelos@exemplo.org.br');
  const antigo = await page.getByRole('group', { name: 'Apoiador 1' }).getByLabel('Nome').inputValue();
  await page.getByRole('group', { name: 'Apoiador 1' }).getByLabel('Remover este apoiador ao salvar').check();
  const novo = page.getByRole('group', { name: 'Novo apoiador' });
  await novo.getByLabel('Nome').fill('Otávio Brandão Lacerda');
  await novo.getByLabel('Telefone').fill('(35) 99876-5432');
  await novo.getByLabel('E-mail').fill('otavio.lacerda@exemplo.org.br');
  await page.getByRole('button', { name: 'Salvar a regional' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Regional salva. O site e a API já mostram a mudança.');
  const salvo = Date.now();

  const ms = await ate('/CosemsRegional/1', 'Helena Prudente Vasconcelos');
  expect(Date.now() - salvo).toBeLessThan(1000);
  console.log(`presidente novo visível na página da regional ${ms} ms depois da confirmação`);
  const api = JSON.parse(await publico('/api/regioes/1')) as {
    PresidenteRegional: { nome: string; telefone: string; email: string }[];
    apoiadores: { nome: string }[];
  };
  expect(api.PresidenteRegional[0]).toMatchObject({ nome: 'Helena Prudente Vasconcelos', telefone: '(35) 3292-1000' });
  expect(api.apoiadores.map((a) => a.nome)).toEqual(['Otávio Brandão Lacerda']);
  const apoiadores = await publico('/apoiadores');
  expect(apoiadores).toContain('Otávio Brandão Lacerda');
  expect(apoiadores).not.toContain(antigo);

  // The form shows what was stored: the phone in the one format, the new supporter numbered, a new blank line.
  await expect(presidente.getByLabel('Telefone')).toHaveValue('(35) 3292-1000');
  await expect(page.getByRole('group', { name: 'Apoiador 1' }).getByLabel('Nome')).toHaveValue('Otávio Brandão Lacerda');
  await expect(page.getByRole('group', { name: 'Novo apoiador' }).getByLabel('Nome')).toHaveValue('');
  await context.close();
});

test('a mistyped e-mail and phone are named, linked and kept as typed; nothing changes', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await pagina(browser, 'editor');
  await page.goto(`${site.url}/admin/regionais/2`);
  const presidente = page.getByRole('group', { name: 'Presidente' });
  await presidente.getByLabel('Nome').fill('Nome Que Não Deve Aparecer');
  await presidente.getByLabel('E-mail').fill('sem-arroba.exemplo.org.br');
  await presidente.getByLabel('Telefone').fill('3333-4444');
  await page.getByRole('button', { name: 'Salvar a regional' }).click();
  const alerta = main(page).getByRole('alert');
  await expect(alerta).toContainText('Corrija os 2 campos abaixo:');
  await expect(alerta.getByRole('link', { name: 'E-mail do presidente: informe um endereço como nome@exemplo.org.br.' })).toBeVisible();
  await expect(presidente.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(presidente.getByLabel('E-mail')).toHaveAccessibleDescription(
    'E-mail do presidente: informe um endereço como nome@exemplo.org.br.',
  );
  await expect(presidente.getByLabel('Nome')).toHaveValue('Nome Que Não Deve Aparecer');
  await alerta.getByRole('link', { name: /^Telefone do presidente/ }).click();
  await expect(presidente.getByLabel('Telefone')).toBeFocused();
  await semViolacoes(page);
  expect(await publico('/api/regioes/2')).not.toContain('Nome Que Não Deve Aparecer');
  await context.close();
});

test('municipalities: found by name or IBGE code, moved from another council, added, taken out; the API and the page follow', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await pagina(browser, 'editor');
  await page.goto(`${site.url}/admin/regionais/1`);
  const busca = page.getByRole('search', { name: 'Buscar município' });
  await busca.getByLabel('Município (nome ou código IBGE)').fill('uberl');
  await busca.getByRole('button', { name: 'Buscar' }).click();
  const resultados = page.getByRole('table', { name: /1 município encontrado para “uberl”/ });
  // What the search found is also said in the page's status region, for a screen reader.
  await expect(main(page).getByRole('status')).toHaveText('1 município encontrado para “uberl”');
  const linha = resultados.getByRole('row', { name: /Uberlândia/ });
  await expect(linha).toContainText('3170206');
  await expect(linha.getByRole('cell').nth(1)).toHaveText('Uberlândia');
  await semViolacoes(page);
  await linha.getByRole('button', { name: 'Mover para esta regional Uberlândia' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Uberlândia passou da regional Uberlândia para esta.');
  await ate('/api/municipios/regiao/1', 'Uberlândia');
  expect(await publico('/api/municipios/regiao/26')).not.toContain('Uberlândia');
  await expect(page.getByRole('table', { name: /1 município encontrado/ }).getByRole('row', { name: /Uberlândia/ })).toContainText(
    'Já é desta regional',
  );

  // Every municipality has its council in the demo: Abadia dos Dourados, Uberlândia's, is moved, taken out, then added.
  const porCodigo = async () => {
    await busca.getByLabel('Município (nome ou código IBGE)').fill('3100104');
    await busca.getByRole('button', { name: 'Buscar' }).click();
  };
  await porCodigo();
  await page.getByRole('button', { name: 'Mover para esta regional Abadia dos Dourados' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Abadia dos Dourados passou da regional Uberlândia para esta.');
  const municipios = page.getByRole('table', { name: 'Municípios da regional Alfenas' });
  // Its 26 municipalities, Uberlândia and Abadia dos Dourados, under the header row.
  await expect(municipios.getByRole('row')).toHaveCount(29);
  expect(await publico('/CosemsRegional/1')).toContain('Abadia dos Dourados');

  await municipios.getByRole('button', { name: 'Retirar Abadia dos Dourados' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Abadia dos Dourados retirado desta regional.');
  await ate('/api/municipios/regiao/1', 'Abadia dos Dourados', false);
  const lista = (JSON.parse(await publico('/api/municipios/regiao/1')) as { nome: string }[]).map((m) => m.nome);
  expect([lista.length, lista.includes('Alfenas'), lista.includes('Uberlândia')]).toEqual([27, true, true]);
  expect(await publico('/api/municipios/regiao/26')).not.toContain('Abadia dos Dourados');

  // In no council now: added, then taken out again.
  await porCodigo();
  await page.getByRole('button', { name: 'Incluir Abadia dos Dourados' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Abadia dos Dourados incluído nesta regional.');
  await ate('/api/municipios/regiao/1', 'Abadia dos Dourados');
  await municipios.getByRole('button', { name: 'Retirar Abadia dos Dourados' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Abadia dos Dourados retirado desta regional.');

  await busca.getByLabel('Município (nome ou código IBGE)').fill('Florianópolis');
  await busca.getByRole('button', { name: 'Buscar' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Nenhum município de Minas Gerais encontrado para “Florianópolis”.');
  await context.close();
});

test('a save from a page opened before a colleague saved is refused and loses nothing; without JavaScript the form works', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await pagina(browser, 'editor');
  const b = await pagina(browser, 'editor', false);
  await a.page.goto(`${site.url}/admin/regionais/3`);
  await b.page.goto(`${site.url}/admin/regionais/3`);
  await b.page.getByLabel('Nome da regional').fill('Belo Horizonte e Região Metropolitana');
  await b.page.getByRole('group', { name: 'Presidente' }).getByLabel('Nome').fill('Salvo Sem JavaScript');
  await b.page.getByRole('button', { name: 'Salvar a regional' }).click();
  await expect(main(b.page).getByRole('status')).toHaveText('Regional salva. O site e a API já mostram a mudança.');
  await ate('/api/regioes/3', 'Salvo Sem JavaScript');
  // The councils' list (/secretarios) and the menu of every council page follow the new name.
  expect(await publico('/secretarios')).toContain('Belo Horizonte e Região Metropolitana');
  expect(await publico('/CosemsRegional/7')).toContain('Belo Horizonte e Região Metropolitana');

  await a.page.getByRole('group', { name: 'Presidente' }).getByLabel('Nome').fill('Sobrescreveria o Colega');
  await a.page.getByRole('button', { name: 'Salvar a regional' }).click();
  await expect(main(a.page).getByRole('alert')).toContainText('Outra pessoa salvou esta regional depois que você abriu a página.');
  await expect(a.page.getByRole('group', { name: 'Presidente' }).getByLabel('Nome')).toHaveValue('Sobrescreveria o Colega');
  expect(await publico('/api/regioes/3')).toContain('Salvo Sem JavaScript');
  // What the colleague saved is shown above the form, which now carries the new version: saving again replaces it.
  await expect(a.page.getByRole('region', { name: 'O que está salvo agora' })).toContainText('Salvo Sem JavaScript');
  await a.page.getByRole('button', { name: 'Salvar a regional' }).click();
  await expect(main(a.page).getByRole('status')).toHaveText('Regional salva. O site e a API já mostram a mudança.');
  await ate('/api/regioes/3', 'Sobrescreveria o Colega');
  await a.context.close();
  await b.context.close();
});

test('an autor is refused (403) on the list, the form and a hand-made POST; the pages are valid HTML', async ({ browser }) => {
  test.setTimeout(120_000);
  const autor = await pagina(browser, 'autor');
  for (const url of ['/admin/conteudo', '/admin/regionais', '/admin/regionais/1']) {
    expect((await autor.context.request.get(`${site.url}${url}`)).status(), url).toBe(403);
  }
  const csrf = csrfDe(await (await autor.context.request.get(`${site.url}/admin/noticias`)).text());
  expect(csrf).not.toBe('');
  const post = await autor.context.request.post(`${site.url}/admin/regionais/1`, {
    form: { _csrf: csrf, intent: 'incluir', ibge: '3100104' },
    headers: { origin: site.url },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(403);
  expect(await publico('/api/municipios/regiao/1')).not.toContain('Abadia dos Dourados');
  await autor.page.goto(`${site.url}/admin`);
  await expect(autor.page.getByRole('link', { name: 'Conteúdo do site' })).toHaveCount(0);
  await autor.context.close();

  const editor = await pagina(browser, 'editor');
  const paginas = new Map<string, Buffer>();
  for (const url of ['/admin/conteudo', '/admin/regionais', '/admin/regionais/1', '/admin/regionais/1?municipio=santa']) {
    const res = await editor.context.request.get(`${site.url}${url}`);
    expect(res.status(), url).toBe(200);
    paginas.set(url, await res.body());
  }
  const { erros, avisos } = await validateHtml(paginas);
  expect(erros).toEqual([]);
  expect(avisos).toEqual([]);
  for (const url of ['/admin/regionais/0', '/admin/regionais/999', '/admin/regionais/abc']) {
    expect((await editor.context.request.get(`${site.url}${url}`)).status(), url).toBe(404);
  }
  await editor.context.close();
});

test('the change is in the audit log, before and after, for an administrator; the editor reverts it and the public page follows', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  expect(presidenteOriginal).not.toBe('');
  const admin = await pagina(browser, 'administrador');
  await admin.page.goto(`${site.url}/admin/auditoria?objeto=regional:1`);
  const linha = admin.page.getByRole('row', { name: /regional\.editar/ }).first();
  await expect(linha).toContainText('editor@cosems.example');
  await expect(linha).toContainText(presidenteOriginal);
  await expect(linha).toContainText('Helena Prudente Vasconcelos');
  await linha.getByRole('link', { name: 'Regional Alfenas', exact: true }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Regional Alfenas' })).toBeVisible();
  await admin.context.close();

  const { context, page } = await pagina(browser, 'editor');
  await page.goto(`${site.url}/admin/regionais/1`);
  await page.getByRole('group', { name: 'Presidente' }).getByLabel('Nome').fill(presidenteOriginal);
  await page.getByRole('button', { name: 'Salvar a regional' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Regional salva. O site e a API já mostram a mudança.');
  const salvo = Date.now();
  await ate('/CosemsRegional/1', presidenteOriginal);
  expect(Date.now() - salvo).toBeLessThan(1000);
  expect(await publico('/CosemsRegional/1')).not.toContain('Helena Prudente Vasconcelos');
  await context.close();
});
