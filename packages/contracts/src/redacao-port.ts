/**
 * The newsroom (/admin/noticias) as its pages see it: the news items' working data, their statuses,
 * revisions, edit locks and previews. Implemented by @cosems/admin (Redacao); every method checks
 * the session's rights (permissoes.ts) on the server and answers `{ tipo: 'proibido' }` or throws
 * nothing the page cannot show.
 */
import type { Requisitante, SessaoAtual } from './back-office-port.ts';
import type { ImagemDaBiblioteca } from './midia-port.ts';
import type { Situacao, SituacaoExibida } from './permissoes.ts';
import type { NoticiaDetail } from './schemas.ts';

/** What the form edits: every field the public site shows of an item. */
export interface DadosNoticia {
  titulo: string;
  subtitulo: string;
  /** HTML from the editor; stored only after the allow-list sanitiser. */
  conteudo: string;
  /** The byline ("Autor"); '' for none. */
  autor: string;
  regioes: number[];
  /** File name of the main image (a materia block of tipo "image"), or null. */
  imagem: string | null;
  /** In the home banner with this image (null: not in the banner). */
  bannerImagem: string | null;
  /** Among the highlights with this image (null: not highlighted). */
  destaqueImagem: string | null;
}

export const TITULO_MAX = 1000;
export const SUBTITULO_MAX = 1000;
export const CONTEUDO_MAX = 500_000;
export const AUTOR_MAX = 200;

export interface ItemListaRedacao {
  id: number;
  titulo: string;
  situacao: SituacaoExibida;
  autor: string | null;
  regioes: string[];
  dataPublicacao: string;
  atualizadoEm: string;
  atualizadoPor: string | null;
  /** A published or scheduled item with changes saved but not yet published ("Publicar alterações"). */
  pendente: boolean;
}

export interface FiltrosRedacao {
  q?: string | undefined;
  situacao?: SituacaoExibida | undefined;
  regiao?: number | undefined;
  autor?: string | undefined;
  pagina: number;
}

export const ITENS_POR_PAGINA_REDACAO = 20;

export interface ListaRedacao {
  itens: ItemListaRedacao[];
  total: number;
  pagina: number;
  paginas: number;
}

export interface EdicaoEmCurso {
  usuario: string;
  desde: string;
  minha: boolean;
}

export interface NoticiaNoFormulario {
  /** null: "Nova notícia" before its first save (nothing is stored yet; issue 27, item 6). */
  id: number | null;
  versao: number;
  situacao: Situacao;
  situacaoExibida: SituacaoExibida;
  dados: DadosNoticia;
  dataPublicacao: string;
  despublicarEm: string | null;
  criadoPor: { id: number; nome: string } | null;
  atualizadoEm: string;
  atualizadoPor: string | null;
  /**
   * A published or scheduled item's changes saved ("Salvar", or an autosave) but not yet on the
   * site: `dados` holds them, and "Publicar alterações" publishes them.
   */
  pendente: { em: string; por: string | null; automatico: boolean } | null;
  /** Someone else editing now, or me. */
  edicao: EdicaoEmCurso | null;
  pode: {
    editar: boolean;
    enviarRevisao: boolean;
    voltarRascunho: boolean;
    publicar: boolean;
    despublicar: boolean;
    excluir: boolean;
  };
}

export type Transicao = 'enviar-revisao' | 'voltar-rascunho' | 'publicar' | 'despublicar';

export interface PedidoSalvar {
  /** null: the first save of "Nova notícia", which creates the draft (versaoBase is then ignored). */
  id: number | null;
  /** The version the form was loaded at: a save over a newer one is a conflict. */
  versaoBase: number;
  dados: DadosNoticia;
  /** Autosave: never a status change; on a public item, kept as a revision without touching it. */
  automatico?: boolean;
  transicao?: Transicao;
  /** For "publicar": when (null/absent: now) and when to leave (null: never). */
  dataPublicacao?: string | null;
  despublicarEm?: string | null;
  /** The editor read the checker's warnings and publishes anyway. */
  ignorarAvisos?: boolean;
}

export interface ResultadoVerificacao {
  /** Blocks publishing (missing alternative text). */
  bloqueios: string[];
  /** An editor may publish anyway. */
  avisos: string[];
}

export type ResultadoSalvar =
  /** id: the item saved (the new one after a first save); null only for an autosave of an empty new form, which stores nothing. */
  | { tipo: 'ok'; id: number | null; versao: number; situacao: SituacaoExibida }
  | { tipo: 'proibido' }
  | { tipo: 'nao-encontrada' }
  | { tipo: 'invalido'; erros: Partial<Record<keyof DadosNoticia | 'dataPublicacao' | 'despublicarEm', string>> }
  | { tipo: 'conflito'; versao: number; por: string | null; em: string; atual: DadosNoticia }
  | { tipo: 'verificacao'; verificacao: ResultadoVerificacao }
  /** Too many autosaves from this account in the last minute: nothing saved, try again in `segundos`. */
  | { tipo: 'limite'; segundos: number };

/** An account's autosaves per minute (any item): past it the autosave waits (issue 25, item 7). */
export const AUTOSALVAMENTOS_POR_MINUTO = 10;

/**
 * 'salvamento': a save someone asked for (a status change is one); 'pendente': "Salvar" on a
 * published or scheduled item, kept aside until "Publicar alterações"; 'restauracao': an old revision
 * brought back; 'autosalvamento-aplicado': an autosave of a draft or an item in review (it changed
 * the item); 'autosalvamento': an autosave of a published item, kept aside (the item is untouched).
 */
export type TipoRevisao = 'salvamento' | 'pendente' | 'autosalvamento' | 'autosalvamento-aplicado' | 'restauracao';

export interface RevisaoListada {
  id: number;
  em: string;
  usuario: string | null;
  tipo: TipoRevisao;
  versao: number;
  /** The item's status and publication date as this revision left them (its snapshot). */
  situacao: Situacao;
  dataPublicacao: string;
}

export interface RevisaoCompleta extends RevisaoListada {
  dados: DadosNoticia;
}

export interface OpcoesRedacao {
  regioes: { id: number; nome: string }[];
  autores: string[];
  /** The media library's images, newest first: the image fields' options before (and without) JavaScript. */
  imagens: ImagemDaBiblioteca[];
}

/** A preview link as its item's page lists it (issue 25, item 11). */
export interface LinkPreviaListado {
  /** The first 16 hex digits of the token's hash: names the link for revoking, opens nothing. */
  id: string;
  criadaPor: string | null;
  criadaEm: string;
  expiraEm: string;
  revogadaEm: string | null;
  revogadaPor: string | null;
  aberturas: number;
  ultimaAberturaEm: string | null;
  /** ativo: opens now; expirado / revogado: opens nothing any more. */
  estado: 'ativo' | 'expirado' | 'revogado';
  /** Whether this session may revoke it (while ativo): who may edit the item, and who made the link. */
  podeRevogar: boolean;
}

/** How long a deleted draft stays in the trash, restorable (issue 27, item 6). */
export const LIXEIRA_DIAS = 30;

/** A deleted draft in the trash (issue 27, item 6). */
export interface ItemDaLixeira {
  id: number;
  titulo: string;
  excluidaEm: string;
  excluidaPor: string | null;
  /** When it leaves the trash for good (30 days after the deletion). */
  expiraEm: string;
}

export interface RedacaoPort {
  listar(sessao: SessaoAtual, filtros: FiltrosRedacao): Promise<ListaRedacao>;
  opcoes(): Promise<OpcoesRedacao>;
  /** The empty form of "Nova notícia" ('proibido' without noticia.criar); the draft is created by its first save. */
  emBranco(sessao: SessaoAtual): Promise<NoticiaNoFormulario | 'proibido'>;
  /** null: no such item; 'proibido': an autor asking for someone else's item. */
  obter(sessao: SessaoAtual, id: number): Promise<NoticiaNoFormulario | null | 'proibido'>;
  salvar(sessao: SessaoAtual, quem: Requisitante, pedido: PedidoSalvar): Promise<ResultadoSalvar>;
  /** The checker, on what the form holds now. */
  verificar(dados: DadosNoticia): Promise<ResultadoVerificacao>;
  /** Moves a draft to the trash (restorable for 30 days: LIXEIRA_DIAS). */
  excluir(sessao: SessaoAtual, quem: Requisitante, id: number): Promise<'ok' | 'proibido' | 'nao-encontrada'>;
  /** The deleted drafts still restorable, newest deletion first; 'proibido' unless noticia.lixeira. */
  lixeira(sessao: SessaoAtual): Promise<ItemDaLixeira[] | 'proibido'>;
  /** Puts a deleted draft back under its id; 'ocupado': the id was taken meanwhile (a bundle imported). */
  restaurarDaLixeira(
    sessao: SessaoAtual,
    quem: Requisitante,
    id: number,
  ): Promise<{ tipo: 'ok'; titulo: string } | { tipo: 'proibido' | 'nao-encontrada' | 'ocupado' }>;
  revisoes(sessao: SessaoAtual, id: number): Promise<RevisaoListada[] | 'proibido' | null>;
  revisao(sessao: SessaoAtual, id: number, revisaoId: number): Promise<RevisaoCompleta | 'proibido' | null>;
  restaurar(sessao: SessaoAtual, quem: Requisitante, id: number, revisaoId: number): Promise<ResultadoSalvar>;
  /** Marks me as editing (or refreshes it) unless someone else holds it; returns who edits now. */
  marcarEdicao(sessao: SessaoAtual, id: number): Promise<EdicaoEmCurso | null>;
  /** Takes the item over from whoever edits it (they are told at their next save or refresh). */
  tomarEdicao(sessao: SessaoAtual, quem: Requisitante, id: number): Promise<'ok' | 'proibido' | 'nao-encontrada'>;
  /** The item as the public page would show it, from its latest saved state (not its public one). */
  previa(sessao: SessaoAtual, id: number): Promise<NoticiaDetail | 'proibido' | null>;
  /** A preview link for a colleague with an account: its token, valid `horas` hours. */
  criarLinkPrevia(sessao: SessaoAtual, quem: Requisitante, id: number): Promise<{ token: string; expiraEm: string } | 'proibido' | null>;
  /** Opens a link (counted and audited); null when it does not exist, expired or was revoked. */
  previaPorLink(sessao: SessaoAtual, token: string, quem: Requisitante): Promise<NoticiaDetail | null>;
  /** The item's preview links, newest first, for whoever may open the item. */
  linksPrevia(sessao: SessaoAtual, id: number): Promise<LinkPreviaListado[] | 'proibido' | null>;
  /** Revokes one link of the item: 'nao-encontrado' for an unknown, expired or already revoked one. */
  revogarLinkPrevia(
    sessao: SessaoAtual,
    quem: Requisitante,
    id: number,
    linkId: string,
  ): Promise<'ok' | 'proibido' | 'nao-encontrado' | null>;
}
