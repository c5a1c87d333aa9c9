/** docs/produto.md §9: useful links in 4 columns of 5 items. */
export const COLUNAS_LINKS = 4;
export const ITENS_POR_COLUNA = 5;

/** Splits the links into up to 4 columns of up to 5 items each (at most 20 links show). */
export function colunasDeLinks<T>(links: readonly T[], colunas = COLUNAS_LINKS, porColuna = ITENS_POR_COLUNA): T[][] {
  const resultado: T[][] = [];
  for (let i = 0; i < colunas && i * porColuna < links.length; i++) {
    resultado.push(links.slice(i * porColuna, (i + 1) * porColuna));
  }
  return resultado;
}
