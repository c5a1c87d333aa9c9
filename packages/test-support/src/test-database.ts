/**
 * A fresh database for one test file, on the engine the test project names: an in-memory PGlite,
 * or a new database on the throwaway PostgreSQL server (its admin URL comes from TEST_PG_URL).
 * Loaded with the demo bundle unless `empty` is set.
 */
import { randomBytes } from 'node:crypto';
import { type Database, DEMO_BUNDLE_DIR, importBundle, openDatabase, readBundle } from '@cosems/db';
import pg from 'pg';

export interface TestDatabase {
  database: Database;
  engine: 'pglite' | 'postgres';
  /** The connection URL of this file's database (postgres engine only). */
  url?: string;
  close(): Promise<void>;
}

export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_PG_URL;
  let database: Database;
  let url: string | undefined;
  let drop = async () => {};
  if (adminUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
    database = await openDatabase({ databaseUrl: url, poolMax: 4 });
    drop = async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    };
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
  }
  if (!empty) await importBundle(database.db, await readBundle(DEMO_BUNDLE_DIR));
  return {
    database,
    engine: adminUrl ? 'postgres' : 'pglite',
    url,
    async close() {
      await database.close();
      await drop();
    },
  };
}
