import { useEffect } from 'react';
import Container from 'react-bootstrap/Container';
import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { getNoticiaById } from '../features/noticias/api.server';
import { CorpoNoticia, VizinhasNoticia } from '../features/noticias/noticia-detalhe';
import type { Route } from './+types/noticia';

export async function loader({ context, params }: Route.LoaderArgs) {
  return getNoticiaById(context, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.response.title} – COSEMS/MG` },
        { name: 'description', content: loaderData.response.sub_title ?? loaderData.response.title },
      ]
    : [{ title: 'Notícia – COSEMS/MG' }];

export default function Noticia({ loaderData }: Route.ComponentProps) {
  const { response } = loaderData;
  // Spec §2: scroll to the top whenever another news item is shown.
  useEffect(() => {
    if (response.id) window.scrollTo(0, 0);
  }, [response.id]);
  return (
    <Container fluid="xl" className="cosems-noticia">
      <Breadcrumbs items={[{ nome: 'Imprensa', link: '/lista-noticias' }, { nome: 'Noticia' }]} />
      <PageTitle>{response.title}</PageTitle>
      <CorpoNoticia noticia={response} />
      <VizinhasNoticia data={loaderData} />
    </Container>
  );
}
