/**
 * The back office's accounts (/admin/usuarios, issue 12) as its pages see it: administrators invite
 * people, change roles, disable accounts and reset two-factor; anyone may accept an invitation or
 * reset a forgotten password through a single-use link. Implemented by @cosems/admin (class
 * Usuarios); every method that acts on others checks the session's rights (permissoes.ts) itself.
 */
import type { Papel, Requisitante, SessaoAtual } from './back-office-port.ts';

/** Hours an invitation link stays valid. */
export const HORAS_CONVITE = 72;
/** Minutes a password-reset link stays valid. */
export const MINUTOS_REDEFINICAO = 60;
/** A new reset link for the same account is not sent sooner than this many minutes after the last one. */
export const MINUTOS_ENTRE_REDEFINICOES = 2;

export interface UsuarioListado {
  id: number;
  nome: string;
  email: string;
  papel: Papel;
  ativo: boolean;
  /** Two-factor set up (false: at the next sign-in the person sets it up). */
  segundoFator: boolean;
  /** ISO 8601 of the last full sign-in, or null. */
  ultimaEntrada: string | null;
  criadoEm: string;
}

export interface ConvitePendente {
  /** Public id (a prefix of the stored hash; never the link's token). */
  id: string;
  email: string;
  nome: string;
  papel: Papel;
  expiraEm: string;
}

export interface ListaDeUsuarios {
  usuarios: UsuarioListado[];
  convites: ConvitePendente[];
}

/** An invitation: sent by e-mail, or (no SMTP server configured, or sending failed) the link to hand over. */
export type ResultadoConvite =
  | { tipo: 'enviado'; email: string }
  | { tipo: 'link'; email: string; link: string; aviso?: string }
  | { tipo: 'erro'; campo: 'email' | 'nome' | 'papel'; mensagem: string };

/** What a valid link is for, as its page shows it. */
export interface DadosDoLink {
  email: string;
  nome: string;
}

export type ResultadoSenhaNova = { tipo: 'ok' } | { tipo: 'link-invalido' } | { tipo: 'senha-fraca'; mensagem: string };

/** The changes an administrator makes to an account. */
export type AlteracaoDeConta =
  | { tipo: 'papel'; papel: Papel }
  | { tipo: 'desativar' }
  | { tipo: 'reativar' }
  | { tipo: 'redefinir-segundo-fator' };

export type ResultadoAlteracao = { tipo: 'ok'; mensagem: string } | { tipo: 'recusado'; mensagem: string } | 'proibido' | null;

export interface UsuariosPort {
  /** Whether e-mail can be sent (SMTP_URL): the forgotten-password link is offered only then. */
  readonly correioConfigurado: boolean;
  listar(sessao: SessaoAtual): Promise<ListaDeUsuarios | 'proibido'>;
  obter(sessao: SessaoAtual, id: number): Promise<UsuarioListado | 'proibido' | null>;
  /** `base`: the site's address the link starts with (https://…). */
  convidar(
    sessao: SessaoAtual,
    dados: { email: string; nome: string; papel: string },
    quem: Requisitante,
    base: string,
  ): Promise<ResultadoConvite | 'proibido'>;
  cancelarConvite(sessao: SessaoAtual, id: string, quem: Requisitante): Promise<boolean | 'proibido'>;
  /**
   * Sends a pending (or expired, unused) invitation again, with a new link: the old one stops
   * working. Null when there is no such invitation (used or cancelled meanwhile).
   */
  reenviarConvite(sessao: SessaoAtual, id: string, quem: Requisitante, base: string): Promise<ResultadoConvite | 'proibido' | null>;
  alterar(sessao: SessaoAtual, id: number, alteracao: AlteracaoDeConta, quem: Requisitante): Promise<ResultadoAlteracao>;
  /** The invitation a link names, while it is valid (unused, not expired); null otherwise. */
  convite(token: string): Promise<DadosDoLink | null>;
  /** Creates the account with this password (two-factor is set up at its first sign-in). */
  aceitarConvite(token: string, senha: string, quem: Requisitante): Promise<ResultadoSenhaNova>;
  /** Sends a reset link when the e-mail is an active account's; the same (immediate) answer either way. */
  pedirRedefinicao(email: string, quem: Requisitante, base: string): Promise<void>;
  redefinicao(token: string): Promise<DadosDoLink | null>;
  /** Sets the new password and ends every session of the account. */
  redefinirSenha(token: string, senha: string, quem: Requisitante): Promise<ResultadoSenhaNova>;
}
