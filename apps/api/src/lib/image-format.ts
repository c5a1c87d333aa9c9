/**
 * Which encoding an image variant is sent in, chosen from the request's Accept header: AVIF when
 * the browser names it, else WebP, else the format the image was stored in.
 */

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const MIME_OF_FORMAT: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * Stored formats that variants are made from. GIF (possibly animated) and anything else are sent
 * as stored: re-encoding them would lose frames or gain nothing.
 */
const FORMAT_OF_MIME: Record<string, ImageFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  // Uploaded through the back office's media library (its variants are made like any other's).
  'image/avif': 'avif',
};

export function getImageFormat(mime: string): ImageFormat | null {
  return FORMAT_OF_MIME[mime] ?? null;
}

/**
 * True when Accept names `type` itself with a non-zero quality. Wildcards (`image/*`, `*\/*`) do not
 * count: browsers send them without being able to decode every format.
 */
export function acceptsType(accept: string | undefined, type: string): boolean {
  if (!accept) return false;
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.split(';');
    if (range.trim().toLowerCase() !== type) continue;
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

export function negotiateImageFormat(accept: string | undefined, original: ImageFormat): ImageFormat {
  if (acceptsType(accept, 'image/avif')) return 'avif';
  if (acceptsType(accept, 'image/webp')) return 'webp';
  // An AVIF original for a browser that does not name AVIF: the variant in JPEG, which every one reads.
  return original === 'avif' ? 'jpeg' : original;
}
