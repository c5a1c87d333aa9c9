import Container from 'react-bootstrap/Container';
import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { agruparDiretoria } from '../features/institucional/grupos';
import { ListaGrupos, MembroDiretoriaBloco } from '../features/institucional/lista-grupos';
import { api } from '../lib/api.server';
import type { Route } from './+types/diretoria';

export function meta() {
  return [{ title: 'Diretoria | COSEMS/MG' }, { name: 'description', content: 'Diretoria Executiva e Conselho Fiscal do COSEMS/MG.' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { diretoria: await api(context).diretoria() };
}

export default function Diretoria({ loaderData }: Route.ComponentProps) {
  const { diretoria } = loaderData;
  return (
    <Container className="py-4">
      <Breadcrumbs items={[{ nome: 'Home', link: '/' }, { nome: 'Diretoria' }]} />
      <PageTitle>Diretoria</PageTitle>
      <ListaGrupos
        grupos={agruparDiretoria(diretoria)}
        vazio={Object.keys(diretoria).length === 0}
        carregando="Carregando..."
        membro={(m) => <MembroDiretoriaBloco membro={m} />}
      />
    </Container>
  );
}
