import Container from 'react-bootstrap/Container';
import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { MissaoVisaoValores } from '../features/institucional/textos-fixos';

export function meta() {
  return [
    { title: 'Missão, Visão e Valores | COSEMS/MG' },
    { name: 'description', content: 'Missão, visão, valores e negócio do COSEMS/MG.' },
  ];
}

export default function MissaoValores() {
  return (
    <Container className="py-4">
      <Breadcrumbs
        items={[{ nome: 'Home', link: '/' }, { nome: 'Institucional', link: '/institucional' }, { nome: 'Missão, Visão e Valores' }]}
      />
      <PageTitle>Missão, Visão e Valores</PageTitle>
      <MissaoVisaoValores />
    </Container>
  );
}
