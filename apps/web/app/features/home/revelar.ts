/**
 * A home section that animates in once, when it first becomes visible (Reveal, and the home's
 * inline script when the page is served without React). The server renders it visible (content
 * readable without JavaScript); only sections still below the fold are hidden here, then revealed
 * by an IntersectionObserver. Nothing moves when the visitor prefers reduced motion.
 * Returns the clean-up.
 */
import { prefersReducedMotion } from '../../lib/movimento';

/** Marks the sections this applies to in the server HTML. */
export const REVELAR_ATRIBUTO = 'data-revelar';

export function prepareReveal(el: HTMLElement): () => void {
  const win = el.ownerDocument.defaultView;
  if (!win || typeof win.IntersectionObserver === 'undefined' || prefersReducedMotion(win)) return () => {};
  const caixa = el.getBoundingClientRect();
  if (caixa.top < win.innerHeight && caixa.bottom > 0) return () => {}; // already on screen: leave it
  el.classList.add('cosems-revelar-pronto');
  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) {
          entry.target.classList.add('cosems-revelado');
          observer.disconnect();
        }
      }
    },
    { threshold: 0.1 },
  );
  observer.observe(el);
  return () => observer.disconnect();
}
