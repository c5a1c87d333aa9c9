import { BLOCOS_PADRAO, SECOES_JURIDICO } from '@cosems/contracts';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import {
  breadcrumbTrail,
  findSearchPages,
  listSearchPages,
  NAV_NEWS,
  navExternalLinks,
  navMenus,
  SITE_PAGES,
  type SitePage,
  sitemapPaths,
} from './site-map';

// The expectations below are literal on purpose: they are the documented labels, order and
// addresses, written down a second time so that a change to the site map shows up here as a
// visible decision. A test that derived them from SITE_PAGES could not fail.

describe('routes.ts and the site map agree', () => {
  // '/CosemsRegional/:id' → '/CosemsRegional'; '/' stays '/'.
  const staticPart = (p: string) => `/${p.split('/:')[0]}`.replace(/\/+$/, '') || '/';
  const pageRoutes = (routes as RouteConfigEntry[])
    // The back office (/admin) is not a public page; nor are the sitemap's files (/sitemap/{name}).
    .filter(
      (r) =>
        r.index ||
        (r.path &&
          !['*', '404', '500', 'admin', 'sitemap/:arquivo'].includes(r.path) &&
          !r.path.startsWith('admin/') &&
          !/\.(xml|txt)$/.test(r.path)),
    )
    .map((r) => (r.index ? '/' : staticPart(r.path ?? '')));

  it('every page route has a site map entry, and every entry a route', () => {
    const paths = Object.values<SitePage>(SITE_PAGES).map((p) => p.path);
    expect([...paths].sort()).toEqual([...pageRoutes].sort());
  });
  it('in the same order (the sitemap follows the route table)', () => {
    expect(Object.values<SitePage>(SITE_PAGES).map((p) => p.path)).toEqual(pageRoutes);
  });
});

describe('menus', () => {
  const NAV_MENUS = navMenus(BLOCOS_PADRAO.enderecos);
  const NAV_EXTERNAL_LINKS = navExternalLinks(BLOCOS_PADRAO.enderecos);
  it('the three dropdowns, their entries and the bar links, in the documented order', () => {
    expect(NAV_MENUS.map((m) => [m.label, m.entries.map((e) => e.label)])).toEqual([
      [
        'Institucional',
        [
          'Missão, Visão e Valores',
          'Institucional',
          'Comissões',
          'Resolução Estadual',
          'Portarias Federais',
          'Portarias Internas',
          'Espaço juridico',
          'Deliberações da CIB',
          'Novo Forum',
        ],
      ],
      ['Conheça-nos', ['Diretoria', 'Equipe', 'COSEMS Regionais', 'Galeria dos Presidentes', 'Apoiadores Regionais']],
      ['Transparencia', ['Transparência Cosems', 'Tabela do CONASEMS', 'Transparência MG']],
    ]);
    expect(NAV_NEWS).toEqual({ label: 'Notícias', url: '/lista-noticias', external: false });
    expect(NAV_EXTERNAL_LINKS.map((l) => l.label)).toEqual(['Fórum', 'Logística', 'Contato']);
  });
  it('internal entries point at the site’s pages, external ones open elsewhere', () => {
    const internas = NAV_MENUS.flatMap((m) => m.entries.filter((e) => !e.external).map((e) => e.url));
    expect(internas).toEqual([
      '/missao-valores',
      '/institucional',
      '/juridico',
      '/deliberacoes',
      '/diretoria',
      '/equipe',
      '/secretarios',
      '/presidentes',
      '/apoiadores',
    ]);
    for (const e of [...NAV_MENUS.flatMap((m) => m.entries), ...NAV_EXTERNAL_LINKS].filter((x) => x.external)) {
      expect(e.url).toMatch(/^https:\/\//);
    }
  });
  it('the external entries lead where block `enderecos` says (the staff change them in the back office)', () => {
    const enderecos = { ...BLOCOS_PADRAO.enderecos, forum: 'https://forum.cosemsmg.example/', transparenciaMG: '/publicacoes' };
    expect(navExternalLinks(enderecos)[0]).toEqual({ label: 'Fórum', url: 'https://forum.cosemsmg.example/', external: true });
    expect(navMenus(enderecos)[2]?.entries.at(-1)).toEqual({ label: 'Transparência MG', url: '/publicacoes', external: false });
    expect(navMenus(enderecos)[0]?.entries[2]).toEqual({ label: 'Comissões', url: BLOCOS_PADRAO.enderecos.comissoes, external: true });
  });
  it('without the addresses (an error page whose data failed), the site’s own pages only', () => {
    expect(navMenus(undefined).map((m) => [m.label, m.entries.length])).toEqual([
      ['Institucional', 4],
      ['Conheça-nos', 5],
    ]);
    expect(navExternalLinks(undefined)).toEqual([]);
  });
});

describe('breadcrumb trails', () => {
  it('Home, the pages above, then the current page (not a link)', () => {
    expect(breadcrumbTrail('equipe')).toEqual([{ nome: 'Home', link: '/' }, { nome: 'Equipe' }]);
    expect(breadcrumbTrail('estatuto')).toEqual([
      { nome: 'Home', link: '/' },
      { nome: 'Institucional', link: '/institucional' },
      { nome: 'Estatuto' },
    ]);
    expect(breadcrumbTrail('missaoValores').map((i) => i.nome)).toEqual(['Home', 'Institucional', 'Missão, Visão e Valores']);
    expect(breadcrumbTrail('noticia')).toEqual([
      { nome: 'Home', link: '/' },
      { nome: 'Imprensa', link: '/lista-noticias' },
      { nome: 'Noticia' },
    ]);
    expect(breadcrumbTrail('pesquisa')).toEqual([{ nome: 'Home', link: '/' }, { nome: 'Pesquisa' }]);
    expect(breadcrumbTrail('home')).toEqual([{ nome: 'Home' }]);
  });
  it('a named item below a page makes that page a link', () => {
    expect(breadcrumbTrail('secretarios', 'Regional Norte')).toEqual([
      { nome: 'Home', link: '/' },
      { nome: 'COSEMS Regionais', link: '/secretarios' },
      { nome: 'Regional Norte' },
    ]);
    expect(breadcrumbTrail('listaNoticias', 'vacina')).toEqual([
      { nome: 'Home', link: '/' },
      { nome: 'Notícias', link: '/lista-noticias' },
      { nome: 'vacina' },
    ]);
  });
});

describe('search: page names', () => {
  it('lists the documented eleven pages', () => {
    expect(listSearchPages().map((p) => [p.nome, p.url])).toEqual([
      ['Home', '/'],
      ['Equipe', '/equipe'],
      ['Diretoria', '/diretoria'],
      ['Missão e Valores', '/missao-valores'],
      ['Institucional', '/institucional'],
      ['Apoiadores', '/apoiadores'],
      ['Presidentes', '/presidentes'],
      ['Espaço Jurídico', '/juridico'],
      ['Deliberações da CIB', '/deliberacoes'],
      ['Publicações', '/publicacoes'],
      ['Lista de Notícias', '/lista-noticias'],
    ]);
  });
  it('matches a case-insensitive substring', () => {
    expect(findSearchPages('EQUIPE').map((p) => p.url)).toEqual(['/equipe']);
    expect(findSearchPages('dire').map((p) => p.nome)).toEqual(['Diretoria']);
    expect(findSearchPages('ntes').map((p) => p.nome)).toEqual(['Presidentes']);
    expect(findSearchPages('i').length).toBeGreaterThan(5);
  });
  it('ignores accents too', () => {
    expect(findSearchPages('noticias').map((p) => p.url)).toEqual(['/lista-noticias']);
    expect(findSearchPages('juríd').map((p) => p.url)).toEqual(['/juridico']);
  });
  it('finds nothing for other words or an empty query', () => {
    expect(findSearchPages('vacina')).toEqual([]);
    expect(findSearchPages('  ')).toEqual([]);
  });
});

describe('sitemap entries', () => {
  it('the content pages without an id of their own, the legal space itself and by section, the accessibility page', () => {
    expect(sitemapPaths(SECOES_JURIDICO)).toEqual([
      '/',
      '/equipe',
      '/diretoria',
      '/missao-valores',
      '/estatuto',
      '/institucional',
      '/lista-noticias',
      '/publicacoes',
      '/juridico',
      '/juridico/notas',
      '/juridico/pareceres',
      '/juridico/orientacoes',
      '/juridico/informes',
      '/juridico/recomendacao',
      '/deliberacoes',
      '/secretarios',
      '/presidentes',
      '/apoiadores',
      '/acessibilidade',
    ]);
  });
});
