/**
 * The site's data port in the same process as the API: the repositories called directly, with no
 * HTTP request and no JSON round trip. Each read answers what its route answers (routes/*.ts):
 * the same checks before the repository (ids beyond PostgreSQL's integers, unknown regions), null
 * where the route answers 404 and a DataPortError(400) where its schema refuses the parameters.
 * The contract test (apps/web/server/data-port/data-port.test.ts) holds both to the HTTP API.
 */
import {
  CHAVES_TIPO_DE_EVENTO,
  consultaDeEventos,
  PERIODOS_DA_AGENDA,
  CHAVES_TEMA_DE_DELIBERACAO,
  DataPortError,
  type FiltroDeDeliberacoes,
  MUNICIPIO_BUSCA_MAX,
  SECOES_JURIDICO,
  type SecaoJuridico,
  type SiteDataPort,
} from '@cosems/contracts';
import type { DeliberacoesRepository } from './repositories/deliberacoes.ts';
import type { InstitucionalRepository } from './repositories/institucional.ts';
import type { NoticiasRepository } from './repositories/noticias.ts';
import type { EventosRepository } from './repositories/eventos.ts';
import { MAX_ID, MAX_PAGE } from './routes/common.ts';

/** The longest search text /api/busca accepts (routes/noticias.ts, querystring `q`). */
const MAX_SEARCH_TEXT = 10_000;

export interface DataPortRepositories {
  noticias: NoticiasRepository;
  institucional: InstitucionalRepository;
  eventos: EventosRepository;
  deliberacoes: DeliberacoesRepository;
}

/** What /api/deliberacoes's querystring refuses (routes/deliberacoes.ts: DeliberacoesQuerySchema). */
function checkFiltro({ q, ano, tema, page }: FiltroDeDeliberacoes): void {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries({ q, ano, tema, page })) if (v !== undefined) query.set(k, String(v));
  const path = `/api/deliberacoes?${query}`;
  if (q !== undefined && q.length > MAX_SEARCH_TEXT) throw new DataPortError(400, path);
  if (ano !== undefined && (!Number.isInteger(ano) || ano < 1990 || ano > 2100)) throw new DataPortError(400, path);
  if (tema !== undefined && !CHAVES_TEMA_DE_DELIBERACAO.includes(tema)) throw new DataPortError(400, path);
  if (page !== undefined) checkPage(page, path);
}

/**
 * What the routes accept as an id: an integer from 1 written in plain decimal (`^[1-9][0-9]*$`,
 * docs/decisions/014); larger than MAX_ID is a 404. A number beyond Number.MAX_SAFE_INTEGER has no
 * such form in JavaScript (1e21 prints as "1e+21"), so it is malformed here as it is in a URL.
 */
function checkId(id: number, path: string): void {
  if (!Number.isSafeInteger(id) || id < 1) throw new DataPortError(400, path);
}

function checkPage(page: number, path: string): void {
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw new DataPortError(400, path);
}

export function createInProcessDataPort({ noticias, institucional, eventos, deliberacoes }: DataPortRepositories): SiteDataPort {
  return {
    getLogoAtiva: async () => (await institucional.logoAtiva()) ?? null,
    getSiteInfo: () => institucional.site(),
    listParceiros: () => institucional.parceiros(),
    listLinksUteis: () => institucional.linksUteis(),
    listBanner: () => noticias.banner(),
    listDestaques: () => noticias.destaques(),
    listNoticias: () => noticias.all(),
    listNoticiasRecentes: (n) => noticias.recentes(n),
    listNoticiasSitemap: (offset, limit) => noticias.sitemap(offset, limit),
    countNoticias: () => noticias.countVisible(),
    async listNoticiasPage(page) {
      checkPage(page, `/api/noticia/page/${page}`);
      return { page, ...(await noticias.pageWithCount(page)) };
    },
    async getNoticia(id) {
      checkId(id, `/api/noticia/${id}`);
      return id <= MAX_ID ? noticias.byId(id) : null;
    },
    async searchNoticias(text, page) {
      const path = `/api/busca?q=${encodeURIComponent(text)}&page=${page}`;
      if (text.length > MAX_SEARCH_TEXT) throw new DataPortError(400, path);
      checkPage(page, path);
      return noticias.search(text, page);
    },
    listRegioes: () => institucional.regioes(),
    async buscarMunicipios(texto) {
      if (texto.length > MUNICIPIO_BUSCA_MAX) throw new DataPortError(400, `/api/municipios?nome=${encodeURIComponent(texto)}`);
      return institucional.municipiosEncontrados(texto);
    },
    async getRegiao(id) {
      checkId(id, `/api/regioes/${id}`);
      return id <= MAX_ID ? institucional.regiao(id) : null;
    },
    async listNoticiasRegiao(id) {
      checkId(id, `/api/noticia/regiao/${id}`);
      if (id > MAX_ID || !(await institucional.regiaoExists(id))) return null;
      return noticias.byRegion(id);
    },
    listApoiadores: () => institucional.apoiadores(),
    getEquipe: () => institucional.equipe(),
    getDiretoria: () => institucional.diretoria(),
    async listDocumentosJuridicos(secao: SecaoJuridico) {
      if (!SECOES_JURIDICO.includes(secao)) throw new DataPortError(400, `/api/juridico/${secao}`);
      return institucional.juridico(secao);
    },
    listPublicacoes: () => institucional.publicacoes(),
    listPresidentes: () => institucional.presidentes(),
    listFocosImagens: () => institucional.focosImagens(),
    getBloco: (chave) => institucional.bloco(chave),
    async listEventos(filtro) {
      const path = `/api/eventos${consultaDeEventos(filtro)}`;
      const { regiao, tipo, periodo, page } = filtro;
      if (regiao !== undefined) checkId(regiao, path);
      if (page !== undefined) checkPage(page, path);
      if (tipo !== undefined && !CHAVES_TIPO_DE_EVENTO.includes(tipo)) throw new DataPortError(400, path);
      if (periodo !== undefined && !PERIODOS_DA_AGENDA.includes(periodo)) throw new DataPortError(400, path);
      if (regiao !== undefined && (regiao > MAX_ID || !(await institucional.regiaoExists(regiao)))) return null;
      return eventos.page(filtro);
    },
    async getEvento(id) {
      checkId(id, `/api/eventos/${id}`);
      return id <= MAX_ID ? eventos.byId(id) : null;
    },
    async listDeliberacoes(filtro) {
      checkFiltro(filtro);
      return deliberacoes.pagina(filtro);
    },
    async getDeliberacao(id) {
      checkId(id, `/api/deliberacoes/${id}`);
      return id <= MAX_ID ? deliberacoes.porId(id) : null;
    },
    async listAgendaSitemap() {
      const [ev, de] = await Promise.all([eventos.sitemap(), deliberacoes.ids()]);
      return { eventos: ev, deliberacoes: de };
    },
  };
}
