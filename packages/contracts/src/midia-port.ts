/**
 * The back office's media library (/admin/midia) as its pages see it: list, upload, alternative
 * text and focal point, replacement of the bytes under the same name, and where each file is used.
 * Implemented by @cosems/admin (class Midia) and handed to loaders and actions with the session,
 * like the BackOfficePort. Every method checks the session's rights (permissoes.ts) itself.
 */
import type { Requisitante, SessaoAtual } from './back-office-port.ts';

/** Largest file the library accepts: 20 MB (413 above it). */
export const MIDIA_MAX_BYTES = 20 * 1024 * 1024;
/** Items per page of /admin/midia. */
export const MIDIA_POR_PAGINA = 24;
/** Longest alternative text, in characters. */
export const MIDIA_ALT_MAX = 500;

export type TipoDeMidia = 'imagem' | 'documento';

/** Where crops centre: 0–1 from the left and from the top (null: the centre). */
export interface PontoFocal {
  x: number;
  y: number;
}

export interface ItemDeMidia {
  nome: string;
  tipo: TipoDeMidia;
  mime: string;
  /** Bytes. */
  tamanho: number;
  largura: number | null;
  altura: number | null;
  alt: string | null;
  foco: PontoFocal | null;
  /** ISO 8601. */
  atualizadoEm: string;
  /** Name of the account that sent the file (null: it came from a content bundle). */
  enviadoPor: string | null;
  enviadoPorId: number | null;
}

export interface PaginaDeMidia {
  itens: ItemDeMidia[];
  total: number;
  pagina: number;
  paginas: number;
  busca: string;
}

/** One place a file is used: a news item (link to its editor) or an institutional record. */
export interface UsoDeMidia {
  tipo: 'noticia' | 'presidente' | 'logo' | 'parceiro' | 'documento-juridico' | 'publicacao';
  id: number;
  /** The news item's title, the person's or partner's name, "Logo 2", the document's title. */
  titulo: string;
  /** How it is used: "imagem principal", "banner", "destaque", "no texto", "retrato", "logo". */
  onde: string;
  /** Back-office or public address of the record, when there is one. */
  endereco: string | null;
  /**
   * Whether this use is public content: everything but a news item still in rascunho or em revisão
   * (an unpublished item counts: an editor may publish it again without another review).
   */
  publico: boolean;
}

export interface DetalheDeMidia extends ItemDeMidia {
  usos: UsoDeMidia[];
  /** Whether this session may change the alternative text, focal point and bytes (midia.editar). */
  podeEditar: boolean;
  /** Published content uses the file: only an editor or administrator may change it (docs/decisions/040). */
  emUsoPublico: boolean;
  /** This session could change the file (its own) but for that published use: what the page explains. */
  bloqueadoPorUso: boolean;
}

/** A file as the browser sent it: its bytes and the name it had (never trusted, only slugged). */
export interface ArquivoRecebido {
  nomeOriginal: string;
  bytes: Uint8Array;
}

/** A refusal: the HTTP status to answer, the message, and the form field it belongs beside. */
export interface RecusaDeMidia {
  tipo: 'recusado';
  status: 400 | 403 | 404 | 413 | 429 | 503;
  mensagem: string;
  campo?: 'arquivo' | 'alt' | 'foco';
  /** 429 and 503: the seconds to wait before sending again (the Retry-After header). */
  esperarSegundos?: number;
}

export type ResultadoDeMidia<T> = { tipo: 'ok'; item: T } | RecusaDeMidia;

export interface EdicaoDeMidia {
  alt: string;
  foco: PontoFocal | null;
}

/** What a list asks for: a text found in the name or the alternative text, a page, and only one kind of file. */
export interface ConsultaDeMidia {
  busca?: string;
  pagina?: number;
  tipo?: TipoDeMidia;
}

export interface MidiaPort {
  list(sessao: SessaoAtual, consulta: ConsultaDeMidia): Promise<PaginaDeMidia>;
  /** One file with its uses; null when there is none with that name. */
  get(sessao: SessaoAtual, nome: string): Promise<DetalheDeMidia | null>;
  /**
   * A new file: the type comes from the bytes; images are rotated and stripped of metadata.
   * `nome`: the file name typed in the form (optional; slugged like the file's own). With `apenas`,
   * a file of the other kind is refused (400, beside the file field) before it is stored: the media
   * picker asks for images only.
   */
  upload(
    sessao: SessaoAtual,
    arquivo: ArquivoRecebido & { alt: string; nome?: string | undefined; apenas?: TipoDeMidia },
    quem: Requisitante,
  ): Promise<ResultadoDeMidia<ItemDeMidia>>;
  edit(sessao: SessaoAtual, nome: string, edicao: EdicaoDeMidia, quem: Requisitante): Promise<ResultadoDeMidia<ItemDeMidia>>;
  /** New bytes under the same name (every use keeps working); same checks as an upload, same kind. */
  replace(sessao: SessaoAtual, nome: string, arquivo: ArquivoRecebido, quem: Requisitante): Promise<ResultadoDeMidia<ItemDeMidia>>;
}

/** An image of the library as the back office's pickers list it (a news item's images, a partner's logo, a portrait, a site logo). */
export interface ImagemDaBiblioteca {
  nome: string;
  /** '' when the image has none. */
  alt: string;
  /** Drawn on the picker's thumbnails and preview (null: not marked, the centre). */
  foco: PontoFocal | null;
}

/** An image as the media picker shows it: what the list gives, with its size (the preview's proportion). */
export interface ImagemDoSeletor extends ImagemDaBiblioteca {
  largura: number | null;
  altura: number | null;
}

/** One page of the media picker's search (GET /admin/midia/imagens). */
export interface PaginaDoSeletor {
  itens: ImagemDoSeletor[];
  total: number;
  pagina: number;
  paginas: number;
  busca: string;
}

/** The longest text the picker searches for, in characters (as /admin/midia's search box). */
export const BUSCA_DE_MIDIA_MAX = 200;
