import { Link } from 'react-router';
import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { ESTATUTO_PDF_URL } from '../features/estatuto/topicos';
import { InstitucionalAccordion, IntroducaoInstitucional } from '../features/institucional/static-texts';
import { getDataPort, getSiteUrls } from '../lib/data-port.server';
import { seo } from '../lib/seo/meta';
import type { Route } from './+types/institucional';
import { breadcrumbTrail } from '../lib/site-map';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { titulo: 'Institucional | COSEMS/MG', descricao: 'Como o COSEMS/MG se organiza e onde representa os municípios no SUS.' });

export async function loader({ context }: Route.LoaderArgs) {
  return { publicApiUrl: getSiteUrls(context).publicApiUrl, bloco: await getDataPort(context).getBloco('institucional') };
}

export default function Institucional({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container py-4">
      <Breadcrumbs items={breadcrumbTrail('institucional')} />
      <PageTitle>Institucional</PageTitle>
      <IntroducaoInstitucional bloco={loaderData.bloco} />
      <h2 className="h4 mt-4 mb-3">Instâncias e representação</h2>
      <InstitucionalAccordion bloco={loaderData.bloco} />
      <p className="d-flex flex-wrap gap-2">
        <a href={`${loaderData.publicApiUrl}${ESTATUTO_PDF_URL}`} className="btn btn-primary">
          Download Estatuto PDF
        </a>
        <Link to="/estatuto" className="btn btn-outline-primary">
          Ler o estatuto no site
        </Link>
      </p>
    </div>
  );
}
