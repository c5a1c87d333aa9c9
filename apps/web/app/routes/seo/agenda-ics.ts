import { eventosDoCalendario } from '../../features/agenda/api.server';
import { calendarioIcs } from '../../features/agenda/icalendar';
import { ICS_CONTENT_TYPE, parseId } from '../../features/agenda/regras';
import { getDataPort, getSiteUrls } from '../../lib/data-port.server';
import type { PageHandle } from '../../lib/page-query';
import { textResponse } from '../../lib/seo/xml';
import type { Route } from './+types/agenda-ics';

// The cache keys on `regiao` as given (text): a malformed one is its own 400 answer, never the
// whole calendar under another name.
export const handle: PageHandle = { query: { regiao: 'text' } };

/** /agenda.ics and /agenda.ics?regiao={id}: the calendar to subscribe to (issue 30, item 2). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const bruto = new URL(request.url).searchParams.get('regiao');
  // An empty value (a form's "all regions") is no filter.
  const regiao = bruto === null || bruto === '' ? undefined : parseId(bruto);
  if (regiao === null)
    return new Response('Regional inválida: use o número da regional, como em /agenda.ics?regiao=3.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  const port = getDataPort(context);
  const eventos = await eventosDoCalendario(port, new Date(), regiao);
  if (eventos === null)
    return new Response('Regional não encontrada.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const nomeDaRegiao = regiao === undefined ? null : ((await port.listRegioes()).find((r) => r.id === regiao)?.nome ?? null);
  const nome = nomeDaRegiao ? `Agenda do COSEMS/MG – regional ${nomeDaRegiao}` : 'Agenda do COSEMS/MG';
  return textResponse(calendarioIcs(eventos, { nome, siteUrl: getSiteUrls(context).siteUrl }), ICS_CONTENT_TYPE);
}
