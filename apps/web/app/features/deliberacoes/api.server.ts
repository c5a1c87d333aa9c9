/**
 * What /deliberacoes and /deliberacoes/{id} read (issue 30): the query of the list's GET form read
 * leniently (an unknown year or theme is no filter, a page past the last is the first: a visitor's
 * typed address never errors), and one deliberation or the 404 page.
 */
import {
  BUSCA_MAX_LENGTH,
  CHAVES_TEMA_DE_DELIBERACAO,
  cleanBusca,
  type Deliberacao,
  type DeliberacoesPagina,
  type FiltroDeDeliberacoes,
  type TemaDeDeliberacao,
} from '@cosems/contracts';
import type { RouterContextProvider } from 'react-router';
import { found, getDataPort } from '../../lib/data-port.server';
import type { FiltroDaPagina } from './filtro';

type Contexto = Readonly<RouterContextProvider>;

export function lerFiltro(query: URLSearchParams): FiltroDaPagina & { page: number } {
  const q = (query.get('q') ?? '').slice(0, BUSCA_MAX_LENGTH * 2).trim();
  const anoTexto = query.get('ano') ?? '';
  const ano = /^(199[0-9]|20[0-9]{2}|2100)$/.test(anoTexto) ? Number(anoTexto) : null;
  const temaTexto = query.get('tema') ?? '';
  const tema = (CHAVES_TEMA_DE_DELIBERACAO as readonly string[]).includes(temaTexto) ? (temaTexto as TemaDeDeliberacao) : null;
  const pageTexto = query.get('page') ?? '';
  const page = /^[1-9][0-9]{0,5}$/.test(pageTexto) ? Number(pageTexto) : 1;
  return { q, ano, tema, page };
}

export async function listarDeliberacoes(
  context: Contexto,
  query: URLSearchParams,
): Promise<{ filtro: FiltroDaPagina; lista: DeliberacoesPagina }> {
  const { q, ano, tema, page } = lerFiltro(query);
  const pedido: FiltroDeDeliberacoes = {
    ...(cleanBusca(q) ? { q } : {}),
    ...(ano !== null ? { ano } : {}),
    ...(tema !== null ? { tema } : {}),
  };
  const port = getDataPort(context);
  let lista = await port.listDeliberacoes({ ...pedido, page });
  if (lista.itens.length === 0 && page > 1) lista = await port.listDeliberacoes({ ...pedido, page: 1 });
  return { filtro: { q, ano, tema }, lista };
}

export async function obterDeliberacao(context: Contexto, idParam: string | undefined): Promise<Deliberacao> {
  const id = /^[1-9][0-9]{0,9}$/.test(idParam ?? '') ? Number(idParam) : null;
  return found(id === null ? null : await getDataPort(context).getDeliberacao(id), 'Deliberação não encontrada');
}
