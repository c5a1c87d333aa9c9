/**
 * The site's one typed client of the API. Types come from @cosems/contracts, the same definitions
 * the API validates and serialises with. A 404 from the API becomes a 404 Response (the route's
 * error screen shows the 404 page); any other failure, an API that is down included, throws,
 * and the route's error boundary shows the 500 page.
 */
import type {
  ApoiadorRegional,
  Busca,
  Diretoria,
  DocumentoJuridico,
  Equipe,
  LinkUtil,
  Logo,
  Municipio,
  NoticiaDetalhe,
  NoticiaResumo,
  PaginaNoticias,
  PaginaNoticiasEnvelope,
  Parceiro,
  Presidente,
  Publicacao,
  RegiaoDetalhe,
  RegiaoRef,
  SecaoJuridico,
  SiteInfo,
} from '@cosems/contracts';
import type { AppLoadContext } from 'react-router';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`A API respondeu ${status} para ${path}`);
  }
}

async function get<T>(context: AppLoadContext, path: string): Promise<T> {
  const res = await context.apiFetch(path);
  if (res.status === 404) throw new Response('Não encontrado', { status: 404 });
  if (res.status !== 200) throw new ApiError(res.status, path);
  return (await res.json()) as T;
}

const seg = (s: string) => encodeURIComponent(s);

export function api(context: AppLoadContext) {
  return {
    logoAtiva: () => get<Logo>(context, '/api/logos/ativa'),
    banner: () => get<NoticiaResumo[]>(context, '/api/noticia/Get/banner'),
    destaques: () => get<NoticiaResumo[]>(context, '/api/noticia/Get/destque'),
    noticia: (id: number) => get<NoticiaDetalhe>(context, `/api/noticia/${id}`),
    todasNoticias: () => get<NoticiaResumo[]>(context, '/api/noticia'),
    noticiasSite: (page: number) => get<NoticiaResumo[]>(context, `/api/noticia/site/${page}`),
    paginaNoticias: (page: number) => get<PaginaNoticiasEnvelope>(context, `/api/noticia/page/${page}`),
    paginaNoticiasRegiao: (page: number, regiao: number) => get<PaginaNoticias>(context, `/api/noticia/page/${page}?regiao=${regiao}`),
    busca: (q: string, page: number) => get<Busca>(context, `/api/busca?q=${seg(q)}&page=${page}`),
    noticiasRegiao: (id: number) => get<NoticiaResumo[]>(context, `/api/noticia/regiao/${id}`),
    equipe: () => get<Equipe>(context, '/api/equipe'),
    diretoria: () => get<Diretoria>(context, '/api/diretoria'),
    regioes: () => get<RegiaoRef[]>(context, '/api/regioes'),
    regiao: (id: number) => get<RegiaoDetalhe>(context, `/api/regioes/${id}`),
    municipios: (id: number) => get<Municipio[]>(context, `/api/municipios/regiao/${id}`),
    apoiadores: () => get<ApoiadorRegional[]>(context, '/api/apoiadoresRegionais'),
    juridico: (secao: SecaoJuridico) => get<DocumentoJuridico[]>(context, `/api/juridico/${secao}`),
    publicacoes: () => get<Publicacao[]>(context, '/api/publicacoes/'),
    presidentes: () => get<Presidente[]>(context, '/api/presidentes'),
    parceiros: () => get<Parceiro[]>(context, '/api/parceiros'),
    linksUteis: () => get<LinkUtil[]>(context, '/api/links-uteis'),
    site: () => get<SiteInfo>(context, '/api/site'),
  };
}
export type Api = ReturnType<typeof api>;
