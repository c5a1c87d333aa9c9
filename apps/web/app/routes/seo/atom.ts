import { api } from '../../lib/api.server';
import { atomXml, ultimasNoticias } from '../../lib/seo/feeds';
import { respostaTexto } from '../../lib/seo/xml';
import type { Route } from './+types/atom';

export async function loader({ context }: Route.LoaderArgs) {
  const noticias = ultimasNoticias(await api(context).todasNoticias());
  return respostaTexto(atomXml(context.siteUrl, noticias), 'application/atom+xml; charset=utf-8');
}
