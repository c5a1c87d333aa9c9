/**
 * A news item's revisions read as a history (issue 27, item 9): a save that changed the status is
 * named by what happened ("Enviada para revisão", "Agendada para 28/11/2026 às 09:00", "Publicada",
 * "Despublicada", "Voltou a ser rascunho"), and consecutive autosaves by the same person, each
 * within 10 minutes of the one before, are one row ("3 salvamentos automáticos, 14:02–14:09")
 * standing for the newest of them (the one compared and restored).
 */
import type { RevisaoListada, TipoRevisao } from '@cosems/contracts';
import { formatDateTime, formatTime } from '../../lib/dates';

/** Autosaves this close together, by the same person, are one row. */
export const JANELA_DOS_AUTOMATICOS_MS = 10 * 60_000;

const TIPO: Record<TipoRevisao, string> = {
  salvamento: 'Salvamento',
  pendente: 'Salvamento (ainda não publicado)',
  autosalvamento: 'Salvamento automático (fora do site)',
  'autosalvamento-aplicado': 'Salvamento automático',
  restauracao: 'Restauração',
};

export interface LinhaDoHistorico {
  /** The revision the row stands for (the newest of a collapsed group). */
  revisao: RevisaoListada;
  /** What happened, in Portuguese. */
  rotulo: string;
  /** A status change: shown apart from plain saves. */
  mudouSituacao: boolean;
  /** How many revisions the row stands for (1, or a group of autosaves). */
  quantas: number;
  /** The oldest revision's time, for a group. */
  desde: string;
}

const automatico = (t: TipoRevisao) => t === 'autosalvamento' || t === 'autosalvamento-aplicado';

/**
 * What a named save did to the status, or null when it only saved. On an item on the site, a
 * "salvamento" is "Publicar alterações" ("Salvar" there is a pending version since decision 050, and
 * before it a save changed the site too).
 */
function mudanca(r: RevisaoListada, antes: RevisaoListada | undefined): string | null {
  // The first revision has nothing before it to compare with (an item from a bundle was on the
  // site before any revision; one created here starts as a draft).
  if (!antes) return null;
  const agendada = (x: RevisaoListada) => x.situacao === 'publicada' && new Date(x.dataPublicacao) > new Date(x.em);
  const de = agendada(antes) ? 'agendada' : antes.situacao;
  const para = agendada(r) ? 'agendada' : r.situacao;
  const mesmaData = antes.dataPublicacao === r.dataPublicacao;
  // Scheduled, and its time came before this save: it was on the site already.
  const noAr = para === 'publicada' && (de === 'publicada' || (de === 'agendada' && mesmaData));
  if (noAr) return r.tipo === 'salvamento' ? 'Alterações publicadas' : null;
  if (de === para && (para !== 'agendada' || mesmaData)) return null;
  switch (para) {
    case 'revisao':
      return 'Enviada para revisão';
    case 'agendada':
      return `Agendada para ${formatDateTime(r.dataPublicacao).replace(' ', ' às ')}`;
    case 'publicada':
      return 'Publicada';
    case 'despublicada':
      return 'Despublicada';
    case 'rascunho':
      return 'Voltou a ser rascunho';
  }
}

/** @param revisoes newest first, as the back office lists them. */
export function historico(revisoes: RevisaoListada[]): LinhaDoHistorico[] {
  const linhas: LinhaDoHistorico[] = [];
  // Oldest first, so each revision is compared with the one before it.
  const cronologica = [...revisoes].reverse();
  cronologica.forEach((r, i) => {
    const anterior = cronologica[i - 1];
    // Autosaves never change the status; a named save that did is a row of its own.
    const mudou = automatico(r.tipo) ? null : mudanca(r, anterior);
    const ultima = linhas.at(-1);
    if (
      mudou === null &&
      ultima &&
      automatico(r.tipo) &&
      automatico(ultima.revisao.tipo) &&
      ultima.revisao.tipo === r.tipo &&
      ultima.revisao.usuario === r.usuario &&
      new Date(r.em).getTime() - new Date(ultima.revisao.em).getTime() <= JANELA_DOS_AUTOMATICOS_MS
    ) {
      ultima.revisao = r;
      ultima.quantas += 1;
      ultima.rotulo = `${ultima.quantas} salvamentos automáticos, ${formatTime(ultima.desde)}–${formatTime(r.em)}${
        r.tipo === 'autosalvamento' ? ' (fora do site)' : ''
      }`;
      return;
    }
    linhas.push({ revisao: r, rotulo: mudou ?? TIPO[r.tipo], mudouSituacao: mudou !== null, quantas: 1, desde: r.em });
  });
  return linhas.reverse();
}
