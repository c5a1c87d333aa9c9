import { getDataPort, getSiteUrls } from '../../lib/data-port.server';
import { atomXml, ultimasNoticias } from '../../lib/seo/feeds';
import { respostaTexto } from '../../lib/seo/xml';
import type { Route } from './+types/atom';

export async function loader({ context }: Route.LoaderArgs) {
  const noticias = ultimasNoticias(await getDataPort(context).listNoticias());
  return respostaTexto(atomXml(getSiteUrls(context).siteUrl, noticias), 'application/atom+xml; charset=utf-8');
}
