/**
 * The focal point of an image where the site crops it to fill a box (`object-fit: cover`: the
 * banner, the highlights, the news cards). The media library stores the point (0..1 on each axis,
 * docs/decisions/021); the page's loader picks the points of the images it shows from
 * GET /api/imagens/focos and the components give each image `object-position` at its point (a
 * style attribute, which the pages' CSP allows: server/csp.ts). With `object-position: 30% 70%`
 * the point at 30 % × 70 % of the image sits at 30 % × 70 % of the box, so it stays in view
 * whatever the box's proportion, from a phone's almost square banner to a wide screen's strip.
 */
import type { FocoImagem } from '@cosems/contracts';
import { createContext, useContext } from 'react';

/** The focal points of a page's images, by file name: only those the page shows, never the whole list. */
export type FocosImagens = Readonly<Record<string, readonly [x: number, y: number]>>;

/** Of the API's list, the points of `imagens` (the names a page draws). */
export function pickFocos(lista: readonly FocoImagem[], imagens: Iterable<string>): FocosImagens {
  const wanted = new Set(imagens);
  const focos: Record<string, readonly [number, number]> = {};
  for (const { imagem, x, y } of lista) if (wanted.has(imagem)) focos[imagem] = [x, y];
  return focos;
}

/** A coordinate (0..1) as a percentage, to a tenth of a percent; anything out of range is clamped. */
export function toPercent(value: number): string {
  const clamped = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.5;
  return `${Math.round(clamped * 1000) / 10}%`;
}

/** The style that keeps the focal point of `imagem` in view, or undefined when it has none (the centre). */
export function getFocoStyle(focos: FocosImagens, imagem: string): { objectPosition: string } | undefined {
  const foco = focos[imagem];
  return foco ? { objectPosition: `${toPercent(foco[0])} ${toPercent(foco[1])}` } : undefined;
}

/** Given by the route that loaded the points (home, news list, regional page, search) to its images. */
export const FocosContext = createContext<FocosImagens>({});

/** The focal points of the page being drawn (empty outside those routes). */
export function useFocos(): FocosImagens {
  return useContext(FocosContext);
}
