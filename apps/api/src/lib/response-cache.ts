/**
 * A bounded in-memory cache of finished answers (API reads and rendered pages), keyed by URL.
 * Segmented LRU: a new answer waits in a probation segment and moves to the protected one (at most
 * PROTECTED_SHARE of each bound) when it is asked for again; when either bound (entries, bytes) is
 * reached, the least recently used answer on probation goes first. A crawler that asks for each of
 * 15,000 news pages once then only churns probation, and the pages people keep asking for (the
 * home, the lists, the searches) stay: a plain LRU lost them to the crawl, and with them a third
 * of the throughput at half the memory (docs/decisions/060-memoria-na-receita-de-producao.md). Every write
 * of public content announces itself on the content channel inside its transaction
 * (notifyContentChange): a bundle import or restore, and each back-office save the public can see
 * (news published or changed while public, media, regional councils, team and board, blocks,
 * legal documents, publications, partners, links, logos, presidents, statute). Every process hears
 * it (Database.watchContent) and clears the cache; so does the scheduling timer, at the moment a
 * scheduled news item appears or leaves (content-schedule.ts). While that channel is lost the cache
 * neither serves nor stores, so a change made meanwhile can never be hidden, and a database that is
 * down shows as down.
 */
import { createHash } from 'node:crypto';

export interface StoredResponse {
  status: number;
  contentType: string;
  body: string;
  etag: string;
  /** HTTP date of when the answer was produced (Last-Modified). */
  lastModified: string;
  /** The answer's own Cache-Control, when it set one (feeds, sitemap). */
  cacheControl?: string;
  /** A page's Content-Security-Policy: the hashes of its own inline scripts (apps/web/server/csp.ts). */
  csp?: string;
  /** The body already encoded (UTF-8, br, gzip), made once when stored: a page's. */
  encoded?: { identity: Buffer; br?: Buffer; gzip?: Buffer };
  /**
   * A large API read (the whole archive, a region's news: plugins/response-cache.ts, sendLargeRead):
   * only its compressed copies are kept, and `body` is empty; a client that accepts neither gets
   * the gzip copy inflated as it is sent (`length`: its size then).
   */
  compressed?: { br: Buffer; gzip: Buffer; length: number };
}

export interface ResponseCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/** The share of each bound the answers asked for more than once may take. */
export const PROTECTED_SHARE = 0.8;

/** One LRU segment: a Map keeps insertion order, so its first entry is the least recently used. */
class Segment {
  readonly entries = new Map<string, StoredResponse>();
  bytes = 0;

  add(key: string, value: StoredResponse): void {
    this.entries.set(key, value);
    this.bytes += entryCost(key, value);
  }

  remove(key: string): StoredResponse | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.bytes -= entryCost(key, value);
    return value;
  }

  /** Removes and returns the least recently used entry. */
  shift(): [string, StoredResponse] | undefined {
    const first = this.entries.entries().next();
    if (first.done) return undefined;
    this.remove(first.value[0]);
    return first.value;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

export class ResponseCache {
  private readonly probation = new Segment();
  private readonly protectedAnswers = new Segment();
  private listening = false;
  private currentGeneration = 0;

  constructor(private readonly limits: ResponseCacheLimits) {}

  /** False while content changes cannot be heard (and when configured with no room). */
  get active(): boolean {
    return this.listening && this.limits.maxEntries > 0 && this.limits.maxBytes > 0;
  }

  /**
   * True while content changes are heard (whatever the limits): what is derived from the content
   * and kept outside this cache (the news counts) may then be kept until `generation` changes.
   */
  get hearsChanges(): boolean {
    return this.listening;
  }

  /**
   * Changes on every clear. Read it before producing an answer and pass it to set(): an answer
   * built from data read before a change committed is then not stored after that change cleared.
   */
  get generation(): number {
    return this.currentGeneration;
  }

  get size(): { entries: number; bytes: number } {
    return {
      entries: this.probation.entries.size + this.protectedAnswers.entries.size,
      bytes: this.probation.bytes + this.protectedAnswers.bytes,
    };
  }

  get(key: string): StoredResponse | undefined {
    if (!this.active) return undefined;
    const hit = this.protectedAnswers.remove(key) ?? this.probation.remove(key);
    if (hit === undefined) return undefined;
    // Asked for again: most recently used of the protected segment, which hands its least
    // recently used back to probation past its share.
    this.protectedAnswers.add(key, hit);
    while (
      this.protectedAnswers.entries.size > 1 &&
      (this.protectedAnswers.entries.size > this.limits.maxEntries * PROTECTED_SHARE ||
        this.protectedAnswers.bytes > this.limits.maxBytes * PROTECTED_SHARE)
    ) {
      const demoted = this.protectedAnswers.shift();
      if (demoted) this.probation.add(...demoted);
    }
    return hit;
  }

  set(key: string, value: StoredResponse, generation: number): void {
    if (!this.active || generation !== this.currentGeneration) return;
    if (entryCost(key, value) > this.limits.maxBytes / 4) return; // one huge answer must not empty the cache
    this.delete(key);
    this.probation.add(key, value);
    for (;;) {
      const { entries, bytes } = this.size;
      if (entries <= this.limits.maxEntries && bytes <= this.limits.maxBytes) break;
      if (!(this.probation.shift() ?? this.protectedAnswers.shift())) break;
    }
  }

  clear(): void {
    this.probation.clear();
    this.protectedAnswers.clear();
    this.currentGeneration++;
  }

  /** Content changed somewhere: forget everything. */
  contentChanged(): void {
    this.clear();
  }

  /** The change channel was lost (false) or is back (true); both ways, what is held may be stale. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  private delete(key: string) {
    if (this.probation.remove(key) === undefined) this.protectedAnswers.remove(key);
  }
}

// Strings are UTF-16 in memory: two bytes a character is the honest bound; plus the encoded copies.
const entryCost = (key: string, value: StoredResponse) =>
  2 * (key.length + value.body.length) +
  (value.encoded ? value.encoded.identity.length + (value.encoded.br?.length ?? 0) + (value.encoded.gzip?.length ?? 0) : 0) +
  (value.compressed ? value.compressed.br.length + value.compressed.gzip.length : 0) +
  200;

/** A weak validator: the same body gives the same tag whatever the encoding sent. */
export function buildEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when the client's If-None-Match names this tag (or '*'). */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/**
 * The cache key of an answer: its canonical path and the query parameters its route reads, already
 * parsed and normalised by the caller (a page number as a number), in a fixed order. Nothing else
 * of the request's query string is part of it: `utm_source`, `fbclid` or `?x=N` find the same
 * entry as the bare address, so junk parameters can neither make a new entry (and push the useful
 * ones out) nor force new work (issue 15). The key is itself a URL, the canonical one.
 */
export function buildCacheKey(path: string, query: Readonly<Record<string, string | number | undefined>>): string {
  let key = path;
  let separator = '?';
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value === undefined) continue;
    key += `${separator}${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`;
    separator = '&';
  }
  return key;
}
