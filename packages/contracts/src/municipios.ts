/**
 * How a municipality's name is compared, wherever a person types one: the back office's and the
 * public search (@cosems/db, registro), and the answer of "Qual é a minha regional?" on /secretarios.
 */

/** No accents, case, hyphens or apostrophes ("Olhos-d'Água" = "olhos d agua"). */
export function normalizarNomeMunicipio(nome: string): string {
  return nome
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
