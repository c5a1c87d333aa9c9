/** What the regional pages load from the API (spec §2: /secretarios, /CosemsRegional/{id}, /apoiadores). */
import { type AppLoadContext, redirect } from 'react-router';
import { ApiError, api } from '../../lib/api.server';
import { exibirApoiador, filtrarApoiadores, ordenarApoiadores } from './apoiadores';
import { lerIdRegiao, urlRegiao } from './regiao';

function naoEncontrada(): Response {
  return new Response('Não encontrado', { status: 404 });
}

export async function carregarRegioes(context: AppLoadContext) {
  return { regioes: await api(context).regioes() };
}

/**
 * One region with its news and the list for the selector. `?regiao=N` is what the selector's
 * form sends when JavaScript is off: it redirects to that region's page. A malformed or unknown
 * id answers the 404 page (the API's 400 and 404 both become a 404 Response).
 */
export async function carregarRegiao(context: AppLoadContext, idParam: string | undefined, url: URL) {
  const escolhida = lerIdRegiao(url.searchParams.get('regiao'));
  if (escolhida !== null) throw redirect(urlRegiao(escolhida));

  const id = lerIdRegiao(idParam);
  if (id === null) throw naoEncontrada();
  const cliente = api(context);
  try {
    const [regiao, noticias, regioes] = await Promise.all([cliente.regiao(id), cliente.noticiasRegiao(id), cliente.regioes()]);
    return { regiao, noticias, regioes, publicApiUrl: context.publicApiUrl };
  } catch (erro) {
    if (erro instanceof ApiError && erro.status === 400) throw naoEncontrada();
    throw erro;
  }
}

export async function carregarApoiadores(context: AppLoadContext) {
  const apoiadores = await api(context).apoiadores();
  // Spec §2: sorted by name; the name filter exists but no input is shown (empty term).
  return { apoiadores: filtrarApoiadores(ordenarApoiadores(apoiadores), '').map(exibirApoiador) };
}
