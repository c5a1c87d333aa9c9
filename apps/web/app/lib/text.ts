/** Cuts a title to `max` characters and adds '...' when it was longer (docs/produto.md §9's title cuts). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** docs/produto.md §9: the most region tags a news card shows. */
export const MAX_REGIAO_TAGS = 5;

/**
 * The region tags of a news card (docs/produto.md §2, News list): none → 'Geral'; up to 5 → their names;
 * more than 5 → the first 4 and, as the 5th, 'Outros'.
 */
export function getRegiaoTags(regioes: readonly { nome: string }[]): string[] {
  if (regioes.length === 0) return ['Geral'];
  if (regioes.length <= MAX_REGIAO_TAGS) return regioes.map((r) => r.nome);
  return [...regioes.slice(0, MAX_REGIAO_TAGS - 1).map((r) => r.nome), 'Outros'];
}

/** Label of a highlighted item (docs/produto.md §2, gallery): 'Regional {first region}' or 'Geral'. */
export function getRegiaoLabel(regioes: readonly { nome: string }[]): string {
  const first = regioes[0];
  return first ? `Regional ${first.nome}` : 'Geral';
}

/** Lower case without accents, for case- and accent-insensitive comparisons. */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
