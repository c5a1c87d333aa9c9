/**
 * The news form's one status line (issue 27, item 2): what is true of the item after the last
 * action — published or scheduled when, saved but not yet published, changes waiting for
 * "Publicar alterações" — in one sentence or two, shown next to the buttons. Times in Brasília
 * (America/Sao_Paulo), "hoje às 18:10" on the same day and "em 26/11/2026 às 18:10" otherwise.
 */
import type { NoticiaNoFormulario } from '@cosems/contracts';
import { formatDate, formatTime } from '../../lib/dates';

/** "hoje às 18:10" when `iso` falls on `agora`'s day in Brasília, "em 26/11/2026 às 18:10" (or "para …") otherwise. */
export function quando(iso: string, agora: Date, preposicao: 'em' | 'para' = 'em'): string {
  const dia = formatDate(iso);
  return dia === formatDate(agora.toISOString()) ? `hoje às ${formatTime(iso)}` : `${preposicao} ${dia} às ${formatTime(iso)}`;
}

export type EstadoDaNoticia = Pick<
  NoticiaNoFormulario,
  'id' | 'situacaoExibida' | 'dataPublicacao' | 'atualizadoEm' | 'pendente' | 'despublicarEm'
> & { pode: Pick<NoticiaNoFormulario['pode'], 'publicar'> };

/** Added after "Enviar para revisão": the editors see it on their dashboard (and by e-mail when SMTP is set). */
export const AVISO_AOS_EDITORES = 'Os editores foram avisados.';

export function linhaDeEstado(n: EstadoDaNoticia, agora: Date): string {
  if (n.id === null) return 'Nova notícia — ainda não salva.';
  const saida = n.despublicarEm ? ` Sai do site ${quando(n.despublicarEm, agora)}.` : '';
  const pendente = n.pendente
    ? ` Alterações salvas ${n.pendente.automatico ? 'automaticamente ' : ''}${quando(n.pendente.em, agora)}${
        n.pendente.por ? ` por ${n.pendente.por}` : ''
      } ainda não estão no site: ${n.pode.publicar ? 'publique-as com “Publicar alterações”' : 'um editor as publica'}.`
    : '';
  switch (n.situacaoExibida) {
    case 'rascunho':
      return `Rascunho salvo ${quando(n.atualizadoEm, agora)} — ainda não publicado.`;
    case 'revisao':
      return `Em revisão — salva ${quando(n.atualizadoEm, agora)}, ainda não publicada.`;
    case 'agendada':
      return `Agendada ${quando(n.dataPublicacao, agora, 'para').replace(/^hoje/, 'para hoje')}.${saida}${pendente}`;
    case 'publicada':
      return `Publicada ${quando(n.dataPublicacao, agora)}.${saida}${pendente}`;
    case 'despublicada':
      return `Despublicada — fora do site desde ${quando(n.atualizadoEm, agora).replace(/^em /, '')}.`;
  }
}
