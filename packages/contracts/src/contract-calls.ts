/**
 * The calls of the API contract, spelled exactly as its table of calls writes them (docs/produto.md
 * §10.4, a copy of the original contract's table, which is not part of the repository). Clients written from that table, the
 * old site's among them, call these very strings, often from another origin where a browser must
 * also accept any redirect: so each one answers at this spelling, with no redirect. That matters for
 * `/api/publicacoes/`, the one written with a trailing slash, while every other address of the API
 * that ends in a slash is redirected to the one without (apps/api/src/plugins/canonical-address.ts,
 * docs/decisions/014). `{name}` stands for one path segment; a query, when the table writes one, is
 * part of the call but not of its path.
 */
export const CONTRACT_CALLS = [
  '/api/logos/ativa',
  '/api/noticia/Get/banner',
  '/api/noticia/Get/destque',
  '/api/noticia/{id}',
  '/api/noticia',
  '/api/noticia/site/{page}',
  '/api/noticia/page/{page}',
  '/api/noticia/page/{page}?regiao={regionId}',
  '/api/noticia/name/{text}',
  '/api/noticia/regiao/{regionId}',
  '/api/notices/page/{page}',
  '/api/equipe',
  '/api/diretoria',
  '/api/regioes',
  '/api/regioes/{id}',
  '/api/municipios/regiao/{id}',
  '/api/apoiadoresRegionais',
  '/api/juridico/{section}',
  '/api/publicacoes/',
  '/image/{filename}',
  '/image/logo/{imagem}',
] as const;

/** The path of a call as the table writes it (without its query). */
export function getContractCallPath(call: string): string {
  const q = call.indexOf('?');
  return q < 0 ? call : call.slice(0, q);
}

/**
 * Whether `path` (a request's path, without its query) is one of the contract's calls written
 * with a trailing slash: the only addresses ending in a slash that are answered, not redirected.
 */
// Pure: the site's browser bundles, which import other things from this package, leave it out.
export const isContractSlashedPath: (path: string) => boolean = /* @__PURE__ */ (() => {
  const patterns = CONTRACT_CALLS.map(getContractCallPath)
    .filter((path) => path.endsWith('/'))
    .map(toPathPattern);
  return (path) => patterns.some((pattern) => pattern.test(path));
})();

/** A call's path as a pattern of whole request paths: each `{name}` is one non-empty segment. */
function toPathPattern(path: string): RegExp {
  const literals = path.split(/\{[^}]+\}/).map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literals.join('[^/]+')}$`);
}
