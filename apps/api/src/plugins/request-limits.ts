/**
 * Request limits. Everything this server offers (API, images, files, pages) is read with GET or
 * HEAD, so no request needs a body, and none is ever awaited: a GET, HEAD or OPTIONS that announces
 * one is refused (request smuggling and cache poisoning lean on such bodies), any other method is
 * refused with 405 before its body is read (a client that announced 1000 bytes and never sends
 * them would otherwise hold the connection until the request timeout), and URLs are bounded so a
 * huge address cannot reach the router's handlers, the logs or the database. Answers use the API's
 * error shape. Each context registers them (plugins/http-layers.ts), so they run before any of its
 * routes or its 404 handler. The back office's forms are the one exception: its context accepts
 * POST with a body of at most `postBodyLimit` bytes, refused with 413 before it is read when it
 * announces more.
 */
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../lib/errors.ts';

/**
 * Longest accepted request target (path and query string), in characters. A 10 000-character
 * search must still answer normally (issue 4); Node itself refuses request heads over 16 KiB.
 */
export const MAX_URL_LENGTH = 12_288;
/** Largest body any route accepts, in bytes; none of them reads one. */
export const MAX_BODY_BYTES = 1024;

/** "512 KB", or whole megabytes from 1 MB up ("20 MB" for an upload limit with its envelope). */
const sizeInWords = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;

/** Methods a context of this server answers; OPTIONS for CORS preflights (plugins/cors). */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RequestLimitsOptions {
  /** The 405 message for any other method (docs/produto.md §2.1 and §10.2). */
  methodNotAllowedMessage: string;
  /** When set, POST is accepted too, with a body of at most this many bytes (the back office). */
  postBodyLimit?: number;
}

/** Adds the hooks to `context` itself: they cover its routes, its children's and its 404 handlers. */
export function registerRequestLimits(context: FastifyInstance, { methodNotAllowedMessage, postBodyLimit }: RequestLimitsOptions): void {
  const maxBody = postBodyLimit ?? MAX_BODY_BYTES;
  const allow = postBodyLimit === undefined ? 'GET, HEAD' : 'GET, HEAD, POST';
  // Routes registered from here on read at most maxBody bytes (the server-wide bodyLimit still
  // covers the 404 handlers, for chunked bodies whose length is not announced).
  context.addHook('onRoute', (route) => {
    route.bodyLimit = Math.min(route.bodyLimit ?? maxBody, maxBody);
  });

  // onRequest, before anything reads the body, and added after the security headers' hooks so
  // that a refusal carries them too (registerHttpLayers calls this right after them).
  // Callback-style (no promise per request); a hook that answers does not call done().
  context.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? request.url;
    if (url.length > MAX_URL_LENGTH) {
      reply.code(414).send(errorBody(414, `Endereço longo demais: o limite é de ${MAX_URL_LENGTH} caracteres.`));
      return;
    }
    const { 'content-length': contentLength, 'transfer-encoding': transferEncoding } = request.headers;
    const announcesBody = transferEncoding !== undefined || (contentLength !== undefined && Number(contentLength) !== 0);
    // Answered at once, before the body is read: nothing here takes one. The connection is closed
    // after the answer when a body was announced, so that the unread body is not taken for the
    // next request on a kept-alive connection.
    if (request.method === 'POST' && postBodyLimit !== undefined) {
      if (contentLength !== undefined && Number(contentLength) > postBodyLimit) {
        reply
          .code(413)
          .header('connection', 'close')
          .send(errorBody(413, `Envio grande demais: o limite é de ${sizeInWords(postBodyLimit)}.`));
        return;
      }
      done();
      return;
    }
    if (!READ_METHODS.has(request.method)) {
      reply.code(405).header('allow', allow);
      if (announcesBody) reply.header('connection', 'close');
      reply.send(errorBody(405, methodNotAllowedMessage));
      return;
    }
    if (announcesBody) {
      reply
        .code(400)
        .header('connection', 'close')
        .send(errorBody(400, `Requisição ${request.method} não pode ter corpo.`));
      return;
    }
    done();
  });
}
