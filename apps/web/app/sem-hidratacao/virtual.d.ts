declare module 'virtual:melhorias-sem-hidratacao' {
  /** The minified inline script (server build); '' in the browser build. */
  const codigo: string;
  export default codigo;
}

declare module 'virtual:estilos-sem-hidratacao' {
  /** The reading pages' CSS, minified (server build); '' in the browser build. */
  const estilos: string;
  export default estilos;
}
