import { useRouteLoaderData } from 'react-router';
import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { loadSecaoJuridico } from '../features/juridico/api.server';
import { SecoesMenu, DocumentosTable } from '../features/juridico/espaco-juridico';
import { SECOES } from '../features/juridico/secoes';
import { seo } from '../lib/seo/meta';
import type { Route } from './+types/juridico';
import type { RootData } from '../root';
import { breadcrumbTrail } from '../lib/site-map';

export const meta: Route.MetaFunction = (args) => {
  const secao = args.loaderData ? ` – ${SECOES[args.loaderData.secao].titulo}` : '';
  return seo(args, {
    titulo: `Espaço Jurídico${secao} | COSEMS/MG`,
    descricao: 'Notas técnicas, pareceres, orientações, informes e recomendações do COSEMS/MG.',
  });
};

export function loader({ context, params }: Route.LoaderArgs) {
  return loadSecaoJuridico(context, params.section);
}

export default function Juridico({ loaderData }: Route.ComponentProps) {
  const { secao, documentos, publicApiUrl } = loaderData;
  // The TCC folder's address is the staff's (block `enderecos`), read once for every page by the root loader.
  const pastaTcc = useRouteLoaderData<RootData>('root')?.enderecos.pastaTcc;
  return (
    <div className="container py-4">
      <Breadcrumbs items={breadcrumbTrail('juridico')} />
      <PageTitle>Espaço Jurídico</PageTitle>
      <p>
        Bem-vindo ao Espaço Jurídico do COSEMS/MG. Aqui os gestores municipais de saúde encontram as notas técnicas, os pareceres, as
        orientações, as recomendações e os informes elaborados pela assessoria jurídica da entidade. Escolha uma seção abaixo.
      </p>
      <SecoesMenu atual={secao} pastaTcc={pastaTcc} />
      <DocumentosTable secao={secao} documentos={documentos} publicApiUrl={publicApiUrl} />
    </div>
  );
}
