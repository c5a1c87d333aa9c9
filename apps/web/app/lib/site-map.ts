/**
 * The site map: the site's pages, named once. The top menus, the breadcrumb trails, the search's
 * "Navegar para" pages and the static entries of /sitemap.xml are all read from here, so a page
 * is added, renamed or moved in one place. routes.ts keeps its own readable list of route
 * modules; site-map.test.ts checks that the two agree.
 *
 * Plain data and small pure helpers only: no React, no server code (the header, the search
 * loader and the sitemap resource route all import it). From @cosems/contracts only its
 * TypeBox-free module of block keys and types: the header puts this module in every page's
 * browser bundle, and the contracts package's index brings TypeBox with it (the JS budget of
 * `npm run build` fails).
 *
 * The menus' external addresses are the staff's (block `enderecos`, /admin/blocos/enderecos):
 * the root loader reads them and the header builds its menus with navMenus(enderecos).
 */
import type { Blocos } from '@cosems/contracts';
import { type ChaveDeDestino, DESTINOS_EXTERNOS, linkExterno } from '@cosems/contracts/blocos-chaves';
import { stripAccents } from './text';

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
  | 'deliberacoes'
  | 'deliberacao'
  | 'secretarios'
  | 'presidentes'
  | 'pesquisa'
  | 'apoiadores'
  | 'cosemsRegional'
  | 'acessibilidade'
  | 'agenda'
  | 'evento';

export interface SitePage {
  /** The page's address, without its optional parameter ('/juridico', not '/juridico/:section?'). */
  path: string;
  /** Its name in breadcrumb trails, and in the menus unless the menu entry says otherwise. */
  name: string;
  /** The page above it in its breadcrumb trail, between Home and this page (one level: the site has no deeper pages). */
  parent?: SitePageKey;
  /** The parent's name in this trail, when it is not the parent's own (a news item sits under "Imprensa"). */
  parentName?: string;
  /**
   * In /sitemap.xml: `true` lists `path`; 'by-section' lists `path` and then `path/<section>` for
   * each section of the legal space. Pages with an id of their own are added by the sitemap route.
   * Every indexable page is listed (docs/produto.md §2.23); the search, the error pages and the
   * news item without an id are not.
   */
  sitemap?: true | 'by-section';
}

/** The pages, in the order of the route table (docs/produto.md §2); /sitemap.xml keeps this order. */
export const SITE_PAGES = {
  home: { path: '/', name: 'Home', sitemap: true },
  equipe: { path: '/equipe', name: 'Equipe', sitemap: true },
  diretoria: { path: '/diretoria', name: 'Diretoria', sitemap: true },
  missaoValores: { path: '/missao-valores', name: 'Missão, Visão e Valores', parent: 'institucional', sitemap: true },
  estatuto: { path: '/estatuto', name: 'Estatuto', parent: 'institucional', sitemap: true },
  institucional: { path: '/institucional', name: 'Institucional', sitemap: true },
  listaNoticias: { path: '/lista-noticias', name: 'Notícias', sitemap: true },
  noticia: { path: '/noticia', name: 'Noticia', parent: 'listaNoticias', parentName: 'Imprensa' },
  publicacoes: { path: '/publicacoes', name: 'Publicações', sitemap: true },
  juridico: { path: '/juridico', name: 'Espaço Jurídico', sitemap: 'by-section' },
  // Issue 30. A deliberation's trail ends in its own name: breadcrumbTrail('deliberacoes', nome).
  deliberacoes: { path: '/deliberacoes', name: 'Deliberações da CIB', sitemap: true },
  deliberacao: { path: '/deliberacoes', name: 'Deliberação', parent: 'deliberacoes' },
  secretarios: { path: '/secretarios', name: 'COSEMS Regionais', sitemap: true },
  presidentes: { path: '/presidentes', name: 'Galeria dos Presidentes', sitemap: true },
  pesquisa: { path: '/pesquisa', name: 'Pesquisa' },
  apoiadores: { path: '/apoiadores', name: 'Apoiadores Regionais', sitemap: true },
  // A region's trail ends in its own name: breadcrumbTrail('secretarios', regiao.nome).
  cosemsRegional: { path: '/CosemsRegional', name: 'COSEMS Regional' },
  acessibilidade: { path: '/acessibilidade', name: 'Acessibilidade', sitemap: true },
  // The agenda (issue 30); an event's trail ends in its title: breadcrumbTrail('agenda', evento.titulo).
  agenda: { path: '/agenda', name: 'Agenda', sitemap: true },
  evento: { path: '/agenda', name: 'Evento', parent: 'agenda' },
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

/** An entry of the menus before the addresses are known: a page of the site or an external destination. */
type Entrada = MenuEntry | ChaveDeDestino;

/** The three dropdowns of the top navigation (docs/produto.md §2), in the documented order and with its labels. */
const MENUS: readonly { label: string; entries: readonly Entrada[] }[] = [
  {
    label: 'Institucional',
    entries: [
      internal('missaoValores'),
      internal('institucional'),
      'comissoes',
      'resolucaoEstadual',
      'portariasFederais',
      'portariasInternas',
      // docs/produto.md's label, without the accent the page's own title has.
      internal('juridico', 'Espaço juridico'),
      internal('deliberacoes'),
      'novoForum',
    ],
  },
  {
    label: 'Conheça-nos',
    entries: [internal('diretoria'), internal('equipe'), internal('secretarios'), internal('presidentes'), internal('apoiadores')],
  },
  { label: 'Transparencia', entries: ['transparenciaCosems', 'tabelaConasems', 'transparenciaMG'] },
];

/** External links in the bar itself (docs/produto.md §2): forum, logistics system, contact page. */
const BAR_LINKS: readonly ChaveDeDestino[] = ['forum', 'logistica', 'contato'];

export type EnderecosExternos = Blocos['enderecos'];

/** A destination as a menu entry: its label and the address the staff set (a new tab unless it is a path of the site). */
export const externalEntry = (chave: ChaveDeDestino, enderecos: EnderecosExternos): MenuEntry => ({
  label: DESTINOS_EXTERNOS[chave].rotulo,
  url: enderecos[chave],
  external: linkExterno(enderecos[chave]),
});

/**
 * The dropdowns with the addresses of block `enderecos`; without them (an error page drawn when
 * the root loader failed) the site's own pages only, and a dropdown left empty is dropped.
 */
export function navMenus(enderecos: EnderecosExternos | undefined): { label: string; entries: MenuEntry[] }[] {
  return MENUS.map((m) => ({
    label: m.label,
    entries: m.entries.flatMap((e) => (typeof e !== 'string' ? [e] : enderecos ? [externalEntry(e, enderecos)] : [])),
  })).filter((m) => m.entries.length > 0);
}

/** The news link of the bar, after the dropdowns. */
export const NAV_NEWS: MenuEntry = internal('listaNoticias');
/** The agenda's link of the bar, after the news (issue 30). */
export const NAV_AGENDA: MenuEntry = internal('agenda');

/** The bar's external links, with the addresses of block `enderecos`. */
export function navExternalLinks(enderecos: EnderecosExternos | undefined): MenuEntry[] {
  return enderecos ? BAR_LINKS.map((c) => externalEntry(c, enderecos)) : [];
}

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
  const { path, name, parent, parentName } = page(key);
  const home = page('home');
  const trail: BreadcrumbItem[] = key === 'home' ? [] : [{ nome: home.name, link: home.path }];
  if (parent) trail.push({ nome: parentName ?? page(parent).name, link: page(parent).path });
  // The current item is not a link.
  return last === undefined ? [...trail, { nome: name }] : [...trail, { nome: name, link: path }, { nome: last }];
}

// ---------------------------------------------------------------------------------------------
// Search

export interface SearchPage {
  nome: string;
  url: string;
}

/**
 * The pages the search's "Navegar para" looks through (docs/produto.md §2, Search), in its order and under
 * its names where they differ from the page's. Plain literals so that the browser bundle, which
 * never searches, drops them (the JS budget of `npm run build` is tight).
 */
const SEARCH_NAMES: readonly (readonly [SitePageKey, string?])[] = [
  ['home'],
  ['equipe'],
  ['diretoria'],
  ['missaoValores', 'Missão e Valores'],
  ['institucional'],
  ['apoiadores', 'Apoiadores'],
  ['presidentes', 'Presidentes'],
  ['juridico'],
  ['deliberacoes'],
  ['publicacoes'],
  ['listaNoticias', 'Lista de Notícias'],
];

export function listSearchPages(): SearchPage[] {
  return SEARCH_NAMES.map(([key, nome]) => ({ nome: nome ?? page(key).name, url: page(key).path }));
}

/** Search pages whose name contains the query (case-insensitive; accents ignored as well). */
export function findSearchPages(query: string): SearchPage[] {
  const target = stripAccents(query.trim());
  if (!target) return [];
  return listSearchPages().filter((p) => stripAccents(p.nome).includes(target));
}

// ---------------------------------------------------------------------------------------------
// Sitemap

/**
 * The static entries of /sitemap.xml: the content pages that have no id of their own, the legal
 * space itself and once per section (SECOES_JURIDICO, passed in to keep the contracts out of this
 * module): /juridico is a page of its own, with its own canonical address.
 */
export function sitemapPaths(secoesJuridico: readonly string[]): string[] {
  return Object.values<SitePage>(SITE_PAGES).flatMap((p) =>
    p.sitemap === undefined ? [] : p.sitemap === true ? [p.path] : [p.path, ...secoesJuridico.map((s) => `${p.path}/${s}`)],
  );
}
