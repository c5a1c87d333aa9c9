/**
 * The site map: the site's pages, named once. The top menus, the breadcrumb trails, the search's
 * "Navegar para" pages and the static entries of /sitemap.xml are all read from here, so a page
 * is added, renamed or moved in one place. routes.ts keeps its own readable list of route
 * modules; site-map.test.ts checks that the two agree.
 *
 * Plain data and small pure helpers only: no React, no server code (the header, the search
 * loader and the sitemap resource route all import it).
 */
import { SECOES_JURIDICO } from '@cosems/contracts';
import { siteConfig } from './site-config';
import { semAcento } from './texto';

/** The pages' keys: `satisfies` below makes SITE_PAGES have exactly these. */
export type SitePageKey =
  | 'home'
  | 'equipe'
  | 'diretoria'
  | 'missaoValores'
  | 'estatuto'
  | 'institucional'
  | 'listaNoticias'
  | 'noticia'
  | 'publicacoes'
  | 'juridico'
  | 'secretarios'
  | 'presidentes'
  | 'pesquisa'
  | 'apoiadores'
  | 'cosemsRegional'
  | 'acessibilidade';

export interface SitePage {
  /** The page's address, without its optional parameter ('/juridico', not '/juridico/:section?'). */
  path: string;
  /** Its name in breadcrumb trails, and in the menus unless the menu entry says otherwise. */
  name: string;
  /**
   * The page above it in its breadcrumb trail ('Home' always comes first); `name` overrides
   * that page's own name in this trail (a news item sits under "Imprensa").
   */
  parent?: SitePageKey | { page: SitePageKey; name: string };
  /**
   * In /sitemap.xml: `true` lists `path`; a list of paths lists those instead (the legal space
   * is listed by section). Pages with an id of their own are added by the sitemap route.
   */
  sitemap?: true | readonly string[];
}

/** The pages, in the order of the route table (site-spec §2); /sitemap.xml keeps this order. */
export const SITE_PAGES = {
  home: { path: '/', name: 'Home', sitemap: true },
  equipe: { path: '/equipe', name: 'Equipe', sitemap: true },
  diretoria: { path: '/diretoria', name: 'Diretoria', sitemap: true },
  missaoValores: { path: '/missao-valores', name: 'Missão, Visão e Valores', parent: 'institucional', sitemap: true },
  estatuto: { path: '/estatuto', name: 'Estatuto', parent: 'institucional', sitemap: true },
  institucional: { path: '/institucional', name: 'Institucional', sitemap: true },
  listaNoticias: { path: '/lista-noticias', name: 'Notícias', sitemap: true },
  noticia: { path: '/noticia', name: 'Noticia', parent: { page: 'listaNoticias', name: 'Imprensa' } },
  publicacoes: { path: '/publicacoes', name: 'Publicações', sitemap: true },
  juridico: { path: '/juridico', name: 'Espaço Jurídico', sitemap: SECOES_JURIDICO.map((s) => `/juridico/${s}`) },
  secretarios: { path: '/secretarios', name: 'COSEMS Regionais', sitemap: true },
  presidentes: { path: '/presidentes', name: 'Galeria dos Presidentes', sitemap: true },
  pesquisa: { path: '/pesquisa', name: 'Pesquisa' },
  apoiadores: { path: '/apoiadores', name: 'Apoiadores Regionais', sitemap: true },
  // A region's trail ends in its own name: breadcrumbTrail('secretarios', regiao.nome).
  cosemsRegional: { path: '/CosemsRegional', name: 'COSEMS Regional', parent: 'secretarios' },
  acessibilidade: { path: '/acessibilidade', name: 'Acessibilidade' },
} as const satisfies Record<SitePageKey, SitePage>;

const page = (key: SitePageKey): SitePage => SITE_PAGES[key];

// ---------------------------------------------------------------------------------------------
// Menus

export interface MenuEntry {
  label: string;
  url: string;
  /** An external address, opened in a new tab; internal pages open in the same tab. */
  external: boolean;
}

const internal = (key: SitePageKey, label = page(key).name): MenuEntry => ({ label, url: page(key).path, external: false });
const external = (label: string, url: string): MenuEntry => ({ label, url, external: true });
const ext = siteConfig.externos;

/** The three dropdowns of the top navigation (spec §2), in the spec's order and with its labels. */
export const NAV_MENUS: readonly { label: string; entries: readonly MenuEntry[] }[] = [
  {
    label: 'Institucional',
    entries: [
      internal('missaoValores'),
      internal('institucional'),
      external('Comissões', ext.comissoes),
      external('Resolução Estadual', ext.resolucaoEstadual),
      external('Portarias Federais', ext.portariasFederais),
      external('Portarias Internas', ext.portariasInternas),
      // The spec's label, without the accent the page's own title has.
      internal('juridico', 'Espaço juridico'),
      external('Novo Forum', ext.novoForum),
    ],
  },
  {
    label: 'Conheça-nos',
    entries: [internal('diretoria'), internal('equipe'), internal('secretarios'), internal('presidentes'), internal('apoiadores')],
  },
  {
    label: 'Transparencia',
    entries: [
      external('Transparência Cosems', ext.transparenciaCosems),
      external('Tabela do CONASEMS', ext.tabelaConasems),
      external('Transparência MG', ext.transparenciaMG),
    ],
  },
];

/** The news link of the bar, after the dropdowns. */
export const NAV_NEWS: MenuEntry = internal('listaNoticias');

/** External links in the bar itself (spec §2): forum, logistics system, contact page. */
export const NAV_EXTERNAL_LINKS: readonly MenuEntry[] = [
  external('Fórum', ext.forum),
  external('Logística', ext.logistica),
  external('Contato', ext.contato),
];

// ---------------------------------------------------------------------------------------------
// Breadcrumbs

export interface BreadcrumbItem {
  nome: string;
  link?: string;
}

/**
 * The breadcrumb trail of a page: Home, the pages above it, then the page itself. With `last`
 * (a region's or a search's name), the page becomes a link and `last` is the current item.
 */
export function breadcrumbTrail(key: SitePageKey, last?: string): BreadcrumbItem[] {
  const trail: BreadcrumbItem[] = [];
  let at: SitePageKey | undefined = key;
  let name: string = page(key).name;
  while (at !== undefined) {
    trail.unshift({ nome: name, link: page(at).path });
    const parent: SitePage['parent'] = page(at).parent;
    at = typeof parent === 'object' ? parent.page : parent;
    if (at !== undefined) name = typeof parent === 'object' ? parent.name : page(at).name;
  }
  if (key !== 'home') trail.unshift({ nome: page('home').name, link: page('home').path });
  // The current item is not a link.
  if (last !== undefined) return [...trail, { nome: last }];
  return [...trail.slice(0, -1), { nome: page(key).name }];
}

// ---------------------------------------------------------------------------------------------
// Search

export interface SearchPage {
  nome: string;
  url: string;
}

const searchPage = (key: SitePageKey, nome = page(key).name): SearchPage => ({ nome, url: page(key).path });

/** The pages the search's "Navegar para" looks through (spec §2, Search): its order, its names. */
export const SEARCH_PAGES: readonly SearchPage[] = [
  searchPage('home'),
  searchPage('equipe'),
  searchPage('diretoria'),
  searchPage('missaoValores', 'Missão e Valores'),
  searchPage('institucional'),
  searchPage('apoiadores', 'Apoiadores'),
  searchPage('presidentes', 'Presidentes'),
  searchPage('juridico'),
  searchPage('publicacoes'),
  searchPage('listaNoticias', 'Lista de Notícias'),
];

/** Search pages whose name contains the query (case-insensitive; accents ignored as well). */
export function findSearchPages(query: string): SearchPage[] {
  const target = semAcento(query.trim());
  if (!target) return [];
  return SEARCH_PAGES.filter((p) => semAcento(p.nome).includes(target));
}

// ---------------------------------------------------------------------------------------------
// Sitemap

/** The static entries of /sitemap.xml: the content pages that have no id of their own. */
export function sitemapPaths(): string[] {
  return Object.values<SitePage>(SITE_PAGES).flatMap((p) =>
    p.sitemap === undefined ? [] : p.sitemap === true ? [p.path] : [...p.sitemap],
  );
}
