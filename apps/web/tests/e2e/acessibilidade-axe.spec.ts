/**
 * WCAG 2.2 AA audit with axe-core: every page route (the shared ROTAS list, checked against
 * app/routes.ts by seo.spec.ts), in the normal theme and in high contrast, at the project's width
 * (1280 or 360 px). Beyond axe: one h1, headings in order, the landmarks once each, and every link
 * that opens a new tab says so. One test per route and theme: axe takes 5–15 s a page on a 2-core
 * machine, so a single test over every route ran close to its own time limit, and one slow page
 * could fail all of them; apart, they also spread over the workers.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type TestInfo, test } from '@playwright/test';
import { scrollThrough, SITE_ROUTES } from './site-fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Rules the tags above leave out, run too (issue 10, item 5): 'region', a best practice, finds
 * content outside every landmark (the demo notice was); 'label-content-name-mismatch', marked
 * experimental by axe although it is WCAG 2.5.3, finds a link whose name does not contain its
 * visible text (the pagination's "Próximo" was named "Próxima página"); 'landmark-unique', a best
 * practice, finds two landmarks of one role with one name, which a screen reader's list of
 * landmarks cannot tell apart (issue 26, item 2: the regional page's news section and its carousel
 * were both the region "Notícias da regional").
 */
const EXTRA_RULES = {
  region: { enabled: true },
  'label-content-name-mismatch': { enabled: true },
  'landmark-unique': { enabled: true },
};

async function newPage(browser: Browser, info: TestInfo, altoContraste: boolean) {
  const uso = info.project.use;
  const context = await browser.newContext({
    baseURL: uso.baseURL,
    viewport: uso.viewport,
    userAgent: uso.userAgent,
    deviceScaleFactor: uso.deviceScaleFactor,
    isMobile: uso.isMobile,
    hasTouch: uso.hasTouch,
    // No animation halfway through (sections fading in) while axe measures colours.
    reducedMotion: 'reduce',
  });
  if (altoContraste) {
    const url = new URL(uso.baseURL as string);
    await context.addCookies([{ name: 'cosems-contraste', value: 'alto', domain: url.hostname, path: '/' }]);
  }
  return { contexto: context, page: await context.newPage() };
}

for (const altoContraste of [false, true]) {
  const tema = altoContraste ? 'alto contraste' : 'tema normal';
  test.describe(`axe (${tema})`, () => {
    for (const { urlPath: route } of SITE_ROUTES) {
      test(`zero violações WCAG 2.2 AA em ${route} (${tema})`, async ({ browser }, info) => {
        test.setTimeout(90_000);
        const failures: string[] = [];
        const { contexto: context, page } = await newPage(browser, info, altoContraste);
        try {
          await page.goto(route);
          // Hydrated by React, or a reading page's inline script has run (app/sem-hidratacao/, decision 032).
          await expect(page.locator('html[data-hidratado="true"], html[data-melhorado="true"]')).toHaveCount(1, { timeout: 15_000 });
          if (altoContraste) await expect(page.locator('html.alto-contraste')).toHaveCount(1);
          await scrollThrough(page);
          // Beyond axe's WCAG rules: one h1, no skipped heading level, the landmarks once each.
          const structure = await page.evaluate(() => {
            const niveis = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
            const jumps = niveis.flatMap((n, i) => (i > 0 && n > (niveis[i - 1] as number) + 1 ? [`h${niveis[i - 1]}→h${n}`] : []));
            const count = (sel: string) => document.querySelectorAll(sel).length;
            return {
              h1: count('h1'),
              primeiro: niveis[0],
              saltos: jumps,
              main: count('main'),
              header: count('body > header'),
              footer: count('body > footer'),
              // Links opening a new tab must say so in their accessible name (text or aria-label).
              novaAbaMuda: [...document.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]')]
                .filter((a) => !/nova aba/i.test(a.getAttribute('aria-label') ?? a.textContent ?? ''))
                .map((a) => a.href),
            };
          });
          if (
            structure.h1 !== 1 ||
            structure.primeiro !== 1 ||
            structure.saltos.length ||
            structure.main !== 1 ||
            structure.header !== 1 ||
            structure.footer !== 1 ||
            structure.novaAbaMuda.length
          ) {
            failures.push(`${route}: estrutura ${JSON.stringify(structure)}`);
          }
          const result = await new AxeBuilder({ page }).options({ rules: EXTRA_RULES }).withTags(TAGS).analyze();
          const n = result.violations.reduce((t, v) => t + v.nodes.length, 0);
          console.log(`axe – ${tema} – ${info.project.name}: ${route} ${result.violations.length} regras, ${n} nós`);
          for (const v of result.violations) {
            failures.push(
              `${route}: ${v.id} (${v.impact}) – ${v.help}\n${v.nodes
                .map((no) => `    ${no.target.join(' ')} :: ${no.failureSummary?.split('\n').slice(0, 2).join(' ')}`)
                .slice(0, 6)
                .join('\n')}`,
            );
          }
        } finally {
          await context.close();
        }
        expect(failures, 'violações axe').toEqual([]);
      });
    }
  });
}
