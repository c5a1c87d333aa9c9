/** The legal space's sections (docs/produto.md §2, /juridico/{section?}). */
import { SECOES_JURIDICO, type SecaoJuridico } from '@cosems/contracts';

export interface SecaoData {
  /** Label of the section's button (the original spelling kept: 'Recomedações', docs/produto.md §2.18). */
  botao: string;
  /** Heading of the section's table. */
  titulo: string;
  /** Label of each document's link. */
  rotuloLink: string;
}

export const SECOES: Record<SecaoJuridico, SecaoData> = {
  notas: { botao: 'Notas', titulo: 'Notas Técnicas', rotuloLink: 'Baixar Nota' },
  pareceres: { botao: 'Pareceres', titulo: 'Pareceres', rotuloLink: 'Baixar Parecer' },
  orientacoes: { botao: 'Orientação', titulo: 'Orientações', rotuloLink: 'Baixar Orientação' },
  informes: { botao: 'Informes', titulo: 'Informes', rotuloLink: 'Baixar Informe' },
  recomendacao: { botao: 'Recomedações', titulo: 'Recomendações', rotuloLink: 'Baixar Recomendação' },
};

/** docs/produto.md §2: the buttons' order (Notas, Pareceres, Orientação, Recomedações, Informes). */
export const SECAO_BUTTON_ORDER: readonly SecaoJuridico[] = ['notas', 'pareceres', 'orientacoes', 'recomendacao', 'informes'];

export const DEFAULT_SECAO: SecaoJuridico = 'notas';

/** The section named in the URL: absent → 'notas'; unknown → null (the route answers 404). */
export function parseSecao(param: string | undefined): SecaoJuridico | null {
  if (param === undefined || param === '') return DEFAULT_SECAO;
  return (SECOES_JURIDICO as readonly string[]).includes(param) ? (param as SecaoJuridico) : null;
}

export function getSecaoUrl(secao: SecaoJuridico): string {
  return `/juridico/${secao}`;
}

/** A document's address: paths of the API host (/arquivo/…) get PUBLIC_API_URL in front. */
export function getDocumentoUrl(publicApiUrl: string, link: string): string {
  return link.startsWith('/') ? `${publicApiUrl}${link}` : link;
}
