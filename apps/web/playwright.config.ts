import fs from 'node:fs';
import path from 'node:path';
import { builtServerFile } from '@cosems/test-support/site-process';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the real built server on the demo content, in the system Chromium
 * (nothing is downloaded). E2E_PORT / E2E_DATA_DIR let two runs coexist on one machine.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, '..', '..', '.tmp', `e2e-data-${port}`);
export const baseURL = `http://127.0.0.1:${port}`;
// A compiled server older than its sources would test yesterday's code: refused here (a missing
// build fails when the server starts).
const buildDir = path.join(import.meta.dirname, process.env.WEB_BUILD_DIR ?? 'build');
if (fs.existsSync(path.join(buildDir, 'server.js'))) builtServerFile(buildDir);

/**
 * The specs the mobile project (360 px) does not load. A spec skipped on mobile test by test is
 * still loaded there, and its beforeAll still ran: a site of its own, accounts created and signed
 * in, 15–30 s each, only to skip every test (about 4 of the 33 minutes of a CI run, 2026-11-29).
 * Every other spec runs in both projects; a new one does too unless it is named here.
 */
const SO_NO_DESKTOP = {
  // Back-office journeys on a site of their own: each walks its journey once at 1280 px and checks
  // 360 or 390 px itself (axe, and the widths the spec sets).
  jornadas: [
    'agenda-admin',
    'auditoria-legivel',
    'blocos-admin',
    'convites',
    'copia',
    'deliberacoes',
    'editor-link-e-video',
    'equipe-diretoria-admin',
    'home-admin',
    'juridico-admin',
    'links-de-previa',
    'lixeira',
    'midia',
    'painel',
    'presidentes-estatuto-admin',
    'publicar-alteracoes',
    'regionais-admin',
    'seletor-de-midia',
    'site-url-aviso',
    'usuarios',
  ],
  // HTTP, HTML and server behaviour: nothing here depends on the viewport (primeira-visita sets
  // the phone itself where it matters).
  servidor: [
    'api-outra-origem',
    'cache-chaves',
    'cache-publico',
    'frente-paginas',
    'fuzz-pages',
    'headers',
    'html-validator',
    'http-cache',
    'imagens-enderecos',
    'metricas',
    'migracao',
    'permissoes',
    'postgres-failures',
    'primeira-visita',
    'production-start',
    'redacao-postgres',
    'segundo-fator-cifrado',
    'xss',
  ],
};
const soNoDesktop = Object.values(SO_NO_DESKTOP)
  .flat()
  .map((nome) => {
    // A renamed spec would quietly run on mobile again: named here, it must exist.
    if (!fs.existsSync(path.join(import.meta.dirname, 'tests/e2e', `${nome}.spec.ts`)))
      throw new Error(`SO_NO_DESKTOP: ${nome}.spec.ts não existe`);
    return `**/${nome}.spec.ts`;
  });

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { baseURL, launchOptions: chromium, trace: 'off' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    {
      name: 'mobile',
      testIgnore: soNoDesktop,
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, launchOptions: chromium },
    },
  ],
  webServer: {
    // The compiled server, as `npm run serve` runs it in production (docs/decisions/018-servidor-compilado.md).
    command: `rm -rf "${dataDir}" && node ${path.join(process.env.WEB_BUILD_DIR ?? 'build', 'server.js')}`,
    cwd: import.meta.dirname,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every browser of the run comes from one address: the per-client limits (API reads, images,
    // uncached renders) would answer 429 to the suite itself. Specs that test them start their own server.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '0', RENDER_LIMIT_MAX: '0' },
  },
});
