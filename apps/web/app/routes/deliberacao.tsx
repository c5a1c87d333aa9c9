import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { obterDeliberacao } from '../features/deliberacoes/api.server';
import { DeliberacaoPagina } from '../features/deliberacoes/deliberacoes';
import { getSiteUrls } from '../lib/data-port.server';
import type { PageHandle } from '../lib/page-query';
import { seo } from '../lib/seo/meta';
import { breadcrumbTrail } from '../lib/site-map';
import type { Route } from './+types/deliberacao';

// A reading page served without React (docs/decisions/032).
export const handle: PageHandle = { hidratar: false };

export async function loader({ context, params }: Route.LoaderArgs) {
  return { deliberacao: await obterDeliberacao(context, params.id), publicApiUrl: getSiteUrls(context).publicApiUrl };
}

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData?.deliberacao;
  return seo(args, {
    titulo: d ? `${d.nome} – COSEMS/MG` : 'Deliberação não encontrada – COSEMS/MG',
    descricao: d ? d.ementa : 'Deliberação não encontrada.',
    indexar: Boolean(d),
  });
};

export default function DeliberacaoRota({ loaderData }: Route.ComponentProps) {
  const { deliberacao: d, publicApiUrl } = loaderData;
  return (
    <div className="container-xl">
      <Breadcrumbs items={breadcrumbTrail('deliberacoes', d.nome)} />
      <PageTitle>{d.nome}</PageTitle>
      <DeliberacaoPagina d={d} publicApiUrl={publicApiUrl} />
    </div>
  );
}
