import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { redirect } from 'react-router';
import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { buscar } from '../features/busca/api.server';
import { NoticiasEncontradas, PaginasEncontradas } from '../features/busca/resultados';
import { buscaInlineValida, MENSAGEM_BUSCA_CURTA, urlBusca } from '../features/busca/validacao';
import type { Route } from './+types/pesquisa';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  // The bar's search form without JavaScript: GET /pesquisa?q=texto → /pesquisa/texto.
  const q = new URL(request.url).searchParams.get('q');
  if (q !== null) {
    if (buscaInlineValida(q)) throw redirect(urlBusca(q));
    return { consulta: '', paginas: [], noticias: [], curta: true, publicApiUrl: context.publicApiUrl };
  }
  return { ...(await buscar(context, params.query)), curta: false, publicApiUrl: context.publicApiUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.consulta ? `Pesquisa: ${loaderData.consulta} – COSEMS/MG` : 'Pesquisa – COSEMS/MG' },
];

export default function Pesquisa({ loaderData }: Route.ComponentProps) {
  const { consulta, paginas, noticias, curta, publicApiUrl } = loaderData;
  const nada = paginas.length === 0 && noticias.length === 0;
  return (
    <Container fluid="xl">
      <Breadcrumbs items={[{ nome: 'Pesquisa' }]} />
      <PageTitle>Pesquisa</PageTitle>
      {curta && (
        <Alert variant="warning" role="alert">
          {MENSAGEM_BUSCA_CURTA}
        </Alert>
      )}
      {consulta && nada ? (
        <div>
          <h2 className="cosems-secao-titulo">Nada encontrado</h2>
          <p>Busca realizada: {consulta}</p>
        </div>
      ) : consulta ? (
        <>
          <p>Busca realizada: {consulta}</p>
          <PaginasEncontradas paginas={paginas} />
          <NoticiasEncontradas noticias={noticias} publicApiUrl={publicApiUrl} />
        </>
      ) : (
        !curta && <p>Digite o que procura na caixa de pesquisa do menu.</p>
      )}
      <form method="get" action="/pesquisa" className="d-flex gap-2 mt-4" style={{ maxWidth: 480 }}>
        <label htmlFor="pesquisa-pagina" className="visually-hidden">
          Nova pesquisa
        </label>
        <input id="pesquisa-pagina" className="form-control" type="search" name="q" defaultValue={consulta} placeholder="Nova pesquisa" />
        <button type="submit" className="btn btn-primary">
          Pesquisar
        </button>
      </form>
    </Container>
  );
}
