import Container from 'react-bootstrap/Container';
import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { ESTATUTO_ARQUIVO } from '../features/estatuto/paginas';
import { VisualizadorEstatuto } from '../features/estatuto/visualizador-estatuto';
import type { Route } from './+types/estatuto';

export function meta() {
  return [{ title: 'Estatuto | COSEMS/MG' }, { name: 'description', content: 'Estatuto do COSEMS/MG, para leitura e download.' }];
}

export function loader({ context }: Route.LoaderArgs) {
  return { arquivo: `${context.publicApiUrl}${ESTATUTO_ARQUIVO}` };
}

export default function Estatuto({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-4">
      <Breadcrumbs items={[{ nome: 'Home', link: '/' }, { nome: 'Institucional', link: '/institucional' }, { nome: 'Estatuto' }]} />
      <PageTitle>Estatuto</PageTitle>
      <VisualizadorEstatuto arquivo={loaderData.arquivo} />
    </Container>
  );
}
