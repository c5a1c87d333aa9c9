/**
 * Structured data (schema.org as JSON-LD): the association on every page, the article on a news
 * item, the breadcrumb trail where a page shows one. `serializeJsonLd` gives the text of a
 * <script type="application/ld+json">: '<', '>' and '&' become \u003c, \u003e and \u0026, so no
 * content can close the script element.
 */
import { siteConfig } from '../site-config';
import { getImageBase, type SeoData } from './meta';

type JsonObject = Record<string, unknown>;

export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function buildOrganizacaoJsonLd(seoData: SeoData): JsonObject {
  const org: JsonObject = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${seoData.siteUrl}/#organizacao`,
    name: siteConfig.nomeCompleto,
    alternateName: siteConfig.nome,
    url: `${seoData.siteUrl}/`,
    foundingDate: '1991-04',
  };
  if (seoData.rodape) {
    if (seoData.rodape.email) org.email = seoData.rodape.email;
    org.description = seoData.rodape.sobre;
    org.sameAs = seoData.rodape.redesSociais.map((r) => r.url).filter((u) => /^https?:/.test(u));
  }
  if (seoData.logo) org.logo = `${getImageBase(seoData)}/image/logo/${encodeURIComponent(seoData.logo)}`;
  return org;
}

export interface SeoArticle {
  url: string;
  titulo: string;
  descricao: string | null;
  imagem: string | null;
  publicadoEm: string;
  criadoEm?: string;
  /** The item's last change (docs/produto.md §2.23); without one, the publication date. */
  modificadoEm?: string;
  autor: string | null;
}

export function buildNoticiaJsonLd(seoData: SeoData, article: SeoArticle): JsonObject {
  const noticia: JsonObject = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
    url: article.url,
    headline: article.titulo.length > 110 ? `${article.titulo.slice(0, 109)}…` : article.titulo,
    datePublished: article.publicadoEm,
    // The content carries no edit date yet (the contract's news item has none): until the
    // newsroom records one, an item is as last modified as it was published.
    dateModified: article.modificadoEm ?? article.publicadoEm,
    inLanguage: 'pt-BR',
    publisher: { '@type': 'Organization', '@id': `${seoData.siteUrl}/#organizacao`, name: siteConfig.nomeCompleto },
    author: article.autor
      ? { '@type': 'Person', name: article.autor }
      : { '@type': 'Organization', name: siteConfig.nomeCompleto, url: `${seoData.siteUrl}/` },
  };
  if (article.descricao) noticia.description = article.descricao;
  if (article.imagem) noticia.image = [article.imagem];
  return noticia;
}

export interface BreadcrumbJsonLdItem {
  nome: string;
  /** Path inside the site ('/equipe'); the current page has none. */
  link?: string;
}

/** BreadcrumbList; the last item (the current page) points at `pathname`. */
export function buildBreadcrumbJsonLd(siteUrl: string, pathname: string, items: readonly BreadcrumbJsonLdItem[]): JsonObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.nome,
      item: `${siteUrl}${item.link ?? pathname}`,
    })),
  };
}
