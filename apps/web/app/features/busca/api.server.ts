import type { NoticiaResumo } from '@cosems/contracts';
import type { AppLoadContext } from 'react-router';
import { api } from '../../lib/api.server';
import { limparBusca } from '../../lib/texto';
import { paginasQueContem } from './paginas-site';

export interface ResultadoBusca {
  consulta: string;
  paginas: { nome: string; url: string }[];
  noticias: NoticiaResumo[];
}

/** Site pages then news whose title matches the (cleaned) query. */
export async function buscar(context: AppLoadContext, bruto: string | undefined): Promise<ResultadoBusca> {
  const consulta = limparBusca(bruto ?? '');
  if (!consulta) return { consulta, paginas: [], noticias: [] };
  const noticias = await api(context).noticiasPorTitulo(consulta);
  return { consulta, paginas: paginasQueContem(consulta), noticias };
}
