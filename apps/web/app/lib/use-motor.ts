import { type RefObject, useEffect, useRef } from 'react';
import type { CriarMotor, Motor } from './motor';
import { prefersReducedMotion } from './movimento';

/**
 * Runs an engine on the HTML the component rendered in the returned ref: the same engine the page's
 * inline script runs when it is served without React (docs/decisions/037). `carregar` is usually a
 * dynamic import, so that the engine (embla) is not part of a first download. A new `chave` (the
 * component's list) is new HTML: the old engine is destroyed first, then a new one made. If loading
 * fails (offline, a new deploy), `aoFalhar` is called and the HTML stays as rendered.
 */
export function useMotor<E extends HTMLElement>(
  carregar: () => Promise<CriarMotor<E>>,
  chave: unknown,
  aoFalhar?: () => void,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new list (chave) means new HTML; the loaders are the same code each render
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let ativo = true;
    let motor: Motor | null = null;
    carregar()
      .then((criar) => {
        if (ativo) motor = criar(el, prefersReducedMotion(window));
      })
      .catch(() => {
        if (ativo) aoFalhar?.();
      });
    return () => {
      ativo = false;
      motor?.destruir();
    };
  }, [chave]);
  return ref;
}
