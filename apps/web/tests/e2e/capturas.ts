/**
 * The staff guide's screenshots (docs/guia-da-equipe.md, docs/imagens) come from the journeys that
 * show the screens: `CAPTURAS=docs/imagens npx playwright test -c apps/web/playwright.config.ts
 * redacao lixeira auditoria-legivel painel seletor-de-midia editor-link-e-video` (after a build) writes them there. Without CAPTURAS, nothing is
 * written, and a journey runs as in `npm test`.
 */
import path from 'node:path';
import { REPO_ROOT } from '@cosems/test-support/site-process';
import type { Page } from '@playwright/test';

export async function captura(page: Page, nome: string, { rolarParaOTopo = true } = {}) {
  const pasta = process.env.CAPTURAS;
  if (!pasta) return;
  if (rolarParaOTopo) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.resolve(REPO_ROOT, pasta, `${nome}.png`) });
}
