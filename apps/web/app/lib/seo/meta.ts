/**
 * What search engines and link previews read from a page's <head>: <title>, description, the
 * canonical address, Open Graph and Twitter-card tags (and, for a news item, the article's dates).
 * Every route's `meta` goes through `metaSeo`; the root loader supplies the base addresses.
 */
import type { MetaDescriptor } from 'react-router';
import { siteConfig } from '../site-config';

export interface DadosSeo {
  /** SITE_URL: the public base address of the site, without a trailing slash. */
  siteUrl: string;
  /** PUBLIC_API_URL ('' when the API shares the site's host). */
  publicApiUrl: string;
  /** The active logo's file, the preview image of pages that have none of their own. */
  logo?: string | null;
}

export interface PaginaSeo {
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
export function baseImagens(dados: Pick<DadosSeo, 'siteUrl' | 'publicApiUrl'>): string {
  return dados.publicApiUrl || dados.siteUrl;
}

/** Absolute address of a content image. */
export function urlImagemAbsoluta(dados: Pick<DadosSeo, 'siteUrl' | 'publicApiUrl'>, arquivo: string): string {
  return `${baseImagens(dados)}/image/${encodeURIComponent(arquivo)}`;
}

/** The canonical address: SITE_URL + path (plus `?page=N` past the first page of a list). */
export function urlCanonica(siteUrl: string, pathname: string, pagina = 1): string {
  const caminho = pathname !== '/' ? pathname.replace(/\/+$/, '') : '/';
  return `${siteUrl}${caminho}${pagina > 1 ? `?page=${pagina}` : ''}`;
}

export function metaSeo(dados: DadosSeo, pathname: string, pagina: PaginaSeo, numeroPagina = 1): MetaDescriptor[] {
  const url = urlCanonica(dados.siteUrl, pathname, numeroPagina);
  const imagem =
    pagina.imagem === undefined
      ? dados.logo
        ? `${baseImagens(dados)}/image/logo/${encodeURIComponent(dados.logo)}`
        : null
      : pagina.imagem;
  const tituloSocial = pagina.tituloSocial ?? pagina.titulo;
  const tipo = pagina.tipo ?? 'website';
  const meta: MetaDescriptor[] = [
    { title: pagina.titulo },
    { name: 'description', content: pagina.descricao },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: siteConfig.nome },
    { property: 'og:locale', content: 'pt_BR' },
    { property: 'og:type', content: tipo },
    { property: 'og:title', content: tituloSocial },
    { property: 'og:description', content: pagina.descricao },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: imagem ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: tituloSocial },
    { name: 'twitter:description', content: pagina.descricao },
  ];
  if (imagem) {
    meta.push({ property: 'og:image', content: imagem }, { name: 'twitter:image', content: imagem });
    if (pagina.imagemAlt)
      meta.push({ property: 'og:image:alt', content: pagina.imagemAlt }, { name: 'twitter:image:alt', content: pagina.imagemAlt });
  }
  if (pagina.publicadoEm) meta.push({ property: 'article:published_time', content: pagina.publicadoEm });
  if (pagina.indexar === false) meta.push({ name: 'robots', content: 'noindex, follow' });
  return [...meta, ...(pagina.extras ?? [])];
}

interface ArgsMeta {
  location: { pathname: string };
  matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[];
}

/** The base addresses and logo from the root loader's data, as a route's `meta` sees it. */
export function dadosSeoDaRaiz(matches: ArgsMeta['matches']): DadosSeo {
  const raiz = matches.find((m) => m?.id === 'root');
  const dados = (raiz?.loaderData ?? raiz?.data) as
    | { siteUrl?: string; publicApiUrl?: string; logo?: { imagem: string } | null }
    | undefined;
  return { siteUrl: dados?.siteUrl ?? '', publicApiUrl: dados?.publicApiUrl ?? '', logo: dados?.logo?.imagem ?? null };
}

/** `metaSeo` for a route's `meta({ location, matches })`. */
export function seo(args: ArgsMeta, pagina: PaginaSeo, numeroPagina = 1): MetaDescriptor[] {
  return metaSeo(dadosSeoDaRaiz(args.matches), args.location.pathname, pagina, numeroPagina);
}
