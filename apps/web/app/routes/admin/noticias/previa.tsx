/**
 * /admin/previa/:id and /admin/previa/link/:token — a news item exactly as its public page will
 * render it (the same composition, inside the public site's frame), from its latest saved state,
 * for anyone signed in who may open it; the link form works for any account until it expires.
 * Outside the back office's layout on purpose (root.tsx draws the public chrome), never indexed,
 * never cached (the back office's context answers every /admin address with no-store, noindex).
 */
import { NoticiaPagina } from '../../../features/noticias/noticia-pagina';
import { parseNoticiaId } from '../../../features/noticias/rules';
import { requireSession } from '../../../lib/back-office.server';
import { getSiteUrls } from '../../../lib/data-port.server';
import type { Route } from './+types/previa';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Prévia: ${loaderData?.data.response.title || 'notícia sem título'} | COSEMS/MG` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  let detail: Awaited<ReturnType<typeof backOffice.redacao.previa>>;
  if (params.token !== undefined) {
    detail = await backOffice.redacao.previaPorLink(session, params.token, backOffice.quem);
    if (detail === null) throw new Response('Este link de prévia não existe, expirou ou foi revogado.', { status: 404 });
  } else {
    const id = parseNoticiaId(params.id);
    detail = id === null ? null : await backOffice.redacao.previa(session, id);
  }
  if (detail === null) throw new Response('Notícia não encontrada', { status: 404 });
  if (detail === 'proibido') throw new Response('Você não pode abrir esta notícia.', { status: 403 });
  return { data: detail.data, url: `${getSiteUrls(context).siteUrl}/noticia/${detail.data.response.id}` };
}

export default function Previa({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <p className="cosems-aviso-previa text-center mb-0 py-2">
        Prévia: esta é a notícia como ficará no site. Ainda não é a página publicada.
      </p>
      <NoticiaPagina data={loaderData.data} url={loaderData.url} />
    </>
  );
}
