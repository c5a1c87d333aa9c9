/** Numbers that docs/produto.md §9 fixes that both the API and the site need. */
export const PAGE_SIZE = 12;
/**
 * The most news items /api/noticia/name/{text} answers: the newest that match (docs/decisions/049).
 * Any text may be asked for, and "a" matches nearly every title: without a ceiling each such
 * request would build the whole archive (megabytes, a second of work at 15,000 items).
 */
export const TITLE_SEARCH_LIMIT = 200;
/**
 * How many of a text search's newest matches are ranked by relevance: the first ten pages
 * (docs/decisions/049, revised on 2026-11-28 from 600). A multiple of the page size: a page is
 * either among them or after them, where the older matches follow by date. Ranking reads each
 * candidate's tsvector, so a word found in nearly every item costs the same in any archive.
 */
export const SEARCH_RANKED = 10 * PAGE_SIZE;
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
/** One of IMAGE_WIDTHS: the type of every width the site writes in an address, so no other compiles. */
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/**
 * The largest image, in pixels (width × height), that the bundle import accepts and that the
 * variants decode: a decompression bomb (a small file that decodes to gigabytes) is refused at the
 * door, well below sharp's default of 268 megapixels (issue 15). 40 MP is a 7,700 × 5,200 photo.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * The share image (og:image, twitter:image) of a news item: `/image/{file}?recorte=social`, cut to
 * 1200 × 630 (the size the social networks draw) around the image's focal point (media library).
 */
export const SHARE_IMAGE = { largura: 1200, altura: 630 } as const;
/**
 * The longest text `/api/municipios?nome=` accepts (a longer one is a 400): a municipality's name is
 * at most 32 characters; the search reads the first 100 (buscarMunicipiosMg).
 */
export const MUNICIPIO_BUSCA_MAX = 200;
