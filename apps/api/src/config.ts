/**
 * All configuration comes from the environment, checked once at boot: a wrong value stops the
 * process with a message that names the variable, instead of failing later. The README's table
 * lists the same variables.
 */
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, type DbOptions, dbOptionsFromEnv, type TotpKey, totpKeysFromEnv } from '@cosems/db';

export { ConfigError };

export interface Config {
  port: number;
  host: string;
  db: DbOptions;
  /**
   * Public base address of the site (canonical URLs, sitemap, feeds, sharing, the links that
   * invitation and password-reset e-mails carry); default http://localhost:PORT.
   */
  siteUrl: string;
  /** Whether SITE_URL was given: without it, siteUrl is that default, which only opens on the server itself. */
  siteUrlSet: boolean;
  /** Public address of the API as browsers reach it (images, links); empty: same host as the site. */
  publicApiUrl: string;
  /** Internal address of an API on another host that the site's server reads from; empty: in-process. */
  apiUrl: string;
  /** Origins allowed to call the API from a browser on another host. */
  corsOrigins: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * Which answers get a log line (at info): 'erros', those with a 5xx status or that took a second
   * or more, since the nginx of every deployment logs every request; 'todas', every answer (a
   * process with no proxy in front). lib/logger.ts, RequestLog.
   */
  logRequests?: LogRequests;
  /** Skip loading the demo content into an empty database. */
  startEmpty: boolean;
  /** Seconds browsers and proxies may keep API reads. */
  apiCacheSeconds: number;
  /**
   * Which peers may speak for the client in X-Forwarded-For (TRUST_PROXY): false (none, the
   * default), a hop count, or the proxies' addresses/CIDRs. Never "every hop" (docs/decisions/013).
   */
  trustProxy: TrustProxy;
  /** API requests per client address and window; 0 turns the limit off. */
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  /** Shared secret the site sends to an API on another host so its reads are not rate-limited; '' = random per process. */
  internalToken: string;
  /** Bounds of the in-memory cache of API reads and rendered pages; either 0 turns it off. */
  cacheMaxEntries: number;
  cacheMaxBytes: number;
  /** Uncached page renders per client address and window (issue 15; apps/web/server/render-limit.ts); 0 turns the limit off. */
  renderLimitMax: number;
  renderLimitWindowSeconds: number;
  /** Strict-Transport-Security max-age in seconds; 0 sends no such header. */
  hstsMaxAge: number;
  /** Folder of the resized image variants (a disk cache, safe to delete). */
  imageCacheDir: string;
  /** Time a client has to send a whole request (head and body), in seconds; 408 after it. */
  requestTimeoutSeconds: number;
  /** Time a connection may stay without any traffic while a request is open, in seconds. */
  connectionTimeoutSeconds: number;
  /** Time an idle kept-alive connection is held for the next request, in seconds. */
  keepAliveTimeoutSeconds: number;
  /** Back office: a session ends after this many minutes without a request… */
  adminIdleMinutes: number;
  /** …and this many hours after its sign-in in any case. */
  adminSessionHours: number;
  /** Back office: the SMTP server for invitations and password resets (smtp:// or smtps://); '' = none. */
  smtpUrl: string;
  /** The From of those e-mails. */
  smtpFrom: string;
  /** Back office: the longest wait the sign-in throttle imposes on one address, in seconds. */
  signInDelayMaxSeconds: number;
  /** Back office: bytes an author's files may take in the media library; null = no limit. */
  midiaQuotaAutorBytes: number | null;
  /** …and an editor's or administrator's; null = no limit. */
  midiaQuotaEditorBytes: number | null;
  /** Back office: uploads checked at once in the process, and by one account (429/503 past them). */
  uploadLimitMax: number;
  uploadLimitPerAccount: number;
  /** Back office: TOTP_KEYS, the keys that encrypt the TOTP secrets at rest, the first one encrypting; [] = in clear (docs/decisions/042). */
  totpKeys: TotpKey[];
  /** GET /metrics answers only with `Authorization: Bearer <this>`; '' = no /metrics on the main port. */
  metricsToken: string;
  /** A second port, on metricsHost only, that serves /metrics with no token; null = none. */
  metricsPort: number | null;
  metricsHost: string;
  /** On SIGTERM, seconds /readyz answers 503 while requests are still served, before the server closes. */
  shutdownDrainSeconds: number;
  /** Then, seconds the requests in flight have to finish before their connections are cut. */
  shutdownGraceSeconds: number;
}

/** false: X-Forwarded-For is ignored; a number: that many proxies in front; a list: the proxies' addresses. */
export type TrustProxy = false | number | string[];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const LOG_REQUESTS = ['erros', 'todas'] as const;
export type LogRequests = (typeof LOG_REQUESTS)[number];

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} deve ser um inteiro entre ${min} e ${max} (recebido: ${raw}).`);
  return n;
}

/** MB to bytes; 0 means no limit (null). */
const megabytesOrNone = (mb: number) => (mb === 0 ? null : mb * 1024 * 1024);

function bool(env: NodeJS.ProcessEnv, name: string): boolean {
  return ['1', 'true', 'yes', 'sim'].includes((env[name] ?? '').trim().toLowerCase());
}

function url(env: NodeJS.ProcessEnv, name: string): string {
  const raw = (env[name] ?? '').trim().replace(/\/+$/, '');
  if (raw && !/^https?:\/\/[^/\s]+/.test(raw)) throw new ConfigError(`${name} deve ser um endereço http(s):// (recebido: ${raw}).`);
  return raw;
}

/** Names proxy-addr (Fastify's trustProxy) knows for the private ranges. */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_MAX_HOPS = 10;

/**
 * TRUST_PROXY: how many proxies stand in front of the server (`1`), or which addresses they have
 * (`127.0.0.1`, `10.0.0.0/8,::1`, `loopback`). `true`, and the lists that amount to it
 * (`0.0.0.0/0`, `::/0`), are refused: trusting every hop lets any client pick its own address by
 * sending X-Forwarded-For, and with it a fresh rate-limit allowance per request
 * (docs/decisions/013).
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (['', '0', 'false', 'no', 'nao', 'não'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > TRUST_PROXY_MAX_HOPS)
      throw new ConfigError(`TRUST_PROXY deve ser um número de proxies entre 1 e ${TRUST_PROXY_MAX_HOPS} (recebido: ${raw}).`);
    return hops;
  }
  if (['true', 'yes', 'sim', 'on'].includes(raw.toLowerCase())) {
    throw new ConfigError(
      'TRUST_PROXY=true confiaria em qualquer X-Forwarded-For (o cliente escolheria o próprio endereço): use o número de proxies à frente do servidor (ex.: 1) ou os endereços deles (ex.: 127.0.0.1).',
    );
  }
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (TRUST_PROXY_NAMES.has(entry)) continue;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = net.isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (!family || !prefixOk || rest.length > 0)
      throw new ConfigError(
        `TRUST_PROXY: "${entry}" não é um número de proxies, um endereço IP, uma faixa CIDR nem loopback/linklocal/uniquelocal.`,
      );
    if (prefix !== undefined && Number(prefix) === 0)
      throw new ConfigError(`TRUST_PROXY: "${entry}" confiaria em qualquer endereço; liste só os proxies.`);
  }
  return entries;
}

/**
 * IMAGE_CACHE_DIR, else `cache/imagens` under DATA_DIR when the embedded database lives there, else
 * a folder in the system's temporary directory (a PostgreSQL server leaves no local data folder).
 */
export function imageCacheDirFromEnv(env: NodeJS.ProcessEnv): string {
  const given = env.IMAGE_CACHE_DIR?.trim();
  if (given) return path.resolve(given);
  const { databaseUrl, dataDir } = dbOptionsFromEnv(env);
  if (databaseUrl || !dataDir || dataDir.startsWith('memory://')) return path.join(os.tmpdir(), 'cosems-imagens');
  return path.resolve(dataDir, 'cache', 'imagens');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL deve ser um de: ${LOG_LEVELS.join(', ')}.`);
  const logRequests = (env.LOG_REQUESTS?.trim() || 'erros') as LogRequests;
  if (!LOG_REQUESTS.includes(logRequests)) throw new ConfigError(`LOG_REQUESTS deve ser um de: ${LOG_REQUESTS.join(', ')}.`);
  return {
    port: int(env, 'PORT', 3000, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    db: dbOptionsFromEnv(env),
    siteUrl: url(env, 'SITE_URL') || `http://localhost:${int(env, 'PORT', 3000, 0, 65535)}`,
    siteUrlSet: url(env, 'SITE_URL') !== '',
    publicApiUrl: url(env, 'PUBLIC_API_URL'),
    apiUrl: url(env, 'API_URL'),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel,
    logRequests,
    startEmpty: bool(env, 'START_EMPTY'),
    apiCacheSeconds: int(env, 'API_CACHE_SECONDS', 60, 0, 86400),
    trustProxy: trustProxyFromEnv(env),
    rateLimitMax: int(env, 'RATE_LIMIT_MAX', 600, 0, 1_000_000),
    rateLimitWindowSeconds: int(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86400),
    internalToken: env.INTERNAL_TOKEN?.trim() ?? '',
    cacheMaxEntries: int(env, 'CACHE_MAX_ENTRIES', 2000, 0, 1_000_000),
    cacheMaxBytes: int(env, 'CACHE_MAX_MB', 32, 0, 4096) * 1024 * 1024,
    renderLimitMax: int(env, 'RENDER_LIMIT_MAX', 60, 0, 1_000_000),
    renderLimitWindowSeconds: int(env, 'RENDER_LIMIT_WINDOW_SECONDS', 60, 1, 86400),
    hstsMaxAge: int(env, 'HSTS_MAX_AGE', 31_536_000, 0, 63_072_000),
    imageCacheDir: imageCacheDirFromEnv(env),
    requestTimeoutSeconds: int(env, 'REQUEST_TIMEOUT_SECONDS', 10, 1, 600),
    connectionTimeoutSeconds: int(env, 'CONNECTION_TIMEOUT_SECONDS', 60, 1, 3600),
    keepAliveTimeoutSeconds: int(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 72, 1, 3600),
    adminIdleMinutes: int(env, 'ADMIN_IDLE_MINUTES', 30, 1, 24 * 60),
    adminSessionHours: int(env, 'ADMIN_SESSION_HOURS', 12, 1, 24 * 30),
    signInDelayMaxSeconds: int(env, 'SIGNIN_DELAY_MAX_SECONDS', 30, 1, 3600),
    midiaQuotaAutorBytes: megabytesOrNone(int(env, 'MIDIA_QUOTA_AUTOR_MB', 2048, 0, 10_000_000)),
    midiaQuotaEditorBytes: megabytesOrNone(int(env, 'MIDIA_QUOTA_EDITOR_MB', 0, 0, 10_000_000)),
    uploadLimitMax: int(env, 'UPLOAD_LIMIT_MAX', 4, 1, 1000),
    uploadLimitPerAccount: int(env, 'UPLOAD_LIMIT_PER_ACCOUNT', 2, 1, 1000),
    totpKeys: totpKeysFromEnv(env),
    smtpUrl: smtpUrl(env),
    smtpFrom: env.SMTP_FROM?.trim() || 'COSEMS/MG <nao-responda@localhost>',
    metricsToken: metricsToken(env),
    metricsPort: env.METRICS_PORT?.trim() ? int(env, 'METRICS_PORT', 0, 1, 65535) : null,
    metricsHost: env.METRICS_HOST?.trim() || '127.0.0.1',
    shutdownDrainSeconds: int(env, 'SHUTDOWN_DRAIN_SECONDS', 5, 0, 300),
    shutdownGraceSeconds: int(env, 'SHUTDOWN_GRACE_SECONDS', 10, 1, 300),
  };
}

/** The shortest METRICS_TOKEN accepted: a guessable token would open the metrics to anyone. */
export const METRICS_TOKEN_MIN = 24;

function metricsToken(env: NodeJS.ProcessEnv): string {
  const raw = (env.METRICS_TOKEN ?? '').trim();
  if (raw && raw.length < METRICS_TOKEN_MIN)
    throw new ConfigError(`METRICS_TOKEN deve ter ao menos ${METRICS_TOKEN_MIN} caracteres (ex.: a saída de "openssl rand -hex 24").`);
  return raw;
}

/** SMTP_URL: smtp://[user:password@]host[:port] or smtps://… (nodemailer's form); empty: no e-mail. */
function smtpUrl(env: NodeJS.ProcessEnv): string {
  const raw = (env.SMTP_URL ?? '').trim();
  if (!raw) return '';
  let parsed: URL | null = null;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = null;
  }
  if (!parsed || !['smtp:', 'smtps:'].includes(parsed.protocol) || !parsed.hostname)
    throw new ConfigError('SMTP_URL deve ser um endereço smtp://usuario:senha@servidor:porta ou smtps://… (a senha não é mostrada).');
  return raw;
}
