/** Numbers that docs/produto.md §9 fixes that both the API and the site need. */
export const PAGE_SIZE = 12;
/** Block type whose value names a news item's main image (docs/produto.md §3). */
export const MAIN_IMAGE_BLOCK = 'image';
/** Prefix of block values that may serve as fall-back image (docs/produto.md §3). */
export const FALLBACK_IMAGE_PREFIX = 'notice_';
export const DEFAULT_IMAGE = 'Default.jpg';
/**
 * Widths (px) of the image variants `/image/{file}?w=N` serves, and the only ones it accepts: the
 * sizes the layout draws (logos and portraits 160–320, cards 320–640, detail 640–1280, banner up to
 * 1920), which together cover 1x to 3x screens without one variant per pixel.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;
