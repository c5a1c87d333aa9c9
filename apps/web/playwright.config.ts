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
    { name: 'mobile', use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, launchOptions: chromium } },
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
