import type { NoticiaSummary } from '@cosems/contracts';

/** docs/produto.md §9: the gallery needs 4 highlighted items; titles cut to 150/80/60/40 for positions 1–4. */
export const GALLERY_MIN = 4;
export const GALLERY_TITLE_MAX = [150, 80, 60, 40] as const;

/** The 4 items the gallery shows, newest first by creation date; [] while fewer than 4 exist. */
export function getGalleryItems(destaques: readonly NoticiaSummary[]): NoticiaSummary[] {
  if (destaques.length < GALLERY_MIN) return [];
  return [...destaques].sort((a, b) => Date.parse(b.data_criacao) - Date.parse(a.data_criacao) || b.id - a.id).slice(0, GALLERY_MIN);
}
