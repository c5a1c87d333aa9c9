import type { ShortcutTarget } from './preferences';

function visible(el: HTMLElement | null): el is HTMLElement {
  return !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
}

/**
 * Moves focus to a target of the bar. On mobile the search input is hidden behind the icon that
 * opens the 'Pesquisa Manual' dialog: [3] then focuses that icon button (Enter opens the dialog).
 * Targets that are not focusable themselves (nav, footer) get tabindex=-1.
 */
export function focusTarget(target: ShortcutTarget) {
  let el = document.getElementById(target);
  if (target === 'busca' && !visible(el)) el = document.querySelector<HTMLElement>('.cosems-busca-icone');
  if (!el) return;
  if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.setAttribute('tabindex', '-1');
  el.focus();
  el.scrollIntoView?.({ block: 'nearest' });
}
