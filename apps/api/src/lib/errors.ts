/**
 * One error shape for every answer the API gives (docs/produto.md §10 `Error`), with Portuguese
 * messages. Validation problems are 400, unknown things 404, a database that does not answer 503;
 * anything else is logged with its detail and answered as a generic 500, never a stack trace.
 */
import { STATUS_CODES } from 'node:http';
import { isDatabaseUnavailableError } from '@cosems/db';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} não encontrado(a).`);

const REASONS: Record<string, (p: Record<string, unknown>) => string> = {
  type: (p) => `deve ser ${p.type === 'integer' ? 'um número inteiro' : p.type === 'number' ? 'um número' : `do tipo ${String(p.type)}`}`,
  minimum: (p) => `deve ser maior ou igual a ${String(p.limit)}`,
  maximum: (p) => `deve ser menor ou igual a ${String(p.limit)}`,
  minLength: (p) => `deve ter ao menos ${String(p.limit)} caractere(s)`,
  maxLength: (p) => `deve ter no máximo ${String(p.limit)} caracteres`,
  pattern: () => 'tem caracteres não permitidos',
  const: () => 'não é um dos valores aceitos',
  enum: () => 'não é um dos valores aceitos',
  anyOf: () => 'não é um dos valores aceitos',
};

export function describeValidation(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return 'Requisição inválida.';
  const where =
    err.validationContext === 'params' ? 'no caminho' : err.validationContext === 'querystring' ? 'na consulta' : 'na requisição';
  const field = first.instancePath.replace(/^\//, '') || String((first.params as { missingProperty?: string })?.missingProperty ?? '');
  const reason = REASONS[first.keyword]?.(first.params as Record<string, unknown>) ?? 'valor não aceito';
  return `Parâmetro inválido ${where}${field ? ` (${field})` : ''}: ${reason}.`;
}

export function handleError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err.validation) return reply.code(400).send(errorBody(400, describeValidation(err)));
  if (err instanceof HttpError) return reply.code(err.statusCode).send(errorBody(err.statusCode, err.message));
  // Only the database driver's errors (@cosems/db): a client that hangs up raises ECONNRESET too.
  if (isDatabaseUnavailableError(err)) {
    request.log.error({ err }, 'banco de dados indisponível');
    return reply
      .code(503)
      .header('retry-after', '5')
      .send(errorBody(503, 'Serviço temporariamente indisponível. Tente novamente em instantes.'));
  }
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status < 500) {
    // Fastify's own client errors (bad JSON, body too large, unsupported media type…), and the
    // rate limiter's 429, whose message is ours.
    const message = status === 429 ? err.message : status === 404 ? 'Recurso não encontrado.' : 'Requisição inválida.';
    return reply.code(status).send(errorBody(status, message));
  }
  request.log.error({ err }, 'erro interno');
  return reply.code(500).send(errorBody(500, 'Erro interno. A equipe foi notificada.'));
}

/**
 * Requests Node's parser rejects before Fastify sees them (a head over 16 KiB, a malformed request
 * line, a timeout). The answer is in the contract's shape and says `Connection: close`: the socket
 * is closed right after, and a keep-alive client must not send its next request into it.
 */
export function clientErrorHandler(err: Error, socket: import('node:net').Socket) {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Cabeçalhos da requisição grandes demais.']
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Tempo esgotado esperando a requisição.']
        : [400, 'Requisição malformada.'];
  const body = JSON.stringify(errorBody(status, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
