import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { Pagination } from '../components/ui/pagination';
import { AssinarAgenda, EventosPorMes, FiltrosDaAgenda, PeriodosDaAgenda } from '../features/agenda/agenda-lista';
import { carregarAgenda, nomeDaRegiao } from '../features/agenda/api.server';
import { enderecoDaAgenda, enderecoDoCalendario } from '../features/agenda/regras';
import type { PageHandle } from '../lib/page-query';
import { buildSeoMeta, getRootSeoData } from '../lib/seo/meta';
import { breadcrumbTrail } from '../lib/site-map';
import type { Route } from './+types/agenda';

// The query parameters the loader reads (app/lib/page-query.ts): the page cache keys on these only.
// Served without React (decision 036): links and GET forms.
export const handle: PageHandle = { query: { regiao: 'id', tipo: 'text', periodo: 'text', page: 'page' }, hidratar: false };

export async function loader({ context, request }: Route.LoaderArgs) {
  const agenda = await carregarAgenda(context, new URL(request.url));
  return { ...agenda, nomeDaRegiao: nomeDaRegiao(agenda.regioes, agenda.filtro.regiao) };
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  const passados = loaderData?.filtro.periodo === 'passados';
  const regiao = loaderData?.nomeDaRegiao;
  const filtrado = loaderData?.filtro.regiao !== undefined || loaderData?.filtro.tipo !== undefined;
  const titulo = `${passados ? 'Eventos anteriores' : 'Agenda'}${regiao ? ` – regional ${regiao}` : ''}${loaderData && loaderData.filtro.page > 1 ? ` – página ${loaderData.filtro.page}` : ''} – COSEMS/MG`;
  // The canonical address: the period and the page (the filtered views are not indexed).
  const canonico = enderecoDaAgenda({ periodo: loaderData?.filtro.periodo, page: loaderData?.filtro.page });
  return buildSeoMeta(getRootSeoData(args.matches), canonico, {
    titulo,
    descricao: 'A agenda do COSEMS/MG: reuniões da CIB-SUS/MG, assembleias, conselhos regionais, congresso, mostra e webinários.',
    // The filtered lists and the archive are views of the one agenda: only the bare list is indexed (the events are in the sitemap).
    indexar: !filtrado && !passados,
    extras: [
      {
        tagName: 'link',
        rel: 'alternate',
        type: 'text/calendar',
        href: enderecoDoCalendario(loaderData?.filtro.regiao),
        title: regiao ? `Agenda do COSEMS/MG – regional ${regiao} (iCalendar)` : 'Agenda do COSEMS/MG (iCalendar)',
      },
    ],
  });
};

export default function Agenda({ loaderData }: Route.ComponentProps) {
  const { filtro, eventos, pageCount, regioes, nomeDaRegiao: regiao } = loaderData;
  const passados = filtro.periodo === 'passados';
  return (
    <div className="container-xl cosems-agenda">
      <Breadcrumbs items={breadcrumbTrail('agenda')} />
      <PageTitle>Agenda</PageTitle>
      <p>Reuniões da CIB-SUS/MG, assembleias, conselhos regionais, congresso, mostra e webinários. Horários de Brasília.</p>
      <AssinarAgenda regiao={filtro.regiao} nomeDaRegiao={regiao} />
      <FiltrosDaAgenda filtro={filtro} regioes={regioes} />
      <PeriodosDaAgenda filtro={filtro} />
      <EventosPorMes
        eventos={eventos}
        vazio={passados ? 'Nenhum evento anterior com estes filtros.' : 'Nenhum evento previsto com estes filtros.'}
      />
      <Pagination
        current={filtro.page}
        total={pageCount}
        href={(p) => enderecoDaAgenda({ ...filtro, page: p })}
        rotulo={passados ? 'Páginas dos eventos anteriores' : 'Páginas da agenda'}
      />
    </div>
  );
}
