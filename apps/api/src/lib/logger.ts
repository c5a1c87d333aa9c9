/**
 * The process's logger (pino, Fastify's own): one JSON object a line, for journald and any log
 * collector; readable lines (pino-pretty) when a person runs the server in a terminal outside
 * production. Secrets never reach a line: cookies, Authorization and the internal and anti-CSRF
 * headers are redacted, and the tokens that travel in a path (invitation, password reset and
 * preview links) are masked in the logged URL. docs/decisions/033-metricas-logs-e-parada.md.
 */
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { LogRequests } from '../config.ts';

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

/**
 * Most lines a busy process may hold while standard output is slow to take them (journald
 * throttled, a full pipe): past it, new lines are dropped (and counted) rather than the process's
 * memory growing with every request a client sends.
 */
export const LOG_BUFFER_MAX_BYTES = 16 * 2 ** 20;

/** Lines dropped because standard output did not keep up (cosems_log_lines_dropped_total). */
export const droppedLogLines = { count: 0 };

/**
 * Standard output written off the request's path: lines are appended to a buffer, written 4 KB at
 * a time (one write() for a dozen answers under load) and at least every second (a quiet
 * process's lines still appear at once to a person reading them). The synchronous write pino does
 * by default costs a system call per line on the thread that answers: at LOG_LEVEL=info, the
 * README's default, with Fastify's two lines per request, cached API reads ran at 0.37× of
 * node:http sending the same bytes (docs/desempenho.md). pino writes what is left when the
 * process exits, process.exit included.
 */
export function standardOutput(): DestinationStream {
  const stream = pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000, maxLength: LOG_BUFFER_MAX_BYTES });
  stream.on('drop', () => {
    droppedLogLines.count++;
  });
  return stream;
}

/**
 * The logger of the one line per answer: its parent's (same level, same output), without the
 * redaction, which walks every key of every line for the paths in REDACTED_PATHS and was half the
 * cost of the line. That line holds nothing redaction removes: the method, the URL masked by the
 * `req` serializer, the client's address, the status and the time. Made once per root logger.
 */
const answerLoggers = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();
export function answerLogger(log: FastifyBaseLogger): FastifyBaseLogger {
  let answers = answerLoggers.get(log);
  if (!answers) {
    answers = log.child({}, { redact: { paths: [] } });
    answerLoggers.set(log, answers);
  }
  return answers;
}

/** An answer this slow always gets its line, whatever LOG_REQUESTS says. */
export const SLOW_ANSWER_MS = 1000;

/** Whether an answer gets its "request completed" line (LOG_REQUESTS; config.ts). */
export function logsAnswer(mode: LogRequests, statusCode: number, milliseconds: number): boolean {
  return mode === 'todas' || statusCode >= 500 || milliseconds >= SLOW_ANSWER_MS;
}

/**
 * At most one line per request, when it is answered ("request completed": method, URL, client
 * address, status, time), instead of Fastify's two ("incoming request" and "request completed"):
 * with LOG_REQUESTS=todas for every answer, with the default, erros, only for a 5xx or an answer
 * that took SLOW_ANSWER_MS or more, since the nginx in front of every deployment (deploy/) already
 * logs every request, and even one line cost a cached API read a quarter of its speed
 * (docs/decisions/044-uma-linha-por-resposta.md). The arrival of a request is logged at debug. The
 * site's own in-process reads (`skip`) are part of a page request already logged. Errors and the
 * other lines of Fastify's LogController are Fastify's.
 */
export class RequestLog extends LogController {
  constructor(
    private readonly skip: (request: FastifyRequest) => boolean,
    private readonly mode: LogRequests,
  ) {
    super({ disableRequestLogging: skip });
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.skip(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.skip(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    if (!logsAnswer(this.mode, reply.statusCode, reply.elapsedTime)) return;
    answerLogger(request.server.log).info(
      { reqId: request.id, req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

export async function createLogger({ level, pretty = wantsPrettyLogs(), destination }: LoggerSettings): Promise<Logger> {
  const options: LoggerOptions = { level, redact: { paths: REDACTED_PATHS, censor: HIDDEN }, serializers };
  if (!pretty) return pino(options, destination ?? standardOutput());
  // In this process (not a worker thread, as a pino transport would be) and synchronous: a line
  // is on the terminal before the next one, and nothing is lost when the process exits. Loaded
  // only here, so a production process never reads it.
  const { default: prettyStream } = await import('pino-pretty');
  return pino(options, prettyStream({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true }));
}
