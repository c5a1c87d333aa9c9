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

/** One key of TOTP_KEYS: its id (written beside every value it encrypts) and its 32 bytes. */
export interface TotpKey {
  id: string;
  key: Buffer;
}

/**
 * TOTP_KEYS: the keys that encrypt the back office's TOTP secrets at rest (docs/decisions/042),
 * `id:key[,id:key…]`, each key 32 bytes in base64 (`openssl rand -base64 32`) or 64 hex digits.
 * The first encrypts, all decrypt: rotation is "put the new key first, re-encrypt, drop the old".
 * Read here, beside the database settings, because the server's config and the admin command both
 * need it and neither may import the other. Empty: no keys (secrets stay in clear, as before).
 */
export function totpKeysFromEnv(env: NodeJS.ProcessEnv): TotpKey[] {
  const raw = (env.TOTP_KEYS ?? '').trim();
  if (!raw) return [];
  const formato =
    'TOTP_KEYS deve ser uma lista id:chave separada por vírgulas, a primeira a que cifra, cada chave com 32 bytes em base64 ("openssl rand -base64 32") ou 64 dígitos hexadecimais (ex.: TOTP_KEYS=2026a:<chave>)';
  const keys: TotpKey[] = [];
  for (const entry of raw.split(/[\s,]+/).filter(Boolean)) {
    const sep = entry.indexOf(':');
    const id = sep > 0 ? entry.slice(0, sep) : '';
    const text = sep > 0 ? entry.slice(sep + 1) : '';
    // The id is written into every stored value (v1:<id>:…), so it stays short and plain.
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id)) throw new ConfigError(`${formato}. O id de cada chave: 1 a 32 letras, dígitos, - ou _.`);
    let key: Buffer | null = null;
    if (/^[0-9a-fA-F]{64}$/.test(text)) key = Buffer.from(text, 'hex');
    else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) key = Buffer.from(text.replace(/=$/, ''), 'base64');
    // The value itself is never echoed: it is a secret.
    if (key?.length !== 32) throw new ConfigError(`${formato}. A chave "${id}" não tem 32 bytes.`);
    if (keys.some((k) => k.id === id)) throw new ConfigError(`${formato}. O id "${id}" aparece duas vezes.`);
    keys.push({ id, key });
  }
  return keys;
}
