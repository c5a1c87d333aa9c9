/**
 * PGlite has no autovacuum (client.ts, PGLITE_VACUUM_MINUTES): without the periodic VACUUM every
 * update of a large text (a news item's body at each autosave) leaves its old copy behind for good
 * (issue 25, item 7). After a VACUUM, the same churn reuses that space.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@cosems/db';
import { createTestDatabase } from '@cosems/test-support';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** About 200 KB of text that does not compress away (a seeded generator, as prose would not repeat). */
function corpo(n: number): string {
  let s = n * 7919 + 1;
  const out: string[] = [];
  for (let len = 0; len < 200_000; ) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const w = s.toString(36);
    out.push(w);
    len += w.length + 1;
  }
  return out.join(' ');
}

describe('PGlite vacuum', () => {
  it('makes the space of replaced large texts reusable: 20 more updates after a VACUUM barely grow the table', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-vacuum-'));
    dirs.push(dir);
    const database = await openDatabase({ dataDir: dir });
    try {
      const { db } = database;
      await db.execute(sql`create table churn (id int primary key, corpo text not null)`);
      await db.execute(sql`insert into churn values (1, ${corpo(0)})`);
      const size = async () => {
        const r = await db.execute(sql`select pg_total_relation_size('churn')::int as n`);
        return Number((r as unknown as { rows: { n: number }[] }).rows[0]?.n);
      };
      const churn = async (from: number) => {
        for (let i = from; i < from + 20; i++) await db.execute(sql`update churn set corpo = ${corpo(i)} where id = 1`);
      };
      const inicio = await size();
      await churn(1);
      const semVacuum = (await size()) - inicio;
      await database.vacuum();
      const depoisDoVacuum = await size();
      await churn(21);
      const comVacuum = (await size()) - depoisDoVacuum;
      // Without it, each update keeps its old ~130 KB (compressed) for good.
      expect(semVacuum).toBeGreaterThan(20 * 100_000);
      expect(comVacuum).toBeLessThan(semVacuum / 4);
    } finally {
      await database.close();
    }
  });
});

describe('vacuum after an import (both engines)', () => {
  // `content import` calls it: until then the imported rows are not marked visible to all, and a
  // deep page's index-only scan reads the table for every entry it skips (PostgreSQL's autovacuum
  // comes minutes later; PGlite has none).
  it('marks every page of the news table visible to all', async () => {
    const test = await createTestDatabase();
    try {
      const allVisible = async () => {
        const r = await test.database.db.execute(
          sql`select relpages, relallvisible from pg_class where relname = 'noticias' and relnamespace = 'public'::regnamespace`,
        );
        return (r as unknown as { rows: { relpages: number; relallvisible: number }[] }).rows[0];
      };
      expect((await allVisible())?.relallvisible).toBe(0);
      // The test server commits asynchronously (synchronous_commit=off): VACUUM marks a page only
      // once the commit that wrote it is flushed, within a few hundred ms, so it is asked again.
      for (let i = 0; i < 20; i++) {
        await test.database.vacuum();
        const now = await allVisible();
        if (now && now.relallvisible === now.relpages) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      const after = await allVisible();
      expect(after?.relpages).toBeGreaterThan(0);
      expect(after?.relallvisible).toBe(after?.relpages);
    } finally {
      await test.close();
    }
  });
});
