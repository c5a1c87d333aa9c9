export { createApi, type ApiOptions } from './app.ts';
export { type Config, ConfigError, loadConfig } from './config.ts';
export { openContent, serve } from './runtime.ts';
export { CacheRespostas, chaveDeCache, etagDe, type RespostaGuardada } from './lib/cache-respostas.ts';
export { clienteJaTem } from './plugins/cache.ts';
export { comprimirTexto, registerCompressao } from './plugins/compressao.ts';
export { registerHeaders } from './plugins/headers.ts';
export { registerLimites } from './plugins/limites.ts';
export { clientErrorHandler } from './lib/errors.ts';
