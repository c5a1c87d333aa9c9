/**
 * The regional news carousel's engine, loaded with a dynamic import once the page has rendered:
 * embla, its autoplay plugin and the pause rules stay out of the JS a first visit must download
 * (scripts/check-js-budget.ts). The slides and buttons are already in the server HTML.
 */
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { showControls } from '../../lib/motor';
import { getPauseLabel } from './regiao';

/** docs/produto.md §4: carousels advance every 5000 ms by default; §4's 40 px swipe threshold. */
const INTERVALO_MS = 5000;
const LIMIAR_ARRASTE_PX = 40;

export interface CarouselControl {
  anterior(): void;
  proxima(): void;
  /** The visitor's Pause/Play button (or a reduced-motion preference). */
  pausar(pausadoPeloVisitante: boolean): void;
  destruir(): void;
}

/** Plays or stops auto-advance; with everything in view (a single snap) there is nothing to play. */
function applyAutoplay(embla: EmblaCarouselType, pausado: boolean) {
  const autoplay = embla.plugins().autoplay;
  if (!autoplay || embla.scrollSnapList().length <= 1) return;
  if (pausado) autoplay.stop();
  else autoplay.play();
}

export function createCarousel(
  viewport: HTMLElement,
  pausadoPeloVisitante: boolean,
  aoMudar: (canGoBack: boolean, canGoForward: boolean) => void,
): CarouselControl {
  // Pausing is decided here, not by the plugin: the visitor's Pause button wins over hover/focus.
  const embla = EmblaCarousel(viewport, { loop: true, align: 'start', dragThreshold: LIMIAR_ARRASTE_PX }, [
    Autoplay({ delay: INTERVALO_MS, playOnInit: false, stopOnMouseEnter: false, stopOnFocusIn: false, stopOnInteraction: false }),
  ]);
  let visitante = pausadoPeloVisitante;
  let hovered = false;
  let focused = false;
  // The plugin restarts itself after a drag and stops on re-init (resize): re-apply the state.
  const apply = () => applyAutoplay(embla, visitante || hovered || focused);
  const update = () => aoMudar(embla.canScrollPrev(), embla.canScrollNext());

  // Auto-advance pauses while the pointer is over the slides or a slide's link has focus.
  const enter = () => {
    hovered = true;
    apply();
  };
  const leave = () => {
    hovered = false;
    apply();
  };
  const focus = () => {
    focused = true;
    apply();
  };
  const blur = (e: FocusEvent) => {
    if (viewport.contains(e.relatedTarget as Node | null)) return;
    focused = false;
    apply();
  };
  viewport.addEventListener('mouseenter', enter);
  viewport.addEventListener('mouseleave', leave);
  viewport.addEventListener('focusin', focus);
  viewport.addEventListener('focusout', blur);
  embla.on('select', update).on('reInit', update).on('reInit', apply).on('pointerUp', apply);
  update();
  apply();

  return {
    anterior: () => embla.scrollPrev(),
    proxima: () => embla.scrollNext(),
    pausar(pausado) {
      visitante = pausado;
      apply();
    },
    destruir() {
      viewport.removeEventListener('mouseenter', enter);
      viewport.removeEventListener('mouseleave', leave);
      viewport.removeEventListener('focusin', focus);
      viewport.removeEventListener('focusout', blur);
      embla.destroy();
    },
  };
}

/**
 * The carousel's engine wired to the HTML NoticiasRegiao renders (a section.cosems-embla with its
 * viewport and the Anterior / Pausar / Próxima buttons): the same code for both ways the regional
 * page runs, its inline script when served without React (app/sem-hidratacao/regional.ts) and the
 * component after a client-side navigation (docs/decisions/036, 037). Paused from the start for
 * visitors who prefer reduced motion. destruir() puts the buttons back as they were rendered.
 */
export function wireCarousel(secao: HTMLElement, reduzirMovimento: boolean): CarouselControl | null {
  const viewport = secao.querySelector<HTMLElement>('.cosems-embla__viewport');
  const [anterior, pausa, proxima] = Array.from(secao.querySelectorAll<HTMLButtonElement>('.cosems-embla__controles button'));
  if (!viewport || !anterior || !pausa || !proxima) return null;
  let pausado = reduzirMovimento;
  pausa.textContent = getPauseLabel(pausado);
  const controle = createCarousel(viewport, pausado, (podeVoltar, podeAvancar) => {
    anterior.disabled = !podeVoltar;
    proxima.disabled = !podeAvancar;
  });
  const voltar = () => controle.anterior();
  const avancar = () => controle.proxima();
  const alternar = () => {
    pausado = !pausado;
    pausa.textContent = getPauseLabel(pausado);
    controle.pausar(pausado);
  };
  anterior.addEventListener('click', voltar);
  proxima.addEventListener('click', avancar);
  pausa.addEventListener('click', alternar);
  const esconderControles = showControls([secao.querySelector('.cosems-embla__controles')]);
  return {
    ...controle,
    destruir() {
      anterior.removeEventListener('click', voltar);
      proxima.removeEventListener('click', avancar);
      pausa.removeEventListener('click', alternar);
      controle.destruir();
      esconderControles();
      anterior.disabled = false;
      proxima.disabled = false;
      pausa.textContent = getPauseLabel(false);
    },
  };
}
