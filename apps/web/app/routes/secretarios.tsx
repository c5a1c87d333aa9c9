import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { loadRegioes } from '../features/regionais/api.server';
import { MinhaRegional } from '../features/regionais/minha-regional';
import { PARAMETRO_MUNICIPIO } from '../features/regionais/escolha-do-municipio';
import { RegioesList } from '../features/regionais/regioes-list';
import type { PageHandle } from '../lib/page-query';
import { seo } from '../lib/seo/meta';
import type { Route } from './+types/secretarios';
import { breadcrumbTrail } from '../lib/site-map';

export const meta: Route.MetaFunction = (args) => {
  const texto = args.loaderData?.resposta?.texto;
  return texto
    ? // An answer of "Qual é a minha regional?" is no page of its own for search engines (as the search's results).
      seo(args, {
        titulo: `Qual é a minha regional: ${texto} | COSEMS/MG`,
        descricao: `A regional do COSEMS/MG do município “${texto}”, com os contatos do presidente e dos apoiadores.`,
        indexar: false,
      })
    : seo(args, {
        titulo: 'COSEMS Regionais | COSEMS/MG',
        descricao:
          'Os 28 conselhos regionais de secretarias municipais de saúde de Minas Gerais. Qual é a minha regional? Digite o seu município.',
      });
};

// The query parameter the loader reads (app/lib/page-query.ts): the page cache keys on it only.
// Served without React (decision 036): links and a GET form; the field's suggestions come from the
// page's own small script (app/sem-hidratacao/sugestoes-de-municipio.ts).
export const handle: PageHandle = { query: { [PARAMETRO_MUNICIPIO]: 'text' }, hidratar: false, melhorias: 'secretarios' };

export function loader({ context, request }: Route.LoaderArgs) {
  return loadRegioes(context, new URL(request.url));
}

export default function Secretarios({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container py-4">
      <Breadcrumbs items={breadcrumbTrail('secretarios')} />
      <PageTitle>COSEMS Regionais</PageTitle>
      <MinhaRegional resposta={loaderData.resposta} publicApiUrl={loaderData.publicApiUrl} />
      <h2 className="h4">Todas as regionais</h2>
      <p>Escolha uma regional para ver seu presidente, seus apoiadores, suas notícias e seus municípios.</p>
      <RegioesList regioes={loaderData.regioes} />
    </div>
  );
}
