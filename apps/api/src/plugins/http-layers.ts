/**
 * The HTTP layers every context of the server registers for itself (app.ts lists the contexts):
 * security headers, request limits, compression. A hook added here runs for the routes and the
 * 404 handlers of the context that registered it, and of its children, and nowhere else: nothing
 * in these hooks asks the URL where it is. What differs between contexts is an option.
 */
import type { FastifyInstance } from 'fastify';
import { registerCompression } from './compression.ts';
import { type RequestLimitsOptions, registerRequestLimits } from './request-limits.ts';
import { registerSecurityHeaders, type SecurityHeadersOptions } from './security-headers.ts';

export type HttpLayersOptions = SecurityHeadersOptions & Partial<RequestLimitsOptions>;

export async function registerHttpLayers(context: FastifyInstance, options: HttpLayersOptions) {
  registerSecurityHeaders(context, options);
  // After the header hooks (a refusal carries them too), before anything can answer a request.
  registerRequestLimits(context, {
    methodNotAllowedMessage: options.methodNotAllowedMessage ?? 'Método não permitido: use GET ou HEAD.',
    postBodyLimit: options.postBodyLimit,
  });
  await registerCompression(context);
}
