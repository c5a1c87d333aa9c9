import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { groupEquipe } from '../features/institucional/grupos';
import { GruposList, EquipeMemberBlock } from '../features/institucional/grupos-list';
import { getDataPort } from '../lib/data-port.server';
import { seo } from '../lib/seo/meta';
import type { Route } from './+types/equipe';
import { breadcrumbTrail } from '../lib/site-map';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { titulo: 'Equipe | COSEMS/MG', descricao: 'Equipe do COSEMS/MG: setores e contatos.' });

export async function loader({ context }: Route.LoaderArgs) {
  return { equipe: await getDataPort(context).getEquipe() };
}

export default function Equipe({ loaderData }: Route.ComponentProps) {
  const { equipe } = loaderData;
  return (
    <div className="container py-4">
      <Breadcrumbs items={breadcrumbTrail('equipe')} />
      <PageTitle>Equipe</PageTitle>
      <GruposList
        grupos={groupEquipe(equipe)}
        vazio={Object.keys(equipe).length === 0}
        carregando="Carregando"
        membro={(m) => <EquipeMemberBlock membro={m} />}
      />
    </div>
  );
}
