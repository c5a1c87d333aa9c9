import type { DbOptions } from './client.ts';

/** A configuration value that cannot be used; its message names the variable. */
export class ConfigError extends Error {}

/** The database settings from the environment; the API's config and the content command share it. */
export function dbOptionsFromEnv(env: NodeJS.ProcessEnv): DbOptions {
  const poolMax = Number(env.DB_POOL_MAX ?? 10);
  // At start one connection holds the advisory lock while migrations and the first import use another.
  if (!Number.isInteger(poolMax) || poolMax < 2 || poolMax > 500) throw new ConfigError('DB_POOL_MAX deve ser um inteiro entre 2 e 500.');
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new ConfigError('DATABASE_URL deve começar com postgres:// ou postgresql://');
  const ownerUrl = env.DATABASE_OWNER_URL?.trim() || undefined;
  if (ownerUrl && !/^postgres(ql)?:\/\//.test(ownerUrl))
    throw new ConfigError('DATABASE_OWNER_URL deve começar com postgres:// ou postgresql://');
  // PGlite has one user: there is no other role to run the application as.
  if (ownerUrl && !databaseUrl)
    throw new ConfigError('DATABASE_OWNER_URL só vale com DATABASE_URL (o banco embutido, PGlite, tem um usuário só).');
  return { databaseUrl, ownerUrl, dataDir: env.DATA_DIR?.trim() || './data', poolMax };
}
