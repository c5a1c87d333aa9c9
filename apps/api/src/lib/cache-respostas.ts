/**
 * A bounded in-memory cache of finished answers (API reads and rendered pages), keyed by URL.
 * Least recently used entries go first when either bound (entries, bytes) is reached. Content only
 * changes through a bundle import, which every process hears about (Database.watchContent): the
 * cache is then cleared; while that channel is lost the cache neither serves nor stores, so an
 * import made meanwhile can never be hidden, and a database that is down shows as down.
 */
import { createHash } from 'node:crypto';

export interface RespostaGuardada {
  status: number;
  contentType: string;
  body: string;
  etag: string;
  /** HTTP date of when the answer was produced (Last-Modified). */
  lastModified: string;
  /** The answer's own Cache-Control, when it set one (feeds, sitemap). */
  cacheControl?: string;
}

export interface LimitesCache {
  maxEntries: number;
  maxBytes: number;
}

export class CacheRespostas {
  private readonly entries = new Map<string, RespostaGuardada>();
  private bytes = 0;
  private listening = false;
  private generation = 0;

  constructor(private readonly limites: LimitesCache) {}

  /** False while content changes cannot be heard (and when configured with no room). */
  get ativo(): boolean {
    return this.listening && this.limites.maxEntries > 0 && this.limites.maxBytes > 0;
  }

  /**
   * Changes on every clear. Read it before producing an answer and pass it to set(): an answer
   * built from data read before an import finished is then not stored after that import cleared.
   */
  get geracao(): number {
    return this.generation;
  }

  get tamanho(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: string): RespostaGuardada | undefined {
    if (!this.ativo) return undefined;
    const hit = this.entries.get(key);
    if (hit) {
      // Map keeps insertion order: re-inserting marks the entry as most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: RespostaGuardada, geracao: number): void {
    if (!this.ativo || geracao !== this.generation) return;
    const size = custo(key, value);
    if (size > this.limites.maxBytes / 4) return; // one huge answer must not empty the cache
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limites.maxEntries && this.bytes <= this.limites.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= custo(oldest, entry);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generation++;
  }

  /** Content changed somewhere: forget everything. */
  conteudoMudou(): void {
    this.clear();
  }

  /** The change channel was lost (false) or is back (true); both ways, what is held may be stale. */
  escutando(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  private delete(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= custo(key, old);
  }
}

// Strings are UTF-16 in memory: two bytes a character is the honest bound.
const custo = (key: string, value: RespostaGuardada) => 2 * (key.length + value.body.length) + 200;

/** A weak validator: the same body gives the same tag whatever the encoding sent. */
export function etagDe(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when the client's If-None-Match names this tag (or '*'). */
export function naoModificado(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/**
 * The cache key of a URL, or null when it must not be cached: a query string with any parameter
 * outside `parametros` (the ones the routes read) would let anyone fill the cache with copies of
 * the same answer under junk keys and push the useful ones out.
 */
export function chaveDeCache(url: string, parametros: ReadonlySet<string>): string | null {
  const q = url.indexOf('?');
  if (q < 0) return url;
  for (const par of url.slice(q + 1).split('&')) {
    const nome = par.split('=', 1)[0] ?? '';
    if (!parametros.has(nome)) return null;
  }
  return url;
}
