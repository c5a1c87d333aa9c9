/**
 * The reads the public site needs, as one typed interface. The site's loaders see only this; the
 * server chooses one implementation at start: in the same process, straight over the API's
 * repositories (apps/api/src/in-process-data-port.ts), or over HTTP to an API on another host
 * (apps/web/server/data-port/http-data-port.ts). Both give exactly what the HTTP API answers:
 * the contract's types, without the `{ data }` / `{ notices }` envelopes, `null` where the API
 * answers 404, and a DataPortError where it answers anything else but 200.
 * The site's own policies (a malformed id is not found, a page out of range shows page 1) are one
 * wrapper over either (apps/web/server/data-port/site-policies.ts).
 */
import { PAGE_SIZE } from './constants.ts';
import type { Blocos } from './blocos.ts';
import type { ChaveBloco } from './blocos-chaves.ts';
import type { Evento } from './agenda.ts';
import type { EventosPage, FiltroDeEventos } from './eventos.ts';
import type {
  ApoiadorRegional,
  Busca,
  Diretoria,
  DocumentoJuridico,
  Equipe,
  FocoImagem,
  LinkUtil,
  Logo,
  NoticiaDetail,
  NoticiaSummary,
  NoticiasPageContent,
  Parceiro,
  Presidente,
  Publicacao,
  RegiaoDetail,
  MunicipioEncontrado,
  RegiaoRef,
  SecaoJuridico,
  SiteInfo,
} from './schemas.ts';
import type { Deliberacao, DeliberacoesPagina, FiltroDeDeliberacoes } from './deliberacoes.ts';

/** A news item with its neighbours: the body of GET /api/noticia/{id} without its `data` envelope. */
export type NoticiaComVizinhas = NoticiaDetail['data'];

/** One page of the news list (GET /api/noticia/page/{page} without `notices`), with the page it is. */
export type NoticiasPage = NoticiasPageContent & { page: number };

/** What the sitemap needs of a news item. */
export interface NoticiaSitemap {
  id: number;
  data_publicao: string;
}

/**
 * What the sitemap lists of the agenda and the CIB's deliberations: every public event (its last
 * change is the page's lastmod) and every published deliberation, by id.
 */
export interface AgendaSitemap {
  eventos: { id: number; atualizadoEm: string }[];
  deliberacoes: { id: number }[];
}

export interface SiteDataPort {
  /** GET /api/logos/ativa; null when no logo is active (404). */
  getLogoAtiva(): Promise<Logo | null>;
  /** GET /api/site */
  getSiteInfo(): Promise<SiteInfo>;
  /** GET /api/parceiros */
  listParceiros(): Promise<Parceiro[]>;
  /** GET /api/links-uteis */
  listLinksUteis(): Promise<LinkUtil[]>;
  /** GET /api/noticia/Get/banner */
  listBanner(): Promise<NoticiaSummary[]>;
  /** GET /api/noticia/Get/destque */
  listDestaques(): Promise<NoticiaSummary[]>;
  /** GET /api/noticia: every news item, newest first. */
  listNoticias(): Promise<NoticiaSummary[]>;
  /**
   * The newest `n` items, as the first `n` of GET /api/noticia (the feeds). A port reads only those
   * where it can: the whole archive is thousands of items (issue 28).
   */
  listNoticiasRecentes(n: number): Promise<NoticiaSummary[]>;
  /**
   * Every item's id and publication date, in the order of GET /api/noticia (the sitemap), read lean
   * where the port can; from `offset`, at most `limit` of them (one file of the sitemap index).
   */
  listNoticiasSitemap(offset?: number, limit?: number): Promise<NoticiaSitemap[]>;
  /** How many news items are published: the length of GET /api/noticia (`count` of /api/noticia/page/1). */
  countNoticias(): Promise<number>;
  /** GET /api/noticia/page/{page} */
  listNoticiasPage(page: number): Promise<NoticiasPage>;
  /** GET /api/noticia/{id}; null when there is no such item (404). */
  getNoticia(id: number): Promise<NoticiaComVizinhas | null>;
  /** GET /api/busca?q={text}&page={page} */
  searchNoticias(text: string, page: number): Promise<Busca>;
  /** GET /api/regioes */
  listRegioes(): Promise<RegiaoRef[]>;
  /** GET /api/municipios?nome= : the IBGE list's municipalities matching a name or a code, with their council. */
  buscarMunicipios(texto: string): Promise<MunicipioEncontrado[]>;
  /** GET /api/regioes/{id}; null when there is no such region (404). */
  getRegiao(id: number): Promise<RegiaoDetail | null>;
  /** GET /api/noticia/regiao/{id}; null when there is no such region (404). */
  listNoticiasRegiao(id: number): Promise<NoticiaSummary[] | null>;
  /** GET /api/apoiadoresRegionais */
  listApoiadores(): Promise<ApoiadorRegional[]>;
  /** GET /api/equipe */
  getEquipe(): Promise<Equipe>;
  /** GET /api/diretoria */
  getDiretoria(): Promise<Diretoria>;
  /** GET /api/juridico/{secao} */
  listDocumentosJuridicos(secao: SecaoJuridico): Promise<DocumentoJuridico[]>;
  /** GET /api/publicacoes */
  listPublicacoes(): Promise<Publicacao[]>;
  /** GET /api/presidentes */
  listPresidentes(): Promise<Presidente[]>;
  /** GET /api/imagens/focos: every image with a focal point, by file name. */
  listFocosImagens(): Promise<FocoImagem[]>;
  /** GET /api/blocos/{chave}: one of the site's blocks (blocos.ts). */
  getBloco<K extends ChaveBloco>(chave: K): Promise<Blocos[K]>;
  /** GET /api/eventos?regiao=&tipo=&periodo=&page= ; null when the region does not exist (404). */
  listEventos(filtro: FiltroDeEventos): Promise<EventosPage | null>;
  /** GET /api/eventos/{id}; null when there is no such public event (404). */
  getEvento(id: number): Promise<Evento | null>;
  /** GET /api/deliberacoes?q=&ano=&tema=&page= (a page of 12 with the total and the years). */
  listDeliberacoes(filtro: FiltroDeDeliberacoes): Promise<DeliberacoesPagina>;
  /** GET /api/deliberacoes/{id}; null when missing or a draft (404). */
  getDeliberacao(id: number): Promise<Deliberacao | null>;
  /**
   * Every public event and published deliberation (the sitemap), each list by id: one lean read
   * where the port can (in the process); over HTTP, the API's pages (the contract has no lighter call).
   */
  listAgendaSitemap(): Promise<AgendaSitemap>;
}

/**
 * A read the API refuses (400: a malformed id or page) or fails (5xx, or an answer outside the
 * contract). The status is the API's, so either implementation fails the same way.
 */
export class DataPortError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    message = `A API respondeu ${status} para ${path}`,
  ) {
    super(message);
    this.name = 'DataPortError';
  }
}

/** How many pages of `size` a list of `count` items makes (at least one, even when empty). */
export function countPages(count: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / size));
}
