import {
  type Bloco,
  DEFAULT_IMAGE,
  FALLBACK_IMAGE_PREFIX,
  IMAGE_WIDTHS,
  type ImageWidth,
  MAIN_IMAGE_BLOCK,
  type NoticiaSummary,
} from '@cosems/contracts';

/** docs/produto.md §3: the main-image lookup gives the first image block's value, or the text 'nada'. */
export function getMainImage(materia: Bloco[]): string {
  return materia.find((b) => b.tipo === MAIN_IMAGE_BLOCK)?.value ?? 'nada';
}

/** The image a card shows: main image, else a `notice_` fall-back block, else Default.jpg. */
export function getNoticiaImage(materia: Bloco[]): string {
  const principal = getMainImage(materia);
  if (principal !== 'nada') return principal;
  return materia.find((b) => b.value.startsWith(FALLBACK_IMAGE_PREFIX))?.value ?? DEFAULT_IMAGE;
}

/** Address of a content image; `base` is PUBLIC_API_URL ('' when the API shares the host). */
export function getImageUrl(base: string, arquivo: string): string {
  return `${base}/image/${encodeURIComponent(arquivo)}`;
}

export function getLogoUrl(base: string, arquivo: string): string {
  return `${base}/image/logo/${encodeURIComponent(arquivo)}`;
}

/**
 * The image of a highlighted item in the home gallery (docs/produto.md §2): the first block of type image,
 * else Default.jpg.
 */
export function getDestaqueImage(materia: Bloco[]): string {
  const principal = getMainImage(materia);
  return principal === 'nada' ? DEFAULT_IMAGE : principal;
}

/** Every image a summary may be drawn with: the card's, the highlight's and the banner's. */
export function getNoticiaImages(noticia: NoticiaSummary): string[] {
  const images = [getNoticiaImage(noticia.materia), getDestaqueImage(noticia.materia)];
  if (noticia.banner_image) images.push(noticia.banner_image);
  return images;
}

/** A slot of the layout: the variant widths worth offering for it and how wide it is drawn (`sizes`). */
export interface ImageProfile {
  /** A subset of IMAGE_WIDTHS, from the slot's 1x width up to about 3x (or the largest source). */
  readonly larguras: readonly ImageWidth[];
  readonly sizes: string;
}

/**
 * Every image slot of the layout, in one place. The sizes follow the CSS: container-xl is at most
 * 1320 px (1296 px of content), news grids have 3 columns from 992 px (2 from 576 px), the banner
 * covers a box at least 360 px tall at 8:3 (so never narrower than 960 px of image).
 */
export const IMAGE_PROFILES = {
  banner: { larguras: [480, 640, 960, 1280, 1920], sizes: '(max-width: 960px) 960px, 100vw' },
  destaque: { larguras: [320, 480, 640, 960, 1280], sizes: '(min-width: 1320px) 648px, (min-width: 768px) 50vw, 100vw' },
  cartao: { larguras: [320, 480, 640, 960], sizes: '(min-width: 1320px) 416px, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw' },
  cartaoRegional: { larguras: [320, 480, 640, 960], sizes: '(min-width: 1320px) 640px, (min-width: 601px) 50vw, 100vw' },
  corpoNoticia: { larguras: [320, 480, 640, 960, 1280, 1920], sizes: '(min-width: 1320px) 1296px, 100vw' },
  retrato: { larguras: [160, 320, 480], sizes: '(min-width: 992px) 20vw, (min-width: 768px) 25vw, (min-width: 576px) 33vw, 50vw' },
  logo: { larguras: [160, 320, 480], sizes: '200px' },
  logoRodape: { larguras: [160, 320], sizes: '140px' },
} as const satisfies Record<string, ImageProfile>;

/**
 * Address of the variant of an /image URL at most `largura` pixels wide (the API never upscales).
 * `largura` is typed as one of IMAGE_WIDTHS, the only widths the API serves (any other answers 400):
 * the back office's share-card preview once asked for ?w=400 and was always a broken image.
 */
export function getVariantUrl(url: string, largura: ImageWidth): string {
  return `${url}?w=${largura}`;
}

/** The smallest variant width at least `pixels` wide; the largest there is when none is. */
export function getImageWidthFor(pixels: number): ImageWidth {
  return IMAGE_WIDTHS.find((w) => w >= pixels) ?? (IMAGE_WIDTHS.at(-1) as ImageWidth);
}

/**
 * Address of the one variant for an image drawn `drawnWidth` CSS pixels wide, sharp on screens of
 * up to two device pixels per CSS pixel: the back office's thumbnails and previews, small and fixed
 * in size, need no srcset. The width comes from IMAGE_WIDTHS, never written by hand.
 */
export function getSizedImageUrl(url: string, drawnWidth: number): string {
  return getVariantUrl(url, getImageWidthFor(drawnWidth * 2));
}

export function getImageSrcSet(url: string, perfil: ImageProfile): string {
  return perfil.larguras.map((w) => `${getVariantUrl(url, w)} ${w}w`).join(', ');
}

/**
 * How an image loads: 'prioritario' for the largest image of the first screen (fetched before
 * anything else), 'normal' for other images of the first screen, 'adiado' (default) below the fold.
 */
export type ImageLoading = 'prioritario' | 'normal' | 'adiado';

const LOADING_ATTRIBUTES = {
  prioritario: { loading: 'eager', fetchPriority: 'high' },
  normal: { loading: 'eager' },
  adiado: { loading: 'lazy', decoding: 'async' },
} as const;

/** src, srcSet, sizes and loading attributes of a content image, to spread on an <img>. */
export function getImageAttributes(url: string, perfil: ImageProfile, loading: ImageLoading = 'adiado') {
  return { src: url, srcSet: getImageSrcSet(url, perfil), sizes: perfil.sizes, ...LOADING_ATTRIBUTES[loading] };
}

// A body image of ours: the sanitiser keeps only site-relative image addresses (no scheme).
const BODY_IMAGE_SRC = /^\/image\/(?:logo\/)?[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * The attributes the images of a news body get: srcset/sizes of the body's width; the first one
 * is the page's main image and loads with priority, the others lazily. Images that are not ours
 * (/image/...) get nothing. One function per body: it counts the images it is shown, in document
 * order. The server applies it while it sanitises the body (apps/web/server/data-port/site-policies.ts),
 * through the sanitiser's tag transform: an HTML parser, not a regular expression over the markup.
 */
export function createBodyImageAttributes(perfil: ImageProfile = IMAGE_PROFILES.corpoNoticia) {
  let first = true;
  return (src: string): Record<string, string> | null => {
    if (!BODY_IMAGE_SRC.test(src)) return null;
    const loadingAttributes: Record<string, string> = first
      ? { loading: 'eager', fetchpriority: 'high' }
      : { loading: 'lazy', decoding: 'async' };
    first = false;
    return { srcset: getImageSrcSet(src, perfil), sizes: perfil.sizes, ...loadingAttributes };
  };
}
