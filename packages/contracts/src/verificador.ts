/**
 * The checker an editor sees before publishing (issue 11). It reads the body as the sanitiser
 * leaves it (packages/db sanitize.ts: lower-case tags, attributes in double quotes, no comments),
 * so simple patterns are enough here; the server runs it on the sanitised HTML.
 *
 * Bloqueios stop publishing (an image without alternative text); avisos may be overridden.
 */
import type { DadosNoticia, ResultadoVerificacao } from './redacao-port.ts';

/** Link texts that say nothing out of context (WCAG 2.4.4). Compared without case or accents. */
export const TEXTOS_DE_LINK_VAGOS = ['clique aqui', 'clique', 'aqui', 'leia mais', 'saiba mais', 'veja mais', 'link', 'acesse'];

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();

/** "2º", "2º e 4º", "2º, 4º e 5º". */
function ordinais(ns: number[]): string {
  const o = ns.map((n) => `${n}º`);
  return o.length < 2 ? (o[0] ?? '') : `${o.slice(0, -1).join(', ')} e ${o.at(-1)}`;
}

/** " (2º parágrafo)", " (2º e 4º parágrafos)", or nothing when the place is not a paragraph. */
function emParagrafos(ns: number[]): string {
  const unicos = [...new Set(ns)].sort((a, b) => a - b);
  if (unicos.length === 0) return '';
  return ` (${ordinais(unicos)} ${unicos.length === 1 ? 'parágrafo' : 'parágrafos'})`;
}

/**
 * Where each problem is, as the officer counts: the body's paragraphs (`<p>`, list items' too) in
 * order from 1. A problem outside every paragraph (a heading, a list without paragraphs) has none.
 */
function paragrafos(html: string): { vazios: number[]; de: (offset: number) => number | undefined } {
  const spans: [number, number][] = [];
  const vazios: number[] = [];
  for (const m of html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)) {
    const inner = m[1] ?? '';
    spans.push([m.index, m.index + m[0].length]);
    if (!textOf(inner.replace(/<br\s*\/?>/g, '')) && !/<img\b/.test(inner)) vazios.push(spans.length);
  }
  const de = (offset: number) => {
    const i = spans.findIndex(([a, b]) => offset >= a && offset < b);
    return i < 0 ? undefined : i + 1;
  };
  return { vazios, de };
}

/**
 * @param altDaImagem the main image's alternative text in the media library (undefined: no main
 * image; null or '': the image has none).
 */
export function verificarNoticia(dados: DadosNoticia, altDaImagem?: string | null): ResultadoVerificacao {
  const bloqueios: string[] = [];
  const avisos: string[] = [];
  const html = dados.conteudo;
  const p = paragrafos(html);
  const onde = (offsets: number[]) => emParagrafos(offsets.map(p.de).filter((n): n is number => n !== undefined));

  if (!dados.titulo.trim()) bloqueios.push('A notícia não tem título.');
  if (altDaImagem !== undefined && !altDaImagem?.trim())
    bloqueios.push('A imagem principal não tem texto alternativo: descreva-a na biblioteca de mídia.');
  const semAlt: number[] = [];
  for (const m of html.matchAll(/<img\b[^>]*>/g)) {
    const alt = /\balt="([^"]*)"/.exec(m[0])?.[1];
    if (!alt?.trim()) semAlt.push(m.index);
  }
  if (semAlt.length > 0)
    bloqueios.push(
      semAlt.length === 1
        ? `Uma imagem do texto não tem texto alternativo${onde(semAlt)}.`
        : `${semAlt.length} imagens do texto não têm texto alternativo${onde(semAlt)}.`,
    );

  // Headings: the page's title is the h1; the body may start at h2 and go down one level at a time.
  let anterior = 1;
  for (const [, nivel, texto] of html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)) {
    const n = Number(nivel);
    const nome = textOf(texto ?? '');
    const qual = nome ? ` (“${nome.length > 60 ? `${nome.slice(0, 59)}…` : nome}”)` : '';
    if (n === 1) {
      avisos.push(`O texto usa um título de nível 1${qual}: a página já tem um (o título da notícia). Use Título 2.`);
    } else if (n > anterior + 1) {
      avisos.push(`Nível de título pulado: Título ${n}${qual} depois de Título ${anterior}.`);
    }
    anterior = n;
  }

  // One warning per distinct vague text, with every paragraph it is in.
  const vagos = new Map<string, number[]>();
  for (const m of html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)) {
    const texto = textOf(m[1] ?? '');
    if (TEXTOS_DE_LINK_VAGOS.includes(fold(texto))) vagos.set(texto, [...(vagos.get(texto) ?? []), m.index]);
  }
  for (const [t, lugares] of vagos) avisos.push(`Link com texto vago: "${t}"${onde(lugares)}. Diga para onde o link leva.`);

  if (p.vazios.length === 1) avisos.push(`O ${p.vazios[0]}º parágrafo está vazio.`);
  else if (p.vazios.length > 1) avisos.push(`Os parágrafos ${ordinais(p.vazios)} estão vazios.`);

  const letras = dados.titulo.replace(/[^\p{L}]/gu, '');
  if (letras.length >= 8 && letras === letras.toLocaleUpperCase('pt-BR') && letras !== letras.toLocaleLowerCase('pt-BR'))
    avisos.push('O título está todo em maiúsculas: leitores de tela soletram e a leitura fica difícil.');

  const http = [...html.matchAll(/\bhref="http:\/\/[^"]*"/g)].map((m) => m.index);
  if (http.length > 0)
    avisos.push(
      http.length === 1
        ? `Um link usa http:, sem segurança${onde(http)}; prefira https:.`
        : `${http.length} links usam http:, sem segurança${onde(http)}; prefira https:.`,
    );

  return { bloqueios, avisos };
}
