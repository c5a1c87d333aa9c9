/**
 * What a content type declares to be run by the save pipeline (pipeline.ts) and listed by the one
 * service (conteudos.ts): who may do what, its form schema, how to read, version, audit and write
 * a row. Everything else (guard, schema check, version check, transaction, audit, notice) is the
 * pipeline's and is never written again by a type. docs/decisions/048.
 */
import type {
  Acao,
  ArquivoRecebido,
  MunicipioEncontrado,
  OpcoesDoFormulario,
  PaginaDeDocumentos,
  Papel,
  PdfSalvo,
  RecusaDeDocumento,
} from '@cosems/contracts';
import type { Db, ParteDoPacote, ProjecaoPublica } from '@cosems/db';
import type { TSchema } from 'typebox';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Gravado<L> {
  linha: L;
  /** Added to the audit entry's "after" (an uploaded file's name, digest and pages). */
  auditoriaExtra?: Record<string, unknown>;
  /** What the save reports of an uploaded PDF. */
  pdf?: PdfSalvo | null;
  /** What the save warns of, without refusing (the statute's topics against its new page count). */
  avisos?: string[];
}

/**
 * L: the stored row; E: what the back office's pages receive (with `versao`); P: what `preparar`
 * hands `gravar` (the checked values, a PDF ready to store).
 */
export interface TipoDeConteudoDeclarado<L, E, P> {
  /** How it goes in and out of a content bundle (@cosems/db partes.ts); the regions and the statute's PDF have their own code there. */
  pacote?: ParteDoPacote;
  /**
   * What a visitor and an API client see of it (@cosems/db projecoes.ts), read by the API; absent for
   * a type the public reads through its own query (regions, team, board, blocks, statute) or not at all.
   */
  publico?: ProjecaoPublica<unknown, never>;
  /** Roles' rights, named from the one table (@cosems/contracts permissoes.ts); `ordenar` for a type with `ordem`. */
  permissoes: { listar: Acao; criar: Acao; editar: Acao; excluir: Acao; ordenar?: Acao };
  mensagens: { proibido: string; naoEncontrado: string; conflito: string };
  /** The form's schema (@cosems/contracts): the fields the form sends, checked before anything else. */
  formulario: TSchema;
  /**
   * How the audit log names it: actions `{objetoTipo}.criar|editar|excluir`, the values recorded,
   * and (`soMudancas`) whether an edit records only the fields that changed.
   */
  auditoria: {
    objetoTipo: string;
    valores(linha: L): Record<string, unknown>;
    soMudancas?: boolean;
    /** Escape hatch: the id the log records where it is not the row's (the statute: its file's name; a block: its key). */
    objetoId?(linha: L): string;
    /** Escape hatch: the object's kind the log records for this row, where it is not `objetoTipo` (the statute's topics block: 'estatuto'). */
    objetoTipoDe?(linha: L): string;
    /** Escape hatch: the log's verb where it is not the default (the groups' edit is `renomear`). */
    verbos?: Partial<Record<'criar' | 'editar' | 'excluir' | 'ordenar' | 'ativar', string>>;
  };
  /** The stored values the edit version is the digest of. */
  versionado(linha: L): unknown;
  idDe(linha: L): number;
  editavel(linha: L, versao: string): E;
  /** Escape hatch: the sub-list an item belongs to (the legal space's section); absent when the type has one list. */
  filtroDe?(linha: L): string;
  /** Whether `filtro` names a sub-list of the type (null when the type has none). */
  filtroValido(filtro: string | null): boolean;
  listar(db: Db, filtro: string | null, pagina: number): Promise<PaginaDeDocumentos<L>>;
  /** One row; `bloquear` locks it for the transaction (SELECT … FOR UPDATE). */
  buscar(db: Db | Tx, id: number, bloquear: boolean): Promise<L | undefined>;
  /** The type's own checks and slow work, before the transaction (a PDF read by pdf.js). */
  preparar(campos: Record<string, string>, arquivo: ArquivoRecebido | null, atual: L | null): Promise<P | RecusaDeDocumento>;
  /**
   * Inside the transaction: insert (antes null) or update the row; or refuse, before writing
   * anything, what only the transaction can see (the portrait deleted from the library meanwhile).
   */
  gravar(
    tx: Tx,
    preparado: P,
    antes: L | null,
    ctx: { filtro: string | null; now: Date; usuarioId: number },
  ): Promise<Gravado<L> | RecusaDeDocumento>;
  /** Deletes the row; or refuses, before deleting anything (a group that still has members). */
  // biome-ignore lint/suspicious/noConfusingVoidType: most declarations' `apagar` is an async function that returns nothing (Promise<void>).
  apagar(tx: Tx, id: number): Promise<void | RecusaDeDocumento>;
  /**
   * Escape hatch: autores may draft (issue 30). Who holds the type's `permissoes` but not
   * `publicar` saves only drafts, and changes or deletes only items that are still drafts; the
   * pipeline refuses the rest (403) before writing anything.
   */
  rascunho?: {
    publicar: Acao;
    eRascunho(linha: L): boolean;
    pedeRascunho(preparado: P): boolean;
    /** The refusal: "Só editores publicam…". */
    mensagem: string;
  };
  /** Escape hatch: a save that changes nothing is answered ok without a write, an audit entry or a notice. */
  semMudanca?(antes: L, preparado: P): boolean;
  /**
   * Escape hatch: what the form chooses from (kinds, councils, files of the library, recent news),
   * by field, for the signed-in person's role (an autor is offered only the draft state); the port's
   * `opcoes` hands them to the item's page (issue 30).
   */
  opcoes?(db: Db, papel: Papel): Promise<OpcoesDoFormulario>;
  /** Escape hatch: the form chooses an image of the media library (the port's `imagens` offers them). */
  escolheImagem?: true;
  /**
   * Escape hatch: a form without `versao` is not compared (the Team's and the Board's: their pages
   * send it, a POST without it keeps the last-save-wins those screens had before the pipeline).
   */
  versaoSeEnviada?: true;
  /**
   * Escape hatch: a type whose items are ordered by hand (ListaOrdenavel), saved whole by
   * `reordenar`; for a type with sub-lists, one sub-list at a time (`filtro`: a group's members).
   */
  ordem?: {
    /** Every row (of the sub-list), locked, in the current order; undefined when the sub-list does not exist. */
    listar(tx: Tx, filtro: string | null): Promise<L[] | undefined>;
    /** How the audit entry names an item in the order before and after. */
    rotulo(linha: L): string;
    gravar(tx: Tx, ids: readonly number[], filtro: string | null): Promise<void>;
    /** Whose order the audit entry records, when a sub-list's (a group's members: the group). */
    objeto?(filtro: string): { objetoTipo: string; objetoId: string };
  };
  /**
   * Escape hatch: one item at a time is the active one (the site's logo), chosen on the list by
   * the pipeline's `ativar` (audited `{objetoTipo}.ativar` with the active one before and after).
   * Choosing among the items, the page sends the version of the whole list: the type's `versionado`
   * is the list's, and its locked `buscar` makes the writers take turns, also on an empty list.
   */
  ativo?: {
    eAtivo(linha: L): boolean;
    /** Inside the transaction: `id` becomes the active one (the old one off first); answers the one that was. */
    marcar(tx: Tx, id: number): Promise<L | undefined>;
    /** What the audit entry records of the active item before and after. */
    valores(ativa: L | undefined): Record<string, unknown>;
    /** The refusal of a choice made on a page opened before the list changed. */
    conflito: string;
  };
  /**
   * Escape hatch: the item's municipalities, from the official IBGE list of Minas Gerais (a regional
   * council's), each in one item at most: adding one that is in another item moves it. Run by the
   * pipeline's `mudarMunicipio` inside its transaction, with the item locked; the pipeline writes
   * the audit entry (`{objetoTipo}.{verbo}`, on the municipality) and the notice.
   */
  municipios?: {
    /** The official municipalities matching a name or an IBGE code, with the item each is in now. */
    buscar(db: Db, texto: string): Promise<MunicipioEncontrado[]>;
    incluir(tx: Tx, linha: L, ibge: number): Promise<MudancaDeMunicipio | RecusaDeDocumento>;
    retirar(tx: Tx, linha: L, municipioId: number): Promise<MudancaDeMunicipio | RecusaDeDocumento>;
  };
}

/** One municipality added to an item, moved to it from another, or taken out (`municipios`): what the audit entry records and the page says. */
export interface MudancaDeMunicipio {
  verbo: 'municipio-incluir' | 'municipio-mover' | 'municipio-retirar';
  /** The municipality's IBGE code (its row's id when it has none). */
  objetoId: number;
  antes?: Record<string, unknown>;
  depois?: Record<string, unknown>;
  mensagem: string;
}

/** The rights of a type whose every operation, its ordering included, needs the same `acao`. */
export const tudoCom = (acao: Acao): TipoDeConteudoDeclarado<unknown, unknown, unknown>['permissoes'] => ({
  listar: acao,
  criar: acao,
  editar: acao,
  excluir: acao,
  ordenar: acao,
});
