/**
 * A built site of its own for a back-office spec: accounts created with the compiled CLI (one per
 * role asked, `<papel>@cosems.example`), each signed in once over HTTP (password and two-factor
 * set-up), its cookies kept so that each test opens a signed-in browser context. Also the checks
 * and steps these specs share: a visitor's view of an address, axe at 1280 and 360 px, a sortable
 * list moved by keyboard or mouse, an image chosen through the media picker, a news item saved, a
 * file dropped.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, type SiteProcess, startSite } from '@cosems/test-support/site-process';
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
  type Request,
} from '@playwright/test';
import { entrarPorHttp } from './admin-http';

export const SENHA_E2E = 'cavalo correto bateria grampo azul';

type Papel = 'autor' | 'editor' | 'administrador';
type Estado = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface SiteComContas {
  site: SiteProcess;
  /** A browser context signed in as `papel` (1280 × 900), optionally without JavaScript. */
  pagina(browser: Browser, papel: Papel, javaScriptEnabled?: boolean): Promise<{ context: BrowserContext; page: Page }>;
  /** What a visitor gets at `url` (no cookies, no compression, React's text separators removed); must be 200. */
  publico(url: string): Promise<string>;
  parar(): Promise<void>;
}

/** `env` is added to the site's environment (a spec's own setting, e.g. SITE_URL). */
export async function abrirSiteComContas(papeis: readonly Papel[], nome: string, env: Record<string, string> = {}): Promise<SiteComContas> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cosems-${nome}-e2e-`));
  for (const papel of papeis) {
    execFileSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'packages/admin/build/cli.js'),
        'criar-usuario',
        '--email',
        `${papel}@cosems.example`,
        '--nome',
        `Pessoa ${papel}`,
        '--papel',
        papel,
      ],
      { input: `${SENHA_E2E}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
    );
  }
  const site = await startSite({ dataDir, env: { HSTS_MAX_AGE: '0', ...env } });
  await site.waitUntilReady(120_000);
  const estados = new Map<Papel, Estado>();
  for (const papel of papeis) {
    const cliente = await playwrightRequest.newContext({ baseURL: site.url, extraHTTPHeaders: { origin: site.url } });
    await entrarPorHttp(cliente, `${papel}@cosems.example`, SENHA_E2E);
    estados.set(papel, await cliente.storageState());
    await cliente.dispose();
  }
  return {
    site,
    async pagina(browser, papel, javaScriptEnabled = true) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        storageState: estados.get(papel),
        javaScriptEnabled,
      });
      return { context, page: await context.newPage() };
    },
    async publico(url) {
      const res = await fetch(`${site.url}${url}`, { headers: { 'accept-encoding': 'identity' } });
      expect(res.status, url).toBe(200);
      return (await res.text()).replaceAll('<!-- -->', '');
    },
    async parar() {
      await site.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** axe finds no WCAG 2.2 AA violation at 1280 and at 360 px, or at `larguras` (then back to 1280 × 900). */
export /**
 * dnd-kit cancels a drag on a window resize: a viewport just changed (setViewportSize) fires its
 * resize event at the page's next rendering step, which can fall after the pick-up (seen on CI:
 * "Movimento cancelado"). Two animation frames later it has fired.
 */
async function semEventosPendentes(page: Page) {
  await page.evaluate(() => new Promise((fim) => requestAnimationFrame(() => requestAnimationFrame(fim))));
}

/**
 * A sortable list's item moved one place down by keyboard alone: its handle focused, Space, ArrowDown,
 * Space, each step checked in dnd-kit's live region as a screen reader hears it. `rotulo` is the item's
 * label (its handle is "Arrastar <rotulo>"), `de` its 1-based position among `total`.
 * An arrow pressed in the instant after the pick-up, before dnd-kit has measured the list, moves nothing
 * (seen on a busy CI machine); it is pressed again only while the pick-up is still the last announcement.
 */
export async function descerPeloTeclado(page: Page, rotulo: string, de: number, total: number) {
  const regiao = page.locator('[id^="DndLiveRegion"]');
  await semEventosPendentes(page);
  const alca = page.getByRole('button', { name: `Arrastar ${rotulo}`, exact: true });
  await alca.focus();
  await page.keyboard.press('Space');
  await expect(regiao).toContainText(`${rotulo} pego, na posição ${de} de ${total}.`);
  await expect(async () => {
    if ((await regiao.textContent())?.includes(`pego, na posição ${de} de`)) await page.keyboard.press('ArrowDown');
    await expect(regiao).toContainText(`${rotulo} está na posição ${de + 1} de ${total}.`, { timeout: 1500 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(regiao).toContainText(`${rotulo} solto na posição ${de + 1} de ${total}.`);
  // The handle keeps the focus through the move and the save.
  await expect(alca).toBeFocused();
}

/**
 * A sortable list's item dragged with the mouse to the top of its list (`lista`, its items the
 * list items), each step checked in dnd-kit's live region: picked up, over position 1, dropped at
 * position 1. The button is released only once dnd-kit says the item is over the first place, so a
 * slow frame on a busy machine cannot drop it one place short (seen on CI).
 */
export async function subirAoTopoPeloMouse(page: Page, lista: Locator, rotulo: string) {
  const regiao = page.locator('[id^="DndLiveRegion"]');
  await semEventosPendentes(page);
  const total = await lista.getByRole('listitem').count();
  const alca = page.getByRole('button', { name: `Arrastar ${rotulo}`, exact: true });
  const de = await alca.boundingBox();
  const para = await lista.getByRole('listitem').first().boundingBox();
  if (!de || !para) throw new Error('sem caixa');
  const x = de.x + de.width / 2;
  await page.mouse.move(x, de.y + de.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, de.y + de.height / 2 - 10, { steps: 3 });
  await expect(regiao).toContainText(`${rotulo} pego, na posição ${total} de ${total}.`);
  await page.mouse.move(x, para.y + para.height / 4, { steps: 12 });
  await expect(regiao).toContainText(`${rotulo} está na posição 1 de ${total}.`);
  await page.mouse.up();
  await expect(regiao).toContainText(`${rotulo} solto na posição 1 de ${total}.`);
}

/**
 * Chooses an image for the image field labelled `rotulo` through the media picker, as an editor
 * does: "Escolher na biblioteca", a search by `busca` (a file name, or words of its alternative
 * text) that must find exactly one image, marked, "Usar esta imagem". Answers the file name chosen.
 */
export async function escolherNaBiblioteca(page: Page, rotulo: string, busca: string): Promise<string> {
  await page.getByRole('button', { name: `Escolher na biblioteca (${rotulo})` }).click();
  const dialogo = page.getByRole('dialog', { name: rotulo });
  await dialogo.getByLabel('Buscar por nome ou texto alternativo').fill(busca);
  await expect(dialogo.getByRole('status').first()).toHaveText(/^1 de 1 imagem com /);
  const opcao = dialogo.getByRole('radio');
  await opcao.check();
  const nome = (await opcao.getAttribute('value')) as string;
  await dialogo.getByRole('button', { name: 'Usar esta imagem' }).click();
  await expect(dialogo).toBeHidden();
  return nome;
}

/**
 * Whether `request` is a POST of a news item's form with this `intent` ("salvar", or the
 * autosave's "autosalvar"): the form posts its fields URL-encoded, the autosave as multipart.
 */
export function postDaNoticia(request: Request, intent: string): boolean {
  if (request.method() !== 'POST' || !/^\/admin\/noticias\/(\d+|nova)(\.data)?$/.test(new URL(request.url()).pathname)) return false;
  const corpo = request.postData() ?? '';
  const enviada = /(?:^|&)intent=(\w+)/.exec(corpo)?.[1] ?? /name="intent"\r\n\r\n(\w+)/.exec(corpo)?.[1];
  return enviada === intent;
}

/**
 * "Salvar" on a news item's form, and the server's answer to it. After the first save the address
 * already ends in `?salvo=salvar#estado`, so waiting for that address alone would go on while this
 * save is still on its way (and read the item before it was written). With or without JavaScript.
 */
export async function salvarNoticia(page: Page) {
  const resposta = page.waitForResponse((r) => postDaNoticia(r.request(), 'salvar'));
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await resposta;
  await expect(page).toHaveURL(/\?salvo=salvar#estado$/);
}

/**
 * What the browser does when a file from the desktop is dropped on `zona` (a media upload's drop
 * zone): dragenter, dragover, drop, with the file in the DataTransfer (built in the page: a
 * DataTransfer cannot cross from Node).
 */
export async function soltarArquivo(page: Page, zona: Locator, nome: string, tipo: string, bytes: Buffer) {
  const transfer = await page.evaluateHandle(
    ([base64, n, t]) => {
      const conteudo = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([conteudo], n, { type: t }));
      return data;
    },
    [bytes.toString('base64'), nome, tipo] as const,
  );
  for (const type of ['dragenter', 'dragover', 'drop']) await zona.dispatchEvent(type, { dataTransfer: transfer });
}
