/**
 * The grouped layout shared by the Team and Board pages (docs/produto.md §2): the API answers an object of
 * group key → members, in content order. A group with several members is shown as an accordion,
 * a group with one member as a header and one block; an empty group is omitted (Team) or shown
 * as one 'Vaga não preenchida' entry (Board).
 */
import { formatCargo, formatGrupoName } from '../../lib/names';

/** docs/produto.md §8: what an empty board position shows. */
export const VACANT_SEAT_LABEL = 'Vaga não preenchida';

export type GrupoLayout = 'acordeao' | 'unico' | 'vago';

export interface Grupo<M> {
  chave: string;
  titulo: string;
  membros: M[];
  layout: GrupoLayout;
}

function getGrupoLayout(count: number): GrupoLayout {
  if (count === 0) return 'vago';
  return count === 1 ? 'unico' : 'acordeao';
}

/** Team: empty groups are omitted; headings are the keys with spaces, each word capitalised. */
export function groupEquipe<M>(equipe: Record<string, M[]>): Grupo<M>[] {
  return Object.entries(equipe)
    .filter(([, membros]) => membros.length > 0)
    .map(([chave, membros]) => ({ chave, titulo: formatGrupoName(chave), membros, layout: getGrupoLayout(membros.length) }));
}

/** Board: every position is kept; an empty one is 'vago' (one 'Vaga não preenchida' entry). */
export function groupDiretoria<M>(diretoria: Record<string, M[]>): Grupo<M>[] {
  return Object.entries(diretoria).map(([chave, membros]) => ({
    chave,
    titulo: formatCargo(chave),
    membros,
    layout: getGrupoLayout(membros.length),
  }));
}
