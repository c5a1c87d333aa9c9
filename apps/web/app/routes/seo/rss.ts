import { api } from '../../lib/api.server';
import { rssXml, ultimasNoticias } from '../../lib/seo/feeds';
import { respostaTexto } from '../../lib/seo/xml';
import type { Route } from './+types/rss';

export async function loader({ context }: Route.LoaderArgs) {
  const noticias = ultimasNoticias(await api(context).todasNoticias());
  return respostaTexto(rssXml(context.siteUrl, noticias), 'application/rss+xml; charset=utf-8');
}
