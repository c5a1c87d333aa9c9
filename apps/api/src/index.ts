export { createApi, type ApiOptions } from './app.ts';
export { type Config, ConfigError, loadConfig } from './config.ts';
export { openContent, serve } from './runtime.ts';
