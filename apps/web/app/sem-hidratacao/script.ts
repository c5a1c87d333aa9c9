// The server's copy of the script of pages served without React and of every page's inline CSS
// (vite.config.ts builds them; empty strings in the browser bundle).
import { leitura, site } from 'virtual:estilos-inline';
import inicial from 'virtual:melhorias-inicial';
import type { PageHandle } from '../lib/page-query';
import regional from 'virtual:melhorias-regional';
import secretarios from 'virtual:melhorias-secretarios';
import codigo from 'virtual:melhorias-sem-hidratacao';

export const MELHORIAS_SCRIPT: string = codigo;

/** The extra scripts a page may ask for (PageHandle.melhorias), by name. */
export const SCRIPTS_EXTRAS: Readonly<Record<NonNullable<PageHandle['melhorias']>, string>> = { regional, inicial, secretarios };

/** The stylesheets of a hydrated page, written inline in <head> instead of <link>s. */
export const ESTILOS_DO_SITE: string = site;

/**
 * The CSS of a page served without React: the reading pages' (Bootstrap cut to what they use), or,
 * for the home page, the hydrated pages' (its carousels and sections use classes they do not).
 */
export function getEstilosSemHidratacao(extra: PageHandle['melhorias']): string {
  return extra === 'inicial' ? site : leitura;
}
