/** What the regional pages load (docs/produto.md §2: /secretarios, /CosemsRegional/{id}, /apoiadores). */
import { type RouterContextProvider, redirect } from 'react-router';
import { found, getDataPort, getFocosDasNoticias, getSiteUrls, notFound } from '../../lib/data-port.server';
import type { SiteDataPort } from '@cosems/contracts';
import { formatApoiador, filterApoiadores, sortApoiadores } from './apoiadores';
import { escolherMunicipio, PARAMETRO_MUNICIPIO, textoDoMunicipio } from './escolha-do-municipio';
import type { RespostaMinhaRegional } from './minha-regional';
import { parseRegiaoId, getRegiaoUrl } from './regiao';

type LoaderContext = Readonly<RouterContextProvider>;

/**
 * The councils, and the answer of "Qual é a minha regional?" when the form sent a municipality
 * (`?municipio=`): the one it names, or the choices, with its council's president and supporters.
 */
export async function loadRegioes(context: LoaderContext, url: URL) {
  const port = getDataPort(context);
  const texto = textoDoMunicipio(url.searchParams.get(PARAMETRO_MUNICIPIO));
  const [regioes, resposta] = await Promise.all([port.listRegioes(), texto ? minhaRegional(port, texto) : null]);
  return { regioes, resposta, publicApiUrl: getSiteUrls(context).publicApiUrl };
}

async function minhaRegional(port: SiteDataPort, texto: string): Promise<RespostaMinhaRegional> {
  const escolha = escolherMunicipio(texto, await port.buscarMunicipios(texto));
  const id = escolha.tipo === 'achado' ? escolha.municipio.regional?.id : undefined;
  const regiao = id === undefined ? null : await port.getRegiao(id);
  const regional = regiao
    ? { id: regiao.id, nome: regiao.nome, presidente: regiao.PresidenteRegional[0] ?? null, apoiadores: regiao.apoiadores }
    : null;
  return { texto, escolha, regional };
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
    /** What the municipalities' field sent (`?municipio=`): the list shows the ones it names. */
    filtroDeMunicipio: textoDoMunicipio(url.searchParams.get(PARAMETRO_MUNICIPIO)),
  };
}

export async function loadApoiadores(context: LoaderContext) {
  const apoiadores = await getDataPort(context).listApoiadores();
  // docs/produto.md §2: sorted by name; the name filter exists but no input is shown (empty term).
  return { apoiadores: filterApoiadores(sortApoiadores(apoiadores), '').map(formatApoiador) };
}
