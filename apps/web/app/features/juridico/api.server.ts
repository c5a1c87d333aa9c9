import type { AppLoadContext } from 'react-router';
import { api } from '../../lib/api.server';
import { lerSecao } from './secoes';

/** One section of the legal space; an unknown section answers the 404 page. */
export async function carregarSecao(context: AppLoadContext, param: string | undefined) {
  const secao = lerSecao(param);
  if (secao === null) throw new Response('Não encontrado', { status: 404 });
  return { secao, documentos: await api(context).juridico(secao), publicApiUrl: context.publicApiUrl };
}
