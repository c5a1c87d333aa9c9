import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { PresidentesGallery } from '../features/institucional/presidentes-gallery';
import { getDataPort, getSiteUrls } from '../lib/data-port.server';
import { seo } from '../lib/seo/meta';
import type { Route } from './+types/presidentes';
import { breadcrumbTrail } from '../lib/site-map';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { titulo: 'Galeria dos Presidentes | COSEMS/MG', descricao: 'Os presidentes do COSEMS/MG desde 1991.' });

export async function loader({ context }: Route.LoaderArgs) {
  return { presidentes: await getDataPort(context).listPresidentes(), publicApiUrl: getSiteUrls(context).publicApiUrl };
}

export default function Presidentes({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container py-4">
      <Breadcrumbs items={breadcrumbTrail('presidentes')} />
      <PageTitle>Galeria dos Presidentes</PageTitle>
      <PresidentesGallery presidentes={loaderData.presidentes} publicApiUrl={loaderData.publicApiUrl} />
    </div>
  );
}
