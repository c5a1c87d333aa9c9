/**
 * The regional page served without React (the cosems-regional route, handle melhorias 'regional';
 * docs/decisions/036): the behaviour that NoticiasRegiao and RegiaoSelect give a hydrated page,
 * on the same server HTML, by the same code (embla-carousel.ts, regiao.ts).
 *
 * - The news carousel: embla with its auto-advance and its buttons (wireCarousel, which the
 *   component calls too): Anterior / Próxima
 *   buttons, and Pausar / Reproduzir (paused from the start for visitors who ask for less motion).
 * - The region selector: choosing a region opens its page at once (without JavaScript, the
 *   "Ver regional" button submits the form, which the route redirects).
 */
import { wireCarousel } from '../features/regionais/embla-carousel';
import { getRegiaoUrl, parseRegiaoId } from '../features/regionais/regiao';
import { prefersReducedMotion } from '../lib/movimento';

export function enhanceRegiao(doc: Document, navigate = (url: string) => doc.location.assign(url)) {
  const reduzirMovimento = prefersReducedMotion(doc.defaultView);
  for (const secao of doc.querySelectorAll<HTMLElement>('section.cosems-embla')) wireCarousel(secao, reduzirMovimento);
  const seletor = doc.querySelector<HTMLSelectElement>('#trocar-regiao');
  seletor?.addEventListener('change', () => {
    const id = parseRegiaoId(seletor.value);
    if (id !== null) navigate(getRegiaoUrl(id));
  });
}
