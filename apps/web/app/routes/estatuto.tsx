import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { ESTATUTO_PDF_URL } from '../features/estatuto/topicos';
import { EstatutoViewer } from '../features/estatuto/estatuto-viewer';
import { getSiteUrls } from '../lib/data-port.server';
import { seo } from '../lib/seo/meta';
import type { Route } from './+types/estatuto';
import { breadcrumbTrail } from '../lib/site-map';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { titulo: 'Estatuto | COSEMS/MG', descricao: 'Estatuto do COSEMS/MG, para leitura e download.' });

export function loader({ context }: Route.LoaderArgs) {
  return { arquivo: `${getSiteUrls(context).publicApiUrl}${ESTATUTO_PDF_URL}` };
}

export default function Estatuto({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container py-4">
      <Breadcrumbs items={breadcrumbTrail('estatuto')} />
      <PageTitle>Estatuto</PageTitle>
      <EstatutoViewer file={loaderData.arquivo} />
    </div>
  );
}
