/**
 * /admin/midia/imagens?q=…&pagina=…: the media picker's search (features/area-restrita/midia/seletor-de-midia),
 * as JSON: the library's images whose name or alternative text holds `q` (accents and case aside),
 * newest first, MIDIA_POR_PAGINA a page — the same list and the same right (midia.listar) as
 * /admin/midia, images only. The query is checked against its schema: a malformed one is a 400
 * with the reason, never a guess. Signed out: 401, not the sign-in page's HTML (a script reads it).
 */
import { paginaDoSeletor, readConsultaDoSeletor } from '../../../features/area-restrita/midia/midia-forms.server';
import { getBackOffice } from '../../../lib/back-office.server';
import type { Route } from './+types/midia-imagens';

export async function loader({ context, request }: Route.LoaderArgs) {
  const backOffice = getBackOffice(context);
  const { session } = backOffice;
  if (session?.etapa !== 'completa')
    return Response.json({ erro: 'Sua sessão terminou: entre de novo na área restrita.' }, { status: 401 });
  const consulta = readConsultaDoSeletor(new URL(request.url));
  if (!consulta.ok) return Response.json({ erro: consulta.erro }, { status: 400 });
  const lista = await backOffice.midia.list(session, { busca: consulta.busca, pagina: consulta.pagina, tipo: 'imagem' });
  return Response.json(paginaDoSeletor(lista));
}
