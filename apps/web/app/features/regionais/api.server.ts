/** What the regional pages load (docs/produto.md §2: /secretarios, /CosemsRegional/{id}, /apoiadores). */
import { type RouterContextProvider, redirect } from 'react-router';
import { found, getDataPort, getFocosDasNoticias, getSiteUrls, notFound } from '../../lib/data-port.server';
import { formatApoiador, filterApoiadores, sortApoiadores } from './apoiadores';
import { parseRegiaoId, getRegiaoUrl } from './regiao';

type LoaderContext = Readonly<RouterContextProvider>;

export async function loadRegioes(context: LoaderContext) {
  return { regioes: await getDataPort(context).listRegioes() };
}

/**
 * One region with its news and the list for the selector. `?regiao=N` is what the selector's
 * form sends when JavaScript is off: it redirects to that region's page. A malformed or unknown
 * id answers the 404 page.
 */
export async function loadRegiao(context: LoaderContext, idParam: string | undefined, url: URL) {
  const chosen = parseRegiaoId(url.searchParams.get('regiao'));
  if (chosen !== null) throw redirect(getRegiaoUrl(chosen));

  const id = parseRegiaoId(idParam);
  if (id === null) throw notFound();
  const port = getDataPort(context);
  const [regiao, noticias, regioes] = await Promise.all([port.getRegiao(id), port.listNoticiasRegiao(id), port.listRegioes()]);
  const daRegiao = found(noticias);
  return {
    regiao: found(regiao),
    noticias: daRegiao,
    regioes,
    focos: await getFocosDasNoticias(context, daRegiao),
    publicApiUrl: getSiteUrls(context).publicApiUrl,
  };
}

export async function loadApoiadores(context: LoaderContext) {
  const apoiadores = await getDataPort(context).listApoiadores();
  // docs/produto.md §2: sorted by name; the name filter exists but no input is shown (empty term).
  return { apoiadores: filterApoiadores(sortApoiadores(apoiadores), '').map(formatApoiador) };
}
