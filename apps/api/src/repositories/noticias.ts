/**
 * News queries. A list is three queries whatever its length — the items, then all their blocks,
 * then all their region tags — never one query per item.
 */
import {
  type Busca,
  cleanBusca,
  type Noticia,
  type NoticiaSummary,
  PAGE_SIZE,
  type Neighbor,
  SEARCH_RANKED,
  TITLE_SEARCH_LIMIT,
} from '@cosems/contracts';
import { type Db, tables as t } from '@cosems/db';
import { type SQL, and, asc, count, desc, eq, exists, gt, inArray, isNotNull, min, sql } from 'drizzle-orm';

const newestFirst = [desc(t.noticias.dataPublicao), desc(t.noticias.id)];

const resumoColumns = {
  id: t.noticias.id,
  title: t.noticias.title,
  sub_title: t.noticias.subTitle,
  data_criacao: t.noticias.dataCriacao,
  data_publicao: t.noticias.dataPublicao,
  banner_image: t.noticias.bannerImage,
  destaque_image: t.noticias.destaqueImage,
  escritorNome: t.escritores.nome,
};

/**
 * A title as the search rule reads it (cleanBusca in SQL: migration 0003), without case or
 * accents: `cosems_unaccent_lower(cosems_busca_texto(title))`, kept in a generated column with its
 * trigram index (migration 0014), so no query computes it row by row.
 */
const titleBusca = sql`titulo_busca`;

/**
 * The text a snippet is cut from. ts_headline parses it again, and would read "COSEMS/MG" as one
 * file path and mark nothing in it: each '/' goes out as U+001F (a control character no text
 * holds, which the parser takes for a separator) and comes back after the headline, so the
 * visitor reads the slash and sees both words marked.
 */
const headlineText = sql`translate(cosems_texto_html(${t.noticias.conteudo}), '/', chr(31))`;

/**
 * The snippet comes from sanitised HTML turned into text, so it may hold entities and stray
 * characters: everything is escaped, then only the <mark> pairs ts_headline added come back.
 */
export function markOnly(snippet: string): string {
  const escaped = snippet.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return escaped
    .replace(/&lt;mark&gt;/g, '<mark>')
    .replace(/&lt;\/mark&gt;/g, '</mark>')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What the public sees: published items whose time has come and not yet gone (issue 11). The clock
 * is read by every query, so a scheduled item appears at its time even if no process was running
 * then; a timer only empties the caches at that moment (content-schedule.ts).
 */
export const visivel = sql`(${t.noticias.situacao} = 'publicada' and ${t.noticias.dataPublicao} <= now() and (${t.noticias.despublicarEm} is null or ${t.noticias.despublicarEm} > now()))`;

function byRegion(regiaoId: number): SQL {
  return exists(
    sql`(select 1 from ${t.noticiaRegioes} where ${t.noticiaRegioes.noticiaId} = ${t.noticias.id} and ${t.noticiaRegioes.regiaoId} = ${regiaoId})`,
  );
}

/**
 * Which content the cached counts belong to: a number that changes whenever the content may have
 * changed (the response cache's generation, bumped by the content notice and by the scheduling
 * timer), or null while changes cannot be heard — then nothing is kept.
 */
export type ContentVersion = () => number | null;

/** How many texts' match counts are kept (each a few bytes). */
const SEARCH_COUNTS_KEPT = 500;
/**
 * A deep page of the list seeks from the first item of every this many pages (its key, read once
 * per content version) and skips at most this many pages' rows, instead of all the rows before it.
 */
export const PAGES_PER_KEY = 50;

/** Where a run of PAGES_PER_KEY pages starts: its first item's date (as the database writes it) and id. */
interface PageKey {
  data: string;
  id: number;
}

export class NoticiasRepository {
  /**
   * Counts of visible items (all: key 0; a region: its id), for the content version they were
   * read at. A count reads every visible row's index entry, so it grows with the archive; the
   * content changes only through a notice or a scheduled time, both of which change the version.
   */
  private readonly counts = new Map<number, { version: number; n: number }>();
  /**
   * Counts of a text search's matches by text (cleaned), for the content version they were read
   * at: a common word ("saude": 13,125 of 15,000 items) is counted by reading every match. Least
   * recently used texts go first beyond SEARCH_COUNTS_KEPT, so no client fills it.
   */
  private readonly searchCounts = new Map<string, { version: number; n: number }>();
  /**
   * The key of every PAGES_PER_KEY-th page of the whole list, for the content version it was read
   * at (a promise: concurrent deep pages after a change read it once). OFFSET skips rows one by
   * one, so page 900 of 15,000 items read 10,788 index entries per request (/api/noticia/page/900:
   * 0.2× of page 5's requests/s on PostgreSQL); from its key it reads at most 600.
   */
  private pageKeys: { version: number; keys: Promise<PageKey[]> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly contentVersion: ContentVersion = () => null,
  ) {}

  private async withDetails<R extends { id: number; escritorNome: string | null; data_criacao: Date; data_publicao: Date }>(rows: R[]) {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [blocos, regioes] = await Promise.all([
      this.db
        .select({ noticiaId: t.noticiaBlocos.noticiaId, tipo: t.noticiaBlocos.tipo, value: t.noticiaBlocos.value })
        .from(t.noticiaBlocos)
        .where(inArray(t.noticiaBlocos.noticiaId, ids))
        .orderBy(asc(t.noticiaBlocos.noticiaId), asc(t.noticiaBlocos.ordem)),
      this.db
        .select({ noticiaId: t.noticiaRegioes.noticiaId, id: t.regioes.id, nome: t.regioes.nome })
        .from(t.noticiaRegioes)
        .innerJoin(t.regioes, eq(t.regioes.id, t.noticiaRegioes.regiaoId))
        .where(inArray(t.noticiaRegioes.noticiaId, ids))
        .orderBy(asc(sql`cosems_unaccent_lower(${t.regioes.nome})`), asc(t.regioes.nome)),
    ]);
    const group = <T extends { noticiaId: number }>(items: T[]) => {
      const map = new Map<number, Omit<T, 'noticiaId'>[]>();
      for (const { noticiaId, ...rest } of items) {
        const list = map.get(noticiaId) ?? [];
        list.push(rest);
        map.set(noticiaId, list);
      }
      return map;
    };
    const blocosBy = group(blocos);
    const regioesBy = group(regioes);
    return rows.map(({ escritorNome, ...r }) => ({
      ...r,
      data_criacao: r.data_criacao.toISOString(),
      data_publicao: r.data_publicao.toISOString(),
      escritor: escritorNome === null ? null : { nome: escritorNome },
      materia: blocosBy.get(r.id) ?? [],
      regioesNoticias: regioesBy.get(r.id) ?? [],
    }));
  }

  /** Every visible item (that matches `where`), newest first; one page of them; or the newest `limit`. */
  private async list(where: SQL | undefined, page?: number, limit?: number): Promise<NoticiaSummary[]> {
    const query = this.db
      .select(resumoColumns)
      .from(t.noticias)
      .leftJoin(t.escritores, eq(t.escritores.id, t.noticias.escritorId))
      .orderBy(...newestFirst);
    if (page === undefined && limit !== undefined) return this.withDetails(await query.where(and(visivel, where)).limit(limit));
    if (page === undefined) return this.withDetails(await query.where(and(visivel, where)));
    // The page's ids first, from the index alone (noticias_publicadas_idx holds every column of
    // `visivel`), then only those rows: a deep page skips index entries, not table rows, and the
    // planner never prefers sorting the whole table to reach it. Past PAGES_PER_KEY pages of the
    // whole list, from the nearest page key (keyset), so it skips at most PAGES_PER_KEY pages.
    const seek = where === undefined ? await this.pageKey(page) : null;
    const ids = this.db
      .select({ id: t.noticias.id })
      .from(t.noticias)
      .where(
        and(
          visivel,
          where,
          seek ? sql`(${t.noticias.dataPublicao}, ${t.noticias.id}) <= (${seek.key.data}::timestamptz, ${seek.key.id})` : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(PAGE_SIZE)
      .offset((page - 1 - (seek?.page ?? 0)) * PAGE_SIZE);
    return this.withDetails(await query.where(inArray(t.noticias.id, ids)));
  }

  /**
   * The nearest page key at or before `page` (and the pages before it), or null: for the first
   * PAGES_PER_KEY pages, and while changes cannot be heard (no content version: nothing is kept).
   */
  private async pageKey(page: number): Promise<{ key: PageKey; page: number } | null> {
    const version = this.contentVersion();
    const run = Math.floor((page - 1) / PAGES_PER_KEY);
    if (version === null || run === 0) return null;
    if (this.pageKeys?.version !== version) {
      // Every visible item's key in the list's order, from the index alone; only each run's first is kept.
      const keys = this.db
        .select({ data: sql<string>`k.data`, id: sql<number>`k.id` })
        .from(
          sql`(select ${t.noticias.dataPublicao}::text as data, ${t.noticias.id} as id, row_number() over (order by ${t.noticias.dataPublicao} desc, ${t.noticias.id} desc) as n from ${t.noticias} where ${visivel}) k`,
        )
        .where(sql`(k.n - 1) % ${PAGES_PER_KEY * PAGE_SIZE} = 0`)
        .orderBy(sql`k.n`)
        .then((rows) => rows.map((r) => ({ data: r.data, id: Number(r.id) })));
      const entry = { version, keys };
      this.pageKeys = entry;
      // A failed read is not kept: the next deep page reads again.
      keys.catch(() => {
        if (this.pageKeys === entry) this.pageKeys = null;
      });
    }
    const keys = await this.pageKeys.keys;
    const at = Math.min(run, keys.length - 1);
    const key = keys[at];
    return at > 0 && key ? { key, page: at * PAGES_PER_KEY } : null;
  }

  /** How many items are visible (in a region): kept until the content version changes. */
  private async count(regiaoId?: number): Promise<number> {
    const key = regiaoId ?? 0;
    const version = this.contentVersion();
    const kept = this.counts.get(key);
    if (version !== null && kept?.version === version) return kept.n;
    const where = regiaoId === undefined ? undefined : byRegion(regiaoId);
    const [row] = await this.db.select({ n: count() }).from(t.noticias).where(and(visivel, where));
    const n = row?.n ?? 0;
    // Read before the query: a count taken while a change committed is kept under the old version
    // only, which the change's notice has already left behind.
    if (version !== null) {
      // Regions are at most a few dozen; the bound only guards against a caller looping over ids.
      if (this.counts.size < 1000) this.counts.set(key, { version, n });
    }
    return n;
  }

  all() {
    return this.list(undefined);
  }

  banner() {
    return this.list(isNotNull(t.noticias.bannerImage));
  }

  destaques() {
    return this.list(isNotNull(t.noticias.destaqueImage));
  }

  byRegion(regiaoId: number) {
    return this.list(byRegion(regiaoId));
  }

  /** The newest `n` items (the feeds): one short page, not the whole archive. */
  async recentes(n: number): Promise<NoticiaSummary[]> {
    const rows = await this.db
      .select(resumoColumns)
      .from(t.noticias)
      .leftJoin(t.escritores, eq(t.escritores.id, t.noticias.escritorId))
      .where(visivel)
      .orderBy(...newestFirst)
      .limit(n);
    return this.withDetails(rows);
  }

  /**
   * Every visible item's id and date (the sitemap), from the index alone, newest first; from
   * `offset`, at most `limit` of them (one file of the sitemap index).
   */
  async sitemap(offset = 0, limit?: number): Promise<{ id: number; data_publicao: string }[]> {
    const query = this.db
      .select({ id: t.noticias.id, data_publicao: t.noticias.dataPublicao })
      .from(t.noticias)
      .where(visivel)
      .orderBy(...newestFirst)
      .offset(offset);
    const rows = await (limit === undefined ? query : query.limit(limit));
    return rows.map((r) => ({ id: r.id, data_publicao: r.data_publicao.toISOString() }));
  }

  /** How many items are visible: kept until the content version changes (the sitemap index). */
  countVisible(): Promise<number> {
    return this.count();
  }

  page(page: number) {
    return this.list(undefined, page);
  }

  async pageWithCount(page: number, regiaoId?: number): Promise<{ rows: NoticiaSummary[]; count: number }> {
    const where = regiaoId === undefined ? undefined : byRegion(regiaoId);
    const [rows, total] = await Promise.all([this.list(where, page), this.count(regiaoId)]);
    return { rows, count: total };
  }

  /**
   * Titles that contain the text, ignoring case and accents, both read by the search rule: so
   * "COSEMS/MG" (or "cosems mg") finds the titles that contain "COSEMS/MG". The rule leaves no
   * LIKE wildcard ('%', '_', '\\') in the text. The newest TITLE_SEARCH_LIMIT only: a common text
   * reads the list's index from the newest and stops there (docs/decisions/049).
   */
  byTitle(text: string) {
    const cleaned = cleanBusca(text);
    if (!cleaned) return Promise.resolve([]);
    return this.list(sql`${titleBusca} like cosems_unaccent_lower(${`%${cleaned}%`})`, undefined, TITLE_SEARCH_LIMIT);
  }

  /**
   * Ranked search over title, sub-title and body (Portuguese stems, no accents). When the words
   * find nothing, falls back to trigram similarity of titles, so partial words and small typos
   * still find something. Snippets are computed for the page's rows only.
   */
  async search(text: string, page: number): Promise<Busca> {
    const q = cleanBusca(text);
    if (!q) return { q, page, count: 0, modo: 'texto', rows: [] };
    const offset = (page - 1) * PAGE_SIZE;
    const tsquery = sql`plainto_tsquery('cosems_pt', ${q})`;
    const fts = and(visivel, sql`busca @@ ${tsquery}`);
    const relevance = sql<number>`ts_rank_cd(busca, ${tsquery})`;
    let textHits: { id: number; rank: number }[];
    let n: number;
    if (offset < SEARCH_RANKED) {
      // Relevance among the newest SEARCH_RANKED matches (docs/decisions/049): ranking reads each
      // candidate's tsvector, so a common word ranks a bounded number of items, not the archive.
      // A rare word's few matches come from the text index and are all ranked.
      const candidates = this.db
        .select({ id: t.noticias.id, dataPublicao: t.noticias.dataPublicao, rank: relevance.as('rank') })
        .from(t.noticias)
        .where(fts)
        .orderBy(...newestFirst)
        .limit(SEARCH_RANKED)
        .as('candidatas');
      const ranked = await this.db
        .select({ id: candidates.id, rank: candidates.rank, n: sql<number>`(count(*) over ())::int` })
        .from(candidates)
        .orderBy(sql`${candidates.rank} desc`, desc(candidates.dataPublicao), desc(candidates.id))
        .limit(PAGE_SIZE)
        .offset(offset);
      textHits = ranked.map(({ id, rank }) => ({ id, rank }));
      const inRanked = ranked[0]?.n;
      // Fewer candidates than the bound: they are every match.
      n = inRanked !== undefined && inRanked < SEARCH_RANKED ? inRanked : await this.countSearch(q, fts);
    } else {
      // Past the ranked ones, the older matches by date (from the list's index).
      textHits = await this.db
        .select({ id: t.noticias.id, rank: relevance })
        .from(t.noticias)
        .where(fts)
        .orderBy(...newestFirst)
        .limit(PAGE_SIZE)
        .offset(offset);
      n = await this.countSearch(q, fts);
    }
    if (n > 0) {
      const snippet = sql<string>`translate(ts_headline('cosems_pt', ${headlineText}, ${tsquery},
        'StartSel=<mark>, StopSel=</mark>, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "'), chr(31), '/')`;
      return { q, page, count: n, modo: 'texto', rows: await this.hitsWithDetails(textHits, snippet) };
    }
    // `<%` is word similarity through the trigram index; its threshold (default 0.6) is lowered
    // for this transaction only, enough for a swapped or missing letter in a longer word.
    const similar = and(visivel, sql`cosems_unaccent_lower(${q}) <% ${titleBusca}`);
    const { m, hits } = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.4', true)`);
      const [{ m } = { m: 0 }] = await tx.select({ m: count() }).from(t.noticias).where(similar);
      const hits = await tx
        .select({
          id: t.noticias.id,
          rank: sql<number>`word_similarity(cosems_unaccent_lower(${q}), ${titleBusca})`,
        })
        .from(t.noticias)
        .where(similar)
        .orderBy(sql`2 desc`, ...newestFirst)
        .limit(PAGE_SIZE)
        .offset(offset);
      return { m, hits };
    });
    const snippet = sql<string>`left(cosems_texto_html(${t.noticias.conteudo}), 240)`;
    return { q, page, count: m, modo: 'aproximado', rows: await this.hitsWithDetails(hits, snippet) };
  }

  /** How many items a text search matches: kept per text until the content version changes. */
  private async countSearch(q: string, fts: SQL | undefined): Promise<number> {
    const version = this.contentVersion();
    const kept = this.searchCounts.get(q);
    if (version !== null && kept?.version === version) {
      this.searchCounts.delete(q);
      this.searchCounts.set(q, kept);
      return kept.n;
    }
    const [row] = await this.db.select({ n: count() }).from(t.noticias).where(fts);
    const n = row?.n ?? 0;
    if (version !== null) {
      this.searchCounts.delete(q);
      this.searchCounts.set(q, { version, n });
      if (this.searchCounts.size > SEARCH_COUNTS_KEPT) this.searchCounts.delete(this.searchCounts.keys().next().value as string);
    }
    return n;
  }

  /** The page's hits as full list items, in rank order, each with its snippet (HTML: only <mark> tags). */
  private async hitsWithDetails(hits: { id: number; rank: number }[], snippet: SQL<string>) {
    if (hits.length === 0) return [];
    const ids = hits.map((h) => h.id);
    const rows = await this.withDetails(
      await this.db
        .select({ ...resumoColumns, snippet })
        .from(t.noticias)
        .leftJoin(t.escritores, eq(t.escritores.id, t.noticias.escritorId))
        .where(inArray(t.noticias.id, ids)),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return hits.flatMap((h) => {
      const row = byId.get(h.id);
      return row ? [{ ...row, rank: Number(h.rank), snippet: markOnly(row.snippet) }] : [];
    });
  }

  async byId(id: number): Promise<{ response: Noticia; seguinte: Neighbor; anterior: Neighbor } | null> {
    const [row] = await this.db
      .select({ ...resumoColumns, conteudo: t.noticias.conteudo })
      .from(t.noticias)
      .leftJoin(t.escritores, eq(t.escritores.id, t.noticias.escritorId))
      .where(and(visivel, eq(t.noticias.id, id)));
    if (!row) return null;
    const key = sql`(${t.noticias.dataPublicao}, ${t.noticias.id})`;
    const current = sql`(${row.data_publicao.toISOString()}::timestamptz, ${row.id}::integer)`;
    const neighbour = { id: t.noticias.id, title: t.noticias.title };
    const [[response], [seguinte], [anterior]] = await Promise.all([
      this.withDetails([row]),
      this.db
        .select(neighbour)
        .from(t.noticias)
        .where(and(visivel, sql`${key} > ${current}`))
        .orderBy(asc(t.noticias.dataPublicao), asc(t.noticias.id))
        .limit(1),
      this.db
        .select(neighbour)
        .from(t.noticias)
        .where(and(visivel, sql`${key} < ${current}`))
        .orderBy(...newestFirst)
        .limit(1),
    ]);
    return { response: response as Noticia, seguinte: seguinte ?? null, anterior: anterior ?? null };
  }

  /** The next moment a published item appears (its date) or leaves (its unpublish time), or null. */
  async nextScheduledChange(): Promise<Date | null> {
    const publicada = eq(t.noticias.situacao, 'publicada');
    const [[appears], [leaves]] = await Promise.all([
      this.db
        .select({ em: min(t.noticias.dataPublicao) })
        .from(t.noticias)
        .where(and(publicada, gt(t.noticias.dataPublicao, sql`now()`))),
      this.db
        .select({ em: min(t.noticias.despublicarEm) })
        .from(t.noticias)
        .where(and(publicada, gt(t.noticias.despublicarEm, sql`now()`))),
    ]);
    const times = [appears?.em, leaves?.em].filter((d): d is Date => d instanceof Date);
    return times.length === 0 ? null : new Date(Math.min(...times.map((d) => d.getTime())));
  }
}
