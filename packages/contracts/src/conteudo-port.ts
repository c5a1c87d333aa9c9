/**
 * The content types as the back office's pages see them (issue 29, docs/decisions/048): one port
 * for every type moved onto the registry, addressed by the type's key (the segment of its address
 * under /admin), instead of one port and one result union per type. Implemented by @cosems/admin
 * (`Conteudos`), whose save pipeline does, for every type and in this order: the permission guard,
 * the form's schema, the edit version, the write in one transaction with its audit entry and the
 * content-change notice.
 *
 * No TypeBox here: the pages' client code imports this module's types and constants.
 */
import type { EventoEditavel, OpcoesDoFormulario } from './agenda-port.ts';
import type { Requisitante, SessaoAtual } from './back-office-port.ts';
import type { DocumentoJuridicoEditavel, PaginaDeDocumentos, PublicacaoEditavel, ResultadoDocumento } from './documentos-port.ts';
import type { GrupoEditavel, MembroEditavel } from './equipe-diretoria-port.ts';
import type { ArquivoRecebido, ImagemDaBiblioteca } from './midia-port.ts';
import type { EstatutoEditavel, PresidenteEditavel } from './presidentes-port.ts';
import type { LinkUtilEditavel, LogoEditavel, ParceiroEditavel } from './home-port.ts';
import type { RegionalEditavel } from './regionais-port.ts';
import type { MunicipioEncontrado } from './schemas.ts';
import type { DeliberacaoEditavel } from './deliberacoes-port.ts';
import type { BlocoEditavel } from './blocos.ts';

/** The types on the registry, by key, and what each one's list and item pages receive. */
export interface EditavelDoTipo {
  juridico: DocumentoJuridicoEditavel;
  publicacoes: PublicacaoEditavel;
  presidentes: PresidenteEditavel;
  parceiros: ParceiroEditavel;
  'links-uteis': LinkUtilEditavel;
  logos: LogoEditavel;
  /** The statute's PDF (one item, ESTATUTO_ID), with its own page /admin/estatuto beside the topics' block. */
  estatuto: EstatutoEditavel;
  // The Team's and the Board's groups and members (a group's page lists its members: their sub-list).
  equipe: GrupoEditavel<'equipe'>;
  'equipe-membros': MembroEditavel<'equipe'>;
  diretoria: GrupoEditavel<'diretoria'>;
  'diretoria-membros': MembroEditavel<'diretoria'>;
  // The regional councils: on the registry and its generic pages, with their municipalities (`municipios`).
  regionais: RegionalEditavel;
  // Issue 30: the agenda.
  agenda: EventoEditavel;
  // The CIB-SUS/MG's deliberations (issue 30): autores draft, editors publish.
  deliberacoes: DeliberacaoEditavel;
  /** The site's blocks, each one item (idDoBloco), saved whole on /admin/blocos/{chave} (the statute's topics on /admin/estatuto). */
  blocos: BlocoEditavel;
}
export type TipoDeConteudo = keyof EditavelDoTipo;
/** The types shown by the generic pages (routes/admin/conteudo/*); the statute's PDF has a page of its own (with the topics' block). */
export const TIPOS_DE_CONTEUDO = [
  'juridico',
  'publicacoes',
  'presidentes',
  'parceiros',
  'links-uteis',
  'equipe',
  'equipe-membros',
  'diretoria',
  'diretoria-membros',
  'logos',
  'regionais',
  'agenda',
  'deliberacoes',
] as const satisfies readonly TipoDeConteudo[];

/** A form that does not match its type's schema (a forged or cut body): 400, with this message. */
export const FORMULARIO_INVALIDO = 'Formulário inválido: confira os campos e envie de novo.';

/**
 * Thrown by the pipeline's guard when the session may not do what it asked. The back office turns
 * it into a 403 in one place (apps/web/app/lib/back-office.server.ts); no method returns
 * 'proibido' for it. Recognised by a registered symbol rather than `instanceof`: the server bundle
 * and the pages' build may each carry their own copy of this module.
 */
const MARCA = Symbol.for('cosems.acesso-negado');

export class AcessoNegado extends Error {
  readonly [MARCA] = true;
  constructor(mensagem: string) {
    super(mensagem);
    this.name = 'AcessoNegado';
  }
}

export function isAcessoNegado(erro: unknown): erro is AcessoNegado {
  return typeof erro === 'object' && erro !== null && (erro as Record<symbol, unknown>)[MARCA] === true;
}

export interface ConteudoPort {
  /** A page of the type's list; `filtro` is the type's sub-list (the legal space's section), or null. */
  listar<T extends TipoDeConteudo>(
    sessao: SessaoAtual,
    tipo: T,
    filtro: string | null,
    pagina: number,
  ): Promise<PaginaDeDocumentos<EditavelDoTipo[T]>>;
  /** One item, or null when there is none (or it is not in `filtro`). */
  obter<T extends TipoDeConteudo>(sessao: SessaoAtual, tipo: T, filtro: string | null, id: number): Promise<EditavelDoTipo[T] | null>;
  /** May this session create items of the type? (Throws AcessoNegado when not: the "new" page's guard.) */
  exigirCriar(sessao: SessaoAtual, tipo: TipoDeConteudo): void;
  /**
   * A new item (id null) or new values for one. `campos` are the form's text fields as sent: the
   * pipeline checks them against the type's form schema (the one the form is built from).
   */
  salvar(
    sessao: SessaoAtual,
    tipo: TipoDeConteudo,
    filtro: string | null,
    id: number | null,
    campos: Record<string, string>,
    arquivo: ArquivoRecebido | null,
    quem: Requisitante,
  ): Promise<ResultadoDocumento>;
  excluir(
    sessao: SessaoAtual,
    tipo: TipoDeConteudo,
    filtro: string | null,
    id: number,
    versao: string,
    quem: Requisitante,
  ): Promise<ResultadoDocumento>;
  /**
   * A new order for a type ordered by hand (of one sub-list, `filtro`, for a type that has them: a
   * group's members): `ids` is every item's id exactly once; anything else is refused (400) and
   * nothing changes.
   */
  ordenar(
    sessao: SessaoAtual,
    tipo: TipoDeConteudo,
    ids: readonly number[],
    quem: Requisitante,
    filtro?: string | null,
  ): Promise<ResultadoDocumento>;
  /**
   * For a type with one active item (the site's logo): makes `id` the active one, chosen on a page
   * showing the list at `versao` (the list changed since: 409, nothing changes).
   */
  ativar(sessao: SessaoAtual, tipo: TipoDeConteudo, id: number, versao: string, quem: Requisitante): Promise<ResultadoDocumento>;
  /** What the type's form chooses from, for this session (`opcoes` in its declaration; none for the others). */
  opcoes(sessao: SessaoAtual, tipo: TipoDeConteudo): Promise<OpcoesDoFormulario>;
  /** The media library's images, newest first, for a type whose form chooses one (none for the others). */
  imagens(sessao: SessaoAtual, tipo: TipoDeConteudo): Promise<ImagemDaBiblioteca[]>;
  /** The official municipalities of Minas Gerais matching a name or an IBGE code, with the item each is in (a type with municipalities). */
  buscarMunicipios(sessao: SessaoAtual, tipo: TipoDeConteudo, texto: string): Promise<MunicipioEncontrado[]>;
  /**
   * Adds a municipality of the IBGE list to item `id` (moving it from another item when it was
   * there), or takes one out; the answer's `mensagem` says what was done.
   */
  mudarMunicipio(
    sessao: SessaoAtual,
    tipo: TipoDeConteudo,
    id: number,
    mudanca: { incluir: number } | { retirar: number },
    quem: Requisitante,
  ): Promise<ResultadoDocumento>;
}
