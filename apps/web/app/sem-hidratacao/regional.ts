/**
 * The regional page served without React (the cosems-regional route, handle melhorias 'regional';
 * docs/decisions/036): the behaviour that NoticiasRegiao and RegiaoSelect give a hydrated page,
 * on the same server HTML, from the same rules (embla-carousel.ts, regiao.ts).
 *
 * - The news carousel: embla with its auto-advance (createCarousel), the Anterior / Próxima
 *   buttons, and Pausar / Reproduzir (paused from the start for visitors who ask for less motion).
 * - The region selector: choosing a region opens its page at once (without JavaScript, the
 *   "Ver regional" button submits the form, which the route redirects).
 */
import { createCarousel } from '../features/regionais/embla-carousel';
import { getPauseLabel, getRegiaoUrl, parseRegiaoId } from '../features/regionais/regiao';

function enhanceCarousel(secao: HTMLElement, reduzirMovimento: boolean) {
  const viewport = secao.querySelector<HTMLElement>('.cosems-embla__viewport');
  const [anterior, pausa, proxima] = Array.from(secao.querySelectorAll<HTMLButtonElement>('.cosems-embla__controles button'));
  if (!viewport || !anterior || !pausa || !proxima) return;
  let pausado = reduzirMovimento;
  pausa.textContent = getPauseLabel(pausado);
  const controle = createCarousel(viewport, pausado, (podeVoltar, podeAvancar) => {
    anterior.disabled = !podeVoltar;
    proxima.disabled = !podeAvancar;
  });
  anterior.addEventListener('click', () => controle.anterior());
  proxima.addEventListener('click', () => controle.proxima());
  pausa.addEventListener('click', () => {
    pausado = !pausado;
    pausa.textContent = getPauseLabel(pausado);
    controle.pausar(pausado);
  });
}

export function enhanceRegiao(doc: Document, navigate = (url: string) => doc.location.assign(url)) {
  const reduzirMovimento = doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  for (const secao of doc.querySelectorAll<HTMLElement>('section.cosems-embla')) enhanceCarousel(secao, reduzirMovimento);
  const seletor = doc.querySelector<HTMLSelectElement>('#trocar-regiao');
  seletor?.addEventListener('change', () => {
    const id = parseRegiaoId(seletor.value);
    if (id !== null) navigate(getRegiaoUrl(id));
  });
}
