/**
 * Which encoding an image variant is sent in, chosen from the request's Accept header: AVIF when
 * the browser names it, else WebP, else the format the image was stored in.
 */

export type FormatoVariante = 'avif' | 'webp' | 'jpeg' | 'png';

export const MIME_DO_FORMATO: Record<FormatoVariante, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * Stored formats that variants are made from. GIF (possibly animated) and anything else are sent
 * as stored: re-encoding them would lose frames or gain nothing.
 */
const FORMATO_DO_MIME: Record<string, FormatoVariante> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export function formatoDoMime(mime: string): FormatoVariante | null {
  return FORMATO_DO_MIME[mime] ?? null;
}

/**
 * True when Accept names `tipo` itself with a non-zero quality. Wildcards (`image/*`, `*\/*`) do not
 * count: browsers send them without being able to decode every format.
 */
export function aceitaTipo(accept: string | undefined, tipo: string): boolean {
  if (!accept) return false;
  for (const parte of accept.split(',')) {
    const [faixa = '', ...parametros] = parte.split(';');
    if (faixa.trim().toLowerCase() !== tipo) continue;
    const q = parametros.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

export function negociarFormato(accept: string | undefined, original: FormatoVariante): FormatoVariante {
  if (aceitaTipo(accept, 'image/avif')) return 'avif';
  if (aceitaTipo(accept, 'image/webp')) return 'webp';
  return original;
}
