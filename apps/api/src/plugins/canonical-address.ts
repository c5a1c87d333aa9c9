/**
 * One resource, one address (issue 15; docs/decisions/014-chaves-de-cache-e-enderecos-canonicos.md).
 * In the context that registers it (the API's: /api, /image, /arquivo):
 *
 * - A path with a trailing slash is redirected (308, query string kept) to the same path without
 *   it, except a call the contract itself writes with one (CONTRACT_CALLS in @cosems/contracts:
 *   `/api/publicacoes/`), answered at that spelling: clients written from the contract call it
 *   as written, from other origins too (issue 26). The router matches both spellings
 *   (routerOptions.ignoreTrailingSlash). A redirect carries the CORS headers because CORS is
 *   registered before this plugin (app.ts): a browser follows a cross-origin redirect only then.
 * - An integer in the path or the query (ids, pages, `regiao`, `w`) is written in digits only,
 *   with no leading zero: `^[1-9][0-9]*$`, else 400. Ajv's type coercion alone would take `0x10`,
 *   `1e1`, `+16`, ` 16` or `016` for 16 and answer the same resource at many addresses.
 */
import { isContractSlashedPath } from '@cosems/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/errors.ts';

const CANONICAL_INTEGER = /^[1-9][0-9]*$/;

/** The integer-typed properties of a params or querystring schema, found once per schema. */
const integersOf = new WeakMap<object, readonly string[]>();
function getIntegerProperties(schema: unknown): readonly string[] {
  if (!schema || typeof schema !== 'object') return [];
  let names = integersOf.get(schema);
  if (!names) {
    const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
    names = Object.keys(properties).filter((name) => properties[name]?.type === 'integer');
    integersOf.set(schema, names);
  }
  return names;
}

function checkIntegers(request: FastifyRequest): HttpError | null {
  const schema = request.routeOptions.schema;
  if (!schema) return null;
  for (const [part, where, values] of [
    [schema.params, 'no caminho', request.params],
    [schema.querystring, 'na consulta', request.query],
  ] as const) {
    for (const name of getIntegerProperties(part)) {
      const raw = (values as Record<string, unknown> | undefined)?.[name];
      // Absent: the schema says whether it is required. Repeated (an array): Ajv refuses it.
      if (typeof raw === 'string' && !CANONICAL_INTEGER.test(raw))
        return new HttpError(400, `Parâmetro inválido ${where} (${name}): deve ser um inteiro positivo escrito só com algarismos.`);
    }
  }
  return null;
}

export function registerCanonicalAddress(context: FastifyInstance): void {
  context.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    const q = url.indexOf('?');
    const pathEnd = q < 0 ? url.length : q;
    // Only routed requests (a 404 stays a 404), never '/' itself.
    if (pathEnd <= 1 || url.charCodeAt(pathEnd - 1) !== 47 /* / */ || request.is404) return done();
    if (isContractSlashedPath(url.slice(0, pathEnd))) return done();
    let end = pathEnd;
    while (end > 1 && url.charCodeAt(end - 1) === 47) end--;
    const target = url.slice(0, end) + url.slice(pathEnd);
    // The target is a path on this host: one that a browser would read as another host
    // ('//evil.com', '/\evil.com') is never sent (the routes here all start with a word).
    if (!/^\/[^/\\]/.test(target)) return done();
    reply.code(308).header('location', target).header('cache-control', 'public, max-age=3600').send();
  });

  // preValidation: the values are still the strings the client sent.
  context.addHook('preValidation', (request, _reply, done) => {
    done(checkIntegers(request) ?? undefined);
  });
}
