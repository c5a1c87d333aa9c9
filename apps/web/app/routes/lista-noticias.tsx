import { useNavigation } from 'react-router';
import { Breadcrumbs } from '../components/ui/breadcrumb';
import { Loading } from '../components/ui/loading';
import { PageTitle } from '../components/ui/page-title';
import { Pagination } from '../components/ui/pagination';
import { listNoticias } from '../features/noticias/api.server';
import { NoticiasGrid } from '../features/noticias/noticias-list';
import { getFocosDasNoticias, getSiteUrls } from '../lib/data-port.server';
import { FocosContext } from '../lib/image-focus';
import { seo } from '../lib/seo/meta';
import type { Route } from './+types/lista-noticias';
import { breadcrumbTrail } from '../lib/site-map';
import type { PageHandle } from '../lib/page-query';

// The query parameters the loader reads (app/lib/page-query.ts): the page cache keys on these only.
export const handle: PageHandle = { query: { page: 'page' }, hidratar: false };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = await listNoticias(context, params.id, new URL(request.url).searchParams.get('page'));
  return { ...page, focos: await getFocosDasNoticias(context, page.noticias), publicApiUrl: getSiteUrls(context).publicApiUrl };
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  const pageSuffix = loaderData && loaderData.page > 1 ? ` – página ${loaderData.page}` : '';
  const textSuffix = loaderData?.texto ? ` – “${loaderData.texto}”` : '';
  return seo(
    args,
    {
      titulo: `Notícias do SUS e COSEMS/MG${textSuffix}${pageSuffix} – COSEMS/MG`,
      descricao: loaderData?.texto ? `Notícias do SUS e do COSEMS/MG sobre “${loaderData.texto}”.` : 'Notícias do SUS e do COSEMS/MG.',
      indexar: !loaderData?.texto,
    },
    loaderData?.page,
  );
};

export default function ListaNoticias({ loaderData }: Route.ComponentProps) {
  const { noticias, page, pageCount, texto: text, focos, publicApiUrl } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname.startsWith('/lista-noticias');
  const base = text ? `/lista-noticias/${encodeURIComponent(text)}` : '/lista-noticias';
  return (
    <div className="container-xl">
      <Breadcrumbs items={breadcrumbTrail('listaNoticias', text || undefined)} />
      <PageTitle>Notícias do SUS e COSEMS/MG</PageTitle>
      {text && <p className="text-break">Notícias encontradas para “{text}”.</p>}
      {loading ? (
        <Loading />
      ) : noticias.length === 0 ? (
        <p>{text ? 'Nenhuma notícia encontrada.' : 'carregando...'}</p>
      ) : (
        <FocosContext.Provider value={focos}>
          <NoticiasGrid noticias={noticias} publicApiUrl={publicApiUrl} />
        </FocosContext.Provider>
      )}
      <Pagination current={page} total={pageCount} href={(p) => (p === 1 ? base : `${base}?page=${p}`)} rotulo="Páginas de notícias" />
    </div>
  );
}
