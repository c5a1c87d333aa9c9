/**
 * The site's blocks' names and the small text rules their pages use — in a module of their own,
 * without TypeBox, so that a public page that shows a block loads none of the schemas
 * (blocos.ts holds those, for the server).
 */

export const CHAVES_BLOCOS = ['acesso-rapido', 'video', 'acordo-divida', 'rodape', 'missao', 'institucional'] as const;
export type ChaveBloco = (typeof CHAVES_BLOCOS)[number];

export const NOME_DO_BLOCO: Record<ChaveBloco, string> = {
  'acesso-rapido': 'Acesso rápido',
  video: 'Vídeo institucional',
  'acordo-divida': 'Acordo da dívida',
  rodape: 'Rodapé',
  missao: 'Missão, Visão e Valores',
  institucional: 'Institucional',
};

/** A link opens in a new tab when it leaves the site (an absolute address); a path of the site does not. */
export const linkExterno = (url: string) => !url.startsWith('/');

/** Spaces trimmed and runs of white space made one. */
export const linhaLimpa = (v: string | undefined) => (v ?? '').replace(/\s+/g, ' ').trim();

/** A text area's lines (one item per line), blank ones dropped. */
export const linhasDe = (v: string | undefined) => (v ?? '').split(/\r?\n/).map(linhaLimpa).filter(Boolean);

/** A text area's paragraphs (separated by a blank line), each one line of text. */
export const paragrafosDe = (v: string | undefined) =>
  (v ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map(linhaLimpa)
    .filter(Boolean);

/** How a block's lists are written back into a text area. */
export const juntarLinhas = (itens: readonly string[]) => itens.join('\n');
export const juntarParagrafos = (itens: readonly string[]) => itens.join('\n\n');
