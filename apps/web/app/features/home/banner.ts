/** docs/produto.md §9: banner titles are cut to 200 characters. */
export const BANNER_TITLE_MAX = 200;
/** docs/produto.md §9: the banner's down arrow scrolls the page down 600 px. */
export const ARROW_SCROLL = 600;
/** docs/produto.md §4/§9: carousel defaults. */
export const CAROUSEL_INTERVAL = 5000;

/** The banner's pause button says what a press does (WCAG 2.2.2). */
export function getBannerPauseLabel(pausado: boolean): string {
  return pausado ? 'Reproduzir banner' : 'Pausar banner';
}
