/**
 * The process's logger (pino, Fastify's own): one JSON object a line, for journald and any log
 * collector; readable lines (pino-pretty) when a person runs the server in a terminal outside
 * production. Secrets never reach a line: cookies, Authorization and the internal and anti-CSRF
 * headers are redacted, and the tokens that travel in a path (invitation, password reset and
 * preview links) are masked in the logged URL. docs/decisions/033-metricas-logs-e-parada.md.
 */
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

const HIDDEN = '[oculto]';

/** Paths of a logged object that are removed whatever their value. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-cosems-internal"]',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'senha',
  'password',
  'token',
  '*.senha',
  '*.password',
  '*.token',
];

/** Back-office paths whose next segment is a secret (routes.ts: convite/:token, redefinir/:token, previa/link/:token). */
const TOKEN_IN_PATH = /^(\/admin\/(?:convite|redefinir|previa\/link)\/)[^/?#]+/i;
/** Query parameters that may carry a secret. */
const SECRET_QUERY = /^(?:token|senha|password|codigo|code|secret|_csrf)$/i;

/** The URL as logged: a token in a back-office path or in a query parameter becomes [oculto]. */
export function redactUrl(url: string): string {
  let out = url.replace(TOKEN_IN_PATH, `$1${HIDDEN}`);
  const q = out.indexOf('?');
  if (q >= 0) {
    const params = out
      .slice(q + 1)
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        const name = eq < 0 ? pair : pair.slice(0, eq);
        let decoded = name;
        try {
          decoded = decodeURIComponent(name);
        } catch {
          // a malformed name is logged as sent
        }
        return eq >= 0 && SECRET_QUERY.test(decoded) ? `${name}=${HIDDEN}` : pair;
      });
    out = `${out.slice(0, q)}?${params.join('&')}`;
  }
  return out;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with the URL masked. */
const serializers: LoggerOptions['serializers'] = {
  req: (req: LoggedRequest) =>
    typeof req?.url === 'string'
      ? { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }
      : req,
};

export interface LoggerSettings {
  level: string;
  /** Readable lines instead of JSON; by default when stdout is a terminal and NODE_ENV is not production. */
  pretty?: boolean;
  /** Where JSON lines go (tests); standard output by default. */
  destination?: DestinationStream;
}

/** Whether this process should write readable lines: a terminal, outside production. */
export function wantsPrettyLogs(env: NodeJS.ProcessEnv = process.env, isTty = Boolean(process.stdout.isTTY)): boolean {
  return isTty && env.NODE_ENV !== 'production';
}

export async function createLogger({ level, pretty = wantsPrettyLogs(), destination }: LoggerSettings): Promise<Logger> {
  const options: LoggerOptions = { level, redact: { paths: REDACTED_PATHS, censor: HIDDEN }, serializers };
  if (!pretty) return destination ? pino(options, destination) : pino(options);
  // In this process (not a worker thread, as a pino transport would be) and synchronous: a line
  // is on the terminal before the next one, and nothing is lost when the process exits. Loaded
  // only here, so a production process never reads it.
  const { default: prettyStream } = await import('pino-pretty');
  return pino(options, prettyStream({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true }));
}
