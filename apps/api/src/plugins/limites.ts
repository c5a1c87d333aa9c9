/**
 * Request limits. Everything this server offers (API, images, files, pages) is read with GET or
 * HEAD, so no request needs a body: a GET or HEAD that announces one is refused before anything
 * reads it (request smuggling and cache poisoning lean on such bodies), any other body is capped
 * well below Fastify's default, and URLs are bounded so a huge address cannot reach the router,
 * the logs or the database. Answers use the API's error shape.
 */
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../lib/errors.ts';

/**
 * Longest accepted request target (path and query string), in characters. A 10 000-character
 * search must still answer normally (issue 4); Node itself refuses request heads over 16 KiB.
 */
export const LIMITE_URL = 12_288;
/** Largest body any route accepts, in bytes; none of them reads one. */
export const LIMITE_CORPO = 1024;

const SEM_CORPO = new Set(['GET', 'HEAD']);

/** Adds the hooks to `app` itself (not an encapsulated child), so they cover every route and the 404 handlers. */
export function registerLimites(app: FastifyInstance): void {
  // Routes registered from here on read at most LIMITE_CORPO bytes (the server-wide bodyLimit
  // still covers the 404 handlers, for chunked bodies whose length is not announced).
  app.addHook('onRoute', (route) => {
    route.bodyLimit = Math.min(route.bodyLimit ?? LIMITE_CORPO, LIMITE_CORPO);
  });

  // onRequest, before anything reads the body, and added after the security headers' hooks so
  // that a refusal carries them too (createApi calls this right after registerHeaders).
  // Callback-style (no promise per request); a hook that answers does not call done().
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? request.url;
    if (url.length > LIMITE_URL) {
      reply.code(414).send(errorBody(414, `Endereço longo demais: o limite é de ${LIMITE_URL} caracteres.`));
      return;
    }
    const { 'content-length': tamanho, 'transfer-encoding': transferencia } = request.headers;
    const anunciaCorpo = transferencia !== undefined || (tamanho !== undefined && Number(tamanho) !== 0);
    if (!anunciaCorpo) return done();
    if (SEM_CORPO.has(request.method)) {
      // The connection is closed after the answer: the unread body must not be taken for the
      // next request on a kept-alive connection.
      reply
        .code(400)
        .header('connection', 'close')
        .send(errorBody(400, `Requisição ${request.method} não pode ter corpo.`));
      return;
    }
    if (tamanho !== undefined && !(Number(tamanho) <= LIMITE_CORPO)) {
      reply
        .code(413)
        .header('connection', 'close')
        .send(errorBody(413, `Corpo da requisição grande demais: o limite é de ${LIMITE_CORPO} bytes.`));
      return;
    }
    done();
  });
}
