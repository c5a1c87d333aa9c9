/**
 * The CIB-SUS/MG's deliberations as the back office edits them (issue 30, docs/decisions/059):
 * what the list and the form receive, and the limits the form and the server share. No TypeBox
 * here: the pages' client code imports it (the schemas are in deliberacoes.ts).
 */
import type { EstadoDeDeliberacao, TemaDeDeliberacao } from './agenda.ts';

/** The summary's longest length, in characters. */
export const EMENTA_MAX = 2000;
/** The note's longest length, in characters of HTML. */
export const NOTA_DELIBERACAO_MAX = 50_000;
/** The deliberations of a page of /deliberacoes and of /api/deliberacoes. */
export const DELIBERACOES_POR_PAGINA = 12;
/** The form's field of a theme's check box: `tema-{chave}` (one field each, so the form stays a record of texts). */
export const campoDoTema = (chave: TemaDeDeliberacao) => `tema-${chave}`;

export interface DeliberacaoEditavel {
  id: number;
  numero: number;
  ano: number;
  /** yyyy-mm-dd, the day in São Paulo. */
  data: string;
  ementa: string;
  temas: TemaDeDeliberacao[];
  /** /arquivo/{nome} of the uploaded PDF, or the state's page. */
  link: string;
  /** The PDF's stored name when the link is an uploaded PDF, else null. */
  arquivo: string | null;
  /** Sanitised HTML ('' when none). */
  nota: string;
  noticias: number[];
  eventos: number[];
  estado: EstadoDeDeliberacao;
  versao: string;
}
