import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * After a client navigation to another path, moves focus to the new page's h1 (or to <main>
 * when there is none), so screen-reader and keyboard users start at the new content instead of
 * the link they left. Nothing happens on first load, nor when only the query or hash changes.
 */
export function NavigationFocus() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const anterior = useRef<string | null>(null);

  useEffect(() => {
    if (navigation.state !== 'idle') return;
    if (anterior.current === null) {
      anterior.current = pathname;
      return;
    }
    if (anterior.current === pathname) return;
    anterior.current = pathname;
    const main = document.getElementById('conteudo');
    const alvo = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!alvo) return;
    if (!alvo.hasAttribute('tabindex')) alvo.setAttribute('tabindex', '-1');
    alvo.focus({ preventScroll: true });
  }, [pathname, navigation.state]);

  return null;
}
