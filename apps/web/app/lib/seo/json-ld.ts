/**
 * Structured data (schema.org as JSON-LD): the association on every page, the article on a news
 * item, the breadcrumb trail where a page shows one. `jsonLdSeguro` gives the text of a
 * <script type="application/ld+json">: '<', '>' and '&' become \u003c, \u003e and \u0026, so no
 * content can close the script element.
 */
import { siteConfig } from '../site-config';
import { baseImagens, type DadosSeo } from './meta';

type Objeto = Record<string, unknown>;

export function jsonLdSeguro(valor: unknown): string {
  return JSON.stringify(valor)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function jsonLdOrganizacao(dados: DadosSeo): Objeto {
  const org: Objeto = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${dados.siteUrl}/#organizacao`,
    name: siteConfig.nomeCompleto,
    alternateName: siteConfig.nome,
    url: `${dados.siteUrl}/`,
    foundingDate: '1991-04',
    email: siteConfig.contato.email,
    description: siteConfig.sobre,
    sameAs: siteConfig.redesSociais.map((r) => r.url),
  };
  if (dados.logo) org.logo = `${baseImagens(dados)}/image/logo/${encodeURIComponent(dados.logo)}`;
  return org;
}

export interface ArtigoSeo {
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

export function jsonLdNoticia(dados: DadosSeo, artigo: ArtigoSeo): Objeto {
  const noticia: Objeto = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': artigo.url },
    url: artigo.url,
    headline: artigo.titulo.length > 110 ? `${artigo.titulo.slice(0, 109)}…` : artigo.titulo,
    datePublished: artigo.publicadoEm,
    // The content carries no edit date yet (the contract's news item has none): until the
    // newsroom records one, an item is as last modified as it was published.
    dateModified: artigo.modificadoEm ?? artigo.publicadoEm,
    inLanguage: 'pt-BR',
    publisher: { '@type': 'Organization', '@id': `${dados.siteUrl}/#organizacao`, name: siteConfig.nomeCompleto },
    author: artigo.autor
      ? { '@type': 'Person', name: artigo.autor }
      : { '@type': 'Organization', name: siteConfig.nomeCompleto, url: `${dados.siteUrl}/` },
  };
  if (artigo.descricao) noticia.description = artigo.descricao;
  if (artigo.imagem) noticia.image = [artigo.imagem];
  return noticia;
}

export interface ItemTrilha {
  nome: string;
  /** Path inside the site ('/equipe'); the current page has none. */
  link?: string;
}

/** BreadcrumbList; the last item (the current page) points at `pathname`. */
export function jsonLdTrilha(siteUrl: string, pathname: string, itens: readonly ItemTrilha[]): Objeto {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: itens.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.nome,
      item: `${siteUrl}${item.link ?? pathname}`,
    })),
  };
}
