/**
 * The Team and the Board edited in the back office (issue 12), in Chromium against the built server:
 * an editor adds a member, renames a group, reorders members by dragging with the mouse, by
 * keyboard alone, and without JavaScript (the Subir/Descer buttons), moves a member to another
 * group and empties a Board position; after each save a visitor sees the change on /equipe or
 * /diretoria ('Vaga não preenchida') and in the API within a second. An autor gets 403, a
 * cross-site POST is refused, axe finds nothing at 1280 and 360 px, and the Nu HTML Checker finds no
 * error on the new pages.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { totpCode } from '@cosems/admin';
import { REPO_ROOT, type SiteProcess, startSite } from '@cosems/test-support/site-process';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { descerPeloTeclado, subirAoTopoPeloMouse } from './admin-site';
import { validateHtml } from './vnu';
import { semViolacoes } from './axe';

const SENHA = 'cavalo correto bateria grampo azul';
const EDITOR = 'edite.equipe@cosems.example';
const AUTOR = 'autor.equipe@cosems.example';
const ADMIN = 'admin.equipe@cosems.example';

let site: SiteProcess;
let dataDir: string;
let editor: BrowserContext;
const segredos = new Map<string, string>();
const ultimoPasso = new Map<string, number>();

type Membros = Record<string, { nome: string; email?: string; sms?: string }[]>;

test.describe.configure({ mode: 'serial' });

function criarConta(email: string, papel: string) {
  execFileSync(
    process.execPath,
    [path.join(REPO_ROOT, 'packages/admin/build/cli.js'), 'criar-usuario', '--email', email, '--nome', `Pessoa ${papel}`, '--papel', papel],
    { input: `${SENHA}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-equipe-e2e-'));
  criarConta(EDITOR, 'editor');
  criarConta(AUTOR, 'autor');
  criarConta(ADMIN, 'administrador');
  site = await startSite({ dataDir, env: { HSTS_MAX_AGE: '0', RENDER_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000' } });
  await site.waitUntilReady(120_000);
  editor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await entrar(await editor.newPage(), EDITOR);
});

test.afterAll(async () => {
  await editor?.close();
  await site?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A TOTP code this account has not used yet (each time step's code is accepted once). */
async function codigo(email: string): Promise<string> {
  for (;;) {
    const agora = Math.floor(Date.now() / 30_000);
    const ultimo = ultimoPasso.get(email) ?? 0;
    if (ultimo <= agora) {
      const passo = Math.max(agora, ultimo + 1);
      ultimoPasso.set(email, passo);
      return totpCode(segredos.get(email) as string, passo * 30);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Password, then two-factor (set up at the first sign-in); ends on a back-office page. Works without JavaScript. */
async function entrar(page: Page, email: string) {
  await page.goto(`${site.url}/admin/entrar`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(SENHA);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin\/entrar\/(configurar|codigo)/);
  if (page.url().includes('/configurar')) {
    segredos.set(email, (await page.locator('code').first().innerText()).replace(/\s+/g, ''));
    await page.getByLabel('Código').fill(await codigo(email));
    await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
    await page.getByRole('link', { name: 'Continuar para a área restrita' }).click();
  } else {
    await page.getByLabel('Código', { exact: true }).fill(await codigo(email));
    await page.getByRole('button', { name: 'Confirmar' }).click();
  }
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
}

/** What a visitor (no cookies) reads. */
async function api(caminho: '/api/equipe' | '/api/diretoria'): Promise<Membros> {
  return (await (await fetch(`${site.url}${caminho}`)).json()) as Membros;
}
async function publica(caminho: '/equipe' | '/diretoria'): Promise<string> {
  return (await (await fetch(`${site.url}${caminho}`)).text()).replaceAll('<!-- -->', '');
}

/** The change reaches a visitor — the API and the public page — within a second of the save's confirmation. */
async function visitanteVe(
  caminho: '/equipe' | '/diretoria',
  naApi: (m: Membros) => boolean,
  naPagina: (html: string) => boolean,
): Promise<void> {
  const inicio = Date.now();
  await expect.poll(async () => naApi(await api(`/api${caminho}` as '/api/equipe')), { timeout: 1000, intervals: [25] }).toBe(true);
  await expect
    .poll(async () => naPagina(await publica(caminho)), { timeout: Math.max(100, 1000 - (Date.now() - inicio)), intervals: [25] })
    .toBe(true);
}

const nomes = (m: Membros, grupo: string) => (m[grupo] ?? []).map((x) => x.nome);
const status = (page: Page) => page.getByRole('main').getByRole('status').first();

async function abrirGrupo(page: Page, area: 'equipe' | 'diretoria', nome: string) {
  await page.goto(`${site.url}/admin/${area}`);
  await page
    .getByRole('list', { name: area === 'equipe' ? 'Ordem dos grupos' : 'Ordem dos cargos' })
    .getByRole('link', { name: nome, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: nome })).toBeVisible();
}

test('an editor edits the Team: adds a member, renames a group, orders by mouse, keyboard and without JavaScript, moves a member', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await editor.newPage();
  await page.goto(`${site.url}/admin/conteudo`);
  await page.getByRole('link', { name: 'Equipe' }).click();
  await expect(page).toHaveURL(/\/admin\/equipe$/);
  await abrirGrupo(page, 'equipe', 'Comunicação');

  // A refused e-mail: the summary takes the focus and links to the field; nothing is added.
  const antes = nomes(await api('/api/equipe'), 'Comunicação');
  await page.getByLabel('Nome (obrigatório)').fill('Zélia Prado <b>');
  await page.getByLabel('E-mail').fill('zelia@');
  await page.getByRole('button', { name: 'Adicionar a Comunicação' }).click();
  const resumo = page.locator('#novo-membro');
  await expect(resumo).toBeFocused();
  await expect(resumo.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', '#novo-membro-email');
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(nomes(await api('/api/equipe'), 'Comunicação')).toEqual(antes);

  // Added (the name is plain text: the tag is shown, not interpreted).
  await page.getByLabel('E-mail').fill('zelia.prado@cosems.example');
  await page.getByRole('button', { name: 'Adicionar a Comunicação' }).click();
  await expect(status(page)).toContainText('Zélia Prado <b> adicionado a “Comunicação”');
  await visitanteVe(
    '/equipe',
    (m) => nomes(m, 'Comunicação').at(-1) === 'Zélia Prado <b>' && m.Comunicação?.at(-1)?.email === 'zelia.prado@cosems.example',
    (html) => html.includes('Zélia Prado &lt;b&gt;') && html.includes('mailto:zelia.prado@cosems.example'),
  );
  const lista = page.getByRole('list', { name: 'Ordem dos membros de Comunicação' });
  await expect(lista.getByRole('listitem')).toHaveCount(antes.length + 1);

  // By mouse: the new (last) member dragged to the top.
  await subirAoTopoPeloMouse(page, lista, 'Zélia Prado <b>');
  await expect(page.locator('#ordem-membros-anuncio')).toHaveText('Nova ordem salva.');
  await visitanteVe(
    '/equipe',
    (m) => nomes(m, 'Comunicação')[0] === 'Zélia Prado <b>',
    (html) => html.indexOf('Zélia Prado &lt;b&gt;') < html.indexOf('Gabriela Santana'),
  );
  await expect(lista.getByRole('listitem').first()).toContainText('Zélia Prado <b>');

  // By keyboard alone: the second item's handle, Space, ArrowDown, Space.
  const segundo = nomes(await api('/api/equipe'), 'Comunicação')[1] as string;
  await descerPeloTeclado(page, segundo, 2, 4);
  await visitanteVe(
    '/equipe',
    (m) => nomes(m, 'Comunicação')[2] === segundo,
    () => true,
  );

  // The Subir button with JavaScript: the focus stays on it.
  const terceiro = nomes(await api('/api/equipe'), 'Comunicação')[2] as string;
  const subir = page.getByRole('button', { name: `Subir ${terceiro}` });
  await subir.click();
  await visitanteVe(
    '/equipe',
    (m) => nomes(m, 'Comunicação')[1] === terceiro,
    () => true,
  );
  await expect(subir).toBeFocused();

  // Without JavaScript: the Descer button is a plain form post.
  const semJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const p2 = await semJs.newPage();
  await entrar(p2, EDITOR);
  await abrirGrupo(p2, 'equipe', 'Comunicação');
  await expect(p2.getByRole('button', { name: /^Arrastar/ })).toHaveCount(0);
  const primeiro = nomes(await api('/api/equipe'), 'Comunicação')[0] as string;
  await p2.getByRole('button', { name: `Descer ${primeiro}` }).click();
  await expect(status(p2)).toContainText('Nova ordem de “Comunicação” salva.');
  await visitanteVe(
    '/equipe',
    (m) => nomes(m, 'Comunicação')[1] === primeiro,
    () => true,
  );
  // The last item's Descer does nothing (type=button), and says so to assistive technology.
  const ultimo = nomes(await api('/api/equipe'), 'Comunicação').at(-1) as string;
  await expect(p2.getByRole('button', { name: `Descer ${ultimo}` })).toHaveAttribute('aria-disabled', 'true');
  // A member added without JavaScript: a refused e-mail comes back with the summary and the typed
  // values, then the corrected form saves.
  await p2.getByLabel('Nome (obrigatório)').fill('Rui Sem Script');
  await p2.getByLabel('E-mail').fill('rui@sem');
  await p2.getByRole('button', { name: 'Adicionar a Comunicação' }).click();
  await expect(p2.locator('#novo-membro')).toContainText('Corrija o campo abaixo');
  await expect(p2.getByLabel('Nome (obrigatório)')).toHaveValue('Rui Sem Script');
  await expect(p2.getByLabel('E-mail')).toHaveAttribute('aria-describedby', /novo-membro-email-erro/);
  await p2.getByLabel('E-mail').fill('rui@cosems.example');
  await p2.getByRole('button', { name: 'Adicionar a Comunicação' }).click();
  await expect(status(p2)).toContainText('Rui Sem Script adicionado a “Comunicação”.');
  await visitanteVe(
    '/equipe',
    (m) => nomes(m, 'Comunicação').at(-1) === 'Rui Sem Script',
    (html) => html.includes('Rui Sem Script'),
  );
  if (process.env.CAPTURAS) {
    await p2.setViewportSize({ width: 360, height: 800 });
    await captura(p2, 'area-restrita-equipe-grupo-360');
  }
  await semJs.close();

  // Rename the group: the API key and the page's heading follow.
  await page.reload();
  await page.getByRole('textbox', { name: 'Nome do grupo (obrigatório)' }).fill('Comunicação Social');
  await page.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(status(page)).toContainText('Grupo renomeado para “Comunicação Social”.');
  await visitanteVe(
    '/equipe',
    (m) => 'Comunicação_Social' in m && !('Comunicação' in m),
    (html) => html.includes('Comunicação Social'),
  );

  // Move a member to another group (Ouvidoria was empty, so absent from the public page).
  expect(await publica('/equipe')).not.toContain('id="grupo-Ouvidoria"');
  await page.getByRole('link', { name: 'Editar Zélia Prado <b>' }).click();
  await page.getByLabel('Grupo', { exact: true }).selectOption({ label: 'Ouvidoria' });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(status(page)).toContainText('Zélia Prado <b> movido para “Ouvidoria”.');
  await visitanteVe(
    '/equipe',
    (m) => nomes(m, 'Ouvidoria').includes('Zélia Prado <b>') && !nomes(m, 'Comunicação_Social').includes('Zélia Prado <b>'),
    (html) => html.includes('id="grupo-Ouvidoria"'),
  );
  await page.close();
});

test('an editor empties a Board position: it stays, as "Vaga não preenchida", on the page and as [] in the API; the audit log has it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await editor.newPage();
  expect((await api('/api/diretoria')).Presidente).toHaveLength(1);
  await abrirGrupo(page, 'diretoria', 'Presidente');
  await page.getByRole('link', { name: 'Editar Adriana Ramos' }).click();
  await page.getByRole('button', { name: 'Remover Adriana Ramos' }).click();
  await expect(status(page)).toContainText('Membro removido.');
  await expect(page.getByText('este cargo aparece como “Vaga não preenchida”')).toBeVisible();
  await visitanteVe(
    '/diretoria',
    (m) => Array.isArray(m.Presidente) && m.Presidente.length === 0 && Object.keys(m)[0] === 'Presidente',
    (html) => {
      const secao = html.slice(html.indexOf('id="grupo-Presidente"'));
      return !html.includes('Adriana Ramos') && secao.slice(0, 400).includes('Vaga não preenchida');
    },
  );
  // A new person in the position, with the municipality's secretariat.
  await page.getByLabel('Nome (obrigatório)').fill('Júlia Prado');
  await page.getByLabel('Secretaria Municipal de Saúde (município)').fill('Ouro Preto');
  await page.getByRole('button', { name: 'Adicionar a Presidente' }).click();
  await expect(status(page)).toContainText('Júlia Prado adicionado a “Presidente”.');
  await visitanteVe(
    '/diretoria',
    (m) => m.Presidente?.[0]?.nome === 'Júlia Prado' && m.Presidente[0].sms === 'Ouro Preto',
    (html) => html.includes('SMS DE Ouro Preto'),
  );
  // The administrator finds both changes in the audit log, with before and after, linked to the position.
  const auditor = await browser.newContext();
  const pa = await auditor.newPage();
  await entrar(pa, ADMIN);
  await pa.goto(`${site.url}/admin/auditoria?objeto=diretoria-membro`);
  const tabela = pa.getByRole('table');
  await expect(tabela).toContainText('diretoria-membro.excluir');
  await expect(tabela).toContainText('Adriana Ramos');
  await expect(tabela).toContainText('diretoria-membro.criar');
  await expect(tabela).toContainText('Júlia Prado');
  await auditor.close();

  // A new position starts vacant (last, on the page and in the API); an empty one can be deleted.
  await page.goto(`${site.url}/admin/diretoria`);
  await page.getByLabel('Nome do cargo (obrigatório)').fill('Assessor Especial');
  await page.getByRole('button', { name: 'Criar cargo' }).click();
  await expect(status(page)).toContainText('Cargo “Assessor Especial” criado.');
  await visitanteVe(
    '/diretoria',
    (m) => Object.keys(m).at(-1) === 'Assessor_Especial' && m.Assessor_Especial?.length === 0,
    (html) => html.slice(html.indexOf('id="grupo-Assessor_Especial"')).slice(0, 400).includes('Vaga não preenchida'),
  );
  await page.getByRole('list', { name: 'Ordem dos cargos' }).getByRole('link', { name: 'Assessor Especial' }).click();
  await page.getByRole('button', { name: 'Excluir o cargo Assessor Especial' }).click();
  await expect(status(page)).toContainText('Cargo excluído.');
  await visitanteVe(
    '/diretoria',
    (m) => !('Assessor_Especial' in m),
    (html) => !html.includes('id="grupo-Assessor_Especial"'),
  );
  await abrirGrupo(page, 'diretoria', 'Presidente');

  // A position with members is not deleted: the page says why instead of offering the button.
  await expect(page.getByRole('button', { name: /^Excluir o cargo/ })).toHaveCount(0);
  await expect(page.getByText('Ninguém é apagado junto com o cargo.')).toBeVisible();
  await page.close();
});

test('an autor gets 403 on every Team and Board page and action; a cross-site POST is refused and changes nothing', async ({ browser }) => {
  test.setTimeout(120_000);
  const autor = await browser.newContext();
  const pa = await autor.newPage();
  await entrar(pa, AUTOR);
  const grupos = await (await editor.request.get(`${site.url}/admin/equipe`)).text();
  const grupoId = /href="\/admin\/equipe\/(\d+)"/.exec(grupos)?.[1];
  for (const url of ['/admin/equipe', `/admin/equipe/${grupoId}`, '/admin/diretoria']) {
    const r = await pa.goto(`${site.url}${url}`);
    expect(r?.status(), url).toBe(403);
  }
  // The autor's own anti-CSRF token, on a form it may use.
  await pa.goto(`${site.url}/admin/noticias`);
  const csrf = await pa.locator('input[name="_csrf"]').first().getAttribute('value');
  const r = await autor.request.post(`${site.url}/admin/equipe`, {
    form: { _csrf: csrf ?? '', intent: 'criar-grupo', nome: 'Grupo do Autor' },
    headers: { origin: site.url },
    maxRedirects: 0,
  });
  expect(r.status()).toBe(403);
  await autor.close();

  // The editor's session and token, from another site: refused before the action runs.
  const pe = await editor.newPage();
  await pe.goto(`${site.url}/admin/equipe`);
  const token = await pe.locator('input[name="_csrf"]').first().getAttribute('value');
  const antes = await api('/api/equipe');
  const cruzado = await editor.request.post(`${site.url}/admin/equipe`, {
    form: { _csrf: token ?? '', intent: 'criar-grupo', nome: 'Grupo de Fora' },
    headers: { origin: 'https://outro-site.example', 'sec-fetch-site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(cruzado.status()).toBe(403);
  // An order that is not a permutation of the current ids: 400, nothing changed.
  const ids = [...grupos.matchAll(/href="\/admin\/equipe\/(\d+)"/g)].map((m) => m[1]);
  const ruim = await editor.request.post(`${site.url}/admin/equipe`, {
    form: { _csrf: token ?? '', intent: 'ordenar', ordem: [...ids.slice(1), ids[1]].join(',') },
    headers: { origin: site.url },
    maxRedirects: 0,
  });
  expect(ruim.status()).toBe(400);
  expect(await api('/api/equipe')).toEqual(antes);
  await pe.close();
});

test('the new pages pass axe at 1280 and 360 px, and the Nu HTML Checker', async () => {
  test.setTimeout(120_000);
  const page = await editor.newPage();
  const paginas = new Map<string, Buffer>();
  const html = await (await editor.request.get(`${site.url}/admin/diretoria`)).text();
  const cargo = /href="\/admin\/diretoria\/(\d+)"/.exec(html)?.[1];
  const equipe = await (await editor.request.get(`${site.url}/admin/equipe`)).text();
  const grupo = /href="\/admin\/equipe\/(\d+)"/.exec(equipe)?.[1];
  const grupoHtml = await (await editor.request.get(`${site.url}/admin/equipe/${grupo}`)).text();
  const membro = /href="\/admin\/equipe\/membros\/(\d+)"/.exec(grupoHtml)?.[1];
  const cargoHtml = await (await editor.request.get(`${site.url}/admin/diretoria/${cargo}`)).text();
  const diretor = /href="\/admin\/diretoria\/membros\/(\d+)"/.exec(cargoHtml)?.[1];
  for (const url of [
    '/admin/equipe',
    `/admin/equipe/${grupo}`,
    `/admin/equipe/membros/${membro}`,
    '/admin/diretoria',
    `/admin/diretoria/${cargo}`,
    `/admin/diretoria/membros/${diretor}`,
  ]) {
    await page.goto(`${site.url}${url}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await semViolacoes(page, { rotulo: `${url} ` });
    if (url === `/admin/equipe/${grupo}`) await captura(page, 'area-restrita-equipe-grupo');
    if (url === '/admin/diretoria') await captura(page, 'area-restrita-diretoria');
    paginas.set(url, Buffer.from(await page.content()));
    const res = await editor.request.get(`${site.url}${url}`);
    expect(res.status(), url).toBe(200);
    paginas.set(`${url} (servidor)`, await res.body());
  }
  // With the errors shown: the summary and the fields' messages.
  await page.goto(`${site.url}/admin/equipe/${grupo}`);
  await page.getByLabel('Nome (obrigatório)').fill(' ');
  await page.getByLabel('E-mail').fill('sem-arroba');
  await page.getByRole('button', { name: /^Adicionar a/ }).click();
  await expect(page.locator('#novo-membro')).toBeFocused();
  await semViolacoes(page, { rotulo: `${'erros'} ` });
  paginas.set('erros', Buffer.from(await page.content()));
  const { erros } = await validateHtml(paginas);
  expect(erros).toEqual([]);
  await page.close();
});

test('the renamed Team group is in the audit log for an administrator; the editor renames it back and /equipe and the API follow', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const auditor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const pa = await auditor.newPage();
  await entrar(pa, ADMIN);
  await pa.goto(`${site.url}/admin/auditoria?objeto=equipe-grupo`);
  const linha = pa.getByRole('row', { name: /equipe-grupo\.renomear/ });
  await expect(linha).toHaveCount(1);
  await expect(linha).toContainText(EDITOR);
  await expect(linha.locator('del')).toHaveText('Comunicação');
  await expect(linha.locator('ins')).toHaveText('Comunicação Social');
  await linha.getByRole('link', { name: 'Comunicação Social', exact: true }).click();
  await expect(pa.getByRole('heading', { level: 1, name: 'Comunicação Social' })).toBeVisible();
  await auditor.close();

  const page = await editor.newPage();
  await abrirGrupo(page, 'equipe', 'Comunicação Social');
  await page.getByRole('textbox', { name: 'Nome do grupo (obrigatório)' }).fill('Comunicação');
  await page.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(status(page)).toContainText('Grupo renomeado para “Comunicação”.');
  await visitanteVe(
    '/equipe',
    (m) => 'Comunicação' in m && !('Comunicação_Social' in m) && nomes(m, 'Comunicação').includes('Rui Sem Script'),
    (html) => html.includes('Comunicação') && html.includes('Rui Sem Script') && !html.includes('Comunicação Social'),
  );
  await page.close();
});

/**
 * The staff guide's screenshots of these pages (docs/guia-da-equipe.md): `CAPTURAS=docs/imagens` (after a build) writes them
 * there. Without CAPTURAS, nothing is written.
 */
async function captura(page: Page, nome: string) {
  const pasta = process.env.CAPTURAS;
  if (!pasta) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.resolve(REPO_ROOT, pasta, `${nome}.png`) });
}
