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

/**
 * @param altDaImagem the main image's alternative text in the media library (undefined: no main
 * image; null or '': the image has none).
 */
export function verificarNoticia(dados: DadosNoticia, altDaImagem?: string | null): ResultadoVerificacao {
  const bloqueios: string[] = [];
  const avisos: string[] = [];
  const html = dados.conteudo;

  if (!dados.titulo.trim()) bloqueios.push('A notícia não tem título.');
  if (altDaImagem !== undefined && !altDaImagem?.trim())
    bloqueios.push('A imagem principal não tem texto alternativo: descreva-a na biblioteca de mídia.');
  let semAlt = 0;
  for (const [img] of html.matchAll(/<img\b[^>]*>/g)) {
    const alt = /\balt="([^"]*)"/.exec(img)?.[1];
    if (!alt?.trim()) semAlt++;
  }
  if (semAlt > 0)
    bloqueios.push(
      semAlt === 1 ? 'Uma imagem do texto não tem texto alternativo.' : `${semAlt} imagens do texto não têm texto alternativo.`,
    );

  // Headings: the page's title is the h1; the body may start at h2 and go down one level at a time.
  let anterior = 1;
  for (const [, nivel] of html.matchAll(/<h([1-6])\b/g)) {
    const n = Number(nivel);
    if (n === 1) {
      avisos.push('O texto usa um título de nível 1: a página já tem um (o título da notícia). Use Título 2.');
    } else if (n > anterior + 1) {
      avisos.push(`Nível de título pulado: Título ${n} depois de Título ${anterior}.`);
    }
    anterior = n;
  }

  const vagos = new Set<string>();
  for (const [, texto] of html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)) {
    const t = fold(textOf(texto ?? ''));
    if (TEXTOS_DE_LINK_VAGOS.includes(t)) vagos.add(textOf(texto ?? ''));
  }
  for (const t of vagos) avisos.push(`Link com texto vago: "${t}". Diga para onde o link leva.`);

  const vazios = [...html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)].filter(
    ([, inner]) => !textOf((inner ?? '').replace(/<br\s*\/?>/g, '')) && !/<img\b/.test(inner ?? ''),
  ).length;
  if (vazios > 0) avisos.push(vazios === 1 ? 'Há um parágrafo vazio.' : `Há ${vazios} parágrafos vazios.`);

  const letras = dados.titulo.replace(/[^\p{L}]/gu, '');
  if (letras.length >= 8 && letras === letras.toLocaleUpperCase('pt-BR') && letras !== letras.toLocaleLowerCase('pt-BR'))
    avisos.push('O título está todo em maiúsculas: leitores de tela soletram e a leitura fica difícil.');

  const http = [...html.matchAll(/\bhref="http:\/\/[^"]*"/g)].length;
  if (http > 0)
    avisos.push(
      http === 1 ? 'Um link usa http: (sem segurança); prefira https:.' : `${http} links usam http: (sem segurança); prefira https:.`,
    );

  return { bloqueios, avisos };
}
