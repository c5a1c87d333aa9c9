import { redirect } from 'react-router';
import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { Pagination } from '../components/ui/pagination';
import { loadBusca } from '../features/busca/api.server';
import { DeliberacoesResults, NoticiasResults, SiteMapResults } from '../features/busca/results';
import { getFocosDasNoticias, getSiteUrls } from '../lib/data-port.server';
import { FocosContext } from '../lib/image-focus';
import { isValidInlineBusca, SHORT_BUSCA_MESSAGE, urlBusca } from '../lib/busca-input';
import { seo } from '../lib/seo/meta';
import type { Route } from './+types/pesquisa';
import { breadcrumbTrail } from '../lib/site-map';
import type { PageHandle } from '../lib/page-query';

// The query parameters the loader reads (app/lib/page-query.ts): the page cache keys on these only.
// Served without React (docs/decisions/032): results, pagination and the form below are links and a
// plain GET form; the header's search and the accessibility bar come from the reading pages' script.
export const handle: PageHandle = { query: { q: 'text', page: 'page' }, hidratar: false };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The bar's search form without JavaScript: GET /pesquisa?q=texto → /pesquisa/texto.
  const { publicApiUrl } = getSiteUrls(context);
  const q = url.searchParams.get('q');
  if (q !== null) {
    if (isValidInlineBusca(q)) throw redirect(urlBusca(q));
    return {
      query: '',
      siteMapMatches: [],
      noticias: [],
      page: 1,
      pageCount: 1,
      count: 0,
      deliberacoes: { itens: [], total: 0 },
      curta: true,
      focos: {},
      publicApiUrl,
    };
  }
  const result = await loadBusca(context, params.query, url.searchParams.get('page'));
  return { ...result, curta: false, focos: await getFocosDasNoticias(context, result.noticias), publicApiUrl };
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  const pageSuffix = loaderData && loaderData.page > 1 ? ` – página ${loaderData.page}` : '';
  return seo(
    args,
    {
      titulo: loaderData?.query ? `Pesquisa: ${loaderData.query}${pageSuffix} – COSEMS/MG` : 'Pesquisa – COSEMS/MG',
      descricao: loaderData?.query
        ? `Páginas e notícias do COSEMS/MG encontradas para “${loaderData.query}”.`
        : 'Pesquise nas páginas e notícias do COSEMS/MG.',
      // Result lists are not pages of their own for search engines; their links are followed.
      indexar: false,
    },
    loaderData?.page,
  );
};

export default function Pesquisa({ loaderData }: Route.ComponentProps) {
  const { query, siteMapMatches, noticias, page, pageCount, count, deliberacoes, curta, focos, publicApiUrl } = loaderData;
  const empty = siteMapMatches.length === 0 && noticias.length === 0 && deliberacoes.total === 0;
  const base = `/pesquisa/${encodeURIComponent(query)}`;
  return (
    <div className="container-xl">
      <Breadcrumbs items={breadcrumbTrail('pesquisa')} />
      <PageTitle>Pesquisa</PageTitle>
      {curta && (
        <div className="alert alert-warning" role="alert">
          {SHORT_BUSCA_MESSAGE}
        </div>
      )}
      {query && empty ? (
        <div>
          <h2 className="cosems-secao-titulo">Nada encontrado</h2>
          <p className="text-break">Busca realizada: {query}</p>
        </div>
      ) : query ? (
        <>
          <p className="text-break">Busca realizada: {query}</p>
          {page === 1 && <SiteMapResults siteMapMatches={siteMapMatches} />}
          <DeliberacoesResults query={query} deliberacoes={deliberacoes} />
          <FocosContext.Provider value={focos}>
            <NoticiasResults noticias={noticias} count={count} publicApiUrl={publicApiUrl} />
          </FocosContext.Provider>
          <Pagination
            current={page}
            total={pageCount}
            href={(p) => (p === 1 ? base : `${base}?page=${p}`)}
            rotulo="Páginas de resultados"
          />
        </>
      ) : (
        !curta && <p>Digite o que procura na caixa de pesquisa do menu.</p>
      )}
      <form method="get" action="/pesquisa" className="d-flex gap-2 mt-4" style={{ maxWidth: 480 }}>
        <label htmlFor="pesquisa-page" className="visually-hidden">
          Nova pesquisa
        </label>
        <input id="pesquisa-page" className="form-control" type="search" name="q" defaultValue={query} placeholder="Nova pesquisa" />
        <button type="submit" className="btn btn-primary">
          Pesquisar
        </button>
      </form>
    </div>
  );
}
