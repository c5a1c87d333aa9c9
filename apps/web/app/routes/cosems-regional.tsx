import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { loadRegiao } from '../features/regionais/api.server';
import { PessoaContactCard } from '../features/regionais/contatos';
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
export const handle: PageHandle = { query: { regiao: 'id' }, hidratar: false, melhorias: 'regional' };

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
          {presidente ? <PessoaContactCard pessoa={presidente} /> : <p>Presidência não informada.</p>}
        </section>
        <section className="col-12 col-lg-8" aria-labelledby="regional-apoiadores">
          <h2 id="regional-apoiadores" className="h4">
            Apoiadores
          </h2>
          {regiao.apoiadores.length === 0 ? (
            <p>Nenhum apoiador cadastrado.</p>
          ) : (
            <ul className="list-unstyled row row-cols-1 row-cols-md-2 g-3 mb-0">
              {regiao.apoiadores.map((a, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: supporters have no id
                <li key={i} className="col">
                  <PessoaContactCard pessoa={a} fullHeight />
                </li>
              ))}
            </ul>
          )}
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
        <MunicipiosList municipios={regiao.municipios} />
      </section>
    </div>
  );
}
