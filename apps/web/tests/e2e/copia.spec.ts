/**
 * Issue 12, part 3 ("Backups"): the restore test. An administrator downloads the backup through the
 * browser (/admin/copia, axe at 1280 and 360 px, the Nu HTML checker); every public page and API
 * answer is fetched; the data is wiped (a fresh DATA_DIR), the archive imported with the compiled
 * CLI (packages/db/build/cli.js, as in production), a site started on it, and every answer compared
 * byte for byte with the one before.
 *
 * Nothing is replaced before comparing: pages carry no per-answer nonce any more (their inline
 * scripts are allowed by hash, docs/decisions/031). /api/site's
 * `importado_em` is identical because the archive carries it (meta.json, docs/decisions/023).
 *
 * The addresses come from enderecos-publicos.ts, filled with what the archive holds.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { totpCode } from '@cosems/admin';
import { REPO_ROOT, type SiteProcess, startSite } from '@cosems/test-support/site-process';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { csrfDe } from './admin-http';
import { enderecosPublicos, respostasDe } from './enderecos-publicos';
import { validateHtml } from './vnu';
import { semViolacoes } from './axe';

const EMAIL = 'copia.admin@cosems.example';
const SENHA = 'cavalo correto bateria grampo azul';
const SITE_ENV = { HSTS_MAX_AGE: '0', RATE_LIMIT_MAX: '0', RENDER_LIMIT_MAX: '0' };

let site: SiteProcess | undefined;
let work: string;
let arquivo = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-copia-e2e-'));
  const dataDir = path.join(work, 'antes');
  execFileSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'packages/admin/build/cli.js'),
      'criar-usuario',
      '--email',
      EMAIL,
      '--nome',
      'Cora Lima',
      '--papel',
      'administrador',
    ],
    { input: `${SENHA}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  site = await startSite({ dataDir, env: SITE_ENV });
  await site.waitUntilReady(120_000);
});

test.afterAll(async () => {
  await site?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** The entries of a .tar.gz (ustar and pax names), read without extracting: name → size. */
function entriesOf(file: string): Map<string, Buffer> {
  const tar = gunzipSync(fs.readFileSync(file));
  const out = new Map<string, Buffer>();
  let pax: string | null = null;
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const field = (from: number, length: number) =>
      header
        .subarray(from, from + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1);
    const prefix = field(345, 155);
    const body = tar.subarray(at + 512, at + 512 + size);
    if (type === 'x') pax = /\d+ path=([^\n]+)\n/.exec(body.toString('utf8'))?.[1] ?? null;
    else {
      const name = pax ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
      if (type === '0' || type === '') out.set(name, Buffer.from(body));
      pax = null;
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return out;
}

test('an administrator downloads the backup from the back office (page checked by axe and the Nu HTML checker); the download is audited', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const url = (site as SiteProcess).url;
  await page.goto(`${url}/admin/entrar`);
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Senha').fill(SENHA);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin\/entrar\/configurar/);
  const chave = (await page.locator('code').first().innerText()).replace(/\s+/g, '');
  await page.getByLabel('Código').fill(totpCode(chave, Math.floor(Date.now() / 1000)));
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await page.getByRole('link', { name: 'Continuar para a área restrita' }).click();

  // What only the back office makes must survive the round trip too: an untitled draft ("Nova
  // notícia") and an AVIF image from the media library.
  const csrf = csrfDe(await (await page.request.get(`${url}/admin/noticias`)).text());
  expect(
    (
      await page.request.post(`${url}/admin/noticias/nova`, {
        form: { _csrf: csrf, intent: 'salvar', versao: '0' },
        headers: { origin: url },
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(302);
  const avif = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#2a6f4e' } })
    .avif()
    .toBuffer();
  const envio = await page.request.post(`${url}/admin/midia`, {
    multipart: { _csrf: csrf, alt: 'Retângulo verde', arquivo: { name: 'verde.avif', mimeType: 'image/avif', buffer: avif } },
    headers: { origin: url },
    maxRedirects: 0,
  });
  expect(envio.status()).toBe(302);

  await page.getByRole('navigation', { name: 'Área restrita' }).getByRole('link', { name: 'Cópia de segurança' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cópia de segurança' })).toBeVisible();
  await semViolacoes(page, { larguras: [] });
  await page.setViewportSize({ width: 360, height: 740 });
  await semViolacoes(page, { larguras: [] });
  await page.setViewportSize({ width: 1280, height: 800 });
  const { erros, avisos } = await validateHtml(new Map([['/admin/copia', await (await page.request.get(`${url}/admin/copia`)).body()]]));
  expect(erros).toEqual([]);
  expect(avisos).toEqual([]);

  const rssAntes = (site as SiteProcess).rss();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Baixar a cópia de segurança' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cosems-conteudo-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
  arquivo = path.join(work, download.suggestedFilename());
  await download.saveAs(arquivo);
  const tamanho = fs.statSync(arquivo).size;
  const entradas = entriesOf(arquivo);
  expect(entradas.has('meta.json') && entradas.has('noticias.json') && entradas.has('arquivos/estatuto.pdf')).toBe(true);
  expect([...entradas.keys()].some((n) => /^images\/verde(-[a-z0-9]{3})?\.avif$/.test(n))).toBe(true);
  // Memory: the archive goes out as a stream. Five more downloads; the server's resident memory is logged.
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const medidas = [rssAntes];
  for (let i = 0; i < 5; i++) {
    const inicio = Date.now();
    const r = await fetch(`${url}/admin/copia/baixar`, { headers: { cookie } });
    expect(r.status).toBe(200);
    expect((await r.arrayBuffer()).byteLength).toBeGreaterThan(tamanho * 0.9);
    medidas.push((site as SiteProcess).rss());
    if (i === 0) console.log(`Cópia de segurança: ${tamanho} bytes, ${Date.now() - inicio} ms por download.`);
  }
  console.log(
    `Memória residente do servidor (MB) antes e depois de cada download: ${medidas.map((m) => (m / 2 ** 20).toFixed(0)).join(', ')}`,
  );

  // Audited: who, when, from where.
  await page.goto(`${url}/admin/auditoria?objeto=conteudo`);
  const linhas = page.getByRole('region', { name: 'Eventos do registro' }).getByRole('row');
  await expect(linhas.filter({ hasText: 'conteudo.exportar' })).toHaveCount(6);
  await expect(linhas.filter({ hasText: 'conteudo.exportar' }).first()).toContainText(EMAIL);
  await expect(linhas.filter({ hasText: 'conteudo.exportar' }).first()).toContainText('127.0.0.1');
});

/** Every public address to compare: see the comment at the top. Unknown parameters fail the test. */
async function enderecos(base: string): Promise<string[]> {
  const entradas = entriesOf(arquivo);
  const json = <T>(nome: string) => JSON.parse((entradas.get(nome) as Buffer).toString('utf8')) as T;
  const noticias = json<{ id: number }[]>('noticias.json').map((n) => n.id);
  const regioes = json<{ id: number }[]>('regioes.json').map((r) => r.id);
  const logos = json<{ imagem: string }[]>('logos.json').map((l) => l.imagem);
  const imagens = [...entradas.keys()].filter((n) => n.startsWith('images/')).map((n) => n.slice('images/'.length));
  const pdfs = [...entradas.keys()].filter((n) => n.startsWith('arquivos/')).map((n) => n.slice('arquivos/'.length));
  return enderecosPublicos(base, { noticias, regioes, logos, imagens, pdfs });
}

test('restore: wipe, import the archive with the compiled CLI, and every public page and API answer is byte-identical', async () => {
  test.setTimeout(180_000);
  expect(arquivo, 'o download do teste anterior').not.toBe('');
  const antesSite = site as SiteProcess;
  const lista = await enderecos(antesSite.url);
  const antes = await respostasDe(antesSite.url, lista);
  await antesSite.stop();
  site = undefined;

  // Wiped: a new, empty DATA_DIR; the archive as downloaded, through the production CLI.
  const depoisDir = path.join(work, 'depois');
  const saida = execFileSync(process.execPath, [path.join(REPO_ROOT, 'packages/db/build/cli.js'), 'import', arquivo], {
    env: { ...process.env, DATA_DIR: depoisDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect(saida).toMatch(/^Importado: \d+ notícias/m);
  // The same port: absolute addresses (canonical links, feeds, sitemap) name the site's own origin.
  site = await startSite({ dataDir: depoisDir, port: antesSite.port, env: SITE_ENV });
  await site.waitUntilReady(120_000);
  const depois = await respostasDe(site.url, lista);

  const diferentes = lista.filter((u) => antes.get(u) !== depois.get(u));
  for (const u of diferentes.slice(0, 3)) {
    const [a, d] = [antes.get(u) ?? '', depois.get(u) ?? ''];
    const texto = (v: string) => Buffer.from(v.slice(v.indexOf('\n') + 1), 'base64').toString('utf8');
    const [ta, td] = [texto(a), texto(d)];
    let i = 0;
    while (i < ta.length && ta[i] === td[i]) i++;
    console.log(
      `${u}: ${a.slice(0, a.indexOf('\n'))} → ${d.slice(0, d.indexOf('\n'))}; primeiro byte diferente em ${i}: «${ta.slice(i - 40, i + 80)}» / «${td.slice(i - 40, i + 80)}»`,
    );
  }
  const resumo = (m: Map<string, string>) => [...m.values()].filter((v) => v.startsWith('200 ')).length;
  console.log(`Restauração: ${lista.length} endereços comparados (${resumo(antes)} com 200), ${diferentes.length} diferentes.`);
  expect(diferentes).toEqual([]);
  // Drafts answer 404 on both sides; published items, regions and files 200.
  expect(resumo(antes)).toBeGreaterThan(300);
});
