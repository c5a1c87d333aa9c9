/** Regional supporters (docs/produto.md §2, /apoiadores): order, filter and display rules. */
import type { ApoiadorRegional } from '@cosems/contracts';
import { capitalizeWords, formatEmail } from '../../lib/names';

const COLACAO = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** Sorted by name (pt-BR collation: accents and case do not break the order). A new array. */
export function sortApoiadores<T extends { nome: string }>(apoiadores: readonly T[]): T[] {
  return [...apoiadores].sort((a, b) => COLACAO.compare(a.nome.trim(), b.nome.trim()));
}

/**
 * The name filter docs/produto.md describes (case-insensitive substring of the name). The page shows
 * no input for it (docs/produto.md §2), so it is applied with an empty term, which keeps everyone.
 */
export function filterApoiadores<T extends { nome: string }>(apoiadores: readonly T[], termo: string): T[] {
  const busca = termo.trim().toLocaleLowerCase('pt-BR');
  if (busca === '') return [...apoiadores];
  return apoiadores.filter((a) => a.nome.toLocaleLowerCase('pt-BR').includes(busca));
}

export interface FormattedApoiador {
  nome: string;
  /** Lower-cased; null when the record holds no valid address. */
  email: string | null;
  regional: string;
}

/** Name with each word capitalised, e-mail lower-cased, and the regional council's name. */
export function formatApoiador(a: ApoiadorRegional): FormattedApoiador {
  return {
    nome: capitalizeWords(a.nome),
    email: formatEmail(a.email)?.toLocaleLowerCase('pt-BR') ?? null,
    regional: a.ApoiadorRegional.Regional.nome,
  };
}
