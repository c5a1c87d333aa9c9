import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { loadRegiao } from '../features/regionais/api.server';
import { ApoiadoresDaRegional, PresidenteDaRegional } from '../features/regionais/contatos';
import { PARAMETRO_MUNICIPIO } from '../features/regionais/escolha-do-municipio';
import { MunicipiosList } from '../features/regionais/regioes-list';
import { NoticiasRegiao } from '../features/regionais/noticias-regiao';
import { RegiaoSelect } from '../features/regionais/regiao-select';
import { FocosContext } from '../lib/image-focus';
import { seo } from '../lib/seo/meta';
import type { Route } from './+types/cosems-regional';
import { breadcrumbTrail } from '../lib/site-map';
import type { PageHandle } from '../lib/page-query';

export const meta: Route.MetaFunction = (args) => {
  const name = args.loaderData?.regiao.nome;
  return seo(args, {
    titulo: name ? `Regional ${name} | COSEMS/MG` : 'COSEMS Regional | COSEMS/MG',
    descricao: name ? `Conselho regional de ${name}: presidente, apoiadores, notícias e municípios.` : 'Conselho regional do COSEMS/MG.',
    indexar: Boolean(name),
  });
};

// The query parameters the loader reads (app/lib/page-query.ts): the page cache keys on these only.
// Served without React (docs/decisions/036): the news carousel and the region selector get their
// behaviour from the regional page's inline script (app/sem-hidratacao/regional.ts).
export const handle: PageHandle = { query: { regiao: 'id', [PARAMETRO_MUNICIPIO]: 'text' }, hidratar: false, melhorias: 'regional' };

export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadRegiao(context, params.id, new URL(request.url));
}

export default function CosemsRegional({ loaderData }: Route.ComponentProps) {
  const { regiao, noticias, regioes, focos, publicApiUrl } = loaderData;
  const presidente = regiao.PresidenteRegional[0];
  return (
    <div className="container py-4">
      <Breadcrumbs items={breadcrumbTrail('secretarios', regiao.nome)} />
      <PageTitle>COSEMS Regional {regiao.nome}</PageTitle>

      <div className="mb-4" style={{ maxWidth: '32rem' }}>
        <RegiaoSelect regioes={regioes} atual={regiao.id} />
      </div>

      <div className="row g-4 mb-4">
        <section className="col-12 col-lg-4" aria-labelledby="regional-presidente">
          <h2 id="regional-presidente" className="h4">
            Presidente
          </h2>
          <PresidenteDaRegional presidente={presidente} />
        </section>
        <section className="col-12 col-lg-8" aria-labelledby="regional-apoiadores">
          <h2 id="regional-apoiadores" className="h4">
            Apoiadores
          </h2>
          <ApoiadoresDaRegional apoiadores={regiao.apoiadores} />
        </section>
      </div>

      <section className="mb-4" aria-labelledby="regional-noticias">
        <h2 id="regional-noticias" className="h4">
          Notícias da regional
        </h2>
        <FocosContext.Provider value={focos}>
          <NoticiasRegiao key={regiao.id} noticias={noticias} publicApiUrl={publicApiUrl} />
        </FocosContext.Provider>
      </section>

      <section aria-labelledby="regional-municipios">
        <h2 id="regional-municipios" className="h4">
          Municípios
        </h2>
        <MunicipiosList municipios={regiao.municipios} regiaoId={regiao.id} filtro={loaderData.filtroDeMunicipio} />
      </section>
    </div>
  );
}
