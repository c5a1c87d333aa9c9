import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { PublicacoesTable } from '../features/publicacoes/publicacoes-table';
import { getDataPort, getSiteUrls } from '../lib/data-port.server';
import { seo } from '../lib/seo/meta';
import type { Route } from './+types/publicacoes';
import { breadcrumbTrail } from '../lib/site-map';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { titulo: 'Publicações | COSEMS/MG', descricao: 'Guias, relatórios, cartilhas e boletins do COSEMS/MG.' });

export async function loader({ context }: Route.LoaderArgs) {
  return { publicacoes: await getDataPort(context).listPublicacoes(), publicApiUrl: getSiteUrls(context).publicApiUrl };
}

export default function Publicacoes({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container py-4">
      <Breadcrumbs items={breadcrumbTrail('publicacoes')} />
      <PageTitle>Publicações</PageTitle>
      <PublicacoesTable publicacoes={loaderData.publicacoes} publicApiUrl={loaderData.publicApiUrl} />
    </div>
  );
}
