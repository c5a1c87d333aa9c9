import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * After a client navigation to another path, moves focus to the new page's h1 (or to <main>
 * when there is none), so screen-reader and keyboard users start at the new content instead of
 * the link they left. Nothing happens on first load, nor when only the query or hash changes, nor
 * when the navigation says the page is the same one under a new address (`MANTER_FOCO` in its
 * state: "Nova notícia" taking its item's number after the first autosave, while the officer types).
 */
export const MANTER_FOCO = { manterFoco: true } as const;

export function NavigationFocus() {
  const { pathname, state } = useLocation();
  const navigation = useNavigation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    if (navigation.state !== 'idle') return;
    if (previous.current === null) {
      previous.current = pathname;
      return;
    }
    if (previous.current === pathname) return;
    previous.current = pathname;
    if ((state as Partial<typeof MANTER_FOCO> | null)?.manterFoco) return;
    const main = document.getElementById('conteudo');
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname, navigation.state, state]);

  return null;
}
