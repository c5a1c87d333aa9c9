/** Error pages: unknown paths, the 404 and 500 pages, and an API that stops answering. */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { openHydrated, expect, DOCUMENT_STATUS_ERROR, test, checkLayout } from './site-fixtures';

const RAIZ = path.resolve(import.meta.dirname, '..', '..', '..', '..');

test.describe('404 and 500 pages', () => {
  test.use({ expectedErrors: [DOCUMENT_STATUS_ERROR] });

  test('an unknown path lands on /404', async ({ page }, info) => {
    await page.goto('/caminho/que-nao-existe');
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina não encontrada 404');
    await checkLayout(page, 'nao-encontrada', info);
  });

  test('the 500 page apologises and says the team was notified', async ({ page }, info) => {
    const res = await page.goto('/500');
    expect(res?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erro Interno 500');
    await expect(page.getByText(/Desculpe.*equipe já foi notificada/)).toBeVisible();
    await checkLayout(page, 'erro-interno', info);
  });

  test('a broken link inside the site also lands on /404 (client navigation)', async ({ page }) => {
    await openHydrated(page, '/');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/nao-existe';
      a.textContent = 'quebrado';
      a.id = 'link-quebrado';
      document.querySelector('main')?.prepend(a);
    });
    await page.locator('#link-quebrado').click();
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina não encontrada 404');
  });
});

/** A compiled server (npm run build), as production runs it. */
function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [script], {
    cwd: RAIZ,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'fatal', ...env },
    stdio: 'ignore',
  });
}

async function waitReady(url: string, limite = 60_000) {
  const end = Date.now() + limite;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} não respondeu`);
}

async function stop(processo: ChildProcess | undefined) {
  if (!processo || processo.exitCode !== null) return;
  const saiu = new Promise((r) => processo.once('exit', r));
  processo.kill('SIGTERM');
  await Promise.race([saiu, new Promise((r) => setTimeout(r, 5000))]);
  if (processo.exitCode === null) processo.kill('SIGKILL');
}

test.describe('an API that stops answering', () => {
  test('shows the 500 page, never a blank screen', async ({ browser }, info) => {
    test.setTimeout(120_000);
    const base = Number(process.env.E2E_PORT ?? 4173) + (info.project.name === 'mobile' ? 30 : 20);
    const apiPort = base;
    const sitePort = base + 1;
    const apiDir = path.join(RAIZ, '.tmp', `e2e-api-parada-${apiPort}`);
    const siteDir = path.join(RAIZ, '.tmp', `e2e-site-parada-${sitePort}`);
    rmSync(apiDir, { recursive: true, force: true });
    rmSync(siteDir, { recursive: true, force: true });
    let apiProc: ChildProcess | undefined;
    let siteProc: ChildProcess | undefined;
    try {
      apiProc = start('apps/api/build/server.js', { PORT: String(apiPort), DATA_DIR: apiDir });
      siteProc = start(`apps/web/${process.env.WEB_BUILD_DIR ?? 'build'}/server.js`, {
        PORT: String(sitePort),
        DATA_DIR: siteDir,
        API_URL: `http://127.0.0.1:${apiPort}`,
      });
      await waitReady(`http://127.0.0.1:${apiPort}/api/site`);
      await waitReady(`http://127.0.0.1:${sitePort}/healthz`);
      const before = await fetch(`http://127.0.0.1:${sitePort}/lista-noticias`);
      expect(before.status).toBe(200);
      expect(await before.text()).toContain('Notícias do SUS e COSEMS/MG');

      await stop(apiProc);
      // This site runs on its own port, so the page comes from a fresh context, not the fixture.
      const context = await browser.newContext({ viewport: info.project.use.viewport ?? null });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && !DOCUMENT_STATUS_ERROR.test(m.text())) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      const res = await page.goto(`http://127.0.0.1:${sitePort}/lista-noticias`);
      expect(res?.status()).toBe(500);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erro Interno 500');
      const res2 = await page.goto(`http://127.0.0.1:${sitePort}/`);
      expect(res2?.status()).toBe(500);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erro Interno 500');
      expect(errors, 'erros no console do navegador').toEqual([]);
      await context.close();
    } finally {
      await stop(apiProc);
      await stop(siteProc);
      rmSync(apiDir, { recursive: true, force: true });
      rmSync(siteDir, { recursive: true, force: true });
    }
  });
});
