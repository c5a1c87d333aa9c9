import { TEMAS_DE_DELIBERACAO } from '@cosems/contracts';
import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { Pagination } from '../components/ui/pagination';
import { listarDeliberacoes } from '../features/deliberacoes/api.server';
import { enderecoDaLista } from '../features/deliberacoes/filtro';
import { FiltrosDasDeliberacoes, ItemDaDeliberacao } from '../features/deliberacoes/deliberacoes';
import { getSiteUrls } from '../lib/data-port.server';
import type { PageHandle } from '../lib/page-query';
import { seo } from '../lib/seo/meta';
import { breadcrumbTrail } from '../lib/site-map';
import type { Route } from './+types/deliberacoes';

// A reading page served without React (docs/decisions/032): the filters are a plain GET form, the
// pages links. The page cache keys on these parameters only (app/lib/page-query.ts).
export const handle: PageHandle = { query: { q: 'text', ano: 'text', tema: 'text', page: 'page' }, hidratar: false };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { filtro, lista } = await listarDeliberacoes(context, new URL(request.url).searchParams);
  return { filtro, lista, publicApiUrl: getSiteUrls(context).publicApiUrl };
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  const filtrada = Boolean(loaderData && (loaderData.filtro.q || loaderData.filtro.ano !== null || loaderData.filtro.tema !== null));
  const pagina = loaderData && loaderData.lista.pagina > 1 ? ` – página ${loaderData.lista.pagina}` : '';
  return seo(
    args,
    {
      titulo: `Deliberações da CIB-SUS/MG${pagina} – COSEMS/MG`,
      descricao: 'As deliberações da Comissão Intergestores Bipartite do SUS de Minas Gerais, com ementa, temas e a nota do COSEMS/MG.',
      // A filtered list is not a page of its own for search engines.
      indexar: !filtrada,
    },
    loaderData?.lista.pagina,
  );
};

export default function Deliberacoes({ loaderData }: Route.ComponentProps) {
  const { filtro, lista, publicApiUrl } = loaderData;
  const filtrada = filtro.q || filtro.ano !== null || filtro.tema !== null;
  const descricao = [
    filtro.q ? `“${filtro.q}”` : null,
    filtro.ano !== null ? `de ${filtro.ano}` : null,
    filtro.tema !== null ? `no tema ${TEMAS_DE_DELIBERACAO[filtro.tema]}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="container-xl">
      <Breadcrumbs items={breadcrumbTrail('deliberacoes')} />
      <PageTitle>Deliberações da CIB-SUS/MG</PageTitle>
      <p>
        As decisões da Comissão Intergestores Bipartite do SUS de Minas Gerais, onde o Estado e os municípios, representados pelo COSEMS/MG,
        pactuam o financiamento e a organização da saúde.
      </p>
      <FiltrosDasDeliberacoes q={filtro.q} ano={filtro.ano} tema={filtro.tema} anos={lista.anos} />
      <p className="text-body-secondary" role="status">
        {lista.total === 0
          ? `Nenhuma deliberação encontrada${descricao ? ` para ${descricao}` : ''}.`
          : `${lista.total === 1 ? '1 deliberação' : `${lista.total} deliberações`}${filtrada ? ` ${lista.total === 1 ? 'encontrada' : 'encontradas'} para ${descricao}` : ''}, das mais recentes às mais antigas.`}
      </p>
      {lista.itens.length > 0 ? (
        <ul className="list-unstyled">
          {lista.itens.map((d) => (
            <ItemDaDeliberacao key={d.id} d={d} publicApiUrl={publicApiUrl} />
          ))}
        </ul>
      ) : null}
      <Pagination current={lista.pagina} total={lista.paginas} href={(p) => enderecoDaLista(filtro, p)} rotulo="Páginas de deliberações" />
    </div>
  );
}
