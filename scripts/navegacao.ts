/**
 * `npm run navegacao`: how following a link feels on a phone, on Lighthouse's mobile profile
 * (slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; CPU 4× slower), in the system
 * Chromium. Starts the built site (`npm run build` first; WEB_BUILD_DIR picks another build) on a
 * fresh embedded database with the demo content.
 *
 * Each run opens the news list with an empty cache, then clicks the first news item, then that
 * item's 'Próximo' link, then the menu's 'Notícias' link, then the logo (the home page), then the
 * banner's news item; it times each click until the next
 * page's title (its <h1>) is on screen, whether the page came by a client-side navigation (a
 * hydrated page) or by a new document (a reading page served without React, docs/decisions/032).
 * Prints the median of NAVEGACAO_RUNS runs (default 5) per step. A measurement, not a test.
 */
import { chromium } from '@playwright/test';
import { freePort, launchSite } from '@cosems/test-support/site-process';
import { describeMachine, MEASURE_ENV, measurePort, median } from './lib/measure.ts';

const RUNS = Number(process.env.NAVEGACAO_RUNS ?? 5);

/** Lighthouse's simulated mobile network and CPU (its default "slow 4G" throttling). */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

interface Step {
  nome: string;
  /** The link to click, on the page at hand. */
  link: (page: import('@playwright/test').Page) => import('@playwright/test').Locator;
}

const STEPS: Step[] = [
  { nome: 'lista → primeira notícia', link: (p) => p.locator('article.cosems-card a').first() },
  { nome: 'notícia → Próximo', link: (p) => p.getByRole('link', { name: /^Próximo/ }).first() },
  { nome: 'notícia → menu Notícias', link: (p) => p.locator('#menu-principal').getByRole('link', { name: 'Notícias', exact: true }) },
  { nome: 'lista → logo (página inicial)', link: (p) => p.locator('a.navbar-brand') },
  { nome: 'inicial → notícia do banner', link: (p) => p.locator('.cosems-banner .carousel-item.active h2 a') },
];

async function main() {
  const port = measurePort() ?? (await freePort());
  const site = await launchSite({ env: { ...MEASURE_ENV, SITE_URL: `http://127.0.0.1:${port}` }, port: port, output: 'inherit' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const times: number[][] = STEPS.map(() => []);
  const firstVisit: number[] = [];
  try {
    // One unmeasured run fills the site's caches (rendered pages, image variants).
    for (let run = -1; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const started = Date.now();
      await page.goto(`${site.url}/lista-noticias`);
      await page.locator('h1').first().waitFor();
      if (run >= 0) firstVisit.push(Date.now() - started);
      await page.waitForLoadState('load');
      for (const [i, step] of STEPS.entries()) {
        const before = await page.locator('h1').first().textContent();
        // The menu's links sit behind the toggler on a phone.
        if (step.nome.includes('menu')) await page.locator('.navbar-toggler').click();
        const link = step.link(page);
        const t0 = Date.now();
        await link.click();
        // The next page's title: an <h1> on screen whose whole text differs from the previous one.
        const exato = new RegExp(`^\\s*${(before ?? '').trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
        await page.locator('h1', { hasNotText: exato }).first().waitFor({ state: 'visible' });
        if (run >= 0) times[i]?.push(Date.now() - t0);
        await page.waitForLoadState('load');
      }
      await context.close();
    }
    console.log(`\nNavegação no perfil móvel do Lighthouse (4G lento, CPU 4×), mediana de ${RUNS} execuções — ${describeMachine()}\n`);
    console.log(`  primeira visita à lista (até o título)  ${String(Math.round(median(firstVisit))).padStart(5)} ms`);
    for (const [i, step] of STEPS.entries()) {
      console.log(`  ${step.nome.padEnd(38)} ${String(Math.round(median(times[i] ?? []))).padStart(5)} ms`);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}

await main();
