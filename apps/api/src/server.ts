/** The API alone (npm run start:api): for a deployment where the site runs on another host. */
import { ConfigError, DataDirLockedError } from '@cosems/db';
import { createApi } from './app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './lib/logger.ts';
import { keepTickObjectMaps } from './lib/tick-object.ts';
import { openContent, serve } from './runtime.ts';

// First, before any idle moment: keeps nextTick's inline caches monomorphic (decision 062).
keepTickObjectMaps();
try {
  const config = loadConfig();
  const logger = await createLogger({ level: config.logLevel });
  const database = await openContent(config, logger);
  const app = await createApi({ database, config, loggerInstance: logger });
  await serve(app, config, database);
} catch (err) {
  console.error(err instanceof DataDirLockedError || err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
