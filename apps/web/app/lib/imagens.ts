import { type Bloco, DEFAULT_IMAGE, FALLBACK_IMAGE_PREFIX, MAIN_IMAGE_BLOCK } from '@cosems/contracts';

/** Spec §3: the main-image lookup gives the first image block's value, or the text 'nada'. */
export function imagemPrincipal(materia: Bloco[]): string {
  return materia.find((b) => b.tipo === MAIN_IMAGE_BLOCK)?.value ?? 'nada';
}

/** The image a card shows: main image, else a `notice_` fall-back block, else Default.jpg. */
export function imagemDaNoticia(materia: Bloco[]): string {
  const principal = imagemPrincipal(materia);
  if (principal !== 'nada') return principal;
  return materia.find((b) => b.value.startsWith(FALLBACK_IMAGE_PREFIX))?.value ?? DEFAULT_IMAGE;
}

/** Address of a content image; `base` is PUBLIC_API_URL ('' when the API shares the host). */
export function urlImagem(base: string, arquivo: string): string {
  return `${base}/image/${encodeURIComponent(arquivo)}`;
}

export function urlLogo(base: string, arquivo: string): string {
  return `${base}/image/logo/${encodeURIComponent(arquivo)}`;
}

/**
 * The image of a highlighted item in the home gallery (spec §2): the first block of type image,
 * else Default.jpg.
 */
export function imagemDestaque(materia: Bloco[]): string {
  const principal = imagemPrincipal(materia);
  return principal === 'nada' ? DEFAULT_IMAGE : principal;
}
