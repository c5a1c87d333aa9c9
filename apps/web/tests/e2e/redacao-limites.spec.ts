/**
 * Issue 25, items 2 and 7, over HTTP against the built server, as an autor's script would do it:
 * two unrelated ~480 KB bodies autosaved, then their revisions page — which once kept the process
 * busy for minutes — answers in under a second, says the texts are too different to compare, and
 * the public site answers meanwhile; and an account's 11th autosave in a minute gets a 429 with
 * Retry-After.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, type SiteProcess, startSite } from '@cosems/test-support/site-process';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { entrarPorHttp } from './admin-http';

const SENHA = 'cavalo correto bateria grampo azul';
const EMAIL = 'autora.limites@cosems.example';

let site: SiteProcess;
let dataDir: string;
let cliente: APIRequestContext;
let csrf: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-redacao-limites-e2e-'));
  execFileSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'packages/admin/build/cli.js'),
      'criar-usuario',
      '--email',
      EMAIL,
      '--nome',
      'Autora Limites',
      '--papel',
      'autor',
    ],
    { input: `${SENHA}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  site = await startSite({ dataDir, env: { HSTS_MAX_AGE: '0', RENDER_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000' } });
  await site.waitUntilReady(120_000);
  cliente = await playwrightRequest.newContext({ baseURL: site.url, extraHTTPHeaders: { origin: site.url } });
  csrf = await entrarPorHttp(cliente, EMAIL, SENHA);
});

test.afterAll(async () => {
  await cliente?.dispose();
  await site?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** About n characters of made-up ASCII words (seeded: the same text every run). */
function texto(n: number, semente: number): string {
  let s = semente;
  const proximo = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s;
  };
  const silabas = ['ma', 'ri', 'sa', 'de', 'con', 'se', 'lho', 'mu', 'ni', 'pio', 'va', 'ci', 'na', 'tra', 'gem', 'por', 'lu', 'to'];
  const partes: string[] = [];
  let tamanho = 0;
  while (tamanho < n) {
    let palavra = '';
    for (let i = 0, k = 1 + (proximo() % 4); i < k; i++) palavra += silabas[proximo() % silabas.length];
    partes.push(palavra);
    tamanho += palavra.length + 1;
  }
  return `<p>${partes.join(' ')}</p>`;
}

async function nova(): Promise<number> {
  const criada = await cliente.post('/admin/noticias/nova', { form: { _csrf: csrf, intent: 'salvar', versao: '0' }, maxRedirects: 0 });
  return Number(/\/admin\/noticias\/(\d+)/.exec(criada.headers().location ?? '')?.[1]);
}

/** An autosave as the form's script sends it (multipart: a 480 KB body stays under the form limit). */
function autosalvar(id: number, versao: number, titulo: string, conteudo: string) {
  return cliente.post(`/admin/noticias/${id}`, {
    multipart: { _csrf: csrf, intent: 'autosalvar', versao: String(versao), titulo, conteudo },
    headers: { accept: 'application/json' },
    maxRedirects: 0,
  });
}

test('the revisions page of two unrelated 480 KB bodies answers in under a second, and the public site meanwhile', async () => {
  const id = await nova();
  const a = texto(480_000, 1);
  expect((await autosalvar(id, 1, 'Relatório A', a)).status()).toBe(200);
  // A named save in between: an account keeps one autosave between two named saves.
  const salvo = await cliente.post(`/admin/noticias/${id}`, {
    multipart: { _csrf: csrf, intent: 'salvar', versao: '2', titulo: 'Relatório A', conteudo: a },
    maxRedirects: 0,
  });
  expect(salvo.status()).toBe(302);
  expect((await autosalvar(id, 3, 'Relatório B', texto(480_000, 2))).status()).toBe(200);

  const inicio = Date.now();
  const publico = (async () => {
    const tempos: number[] = [];
    while (Date.now() - inicio < 1500) {
      const t0 = Date.now();
      const r = await fetch(`${site.url}/lista-noticias`);
      expect(r.status).toBe(200);
      await r.arrayBuffer();
      tempos.push(Date.now() - t0);
    }
    return tempos;
  })();
  const r = await cliente.get(`/admin/noticias/${id}/revisoes`);
  const ms = Date.now() - inicio;
  expect(r.status()).toBe(200);
  const html = await r.text();
  expect(html).toMatch(/são (longos|diferentes) demais para comparar palavra por palavra/);
  expect(html).toContain('Título');
  expect(ms).toBeLessThan(1000);
  const tempos = await publico;
  console.log(`revisões: ${ms} ms; /lista-noticias durante: ${tempos.join(', ')} ms`);
  expect(Math.max(...tempos)).toBeLessThan(1000);
});

test("an account's 11th autosave in a minute is refused with 429 and Retry-After", async () => {
  const id = await nova();
  // The first test's two autosaves count too (within the minute): eight more reach ten.
  let versao = 1;
  for (let n = 1; n <= 8; n++) {
    const r = await autosalvar(id, versao, `Pressa ${n}`, '<p>Curto.</p>');
    expect(r.status()).toBe(200);
    versao++;
  }
  const recusado = await autosalvar(id, versao, 'Pressa 11', '<p>Curto.</p>');
  expect(recusado.status()).toBe(429);
  expect(Number(recusado.headers()['retry-after'])).toBeGreaterThan(0);
});
