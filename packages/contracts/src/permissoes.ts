/**
 * Who may do what in the back office: the one place where the roles' rights are written. The
 * server (@cosems/admin) refuses every action this table does not allow (403), and the pages use the
 * same table only to hide the buttons a person cannot use. A test walks every action × role × no
 * session against the running server.
 */
import type { Papel } from './back-office-port.ts';

/** The statuses a news item is stored with; "agendada" is a "publicada" item with a future date. */
export const SITUACOES = ['rascunho', 'revisao', 'publicada', 'despublicada'] as const;
export type Situacao = (typeof SITUACOES)[number];

/** What the back office shows: the stored status, with "agendada" read off the clock. */
export type SituacaoExibida = Situacao | 'agendada';

export const NOME_DA_SITUACAO: Record<SituacaoExibida, string> = {
  rascunho: 'Rascunho',
  revisao: 'Em revisão',
  agendada: 'Agendada',
  publicada: 'Publicada',
  despublicada: 'Despublicada',
};

export function situacaoExibida(situacao: Situacao, dataPublicao: Date, agora: Date = new Date()): SituacaoExibida {
  return situacao === 'publicada' && dataPublicao.getTime() > agora.getTime() ? 'agendada' : situacao;
}

export const ACOES = [
  'noticia.listar',
  'noticia.criar',
  'noticia.editar',
  'noticia.enviar-revisao',
  'noticia.voltar-rascunho',
  'noticia.publicar',
  'noticia.despublicar',
  'noticia.excluir',
  'noticia.lixeira',
  'midia.listar',
  'midia.enviar',
  'midia.editar',
  'auditoria.ver',
  'usuarios.gerir',
  'conteudo.exportar',
  'conteudo.editar',
  'conteudo.rascunhar',
] as const;
export type Acao = (typeof ACOES)[number];

/** What an action is done to: a news item (its owner and status) or a media file (who sent it). */
export interface AlvoDaAcao {
  /** The account that created the item, or sent the file (null: it came from a bundle). */
  donoId?: number | null;
  situacao?: Situacao;
  /**
   * A media file that published content uses (a news item past review, a partner, the logo, a
   * portrait, a legal document, a publication): changing it changes public pages, so only an
   * editor may (docs/decisions/040).
   */
  emUsoPublico?: boolean;
  /** A news item with neither title nor text: deleting it loses nothing anyone wrote. */
  vazia?: boolean;
}

const EDITORES: readonly Papel[] = ['editor', 'administrador'];

/**
 * autor: writes and edits their own items while they are not public (rascunho, em revisão), sends
 * them to review and takes them back; uploads images and edits the ones they sent while no
 * published content uses them (then they upload a new file instead).
 * editor: everything on news and media, and the rest of the site's content (conteudo.editar:
 * regional councils, team and board, legal documents and publications, home blocks, presidents,
 * statute, institutional texts, footer), deletes their own drafts and empty ones, and sees and
 * restores the trash; on the agenda and the deliberations, autores write drafts (conteudo.rascunhar)
 * that an editor publishes. administrador: everything, and deletes any draft never published, reads the
 * audit log, manages the accounts (invites, roles, disabling, two-factor resets) and downloads the backup of all content (conteudo.exportar: every draft and every file,
 * so only those who may see everything).
 */
export function pode(papel: Papel, acao: Acao, alvo: AlvoDaAcao = {}, usuarioId?: number): boolean {
  const editor = EDITORES.includes(papel);
  const proprio = alvo.donoId !== undefined && alvo.donoId !== null && alvo.donoId === usuarioId;
  const naoPublica = alvo.situacao === 'rascunho' || alvo.situacao === 'revisao';
  switch (acao) {
    case 'noticia.listar':
    case 'noticia.criar':
    case 'midia.listar':
    case 'midia.enviar':
      return true;
    case 'noticia.editar':
    case 'noticia.voltar-rascunho':
      return editor || (proprio && naoPublica);
    case 'noticia.enviar-revisao':
      return alvo.situacao === 'rascunho' && (editor || proprio);
    case 'noticia.publicar':
    case 'noticia.despublicar':
      return editor;
    // A draft that was never published goes to the trash (restorable for 30 days): an editor may
    // send there their own drafts and empty ones, an administrator any (issue 27, item 6).
    case 'noticia.excluir':
      return alvo.situacao === 'rascunho' && (papel === 'administrador' || (editor && (proprio || alvo.vazia === true)));
    case 'noticia.lixeira':
      return editor;
    case 'midia.editar':
      return editor || (proprio && !alvo.emUsoPublico);
    case 'conteudo.editar':
      return editor;
    // The types where autores may draft (the agenda, the deliberations; issue 30): anyone signed in
    // lists them and writes drafts; publishing, and changing what is public, is conteudo.editar's.
    case 'conteudo.rascunhar':
      return true;
    case 'auditoria.ver':
    case 'usuarios.gerir':
    case 'conteudo.exportar':
      return papel === 'administrador';
  }
}
