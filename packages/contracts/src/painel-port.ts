/**
 * The back office's start page (/admin) as a dashboard (issue 27, item 8): what waits for my review,
 * my items in progress, what enters or leaves the site in the next days, the last changes to news.
 * Implemented by @cosems/admin (PainelDaRedacao) in one call whose queries are all bounded; every list
 * holds only news the session may open (an autor: their own), so the page needs no check of its own.
 */
import type { SessaoAtual } from './back-office-port.ts';
import type { SituacaoExibida } from './permissoes.ts';

/** Items each list of the dashboard shows; its total is counted apart and shown beside it. */
export const ITENS_DO_PAINEL = 10;
/** "Agendadas": what enters or leaves the site within this many days from now. */
export const DIAS_AGENDADOS_NO_PAINEL = 7;

export interface NoticiaNoPainel {
  id: number;
  titulo: string;
  situacao: SituacaoExibida;
  /** A published or scheduled item with changes saved but not published yet (decision 050). */
  pendente: boolean;
  /** The account that created it in the back office (null: it came from a bundle, or the account is gone). */
  criadoPor: string | null;
  atualizadoEm: string;
  atualizadoPor: string | null;
}

/** The first ITENS_DO_PAINEL of a list, and how many there are in all. */
export interface ListaDoPainel<T> {
  itens: T[];
  total: number;
}

/** A time set on an item: it enters the site (a scheduled publication) or leaves it ("Despublicar em"). */
export interface AgendamentoNoPainel {
  id: number;
  titulo: string;
  tipo: 'entra' | 'sai';
  em: string;
}

/** The audit log's news actions the dashboard lists as changes (autosaves and preview links are not). */
export const ACOES_NO_PAINEL = [
  'noticia.criar',
  'noticia.salvar',
  'noticia.enviar-revisao',
  'noticia.voltar-rascunho',
  'noticia.publicar',
  'noticia.despublicar',
  'noticia.excluir',
  'noticia.restaurar-da-lixeira',
] as const;
export type AcaoNoPainel = (typeof ACOES_NO_PAINEL)[number];

export interface MudancaNoPainel {
  /** The audit event's id (a stable key for the list). */
  id: number;
  em: string;
  /** The account's current name; its e-mail at the time when the account is gone; null: no account. */
  quem: string | null;
  /** The code as the log records it; the page names it with the audit page's names (nomeDaAcao: "Notícia publicada"). */
  acao: AcaoNoPainel;
  noticiaId: number;
  /** The item's title now ('' for a draft still without one); a deleted item's, as it was. */
  titulo: string;
  /** false: the item was deleted since (it is in the trash, or gone: nothing to open here). */
  existe: boolean;
}

export interface PainelDaRedacaoDados {
  /** Items in review, for whoever may publish them; null for an autor (nothing to review). */
  revisao: ListaDoPainel<NoticiaNoPainel> | null;
  /** Items I created still in progress: drafts, in review, or published with unpublished changes. */
  meus: ListaDoPainel<NoticiaNoPainel>;
  /** Entering or leaving the site within DIAS_AGENDADOS_NO_PAINEL days, soonest first. */
  agendadas: ListaDoPainel<AgendamentoNoPainel>;
  /** The last ITENS_DO_PAINEL changes to news, newest first. */
  mudancas: MudancaNoPainel[];
}

export interface PainelPort {
  ler(sessao: SessaoAtual): Promise<PainelDaRedacaoDados>;
}
