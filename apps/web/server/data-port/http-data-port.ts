/**
 * The site's data port over HTTP, for a site whose API runs on another host (API_URL). Every
 * answer is checked against the contract's schema (compiled once, here) before a loader sees it:
 * an API that answers something else fails the page (500) instead of rendering half a page.
 * 404 is `null` where the read can be missing; any other status but 200 is a DataPortError.
 */
import {
  BLOCOS_SCHEMAS,
  type Blocos,
  CHAVES_BLOCOS,
  type ChaveBloco,
  ApoiadorRegionalListSchema,
  BuscaSchema,
  DataPortError,
  DiretoriaSchema,
  DocumentoJuridicoListSchema,
  EquipeSchema,
  FocoImagemListSchema,
  LinkUtilListSchema,
  LogoSchema,
  NoticiaDetailSchema,
  NoticiaListSchema,
  type NoticiaSummary,
  NoticiasPageEnvelopeSchema,
  PAGE_SIZE,
  ParceiroListSchema,
  PresidenteListSchema,
  PublicacaoListSchema,
  RegiaoDetailSchema,
  MunicipioEncontradoListSchema,
  consultaDeEventos,
  countPages,
  EventoSchema,
  EventosPageSchema,
  RegiaoListSchema,
  SiteInfoSchema,
  type SiteDataPort,
} from '@cosems/contracts';
import { DeliberacaoSchema, DeliberacoesPaginaSchema } from '@cosems/contracts';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

export interface HttpDataPortOptions {
  /** Base address of the API, without a trailing slash (API_URL). */
  apiUrl: string;
  /** Sent as x-cosems-internal so the site's reads are not rate-limited as one client. */
  internalToken?: string;
  /** A read that takes longer fails (the page shows the 500 screen). */
  timeoutMs?: number;
}

/** One compiled validator per answer shape, built once for the process. */
function validator<T extends TSchema>(schema: T) {
  const compiled = Compile(schema);
  return (value: unknown, path: string): Static<T> => {
    if (compiled.Check(value)) return value as Static<T>;
    const [first] = compiled.Errors(value);
    throw new DataPortError(
      502,
      path,
      `A API respondeu fora do contrato para ${path}${first ? `: ${first.instancePath || '/'} ${first.message}` : ''}`,
    );
  };
}

const check = {
  logo: validator(LogoSchema),
  site: validator(SiteInfoSchema),
  parceiros: validator(ParceiroListSchema),
  linksUteis: validator(LinkUtilListSchema),
  noticias: validator(NoticiaListSchema),
  pagina: validator(NoticiasPageEnvelopeSchema),
  noticia: validator(NoticiaDetailSchema),
  busca: validator(BuscaSchema),
  regioes: validator(RegiaoListSchema),
  municipios: validator(MunicipioEncontradoListSchema),
  eventos: validator(EventosPageSchema),
  evento: validator(EventoSchema),
  regiao: validator(RegiaoDetailSchema),
  apoiadores: validator(ApoiadorRegionalListSchema),
  equipe: validator(EquipeSchema),
  diretoria: validator(DiretoriaSchema),
  juridico: validator(DocumentoJuridicoListSchema),
  publicacoes: validator(PublicacaoListSchema),
  presidentes: validator(PresidenteListSchema),
  focosImagens: validator(FocoImagemListSchema),
  deliberacoes: validator(DeliberacoesPaginaSchema),
  deliberacao: validator(DeliberacaoSchema),
  blocos: Object.fromEntries(CHAVES_BLOCOS.map((c) => [c, validator(BLOCOS_SCHEMAS[c])])) as {
    [K in ChaveBloco]: (value: unknown, path: string) => Blocos[K];
  },
};

export function createHttpDataPort({ apiUrl, internalToken, timeoutMs = 5000 }: HttpDataPortOptions): SiteDataPort {
  const headers: Record<string, string> = internalToken ? { 'x-cosems-internal': internalToken } : {};

  /** The parsed body of a 200, or null for a 404; anything else throws. */
  async function read(path: string): Promise<unknown> {
    const res = await fetch(apiUrl + path, { signal: AbortSignal.timeout(timeoutMs), headers });
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (res.status !== 200) {
      await res.body?.cancel();
      throw new DataPortError(res.status, path);
    }
    return res.json();
  }
  async function get<T>(path: string, validate: (value: unknown, path: string) => T): Promise<T> {
    const body = await read(path);
    if (body === null) throw new DataPortError(404, path);
    return validate(body, path);
  }
  async function find<T>(path: string, validate: (value: unknown, path: string) => T): Promise<T | null> {
    const body = await read(path);
    return body === null ? null : validate(body, path);
  }
  const seg = encodeURIComponent;

  return {
    getLogoAtiva: () => find('/api/logos/ativa', check.logo),
    getSiteInfo: () => get('/api/site', check.site),
    listParceiros: () => get('/api/parceiros', check.parceiros),
    listLinksUteis: () => get('/api/links-uteis', check.linksUteis),
    listBanner: () => get('/api/noticia/Get/banner', check.noticias),
    listDestaques: () => get('/api/noticia/Get/destque', check.noticias),
    listNoticias: () => get('/api/noticia', check.noticias),
    // The API's pages without the total, newest first like /api/noticia: the newest items without
    // the whole archive.
    async listNoticiasRecentes(n) {
      const found: NoticiaSummary[] = [];
      for (let page = 1; found.length < n; page++) {
        const rows = await get(`/api/noticia/site/${page}`, check.noticias);
        found.push(...rows);
        if (rows.length < PAGE_SIZE) break;
      }
      return found.slice(0, n);
    },
    // The contract has no lighter call for every item (the API keeps that answer compressed: docs/decisions/049).
    listNoticiasSitemap: async (offset = 0, limit = Number.POSITIVE_INFINITY) =>
      (await get('/api/noticia', check.noticias)).slice(offset, offset + limit).map(({ id, data_publicao }) => ({ id, data_publicao })),
    countNoticias: async () => (await get('/api/noticia/page/1', check.pagina)).notices.count,
    async listNoticiasPage(page) {
      const { notices } = await get(`/api/noticia/page/${seg(String(page))}`, check.pagina);
      return { page, ...notices };
    },
    async getNoticia(id) {
      return (await find(`/api/noticia/${seg(String(id))}`, check.noticia))?.data ?? null;
    },
    searchNoticias: (text, page) => get(`/api/busca?q=${seg(text)}&page=${seg(String(page))}`, check.busca),
    listRegioes: () => get('/api/regioes', check.regioes),
    buscarMunicipios: (texto) => get(`/api/municipios?nome=${encodeURIComponent(texto)}`, check.municipios),
    getRegiao: (id) => find(`/api/regioes/${seg(String(id))}`, check.regiao),
    listNoticiasRegiao: (id) => find(`/api/noticia/regiao/${seg(String(id))}`, check.noticias),
    listApoiadores: () => get('/api/apoiadoresRegionais', check.apoiadores),
    getEquipe: () => get('/api/equipe', check.equipe),
    getDiretoria: () => get('/api/diretoria', check.diretoria),
    listDocumentosJuridicos: (secao) => get(`/api/juridico/${seg(secao)}`, check.juridico),
    listPublicacoes: () => get('/api/publicacoes', check.publicacoes),
    listPresidentes: () => get('/api/presidentes', check.presidentes),
    listFocosImagens: () => get('/api/imagens/focos', check.focosImagens),
    getBloco: <K extends ChaveBloco>(chave: K) =>
      get(`/api/blocos/${seg(chave)}`, check.blocos[chave] as (v: unknown, p: string) => Blocos[K]),
    listEventos: (filtro) => find(`/api/eventos${consultaDeEventos(filtro)}`, check.eventos),
    getEvento: (id) => find(`/api/eventos/${seg(String(id))}`, check.evento),
    listDeliberacoes({ q, ano, tema, page }) {
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries({ q, ano, tema, page })) if (v !== undefined) query.set(k, String(v));
      return get(`/api/deliberacoes?${query}`, check.deliberacoes);
    },
    getDeliberacao: (id) => find(`/api/deliberacoes/${seg(String(id))}`, check.deliberacao),
    // The contract has no lighter call: the API's pages of both periods and of the deliberations
    // (an event that ends between two reads is kept once).
    async listAgendaSitemap() {
      const eventos = new Map<number, string>();
      for (const periodo of ['proximos', 'passados'] as const)
        for (let page = 1; ; page++) {
          const pagina = await get(`/api/eventos${consultaDeEventos({ periodo, page })}`, check.eventos);
          for (const e of pagina.rows) eventos.set(e.id, e.atualizadoEm);
          if (page >= countPages(pagina.count)) break;
        }
      const deliberacoes: number[] = [];
      for (let page = 1; ; page++) {
        const { itens, paginas } = await get(`/api/deliberacoes?page=${page}`, check.deliberacoes);
        deliberacoes.push(...itens.map((d) => d.id));
        if (page >= paginas) break;
      }
      return {
        eventos: [...eventos].sort(([a], [b]) => a - b).map(([id, atualizadoEm]) => ({ id, atualizadoEm })),
        deliberacoes: deliberacoes.sort((a, b) => a - b).map((id) => ({ id })),
      };
    },
  };
}
