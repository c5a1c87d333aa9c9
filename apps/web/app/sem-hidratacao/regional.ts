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
 * - The municipalities' field narrows the list as one types (without JavaScript, its button
 *   sends `?municipio=` and the server's answer hides the others), and the count says how many.
 */
import { wireCarousel } from '../features/regionais/embla-carousel';
import {
  CAMPO_MUNICIPIO_DA_REGIONAL,
  CONTAGEM_MUNICIPIOS_DA_REGIONAL,
  contagemDosMunicipios,
  LISTA_MUNICIPIOS_DA_REGIONAL,
  municipioCombina,
} from '../features/regionais/escolha-do-municipio';
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
  const campo = doc.getElementById(CAMPO_MUNICIPIO_DA_REGIONAL) as HTMLInputElement | null;
  const contagem = doc.getElementById(CONTAGEM_MUNICIPIOS_DA_REGIONAL);
  const itens = [...doc.querySelectorAll<HTMLLIElement>(`#${LISTA_MUNICIPIOS_DA_REGIONAL} > li`)];
  campo?.addEventListener('input', () => {
    let visiveis = 0;
    for (const li of itens) {
      li.hidden = !municipioCombina(li.textContent ?? '', campo.value);
      if (!li.hidden) visiveis++;
    }
    if (contagem) contagem.textContent = contagemDosMunicipios(visiveis, itens.length, campo.value);
  });
}
