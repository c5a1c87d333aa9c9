// The server's copy of the script and styles of pages served without React (vite.config.ts builds it; an
// empty string in the browser bundle).
import estilos from 'virtual:estilos-sem-hidratacao';
import codigo from 'virtual:melhorias-sem-hidratacao';

export const MELHORIAS_SCRIPT: string = codigo;

/** Their stylesheets, written inline in <head> instead of <link>s (vite.config.ts; '' in the browser bundle). */
export const ESTILOS_INLINE: string = estilos;
