import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { loadApoiadores } from '../features/regionais/api.server';
import { ApoiadoresList } from '../features/regionais/apoiadores-list';
import { seo } from '../lib/seo/meta';
import type { Route } from './+types/apoiadores';
import { breadcrumbTrail } from '../lib/site-map';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { titulo: 'Apoiadores Regionais | COSEMS/MG', descricao: 'Apoiadores regionais do COSEMS/MG e suas regionais.' });

export function loader({ context }: Route.LoaderArgs) {
  return loadApoiadores(context);
}

export default function Apoiadores({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container py-4">
      <Breadcrumbs items={breadcrumbTrail('apoiadores')} />
      <PageTitle>Apoiadores Regionais</PageTitle>
      <ApoiadoresList apoiadores={loaderData.apoiadores} />
    </div>
  );
}
