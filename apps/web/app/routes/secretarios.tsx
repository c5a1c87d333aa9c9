import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { loadRegioes } from '../features/regionais/api.server';
import { RegioesList } from '../features/regionais/regioes-list';
import { seo } from '../lib/seo/meta';
import type { Route } from './+types/secretarios';
import { breadcrumbTrail } from '../lib/site-map';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    titulo: 'COSEMS Regionais | COSEMS/MG',
    descricao: 'Os 28 conselhos regionais de secretarias municipais de saúde de Minas Gerais.',
  });

export function loader({ context }: Route.LoaderArgs) {
  return loadRegioes(context);
}

export default function Secretarios({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container py-4">
      <Breadcrumbs items={breadcrumbTrail('secretarios')} />
      <PageTitle>COSEMS Regionais</PageTitle>
      <p>Escolha uma regional para ver seu presidente, seus apoiadores, suas notícias e seus municípios.</p>
      <RegioesList regioes={loaderData.regioes} />
    </div>
  );
}
