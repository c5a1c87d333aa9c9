/** docs/produto.md §9: useful links in 4 columns of 5 items. */
export const LINK_COLUMNS = 4;
export const ITEMS_PER_COLUMN = 5;

/** Splits the links into up to 4 columns of up to 5 items each (at most 20 links show). */
export function splitLinkColumns<T>(links: readonly T[], columns = LINK_COLUMNS, porColuna = ITEMS_PER_COLUMN): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < columns && i * porColuna < links.length; i++) {
    result.push(links.slice(i * porColuna, (i + 1) * porColuna));
  }
  return result;
}
