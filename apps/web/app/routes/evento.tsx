import { carregarEvento } from '../features/agenda/api.server';
import { quandoAcontece } from '../features/agenda/datas';
import { EventoPagina } from '../features/agenda/evento-pagina';
import { buildEventoJsonLd, textoDaDescricao } from '../features/agenda/json-ld';
import { enderecoDoEvento } from '../features/agenda/regras';
import { getSiteUrls } from '../lib/data-port.server';
import type { PageHandle } from '../lib/page-query';
import { buildSeoMeta, getCanonicalUrl, getRootSeoData } from '../lib/seo/meta';
import { siteConfig } from '../lib/site-config';
import type { Route } from './+types/evento';

// A reading page: served without React's scripts (docs/decisions/032, 036).
export const handle: PageHandle = { hidratar: false };

export async function loader({ context, params }: Route.LoaderArgs) {
  const evento = await carregarEvento(context, params.id);
  const { siteUrl, publicApiUrl } = getSiteUrls(context);
  return { evento, url: getCanonicalUrl(siteUrl, enderecoDoEvento(evento.id)), publicApiUrl };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const seoData = getRootSeoData(matches);
  if (!loaderData)
    return buildSeoMeta(seoData, location.pathname, {
      titulo: 'Evento não encontrado – COSEMS/MG',
      descricao: 'Evento não encontrado.',
      indexar: false,
    });
  const { evento, url } = loaderData;
  const quando = quandoAcontece(evento);
  const descricao =
    `${evento.cancelado ? 'Cancelado. ' : ''}${quando}${evento.local ? `, ${evento.local}` : ''}. ${textoDaDescricao(evento.descricao, 200)}`.trim();
  return buildSeoMeta(seoData, enderecoDoEvento(evento.id), {
    titulo: `${evento.titulo}${evento.cancelado ? ' (cancelado)' : ''} – Agenda – COSEMS/MG`,
    tituloSocial: evento.titulo,
    descricao,
    extras: [{ 'script:ld+json': buildEventoJsonLd(evento, { url, siteUrl: seoData.siteUrl, organizacao: siteConfig.nomeCompleto }) }],
  });
};

export default function Evento({ loaderData }: Route.ComponentProps) {
  return <EventoPagina evento={loaderData.evento} publicApiUrl={loaderData.publicApiUrl} />;
}
