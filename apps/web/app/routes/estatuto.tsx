import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { ESTATUTO_PDF_URL } from '../features/estatuto/topicos';
import { EstatutoViewer } from '../features/estatuto/estatuto-viewer';
import { getDataPort, getSiteUrls } from '../lib/data-port.server';
import { seo } from '../lib/seo/meta';
import type { Route } from './+types/estatuto';
import { breadcrumbTrail } from '../lib/site-map';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { titulo: 'Estatuto | COSEMS/MG', descricao: 'Estatuto do COSEMS/MG, para leitura e download.' });

export async function loader({ context }: Route.LoaderArgs) {
  // The topics menu and the page count are content (the block 'estatuto', edited with the PDF in the back office).
  const bloco = await getDataPort(context).getBloco('estatuto');
  return { arquivo: `${getSiteUrls(context).publicApiUrl}${ESTATUTO_PDF_URL}`, paginas: bloco.paginas, topicos: bloco.topicos };
}

export default function Estatuto({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container py-4">
      <Breadcrumbs items={breadcrumbTrail('estatuto')} />
      <PageTitle>Estatuto</PageTitle>
      <EstatutoViewer file={loaderData.arquivo} paginas={loaderData.paginas} topicos={loaderData.topicos} />
    </div>
  );
}
