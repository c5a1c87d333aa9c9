/**
 * Issue 28: a public read of the news costs about the same on a 20-year archive as on the demo.
 * On an archive made by `content gerar-escala`, every query of every public read is explained on
 * this engine (the file runs on PGlite and on PostgreSQL), and none may read the news table from
 * end to end: a sequential scan there is a read whose cost grows with the archive. At 64 items
 * every plan is a sequential scan (the table fits in a few pages), so the archive must be large
 * enough for the planner to choose as it will in production.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateScaleBundle, importBundle, readBundle, tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { and, count, desc, sql } from 'drizzle-orm';
import { SEARCH_RANKED, TITLE_SEARCH_LIMIT } from '@cosems/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoticiasRepository, PAGES_PER_KEY, visivel } from '../../src/repositories/noticias.ts';
import {
  explain,
  formatPlan,
  planNodes,
  type RecordedQuery,
  recordingDb,
  seqScansOf,
  settleForPlans,
} from '@cosems/test-support/query-plans';

/** Large enough for both planners to prefer the indexes (4,000 rows of ~40 MB at 15,000). */
const TOTAL = 4000;
const LAST_PAGE = Math.ceil(TOTAL / 12);
let db: TestDatabase;

beforeAll(async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cosems-planos-'));
  try {
    await generateScaleBundle({ noticias: TOTAL, target: dir });
    db = await createTestDatabase({ empty: true });
    await importBundle(db.database.db, await readBundle(dir));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  // The steady state of each engine: PGlite's vacuum timer (and `content import`) and PostgreSQL's
  // autovacuum both leave the visibility map set, which index-only scans need.
  await settleForPlans(db.database, ['noticias']);
}, 240_000);
afterAll(() => db?.close());

/** The reads the site, the feeds, the sitemap and the API make (their route or page in the name). */
const READS: [string, (r: NoticiasRepository) => Promise<unknown>][] = [
  ['/api/noticia/{id} and /noticia/{id}: the item and its neighbours', (r) => r.byId(Math.floor(TOTAL / 2))],
  ['/api/noticia/page/1 and the home page: first page with the total', (r) => r.pageWithCount(1)],
  ['/lista-noticias?page=5', (r) => r.pageWithCount(5)],
  [`/lista-noticias?page=${LAST_PAGE - 1} (a deep page)`, (r) => r.pageWithCount(LAST_PAGE - 1)],
  // With a content version, a deep page reads the page keys once, then seeks from the nearest.
  [`/api/noticia/page/${LAST_PAGE - 1} from its page key`, (r) => r.pageWithCount(LAST_PAGE - 1)],
  ['/api/noticia/page/1?regiao=1', (r) => r.pageWithCount(1, 1)],
  ['/api/noticia/site/1', (r) => r.page(1)],
  ['/rss.xml and /atom.xml: the newest 20', (r) => r.recentes(20)],
  ['/api/noticia/Get/banner', (r) => r.banner()],
  ['/api/noticia/Get/destque', (r) => r.destaques()],
  // A word of one demo item in 64: the text index finds its few rows. (A word in most items,
  // "saude", is read from end to end and ranked: see docs/desempenho.md.)
  ['/api/busca?q=poliomielite', (r) => r.search('poliomielite', 1)],
  // A common title word ("Vacina": 2,739 items at 15,000): the newest 200 only (decision 049).
  ['/api/noticia/name/vacina: the newest TITLE_SEARCH_LIMIT', (r) => r.byTitle('vacina')],
  ['/sitemap.xml: the count', (r) => r.countVisible()],
  ['/sitemap/noticias-2.xml: a file of the index', (r) => r.sitemap(1000, 1000)],
];

describe(`public news reads on ${TOTAL} items: no sequential scan of the news table`, () => {
  it.each(READS)('%s', async (_name, read) => {
    const recorded: RecordedQuery[] = [];
    await read(new NoticiasRepository(recordingDb(db.database, recorded), _name.includes('page key') ? () => 1 : undefined));
    expect(recorded.length).toBeGreaterThan(0);
    for (const query of recorded) {
      const { plan } = await explain(db.database, query);
      expect(seqScansOf(plan, 'noticias'), `${query.sql}\n${formatPlan(plan)}`).toEqual([]);
    }
  });

  it('reads the neighbours from the index: one index entry each, not a sort of the archive', async () => {
    const recorded: RecordedQuery[] = [];
    await new NoticiasRepository(recordingDb(db.database, recorded)).byId(Math.floor(TOTAL / 2));
    const neighbours = recorded.filter((q) => /^select "id", "title" from "noticias"/.test(q.sql));
    expect(neighbours).toHaveLength(2);
    for (const query of neighbours) {
      const { plan } = await explain(db.database, query);
      expect(formatPlan(plan)).toMatch(/^Limit\n\s+Index (Only )?Scan( Backward)? on noticias using noticias_publicadas_idx$/);
    }
  });
});

describe('deep pages of the list from the page keys', () => {
  const idsOf = (page: { rows: { id: number }[] }) => page.rows.map((row) => row.id);

  it('answer every page as OFFSET does, the first and last of each run of pages, and past the last', async () => {
    const offset = new NoticiasRepository(db.database.db);
    const keyed = new NoticiasRepository(db.database.db, () => 1);
    const pages = [
      1,
      PAGES_PER_KEY,
      PAGES_PER_KEY + 1,
      2 * PAGES_PER_KEY,
      2 * PAGES_PER_KEY + 1,
      173,
      LAST_PAGE - 1,
      LAST_PAGE,
      LAST_PAGE + 1,
      900,
    ];
    for (const page of pages) {
      const [a, b] = await Promise.all([offset.pageWithCount(page), keyed.pageWithCount(page)]);
      expect(idsOf(b), `página ${page}`).toEqual(idsOf(a));
    }
    expect(idsOf(await keyed.pageWithCount(LAST_PAGE - 1))).toHaveLength(12);
    expect(idsOf(await keyed.pageWithCount(LAST_PAGE + 1))).toEqual([]);
  });

  it('reads the keys once per content version, and again when the version changes', async () => {
    const recorded: RecordedQuery[] = [];
    let version: number | null = 1;
    const repository = new NoticiasRepository(recordingDb(db.database, recorded), () => version);
    const keyReads = () => recorded.filter((q) => q.sql.includes('row_number()')).length;
    await Promise.all([repository.page(LAST_PAGE - 1), repository.page(LAST_PAGE - 2), repository.page(PAGES_PER_KEY + 3)]);
    await repository.page(LAST_PAGE - 3);
    expect(keyReads()).toBe(1);
    await repository.page(1);
    expect(keyReads()).toBe(1);
    version = 2;
    await repository.page(LAST_PAGE - 1);
    expect(keyReads()).toBe(2);
    version = null;
    await repository.page(LAST_PAGE - 1);
    expect(keyReads()).toBe(2);
  });

  it(`skips at most ${PAGES_PER_KEY} pages' index entries, where OFFSET skips every one before the page`, async () => {
    const entriesRead = async (version: number | null) => {
      const recorded: RecordedQuery[] = [];
      await new NoticiasRepository(recordingDb(db.database, recorded), () => version).page(LAST_PAGE - 1);
      const query = recorded.find((q) => q.sql.startsWith('select "noticias"."id", "noticias"."title"'));
      if (!query) throw new Error('consulta da página não registrada');
      const { plan } = await explain(db.database, query, true);
      const scans = planNodes(plan).filter(
        (n) => /Index (Only )?Scan/.test(n['Node Type']) && n['Index Name'] === 'noticias_publicadas_idx',
      );
      return Math.max(...scans.map((n) => Number(n['Actual Rows'])));
    };
    const offset = await entriesRead(null);
    const keyed = await entriesRead(1);
    expect(offset).toBeGreaterThan((LAST_PAGE - 2) * 12);
    expect(keyed).toBeLessThanOrEqual((PAGES_PER_KEY + 1) * 12);
  });
});

describe('the count of visible items', () => {
  it('is read once per content version, and again when the version changes', async () => {
    const recorded: RecordedQuery[] = [];
    let version: number | null = 1;
    const repository = new NoticiasRepository(recordingDb(db.database, recorded), () => version);
    const counts = () => recorded.filter((q) => /^select count\(\*\)/.test(q.sql)).length;
    const first = await repository.pageWithCount(1);
    await repository.pageWithCount(2);
    await repository.pageWithCount(1, 1);
    await repository.pageWithCount(2, 1);
    expect(first.count).toBe(TOTAL);
    expect(counts()).toBe(2); // all, and region 1
    version = 2;
    expect((await repository.pageWithCount(3)).count).toBe(TOTAL);
    expect(counts()).toBe(3);
    // While changes cannot be heard (null), nothing is kept.
    version = null;
    await repository.pageWithCount(1);
    await repository.pageWithCount(1);
    expect(counts()).toBe(5);
  });
});

describe('/api/noticia/name/{text}: a ceiling (docs/decisions/049)', () => {
  it('answers the newest TITLE_SEARCH_LIMIT items whose title matches, in the order of the whole list', async () => {
    const repository = new NoticiasRepository(db.database.db);
    const all = (await repository.all()).filter((item) => /vacina/i.test(item.title.normalize('NFD').replace(/\p{M}/gu, '')));
    expect(all.length).toBeGreaterThan(TITLE_SEARCH_LIMIT);
    const found = await repository.byTitle('Vacina');
    expect(found).toHaveLength(TITLE_SEARCH_LIMIT);
    expect(found.map((item) => item.id)).toEqual(all.slice(0, TITLE_SEARCH_LIMIT).map((item) => item.id));
  });
});

describe('/api/busca for a common word: relevance among the newest SEARCH_RANKED matches (docs/decisions/049)', () => {
  const newestMatches = async (word: string, limit: number, offset = 0) =>
    (
      await db.database.db
        .select({ id: tables.noticias.id })
        .from(tables.noticias)
        .where(and(visivel, sql`busca @@ plainto_tsquery('cosems_pt', ${word})`))
        .orderBy(desc(tables.noticias.dataPublicao), desc(tables.noticias.id))
        .limit(limit)
        .offset(offset)
    ).map((r) => r.id);

  it('ranks only the newest matches, reads them from the index, and counts every match once per content version', async () => {
    const [{ total } = { total: 0 }] = await db.database.db
      .select({ total: count() })
      .from(tables.noticias)
      .where(and(visivel, sql`busca @@ plainto_tsquery('cosems_pt', 'saude')`));
    expect(total).toBeGreaterThan(SEARCH_RANKED * 2);
    const recorded: RecordedQuery[] = [];
    const repository = new NoticiasRepository(recordingDb(db.database, recorded), () => 1);
    const first = await repository.search('saude', 1);
    expect(first.count).toBe(total);
    expect(first.rows).toHaveLength(12);
    const candidates = new Set(await newestMatches('saude', SEARCH_RANKED));
    for (const row of first.rows) expect(candidates.has(row.id), `${row.id} entre as ${SEARCH_RANKED} mais novas`).toBe(true);
    const ranks = first.rows.map((r) => r.rank);
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
    // Every query but the count (read once per version) from an index, never the whole table.
    for (const query of recorded.filter((q) => !/^select count\(\*\)/.test(q.sql))) {
      const { plan } = await explain(db.database, query);
      expect(seqScansOf(plan, 'noticias'), `${query.sql}\n${formatPlan(plan)}`).toEqual([]);
    }
    const counts = () => recorded.filter((q) => /^select count\(\*\)/.test(q.sql)).length;
    expect(counts()).toBe(1);
    // Ten pages are ranked (the 120 newest matches, decision 049's revision of 2026-11-28): page 10
    // is still in rank order, among them; page 11 lists the older matches by date, newest first.
    expect(SEARCH_RANKED).toBe(120);
    const tenth = await repository.search('saude', 10);
    const tenthRanks = tenth.rows.map((r) => r.rank);
    expect([...tenthRanks].sort((a, b) => b - a)).toEqual(tenthRanks);
    for (const row of tenth.rows) expect(candidates.has(row.id)).toBe(true);
    const after = await repository.search('saude', 11);
    expect(after.count).toBe(total);
    expect(after.rows.map((r) => r.id)).toEqual(await newestMatches('saude', 12, 120));
    expect(counts()).toBe(1);
  });
});
