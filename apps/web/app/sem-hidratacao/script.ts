// The server's copy of the script of pages served without React and of every page's inline CSS
// (vite.config.ts builds them; empty strings in the browser bundle).
import { leitura, site } from 'virtual:estilos-inline';
import regional from 'virtual:melhorias-regional';
import codigo from 'virtual:melhorias-sem-hidratacao';

export const MELHORIAS_SCRIPT: string = codigo;

/** The extra scripts a page may ask for (PageHandle.melhorias), by name. */
export const SCRIPTS_EXTRAS: Readonly<Record<'regional', string>> = { regional };

/** The stylesheets of a hydrated page, written inline in <head> instead of <link>s. */
export const ESTILOS_DO_SITE: string = site;

/** Those of a page served without React: Bootstrap cut to what such pages use. */
export const ESTILOS_DA_LEITURA: string = leitura;
