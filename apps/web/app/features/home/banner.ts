/** docs/produto.md §9: banner titles are cut to 200 characters. */
export const CORTE_TITULO_BANNER = 200;
/** docs/produto.md §9: the banner's down arrow scrolls the page down 600 px. */
export const ROLAGEM_SETA = 600;
/** docs/produto.md §4/§9: carousel defaults. */
export const INTERVALO_CARROSSEL = 5000;
