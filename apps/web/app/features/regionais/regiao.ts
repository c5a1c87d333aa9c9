/** Rules of the regional page (docs/produto.md §2, /CosemsRegional/{id}). */
import { truncate } from '../../lib/text';

/** docs/produto.md §9: titles of the regional news cards are cut to 50 characters plus '...'. */
export const REGIAO_TITLE_MAX = 50;

export function getRegiaoCardTitle(titulo: string): string {
  return truncate(titulo, REGIAO_TITLE_MAX);
}

/** The region id from the URL: a positive integer written in digits, else null (→ 404 page). */
export function parseRegiaoId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/** The news carousel's pause button says what a press does: play again, or pause. */
export function getPauseLabel(pausado: boolean): string {
  return pausado ? 'Reproduzir' : 'Pausar';
}

/** Address of a region's page. */
export function getRegiaoUrl(id: number): string {
  return `/CosemsRegional/${id}`;
}
