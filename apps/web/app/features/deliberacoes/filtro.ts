/** The filter of /deliberacoes as the page shows it, and the list's address with it (the pagination's): no server code. */
import type { TemaDeDeliberacao } from '@cosems/contracts';

export interface FiltroDaPagina {
  /** As typed (cut to the search's length), '' when none. */
  q: string;
  ano: number | null;
  tema: TemaDeDeliberacao | null;
}

/** The list's address with this filter and page (the pagination's and the form's). */
export function enderecoDaLista(filtro: FiltroDaPagina, page = 1): string {
  const query = new URLSearchParams();
  if (filtro.q) query.set('q', filtro.q);
  if (filtro.ano !== null) query.set('ano', String(filtro.ano));
  if (filtro.tema !== null) query.set('tema', filtro.tema);
  if (page > 1) query.set('page', String(page));
  const texto = query.toString();
  return texto ? `/deliberacoes?${texto}` : '/deliberacoes';
}
