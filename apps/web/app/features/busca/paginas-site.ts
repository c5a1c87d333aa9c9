import { semAcento } from '../../lib/texto';

/** The site pages the search looks through (spec §2, Search), in the spec's order. */
export const PAGINAS_SITE: { nome: string; url: string }[] = [
  { nome: 'Home', url: '/' },
  { nome: 'Equipe', url: '/equipe' },
  { nome: 'Diretoria', url: '/diretoria' },
  { nome: 'Missão e Valores', url: '/missao-valores' },
  { nome: 'Institucional', url: '/institucional' },
  { nome: 'Apoiadores', url: '/apoiadores' },
  { nome: 'Presidentes', url: '/presidentes' },
  { nome: 'Espaço Jurídico', url: '/juridico' },
  { nome: 'Publicações', url: '/publicacoes' },
  { nome: 'Lista de Notícias', url: '/lista-noticias' },
];

/** Pages whose name contains the query (case-insensitive; accents ignored as well). */
export function paginasQueContem(consulta: string): { nome: string; url: string }[] {
  const alvo = semAcento(consulta.trim());
  if (!alvo) return [];
  return PAGINAS_SITE.filter((p) => semAcento(p.nome).includes(alvo));
}
