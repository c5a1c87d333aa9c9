/**
 * Server-rendered pages through Fastify (not a hijacked socket), so that they get what every
 * answer gets: security headers, compression, ETag/304; and so that a rendered page can be kept in
 * the shared answer cache (app.respostas) until the next content import.
 *
 * Pages are rendered with a per-process marker where the CSP nonce goes; each answer, cached or
 * fresh, swaps it for a new random nonce. The marker is random, so no content can contain it.
 */
import { randomBytes, randomFillSync } from 'node:crypto';
import { type CacheRespostas, chaveDeCache, clienteJaTem, comprimirTexto, etagDe, type RespostaGuardada } from '@cosems/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { createSiteContext, SiteContextValues } from '../app/lib/context.ts';
import { politicaDasPaginas } from './csp.ts';

/**
 * Browsers may keep a page a minute and show it while checking again for five; shared caches may
 * not keep it at all, since each answer carries its own nonce.
 */
export const CACHE_PAGINAS = 'private, max-age=60, stale-while-revalidate=300';

export interface OpcoesPaginas {
  build: ServerBuild;
  mode: string;
  /** The data port and the public addresses; the nonce marker is this module's. */
  context: Omit<SiteContextValues, 'nonce'>;
  /** Null when the process cannot hear content imports (API on another host): no page cache then. */
  cache: CacheRespostas | null;
}

/**
 * A fresh 128-bit nonce per answer. The random bytes are drawn from the system's generator 4 KiB at
 * a time and each byte is used once: one call per 256 answers instead of one per answer (measured:
 * 7% of a cached page's time went to randomBytes(16)).
 */
const TAMANHO_NONCE = 16;
const reserva = Buffer.alloc(4096);
let posicao = reserva.length;
export function novoNonce(): string {
  if (posicao + TAMANHO_NONCE > reserva.length) {
    randomFillSync(reserva);
    posicao = 0;
  }
  const nonce = reserva.toString('base64', posicao, posicao + TAMANHO_NONCE);
  posicao += TAMANHO_NONCE;
  return nonce;
}

/** The only query parameter pages read (the page number); any other keeps the answer out of the cache. */
const PARAMETROS_PAGINAS = new Set(['page']);

export function paginas({ build, mode, context, cache }: OpcoesPaginas) {
  const marca = randomBytes(18).toString('hex');
  // A stored page as UTF-8 pieces between the markers, encoded once: each answer only copies
  // them around a fresh nonce (no search, no re-encoding of the whole page per answer).
  const pedacos = new WeakMap<RespostaGuardada, Buffer[]>();
  const carimbar = (resposta: RespostaGuardada, nonce: string): Buffer => {
    let partes = pedacos.get(resposta);
    if (!partes) {
      partes = resposta.body.split(marca).map((p) => Buffer.from(p));
      pedacos.set(resposta, partes);
    }
    if (partes.length === 1) return partes[0] as Buffer;
    const n = Buffer.from(nonce);
    return Buffer.concat(partes.flatMap((p, i) => (i === 0 ? [p] : [n, p])));
  };
  const handler = createRequestHandler(build, mode);
  // The build's own context objects (app/entry.server.tsx re-exports the factory), not this
  // process's copy of app/lib/context.ts: a context is found by identity.
  const { createSiteContext: createContextOfBuild } = build.entry.module as unknown as { createSiteContext: typeof createSiteContext };
  if (typeof createContextOfBuild !== 'function') throw new Error('O build do site não exporta createSiteContext (app/entry.server.tsx).');
  const contextValues = { ...context, nonce: marca };
  const csp = politicaDasPaginas(context.publicApiUrl);
  const origem = context.siteUrl;

  async function renderizar(request: FastifyRequest): Promise<{ resposta: RespostaGuardada; headers: Headers }> {
    const headers = new Headers();
    for (const [k, v] of Object.entries(request.headers)) {
      if (typeof v === 'string') headers.set(k, v);
      else if (Array.isArray(v)) for (const item of v) headers.append(k, item);
    }
    // The path is appended to the configured origin, never resolved against it: '//host/x' stays here.
    const res = await handler(new Request(origem + request.url, { method: request.method, headers }), createContextOfBuild(contextValues));
    const body = await res.text();
    return {
      headers: res.headers,
      resposta: {
        status: res.status,
        contentType: res.headers.get('content-type') ?? 'text/html; charset=utf-8',
        body,
        etag: etagDe(body),
        lastModified: new Date().toUTCString(),
        cacheControl: res.headers.get('cache-control') ?? undefined,
      },
    };
  }

  return async function responder(request: FastifyRequest, reply: FastifyReply) {
    const key = request.method === 'GET' ? chaveDeCache(request.url, PARAMETROS_PAGINAS) : null;
    let resposta = key === null ? undefined : cache?.get(key);
    if (!resposta) {
      const geracao = cache?.geracao ?? 0;
      const renderizada = await renderizar(request);
      resposta = renderizada.resposta;
      // Copy what React Router set (Location of a redirect, Vary…), except what is decided here.
      for (const [k, v] of renderizada.headers) {
        if (!['content-type', 'content-length', 'cache-control', 'set-cookie'].includes(k)) reply.header(k, v);
      }
      // Documents and feeds only: single-fetch data (.data, text/x-script) carries statuses of its own.
      if (key !== null && resposta.status === 200 && !resposta.contentType.startsWith('text/x-script')) cache?.set(key, resposta, geracao);
    }
    reply.code(resposta.status).type(resposta.contentType);
    if (resposta.status === 200) {
      reply
        .header('cache-control', resposta.cacheControl ?? CACHE_PAGINAS)
        .header('etag', resposta.etag)
        .header('last-modified', resposta.lastModified);
      // A 304 carries no CSP: the browser keeps the stored page with the policy (and nonce) it came with.
      if (clienteJaTem(request, resposta.etag, resposta.lastModified)) return reply.code(304).send();
    } else {
      reply.header('cache-control', 'no-store');
    }
    const nonce = novoNonce();
    reply.header('content-security-policy', csp(nonce)).header('vary', 'Accept-Encoding');
    const body = carimbar(resposta, nonce);
    if (request.method === 'HEAD') return reply.send(body);
    const comprimida = await comprimirTexto(request.headers['accept-encoding'], body);
    if (!comprimida) return reply.send(body);
    return reply.header('content-encoding', comprimida.encoding).send(comprimida.body);
  };
}
