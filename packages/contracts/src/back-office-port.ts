/**
 * The back office ("Área restrita", /admin) as its pages see it: what the React Router routes under
 * app/routes/admin may ask of the server, in the same way the public pages read through the site
 * data port. The server implements it (@cosems/admin) and hands it, with the request's session, to
 * loaders and actions through the router context. The routes never touch the database.
 */
import { Type } from 'typebox';
import { Value } from 'typebox/value';

export const PAPEIS = ['autor', 'editor', 'administrador'] as const;
export type Papel = (typeof PAPEIS)[number];

/** The role's name as the back office writes it. */
export const NOME_DO_PAPEL: Record<Papel, string> = { autor: 'Autor', editor: 'Editor', administrador: 'Administrador' };

/** A password has 12 to 128 characters of any kind (as a person counts them); its strength is checked too. */
export const SENHA_MIN = 12;
export const SENHA_MAX = 128;

/** Password checked; second factor to give, or to set up (first sign-in); or fully signed in. */
export type EtapaSessao = 'segundo-fator' | 'configurar-segundo-fator' | 'completa';

export interface UsuarioDaSessao {
  id: number;
  nome: string;
  email: string;
  papel: Papel;
}

export interface SessaoAtual {
  /** Public id of the session (a prefix of its stored hash; never the cookie's token). */
  id: string;
  usuario: UsuarioDaSessao;
  etapa: EtapaSessao;
  /** The anti-CSRF token every form of this session sends back (field "_csrf"). */
  csrf: string;
  /**
   * Wrong second-factor codes tried on the account between its previous sign-in and this one
   * (docs/decisions/043): from FALHAS_PARA_AVISAR on, the back office warns the owner.
   */
  falhasAntes?: number;
}

/** Who is asking: the client's address (behind TRUST_PROXY's rules) and its User-Agent. */
export interface Requisitante {
  endereco: string;
  agente: string;
}

/** Sign-in is being slowed down: try again after this many seconds. */
export interface Aguarde {
  tipo: 'aguarde';
  segundos: number;
}

/** The server checks too many passwords at once (a sign-in flood): try again after this many seconds (503). */
export interface Ocupado {
  tipo: 'ocupado';
  segundos: number;
}

/** A sign-in's steps: the password, then the second factor (a TOTP or a recovery code). */
export type SignInStep = 'senha' | 'segundo-fator';
/**
 * ok; falha: wrong password, code or account; aguarde: refused by the throttle before checking;
 * ocupado: refused because too many passwords were being checked; bloqueado: the account's second
 * factor is blocked by consecutive failures (the metrics count them).
 */
export type SignInOutcome = 'ok' | 'falha' | 'aguarde' | 'ocupado' | 'bloqueado';

/** Consecutive wrong codes (app or recovery) after which the app's codes are no longer checked: only a recovery code gets in. */
export const FALHAS_SEGUNDO_FATOR_MAX = 10;
/** …and after which recovery codes are not checked either: only an administrator's reset of the second factor. */
export const FALHAS_SEGUNDO_FATOR_RECUPERACAO_MAX = 20;
/** From this many wrong codes since the previous sign-in, the owner is warned after signing in. */
export const FALHAS_PARA_AVISAR = 3;

export type ResultadoEntrada = Aguarde | Ocupado | { tipo: 'invalida' } | { tipo: 'ok'; token: string; etapa: EtapaSessao };

/**
 * bloqueado: the app's codes are blocked for this account (FALHAS_SEGUNDO_FATOR_MAX); `recuperacao`
 * says whether a recovery code may still be tried.
 */
export type ResultadoSegundoFator =
  | Aguarde
  | { tipo: 'invalido' }
  | { tipo: 'bloqueado'; recuperacao: boolean }
  /** The account's stored key cannot be decrypted with this server's TOTP_KEYS (docs/decisions/042): only a recovery code or a reset. */
  | { tipo: 'chave-ilegivel' }
  | { tipo: 'ok'; token: string };

export interface ConfiguracaoSegundoFator {
  /** Base32 key, and the same in groups of four for typing. */
  chave: string;
  chaveFormatada: string;
  /** The otpauth:// address and its QR code as SVG markup. */
  uri: string;
  qrSvg: string;
}

/** ok: a full session (its recovery codes are made and shown on the next page: takeRecoveryCodes). */
export type ResultadoConfiguracao = Aguarde | { tipo: 'invalido' } | { tipo: 'ok'; token: string };

export interface SessaoListada {
  id: string;
  /** "Chrome em Linux", from the User-Agent. */
  dispositivo: string;
  endereco: string;
  criadaEm: string;
  ultimoUsoEm: string;
  atual: boolean;
}

export interface BackOfficePort {
  /** Whether any account exists (with none, /admin says how to create the first one). */
  hasUsers(): Promise<boolean>;
  signIn(credenciais: { email: string; senha: string }, quem: Requisitante): Promise<ResultadoEntrada>;
  verifySecondFactor(sessao: SessaoAtual, codigo: string, quem: Requisitante): Promise<ResultadoSegundoFator>;
  redeemRecoveryCode(sessao: SessaoAtual, codigo: string, quem: Requisitante): Promise<ResultadoSegundoFator>;
  /**
   * The key this half-session shows at the set-up step (made on the first call, the same on
   * reloads; each half-session its own), or null when there is nothing to set up: the session has
   * ended or moved on, or the account's key is already confirmed. A confirmed key is never replaced.
   */
  startSecondFactorSetup(sessao: SessaoAtual, quem: Requisitante): Promise<ConfiguracaoSegundoFator | null>;
  /** Confirms this session's key with a code from the app; ends the account's other half-sessions. */
  confirmSecondFactorSetup(sessao: SessaoAtual, codigo: string, quem: Requisitante): Promise<ResultadoConfiguracao>;
  /**
   * The 10 recovery codes of an account whose set-up this full session just confirmed, made now and
   * returned once (the database keeps their hashes); null on any later call.
   */
  takeRecoveryCodes(sessao: SessaoAtual, quem: Requisitante): Promise<string[] | null>;
  signOut(sessao: SessaoAtual, quem: Requisitante): Promise<void>;
  /** Ends every session of the account, this one included. */
  signOutEverywhere(sessao: SessaoAtual, quem: Requisitante): Promise<void>;
  listSessions(sessao: SessaoAtual): Promise<SessaoListada[]>;
  /** Ends one of the account's own sessions; false when there is none with that id. */
  revokeSession(sessao: SessaoAtual, id: string, quem: Requisitante): Promise<boolean>;
}

/** One line of the audit log as its page shows it. */
export interface EventoAuditoria {
  id: number;
  em: string;
  usuario: string | null;
  endereco: string | null;
  /** As recorded ("noticia.excluir"); `nomeDaAcao` (auditoria-nomes.ts) reads it for people. */
  acao: string;
  /** "noticia:65", as the item filter takes it; null for an event about no item (a sign-in). */
  objeto: string | null;
  objetoTipo: string | null;
  objetoId: string | null;
  /**
   * The item's name for people: its current title when it still exists (news, accounts), else the
   * last one the log recorded for it (a deleted item, a partner renamed); null when none is known.
   */
  titulo: string | null;
  /** Each field that changed: before and after (JSON-able values). */
  mudancas: { campo: string; antes: unknown; depois: unknown }[];
}

export interface FiltrosAuditoria {
  /** E-mail of the person, as recorded. */
  pessoa?: string | undefined;
  /** "noticia:65", "midia:foto.jpg", "usuario:3". */
  objeto?: string | undefined;
  /** Days, yyyy-mm-dd, Brasília time, inclusive. */
  de?: string | undefined;
  ate?: string | undefined;
  pagina: number;
}

export const EVENTOS_POR_PAGINA_AUDITORIA = 50;

/** The audit log's filters as an address's query carries them (the page and its CSV export). */
export const FiltrosAuditoriaQuery = Type.Object({
  pessoa: Type.String({ minLength: 1, maxLength: 320 }),
  objeto: Type.String({ minLength: 1, maxLength: 300 }),
  de: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' }),
  ate: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' }),
  page: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }),
});

/**
 * The filters of a query, each checked against its schema: a malformed or too long one is left
 * out (that filter is off), never an error; the others still apply.
 */
export function lerFiltrosAuditoria(query: URLSearchParams): FiltrosAuditoria {
  const campo = (nome: keyof typeof FiltrosAuditoriaQuery.properties) => {
    const v = query.get(nome)?.trim();
    return v !== undefined && Value.Check(FiltrosAuditoriaQuery.properties[nome], v) ? v : undefined;
  };
  const pagina = campo('page');
  return { pessoa: campo('pessoa'), objeto: campo('objeto'), de: campo('de'), ate: campo('ate'), pagina: pagina ? Number(pagina) : 1 };
}

export interface PaginaAuditoria {
  eventos: EventoAuditoria[];
  total: number;
  pagina: number;
  paginas: number;
  /** The e-mails that appear in the log (for the person filter). */
  pessoas: string[];
}

export interface AuditoriaPort {
  /** The log, newest first; 'proibido' unless the session may read it (permissoes.ts, auditoria.ver). */
  listar(sessao: SessaoAtual, filtros: FiltrosAuditoria): Promise<PaginaAuditoria | 'proibido'>;
}
