/**
 * axe (WCAG 2.2 AA) on a page at rest: one place for the tags, for how a page is made to rest, and
 * for how a violation reads in a failure.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The violations axe finds, each as "{rótulo}{rule}: {targets}". First the page is put at rest: the
 * pointer away from the content (a button under it, the one just clicked or one a narrower layout
 * moved there, is hovered) and no CSS transition running, since a button read mid-way between its
 * two colours fails color-contrast (seen on CI: `.btn-outline-primary` just after a click). Only
 * transitions are awaited: an animation may run for ever (a spinner) and is not a colour change.
 */
export async function violacoesAxe(page: Page, rotulo = '', builder = (b: AxeBuilder) => b): Promise<string[]> {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
  const result = await builder(new AxeBuilder({ page }).withTags(WCAG_TAGS)).analyze();
  return result.violations.map((v) => `${rotulo}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * No axe violation at each width of `larguras` (then back to 1280 × 900); with `semRolagem`, also
 * nothing wider than the window (reflow, WCAG 1.4.10). `larguras: []` checks the page at its
 * current size only.
 */
export async function semViolacoes(
  page: Page,
  { larguras = [1280, 360], rotulo = '', semRolagem = false }: { larguras?: readonly number[]; rotulo?: string; semRolagem?: boolean } = {},
) {
  if (larguras.length === 0) {
    expect(await violacoesAxe(page, rotulo)).toEqual([]);
    if (semRolagem) await semRolagemLateral(page);
    return;
  }
  for (const width of larguras) {
    await page.setViewportSize({ width, height: 800 });
    expect(await violacoesAxe(page, `${rotulo}${width}px `)).toEqual([]);
    if (semRolagem) await semRolagemLateral(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function semRolagemLateral(page: Page) {
  const largura = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `sem rolagem horizontal a ${largura}px`).toBeLessThanOrEqual(
    largura,
  );
}
