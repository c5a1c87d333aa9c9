/**
 * The regional news carousel's engine, loaded with a dynamic import once the page has hydrated:
 * embla, its autoplay plugin and the pause rules stay out of the JS a first visit must download
 * (scripts/check-js-budget.ts). The slides and buttons are already in the server HTML.
 */
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';

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
function aplicarAutoplay(embla: EmblaCarouselType, pausado: boolean) {
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
  let sobCursor = false;
  let comFoco = false;
  // The plugin restarts itself after a drag and stops on re-init (resize): re-apply the state.
  const aplicar = () => aplicarAutoplay(embla, visitante || sobCursor || comFoco);
  const atualizar = () => aoMudar(embla.canScrollPrev(), embla.canScrollNext());

  // Auto-advance pauses while the pointer is over the slides or a slide's link has focus.
  const entrar = () => {
    sobCursor = true;
    aplicar();
  };
  const sair = () => {
    sobCursor = false;
    aplicar();
  };
  const focar = () => {
    comFoco = true;
    aplicar();
  };
  const desfocar = (e: FocusEvent) => {
    if (viewport.contains(e.relatedTarget as Node | null)) return;
    comFoco = false;
    aplicar();
  };
  viewport.addEventListener('mouseenter', entrar);
  viewport.addEventListener('mouseleave', sair);
  viewport.addEventListener('focusin', focar);
  viewport.addEventListener('focusout', desfocar);
  embla.on('select', atualizar).on('reInit', atualizar).on('reInit', aplicar).on('pointerUp', aplicar);
  atualizar();
  aplicar();

  return {
    anterior: () => embla.scrollPrev(),
    proxima: () => embla.scrollNext(),
    pausar(pausado) {
      visitante = pausado;
      aplicar();
    },
    destruir() {
      viewport.removeEventListener('mouseenter', entrar);
      viewport.removeEventListener('mouseleave', sair);
      viewport.removeEventListener('focusin', focar);
      viewport.removeEventListener('focusout', desfocar);
      embla.destroy();
    },
  };
}
