/**
 * What a page's loader reads from the query string, declared beside the loader in the route
 * module's `handle` (`export const handle: PageHandle = { query: { page: 'page' } }`). The server
 * (server/page-address.ts) keys the page cache on these parameters only, normalised as the loaders
 * parse them; any other parameter (`utm_source`, `fbclid`, `?x=N`) finds the page of the bare
 * address and causes no render (issue 15; docs/decisions/014-chaves-de-cache-e-enderecos-canonicos.md).
 */

/**
 * How a parameter is parsed. 'page': `?page=N` as the lists read it (digits, 2 and up; anything
 * else is page 1, the bare address). 'id': a region id as parseRegiaoId reads it. 'text': kept as
 * given, present or not (the search's `?q=`, where even an empty value means something).
 */
export type QueryKind = 'page' | 'id' | 'text';

export interface PageHandle {
  query?: Readonly<Record<string, QueryKind>>;
  /**
   * false: a reading page, served without React's scripts (root.tsx): no hydration, no bundle; a
   * small inline script gives its menus, search, accessibility bar and share buttons their
   * behaviour (app/sem-hidratacao/). docs/decisions/032-paginas-de-leitura-sem-hidratacao.md.
   */
  hidratar?: false;
  /** A page served without React whose parts need more than the common script: which more. */
  melhorias?: 'regional' | 'inicial' | 'secretarios';
}

/** Whether a page hydrates: not when any route it matches says `hidratar: false`. */
export function isHydrated(matches: readonly { handle?: unknown }[]): boolean {
  return !matches.some((m) => (m.handle as PageHandle | undefined)?.hidratar === false);
}

/** The extra script a page served without React asks for (`handle.melhorias`), if any. */
export function getExtraScript(matches: readonly { handle?: unknown }[]): PageHandle['melhorias'] {
  return matches.map((m) => (m.handle as PageHandle | undefined)?.melhorias).find((e) => e !== undefined);
}

/** The value a parameter is keyed by; undefined when the loader reads it as absent. */
export function normalizeQueryValue(kind: QueryKind, raw: string): string | undefined {
  switch (kind) {
    case 'page': {
      if (!/^\d{1,9}$/.test(raw)) return undefined;
      const page = Number(raw);
      return page >= 2 ? String(page) : undefined;
    }
    case 'id':
      return /^[1-9]\d{0,8}$/.test(raw) ? raw : undefined;
    case 'text':
      return raw;
  }
}
