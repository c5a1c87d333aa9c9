import { calendarioIcs } from '../../features/agenda/icalendar';
import { ICS_CONTENT_TYPE, parseId } from '../../features/agenda/regras';
import { getDataPort, getSiteUrls } from '../../lib/data-port.server';
import { textResponse } from '../../lib/seo/xml';
import type { Route } from './+types/evento-ics';

/** /agenda/{id}.ics: one event ("Adicionar ao calendário"); a draft or a missing event is 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const evento = id === null ? null : await getDataPort(context).getEvento(id);
  if (evento === null)
    return new Response('Evento não encontrado.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return textResponse(calendarioIcs([evento], { nome: evento.titulo, siteUrl: getSiteUrls(context).siteUrl }), ICS_CONTENT_TYPE);
}
