import type { FastifyRequest } from 'fastify';

/** A Fastify request's headers as Fetch Headers, for React Router's request handler (pages and back office). */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [k, v] of Object.entries(request.headers)) {
    if (typeof v === 'string') headers.set(k, v);
    else if (Array.isArray(v)) for (const item of v) headers.append(k, item);
  }
  return headers;
}
