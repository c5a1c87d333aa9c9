/** docs/produto.md §9: banner titles are cut to 200 characters. */
export const BANNER_TITLE_MAX = 200;
/** docs/produto.md §9: the banner's down arrow scrolls the page down 600 px. */
export const ARROW_SCROLL = 600;
/** docs/produto.md §4/§9: carousel defaults. */
export const CAROUSEL_INTERVAL = 5000;
