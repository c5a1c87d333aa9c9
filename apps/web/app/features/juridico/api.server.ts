import type { RouterContextProvider } from 'react-router';
import { getDataPort, getSiteUrls, notFound } from '../../lib/data-port.server';
import { parseSecao } from './secoes';

/** One section of the legal space; an unknown section answers the 404 page. */
export async function loadSecaoJuridico(context: Readonly<RouterContextProvider>, param: string | undefined) {
  const secao = parseSecao(param);
  if (secao === null) throw notFound();
  return { secao, documentos: await getDataPort(context).listDocumentosJuridicos(secao), publicApiUrl: getSiteUrls(context).publicApiUrl };
}
