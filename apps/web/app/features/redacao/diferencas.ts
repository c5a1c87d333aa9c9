/**
 * The difference between two revisions of a news item, as the revisions page shows it: each field
 * that changed (before → after), and the body's text word by word (jsdiff), read as text — the
 * markup is not what an editor compares.
 *
 * The word diff runs on the page's own thread, and jsdiff's cost grows with the square of the
 * number of edits: two unrelated 480 KB bodies kept a process busy for minutes (issue 25, item 2).
 * So it is bounded: the common start and end are set aside first (cheap, and most revisions differ
 * in a few places), and what is left is compared only if it is short enough, with an edit limit
 * and a time limit. Past any of them the page says the texts are too different to compare.
 */
import type { DadosNoticia } from '@cosems/contracts';
import { diffWords } from 'diff';

export interface TrechoDiferenca {
  texto: string;
  tipo: 'igual' | 'removido' | 'inserido';
}

export interface CampoDiferente {
  campo: string;
  antes: string;
  depois: string;
}

/** A body's text: block ends become line breaks, tags go, the common entities are read. */
export function textoDoHtml(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|figcaption)>|<br\s*\/?>/g, '\n')
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/g, '[imagem: $1]')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** Characters of each text, past the common start and end, that are compared word by word. */
export const COMPARACAO_MAX_CARACTERES = 100_000;
/** Words (and punctuation marks) inserted plus removed, beyond which the texts are "too different". */
export const COMPARACAO_MAX_EDICOES = 2_000;
/** A guard against slow cases under the limits above (a loaded machine): the diff gives up then. */
export const COMPARACAO_MAX_MS = 250;

/** Why a word-by-word comparison was not made. */
export type SemComparacao = 'longo-demais' | 'diferente-demais';

export type DiferencaTexto =
  | { tipo: 'ok'; trechos: TrechoDiferenca[] }
  | { tipo: SemComparacao; caracteresAntes: number; caracteresDepois: number };

/** Length of the common start of a and b, ending at a whitespace (a word is never cut). */
function inicioComum(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let i = 0;
  while (i < max && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === a.length && i === b.length) return i;
  while (i > 0 && !/\s/.test(a[i - 1] ?? '')) i--;
  return i;
}

/** Length of the common end of a and b (before `desde`), starting at a whitespace. */
function fimComum(a: string, b: string, desde: number): number {
  const max = Math.min(a.length, b.length) - desde;
  let n = 0;
  while (n < max && a.charCodeAt(a.length - 1 - n) === b.charCodeAt(b.length - 1 - n)) n++;
  while (n > 0 && !/\s/.test(a[a.length - n] ?? '')) n--;
  return n;
}

export function diferencaDoTexto(
  antes: string,
  depois: string,
  limites = { caracteres: COMPARACAO_MAX_CARACTERES, edicoes: COMPARACAO_MAX_EDICOES, ms: COMPARACAO_MAX_MS },
): DiferencaTexto {
  const a = textoDoHtml(antes);
  const b = textoDoHtml(depois);
  const inicio = inicioComum(a, b);
  const fim = fimComum(a, b, inicio);
  const meioA = a.slice(inicio, a.length - fim);
  const meioB = b.slice(inicio, b.length - fim);
  const tamanhos = { caracteresAntes: a.length, caracteresDepois: b.length };
  if (meioA.length > limites.caracteres || meioB.length > limites.caracteres) return { tipo: 'longo-demais', ...tamanhos };
  const partes = meioA || meioB ? diffWords(meioA, meioB, { maxEditLength: limites.edicoes, timeout: limites.ms }) : [];
  if (partes === undefined) return { tipo: 'diferente-demais', ...tamanhos };
  const trechos: TrechoDiferenca[] = partes.map((p) => ({
    texto: p.value,
    tipo: p.added ? 'inserido' : p.removed ? 'removido' : 'igual',
  }));
  if (inicio > 0) trechos.unshift({ texto: a.slice(0, inicio), tipo: 'igual' });
  if (fim > 0) trechos.push({ texto: a.slice(a.length - fim), tipo: 'igual' });
  return { tipo: 'ok', trechos };
}

/** The fields (other than the body) that differ, named as the form names them. */
export function camposDiferentes(a: DadosNoticia, b: DadosNoticia, nomeDaRegiao: (id: number) => string): CampoDiferente[] {
  const regioes = (d: DadosNoticia) => d.regioes.map(nomeDaRegiao).sort().join(', ') || 'nenhuma';
  const campos: [string, (d: DadosNoticia) => string][] = [
    ['Título', (d) => d.titulo],
    ['Subtítulo', (d) => d.subtitulo],
    ['Autor', (d) => d.autor],
    ['Regiões', regioes],
    ['Imagem principal', (d) => d.imagem ?? 'nenhuma'],
    ['No banner', (d) => (d.bannerImagem ? 'sim' : 'não')],
    ['Nos destaques', (d) => (d.destaqueImagem ? 'sim' : 'não')],
  ];
  return campos.flatMap(([campo, ler]) => (ler(a) === ler(b) ? [] : [{ campo, antes: ler(a), depois: ler(b) }]));
}
