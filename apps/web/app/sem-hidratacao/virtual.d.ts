declare module 'virtual:melhorias-sem-hidratacao' {
  /** The minified inline script (server build); '' in the browser build. */
  const codigo: string;
  export default codigo;
}

declare module 'virtual:melhorias-regional' {
  /** The regional page's extra inline script, minified (server build); '' in the browser build. */
  const codigo: string;
  export default codigo;
}

declare module 'virtual:melhorias-inicial' {
  /** The home page's extra inline script, minified (server build); '' in the browser build. */
  const codigo: string;
  export default codigo;
}

declare module 'virtual:melhorias-secretarios' {
  /** The regional councils' list's extra inline script, minified (server build); '' in the browser build. */
  const codigo: string;
  export default codigo;
}

declare module 'virtual:estilos-inline' {
  /** A hydrated page's CSS, minified (server build); '' in the browser build. */
  export const site: string;
  /** A page served without React: its CSS, minified (server build); '' in the browser build. */
  export const leitura: string;
}
