/**
 * Answers of the in-process data port kept in memory until content changes. Before the port, the
 * site's reads went through the API's answer cache (app.responseCache); without this, a client-side
 * navigation (a `.data` request, never kept in the page cache) would query the database every
 * time. `version` is the answer cache's generation, which every content change (an import or a
 * back-office save, in any process, LISTEN/NOTIFY; a scheduled publication's time) changes, or
 * null while that cache is off or cannot hear changes: then nothing is kept. Failed reads are not
 * kept. The answers are shared between requests: loaders must not mutate them (none does; they
 * build new objects).
 */
import type { SiteDataPort } from '@cosems/contracts';

export interface ReadCacheOptions {
  version: () => number | null;
  /** Least recently used answers beyond this are dropped (arbitrary search texts are many keys). */
  maxEntries: number;
}

export function withReadCache(port: SiteDataPort, { version, maxEntries }: ReadCacheOptions): SiteDataPort {
  const entries = new Map<string, Promise<unknown>>();
  let cachedVersion: number | null = null;

  function cached<A extends unknown[], R>(name: string, read: (...args: A) => Promise<R>) {
    return (...args: A): Promise<R> => {
      const current = version();
      if (current === null || maxEntries <= 0) return read(...args);
      if (current !== cachedVersion) {
        entries.clear();
        cachedVersion = current;
      }
      const key = args.length === 0 ? name : `${name}\u0000${JSON.stringify(args)}`;
      const hit = entries.get(key) as Promise<R> | undefined;
      if (hit) {
        // Most recently used last: Map keeps insertion order.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const answer = read(...args);
      entries.set(key, answer);
      answer.catch(() => {
        if (entries.get(key) === answer) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return answer;
    };
  }

  const wrapped = {} as Record<string, unknown>;
  for (const name of Object.keys(port) as (keyof SiteDataPort)[]) {
    wrapped[name] = cached(name, (port[name] as (...args: unknown[]) => Promise<unknown>).bind(port));
  }
  return wrapped as unknown as SiteDataPort;
}
