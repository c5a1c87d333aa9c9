/**
 * One Drizzle schema on two engines: embedded PGlite (a directory on disk, or memory for tests)
 * when no DATABASE_URL is given, a PostgreSQL server through a `pg` pool when it is.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbOptions {
  /** postgres://… — a PostgreSQL server. Unset: embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's directory; 'memory://' for a throwaway in-memory database. */
  dataDir?: string;
  /** Pool size for a PostgreSQL server. */
  poolMax?: number;
}

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs `select 1`; throws when the database does not answer. */
  ping(): Promise<void>;
  /** Serialises work across processes sharing one PostgreSQL server (migrations, first import). */
  withExclusiveLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'drizzle');
// An arbitrary constant shared by every process of this product.
const ADVISORY_LOCK_KEY = 19910411;

export async function openDatabase(options: DbOptions = {}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolMax ?? 10) : openPglite(options.dataDir ?? './data');
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : lockDataDir(path.resolve(dataDir));
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: inMemory ? dataDir : path.resolve(dataDir), extensions: { unaccent, pg_trgm } });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    // PGlite is one connection in one process: queries already run one at a time.
    let chain: Promise<unknown> = Promise.resolve();
    return {
      db: db as unknown as Db,
      engine: 'pglite',
      async ping() {
        await client.query('select 1');
      },
      withExclusiveLock<T>(fn: () => Promise<T>) {
        const run = chain.then(fn, fn);
        chain = run.catch(() => {});
        return run;
      },
      async close() {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 2000 });
  // A server that goes away must not crash the process: idle clients report errors here.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;

  async function withExclusiveLock<T>(fn: () => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCK_KEY]);
      try {
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [ADVISORY_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  }

  try {
    await withExclusiveLock(() => migratePg(drizzlePg({ client: pool }), { migrationsFolder }));
  } catch (err) {
    await pool.end();
    throw err;
  }
  return {
    db,
    engine: 'postgres',
    async ping() {
      await db.execute(sql`select 1`);
    },
    withExclusiveLock,
    close: () => pool.end(),
  };
}
