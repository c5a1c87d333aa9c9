/**
 * The migration's only door to the source site: every request goes through here, so that the
 * rules for a hostile or failing source hold in one place (docs/decisions/034-migracao-do-site-atual.md):
 * - at most `concurrency` requests at once (a small FIFO queue: the source is someone's
 *   production server);
 * - a time limit per attempt (AbortSignal.timeout) that covers the body too;
 * - retries with exponential back-off and jitter for network errors, time-outs, 5xx and 429,
 *   never for another 4xx;
 * - a size limit per answer, checked against Content-Length first and while the body streams;
 * - redirects followed by hand, at most 5, only to http(s) on the source's own host.
 */

export interface HttpClientOptions {
  /** Base address of the source: calls (`/api/...`) are resolved against its origin. */
  base: URL;
  concurrency: number;
  timeoutMs: number;
  /** Attempts after the first. */
  retries: number;
  /** Back-off of the first retry; doubled each time, plus up to 50% jitter. */
  backoffMs: number;
  /** The whole run's cancellation (Ctrl+C). */
  signal?: AbortSignal;
  /** Told of each retry (the report counts them). */
  onRetry?: (path: string, attempt: number, reason: string) => void;
}

export class HttpError extends Error {
  constructor(
    readonly path: string,
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const MAX_REDIRECTS = 5;

/** A FIFO of at most `width` running tasks. */
export class TaskQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly width: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.width) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next task: `running` stays the same.
      if (next) next();
      else this.running--;
    }
  }
}

function retryable(err: unknown): string | null {
  if (err instanceof HttpError) return err.status !== null && (err.status >= 500 || err.status === 429) ? err.message : null;
  if (err instanceof DOMException && err.name === 'TimeoutError') return 'tempo esgotado';
  if (err instanceof TypeError) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return `falha de rede (${cause?.code ?? cause?.message ?? err.message})`;
  }
  return null;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** Reads at most `max` bytes of a body; more is an error (the stream is cancelled). */
async function readCapped(response: Response, max: number, where: string): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > max) {
    await response.body?.cancel();
    throw new HttpError(where, response.status, `resposta maior que o limite de ${max} bytes (${declared})`);
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      throw new HttpError(where, response.status, `resposta maior que o limite de ${max} bytes`);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks, total);
}

export interface HttpAnswer {
  status: number;
  contentType: string;
  body: Buffer;
}

export class HttpClient {
  private readonly queue: TaskQueue;
  /** Requests sent (attempts included), for the report. */
  requests = 0;
  retriesDone = 0;

  constructor(private readonly options: HttpClientOptions) {
    this.queue = new TaskQueue(options.concurrency);
  }

  /** The absolute address of a path of the source (`/api/x`), or null if it leaves http(s) or the host. */
  resolve(pathOrUrl: string): URL | null {
    let url: URL;
    try {
      url = new URL(pathOrUrl, this.options.base);
    } catch {
      return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.hostname !== this.options.base.hostname) return null;
    return url;
  }

  /**
   * GET one address of the source. 2xx answers resolve; 404 and 410 resolve too (the caller
   * decides what missing means); any other status throws after the retries.
   */
  async get(pathOrUrl: string, maxBytes: number): Promise<HttpAnswer> {
    const first = this.resolve(pathOrUrl);
    if (!first) throw new HttpError(pathOrUrl, null, 'endereço fora da origem ou com esquema não permitido');
    const { retries, backoffMs, signal } = this.options;
    for (let attempt = 0; ; attempt++) {
      signal?.throwIfAborted();
      try {
        return await this.queue.run(() => this.attempt(first, maxBytes, pathOrUrl));
      } catch (err) {
        if (signal?.aborted) throw signal.reason;
        const reason = retryable(err);
        if (reason === null || attempt >= retries) {
          if (err instanceof HttpError) throw err;
          throw new HttpError(pathOrUrl, null, reason ?? String((err as Error).message ?? err));
        }
        this.retriesDone++;
        this.options.onRetry?.(pathOrUrl, attempt + 1, reason);
        await sleep(backoffMs * 2 ** attempt * (1 + Math.random() * 0.5), signal);
      }
    }
  }

  private async attempt(start: URL, maxBytes: number, where: string): Promise<HttpAnswer> {
    const { timeoutMs, signal } = this.options;
    // One deadline for the whole attempt: connection, redirects and body.
    const deadline = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([deadline, signal]) : deadline;
    let url = start;
    for (let hop = 0; ; hop++) {
      this.requests++;
      const response = await fetch(url, {
        redirect: 'manual',
        signal: combined,
        headers: { accept: 'application/json, image/*, application/pdf;q=0.9, */*;q=0.5', 'user-agent': 'cosems-migracao/1' },
      });
      if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
        await response.body?.cancel();
        const next = this.resolve(new URL(response.headers.get('location') as string, url).href);
        if (!next) throw new HttpError(where, response.status, 'redirecionamento para fora da origem ou para esquema não permitido');
        if (hop >= MAX_REDIRECTS) throw new HttpError(where, response.status, `mais de ${MAX_REDIRECTS} redirecionamentos`);
        url = next;
        continue;
      }
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        return { status: response.status, contentType: '', body: Buffer.alloc(0) };
      }
      if (response.status < 200 || response.status >= 300) {
        await response.body?.cancel();
        throw new HttpError(where, response.status, `a origem respondeu ${response.status}`);
      }
      const body = await readCapped(response, maxBytes, where);
      return { status: response.status, contentType: response.headers.get('content-type') ?? '', body };
    }
  }
}
