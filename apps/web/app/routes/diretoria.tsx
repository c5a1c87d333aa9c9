import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { groupDiretoria } from '../features/institucional/grupos';
import { GruposList, DiretoriaMemberBlock } from '../features/institucional/grupos-list';
import { getDataPort } from '../lib/data-port.server';
import { seo } from '../lib/seo/meta';
import type { Route } from './+types/diretoria';
import { breadcrumbTrail } from '../lib/site-map';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { titulo: 'Diretoria | COSEMS/MG', descricao: 'Diretoria Executiva e Conselho Fiscal do COSEMS/MG.' });

export async function loader({ context }: Route.LoaderArgs) {
  return { diretoria: await getDataPort(context).getDiretoria() };
}

export default function Diretoria({ loaderData }: Route.ComponentProps) {
  const { diretoria } = loaderData;
  return (
    <div className="container py-4">
      <Breadcrumbs items={breadcrumbTrail('diretoria')} />
      <PageTitle>Diretoria</PageTitle>
      <GruposList
        grupos={groupDiretoria(diretoria)}
        vazio={Object.keys(diretoria).length === 0}
        carregando="Carregando..."
        membro={(m) => <DiretoriaMemberBlock membro={m} />}
      />
    </div>
  );
}
