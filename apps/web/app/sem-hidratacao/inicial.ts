/**
 * The home page served without React (the home route, handle melhorias 'inicial';
 * docs/decisions/036): what BannerCarousel, ParceirosCarousel, Reveal and VideoPreview do on a
 * hydrated page, on the same server HTML, by the same code (banner-motor.ts, parceiros-motor.ts,
 * revelar.ts, videos.ts).
 */
import { createBanner } from '../features/home/banner-motor';
import { createParceiros } from '../features/home/parceiros-motor';
import { prepareReveal, REVELAR_ATRIBUTO } from '../features/home/revelar';
import { prefersReducedMotion } from '../lib/movimento';
import { showHomeVideoOnClick } from '../lib/videos';

export function enhanceHome(doc: Document) {
  const reduzirMovimento = prefersReducedMotion(doc.defaultView);
  const banner = doc.querySelector<HTMLElement>('.cosems-banner')?.parentElement;
  if (banner) createBanner(banner, reduzirMovimento);
  const parceiros = doc.querySelector<HTMLElement>('.cosems-parceiros-viewport')?.parentElement;
  if (parceiros) createParceiros(parceiros, reduzirMovimento);
  for (const secao of doc.querySelectorAll<HTMLElement>(`[${REVELAR_ATRIBUTO}]`)) prepareReveal(secao);
  for (const caixa of doc.querySelectorAll<HTMLElement>('.cosems-video[data-video-id]')) showHomeVideoOnClick(caixa);
}
