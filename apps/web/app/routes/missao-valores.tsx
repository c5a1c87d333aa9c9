import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { MissaoVisaoValores } from '../features/institucional/static-texts';
import { getDataPort } from '../lib/data-port.server';
import { seo } from '../lib/seo/meta';
import type { Route } from './+types/missao-valores';
import { breadcrumbTrail } from '../lib/site-map';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { titulo: 'Missão, Visão e Valores | COSEMS/MG', descricao: 'Missão, visão, valores e negócio do COSEMS/MG.' });

export async function loader({ context }: Route.LoaderArgs) {
  return { bloco: await getDataPort(context).getBloco('missao') };
}

export default function MissaoValores({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container py-4">
      <Breadcrumbs items={breadcrumbTrail('missaoValores')} />
      <PageTitle>Missão, Visão e Valores</PageTitle>
      <MissaoVisaoValores bloco={loaderData.bloco} />
    </div>
  );
}
