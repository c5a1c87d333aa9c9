/**
 * The banner's behaviour, on the HTML that BannerCarousel renders (Bootstrap's carousel markup, with
 * the fade). One implementation for both ways the home page runs: served without React, where the
 * home's inline script calls it (app/sem-hidratacao/inicial.ts), and rendered by React after a
 * client-side navigation, where the component calls it once mounted (docs/decisions/036).
 *
 * docs/produto.md §2/§4: fade, 5000 ms, wraps, pauses while the pointer is over it, 40 px swipes.
 * WCAG 2.2.2: the visible Pausar/Reproduzir button stops auto-advance; so does focus anywhere in
 * the banner, and a reduced-motion preference (paused from the start). The arrow keys change the
 * slide; focus inside the slides follows to the new slide's link (the old one is hidden).
 */
import { type Motor, showControls } from '../../lib/motor';
import { ARROW_SCROLL, CAROUSEL_INTERVAL, getBannerPauseLabel } from './banner';

/** react-bootstrap's and Bootstrap's swipe threshold (docs/produto.md §4). */
const LIMIAR_DO_TOQUE_PX = 40;

type Sentido = 'proxima' | 'anterior';

/** Bootstrap's classes for a slide coming in from either side, and for the move itself. */
const CLASSES: Record<Sentido, { ordem: string; direcao: string }> = {
  proxima: { ordem: 'carousel-item-next', direcao: 'carousel-item-start' },
  anterior: { ordem: 'carousel-item-prev', direcao: 'carousel-item-end' },
};

/** The CSS transition's length on an element, in ms (0 with reduced motion: Bootstrap sets none). */
function transitionMs(el: HTMLElement): number {
  const estilo = el.ownerDocument.defaultView?.getComputedStyle(el);
  const segundos = (valor: string | undefined) => {
    const primeiro = (valor ?? '').split(',')[0]?.trim() ?? '';
    const n = Number.parseFloat(primeiro);
    if (!Number.isFinite(n)) return 0;
    return primeiro.endsWith('ms') ? n / 1000 : n;
  };
  return Math.round((segundos(estilo?.transitionDuration) + segundos(estilo?.transitionDelay)) * 1000);
}

export function createBanner(secao: HTMLElement, reduzirMovimento: boolean): Motor {
  const doc = secao.ownerDocument;
  const win = doc.defaultView;
  const carrossel = secao.querySelector<HTMLElement>('.carousel');
  const interno = secao.querySelector<HTMLElement>('.carousel-inner');
  const itens = Array.from(secao.querySelectorAll<HTMLElement>('.carousel-item'));
  const indicadores = Array.from(secao.querySelectorAll<HTMLButtonElement>('.carousel-indicators button'));
  const pausa = secao.querySelector<HTMLButtonElement>('.cosems-banner-pausa');
  const inicial = Math.max(
    0,
    itens.findIndex((i) => i.classList.contains('active')),
  );
  const desfazer: Array<() => void> = [];
  // Touch listeners are passive: the banner reads a swipe, it never holds back the page's scrolling.
  const ouvir = <K extends keyof HTMLElementEventMap>(el: HTMLElement | null, tipo: K, fn: (e: HTMLElementEventMap[K]) => void) => {
    if (!el) return;
    el.addEventListener(tipo, fn, { passive: tipo.startsWith('touch') });
    desfazer.push(() => el.removeEventListener(tipo, fn));
  };

  let atual = inicial;
  let pausadoPeloVisitante = reduzirMovimento;
  let ponteiroSobre = false;
  let comFoco = false;
  let emTransicao = false;
  let avanco: ReturnType<typeof setTimeout> | undefined;
  let fimDaTransicao: ReturnType<typeof setTimeout> | undefined;

  function marcarIndicador(indice: number) {
    indicadores.forEach((b, i) => {
      b.classList.toggle('active', i === indice);
      b.setAttribute('aria-current', String(i === indice));
    });
  }

  function mostrarPausa() {
    if (pausa) pausa.textContent = getBannerPauseLabel(pausadoPeloVisitante);
  }

  /** (Re)starts the 5 s countdown to the next slide, unless something holds the banner still. */
  function agendar() {
    clearTimeout(avanco);
    avanco = undefined;
    if (pausadoPeloVisitante || ponteiroSobre || comFoco || emTransicao || itens.length < 2) return;
    avanco = setTimeout(() => ir(atual + 1, 'proxima'), CAROUSEL_INTERVAL);
  }

  function ir(destino: number, sentido: Sentido) {
    if (emTransicao || itens.length < 2) return;
    const novo = (destino + itens.length) % itens.length;
    const de = itens[atual];
    const para = itens[novo];
    if (novo === atual || !de || !para) return;
    // Read before the move: the old slide is hidden at its end.
    const focoNosSlides = !!interno?.contains(doc.activeElement);
    const { ordem, direcao } = CLASSES[sentido];
    emTransicao = true;
    agendar();
    marcarIndicador(novo);
    para.classList.add(ordem);
    void para.offsetHeight; // a reflow, so that the fade runs from the new slide's start state
    de.classList.add(direcao);
    para.classList.add(direcao);
    fimDaTransicao = setTimeout(() => {
      para.classList.remove(ordem, direcao);
      para.classList.add('active');
      de.classList.remove('active', direcao);
      atual = novo;
      emTransicao = false;
      if (focoNosSlides) para.querySelector<HTMLElement>('a')?.focus();
      agendar();
    }, transitionMs(para));
  }

  ouvir(pausa, 'click', () => {
    pausadoPeloVisitante = !pausadoPeloVisitante;
    mostrarPausa();
    agendar();
  });
  ouvir(secao.querySelector<HTMLElement>('.carousel-control-prev'), 'click', () => ir(atual - 1, 'anterior'));
  ouvir(secao.querySelector<HTMLElement>('.carousel-control-next'), 'click', () => ir(atual + 1, 'proxima'));
  indicadores.forEach((b, i) => {
    ouvir(b, 'click', () => ir(i, i > atual ? 'proxima' : 'anterior'));
  });
  ouvir(carrossel, 'keydown', (e) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    if (e.key === 'ArrowLeft') ir(atual - 1, 'anterior');
    else ir(atual + 1, 'proxima');
  });
  ouvir(carrossel, 'mouseenter', () => {
    ponteiroSobre = true;
    agendar();
  });
  ouvir(carrossel, 'mouseleave', () => {
    ponteiroSobre = false;
    agendar();
  });
  let inicioDoToque: number | null = null;
  ouvir(carrossel, 'touchstart', (e) => {
    inicioDoToque = e.touches[0]?.clientX ?? null;
  });
  ouvir(carrossel, 'touchend', (e) => {
    const fim = e.changedTouches[0]?.clientX;
    if (inicioDoToque === null || fim === undefined) return;
    const dx = fim - inicioDoToque;
    inicioDoToque = null;
    if (dx > LIMIAR_DO_TOQUE_PX) ir(atual - 1, 'anterior');
    else if (dx < -LIMIAR_DO_TOQUE_PX) ir(atual + 1, 'proxima');
  });
  ouvir(secao, 'focusin', () => {
    comFoco = true;
    agendar();
  });
  ouvir(secao, 'focusout', (e) => {
    if (secao.contains(e.relatedTarget as Node | null)) return;
    comFoco = false;
    agendar();
  });
  ouvir(secao.querySelector<HTMLElement>('.cosems-banner-seta'), 'click', () => {
    win?.scrollBy({ top: ARROW_SCROLL, behavior: 'smooth' });
  });

  mostrarPausa();
  agendar();
  desfazer.push(
    showControls([
      pausa,
      secao.querySelector('.carousel-indicators'),
      secao.querySelector('.carousel-control-prev'),
      secao.querySelector('.carousel-control-next'),
      secao.querySelector('.cosems-banner-seta'),
    ]),
  );

  return {
    destruir() {
      clearTimeout(avanco);
      clearTimeout(fimDaTransicao);
      for (const f of desfazer) f();
      itens.forEach((item, i) => {
        item.classList.remove(...Object.values(CLASSES).flatMap((c) => [c.ordem, c.direcao]));
        item.classList.toggle('active', i === inicial);
      });
      marcarIndicador(inicial);
      if (pausa) pausa.textContent = getBannerPauseLabel(false);
    },
  };
}
