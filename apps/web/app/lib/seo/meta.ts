/**
 * What search engines and link previews read from a page's <head>: <title>, description, the
 * canonical address, Open Graph and Twitter-card tags (and, for a news item, the article's dates).
 * Every route's `meta` goes through `buildSeoMeta`; the root loader supplies the base addresses.
 */
import type { Blocos } from '@cosems/contracts';
import type { MetaDescriptor } from 'react-router';
import { siteConfig } from '../site-config';

export interface SeoData {
  /** SITE_URL: the public base address of the site, without a trailing slash. */
  siteUrl: string;
  /** PUBLIC_API_URL ('' when the API shares the site's host). */
  publicApiUrl: string;
  /** The active logo's file, the preview image of pages that have none of their own. */
  logo?: string | null;
  /** The footer's block: the association's e-mail, description and social networks. */
  rodape?: Blocos['rodape'];
}

export interface SeoFields {
  /** The document title. */
  titulo: string;
  descricao: string;
  /** Title for link previews (og:title); defaults to `titulo`. */
  tituloSocial?: string;
  /** Absolute address of the preview image; defaults to the active logo. */
  imagem?: string | null;
  imagemAlt?: string;
  tipo?: 'website' | 'article';
  /** ISO date-time (article:published_time). */
  publicadoEm?: string;
  /** false: robots noindex (search results, error pages). */
  indexar?: boolean;
  /** Extra descriptors (for example JSON-LD as `script:ld+json`). */
  extras?: MetaDescriptor[];
}

/** Base for absolute image addresses: PUBLIC_API_URL when set, else the site itself. */
export function getImageBase(seoData: Pick<SeoData, 'siteUrl' | 'publicApiUrl'>): string {
  return seoData.publicApiUrl || seoData.siteUrl;
}

/** Absolute address of a content image. */
export function getAbsoluteImageUrl(seoData: Pick<SeoData, 'siteUrl' | 'publicApiUrl'>, file: string): string {
  return `${getImageBase(seoData)}/image/${encodeURIComponent(file)}`;
}

/** The canonical address: SITE_URL + path (plus `?page=N` past the first page of a list). */
export function getCanonicalUrl(siteUrl: string, pathname: string, page = 1): string {
  const path = pathname !== '/' ? pathname.replace(/\/+$/, '') : '/';
  return `${siteUrl}${path}${page > 1 ? `?page=${page}` : ''}`;
}

export function buildSeoMeta(seoData: SeoData, pathname: string, fields: SeoFields, page = 1): MetaDescriptor[] {
  const url = getCanonicalUrl(seoData.siteUrl, pathname, page);
  const image =
    fields.imagem === undefined
      ? seoData.logo
        ? `${getImageBase(seoData)}/image/logo/${encodeURIComponent(seoData.logo)}`
        : null
      : fields.imagem;
  const socialTitle = fields.tituloSocial ?? fields.titulo;
  const type = fields.tipo ?? 'website';
  const meta: MetaDescriptor[] = [
    { title: fields.titulo },
    { name: 'description', content: fields.descricao },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: siteConfig.nome },
    { property: 'og:locale', content: 'pt_BR' },
    { property: 'og:type', content: type },
    { property: 'og:title', content: socialTitle },
    { property: 'og:description', content: fields.descricao },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: socialTitle },
    { name: 'twitter:description', content: fields.descricao },
  ];
  if (image) {
    meta.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
    if (fields.imagemAlt)
      meta.push({ property: 'og:image:alt', content: fields.imagemAlt }, { name: 'twitter:image:alt', content: fields.imagemAlt });
  }
  if (fields.publicadoEm) meta.push({ property: 'article:published_time', content: fields.publicadoEm });
  if (fields.indexar === false) meta.push({ name: 'robots', content: 'noindex, follow' });
  return [...meta, ...(fields.extras ?? [])];
}

interface MetaArgs {
  location: { pathname: string };
  matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[];
}

/** The base addresses and logo from the root loader's data, as a route's `meta` sees it. */
export function getRootSeoData(matches: MetaArgs['matches']): SeoData {
  const rootMatch = matches.find((m) => m?.id === 'root');
  const seoData = (rootMatch?.loaderData ?? rootMatch?.data) as
    | { siteUrl?: string; publicApiUrl?: string; logo?: { imagem: string } | null }
    | undefined;
  return { siteUrl: seoData?.siteUrl ?? '', publicApiUrl: seoData?.publicApiUrl ?? '', logo: seoData?.logo?.imagem ?? null };
}

/** `buildSeoMeta` for a route's `meta({ location, matches })`. */
export function seo(args: MetaArgs, fields: SeoFields, page = 1): MetaDescriptor[] {
  return buildSeoMeta(getRootSeoData(args.matches), args.location.pathname, fields, page);
}
