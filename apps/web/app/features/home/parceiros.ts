/**
 * Partners carousel settings (docs/produto.md §9): 4 slides, scroll 1, autoplay every 2000 ms, loop, dots,
 * no pause on hover; up to 1024 px 3 slides; up to 600 px 2 slides starting at the 2nd slide;
 * up to 480 px 1 slide. Slide widths per breakpoint are in theme.css (.cosems-parceiros-slide).
 */
export const PARCEIROS = {
  slides: 4,
  scroll: 1,
  intervalo: 2000,
  breakpoints: [
    { maxWidth: 1024, slides: 3 },
    { maxWidth: 600, slides: 2, inicio: 1 },
    { maxWidth: 480, slides: 1, inicio: 0 },
  ],
} as const;

/** Embla options for those settings (later breakpoints override earlier ones). */
export const EMBLA_OPTIONS = {
  loop: true,
  align: 'start' as const,
  slidesToScroll: PARCEIROS.scroll,
  startIndex: 0,
  breakpoints: {
    '(max-width: 600px)': { startIndex: 1 },
    '(max-width: 480px)': { startIndex: 0 },
  },
};

/** The partners' pause button says what a press does (WCAG 2.2.2). */
export function getParceirosPauseLabel(tocando: boolean): string {
  return tocando ? 'Pausar carrossel' : 'Reproduzir carrossel';
}
