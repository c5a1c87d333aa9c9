/**
 * One Drizzle schema on two engines: embedded PGlite (a directory on disk, or memory for tests)
 * when no DATABASE_URL is given, a PostgreSQL server through a `pg` pool when it is.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './lock.ts';
import { MIGRATIONS_DIR } from './package-paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbOptions {
  /** postgres://… — a PostgreSQL server. Unset: embedded PGlite. */
  databaseUrl?: string | undefined;
  /**
   * postgres://… of the role that owns the tables (DATABASE_OWNER_URL), on the same database.
   * Set: migrations run as that role, which then grants databaseUrl's role only what the
   * application needs (INSERT and SELECT on the audit log), so the application cannot disable
   * the audit's trigger (docs/decisions/041). Only for a PostgreSQL server.
   */
  ownerUrl?: string | undefined;
  /** PGlite's directory; 'memory://' for a throwaway in-memory database. */
  dataDir?: string;
  /** Pool size for a PostgreSQL server. */
  poolMax?: number;
}

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * Whether the application's role owns the audit table, and so could disable the trigger that
   * keeps it append-only (a start with DATABASE_URL alone, as before decision 041). Always false
   * on PGlite, where there is one user and the question does not apply.
   */
  appRoleOwnsAudit: boolean;
  /** Runs `select 1`; throws when the database does not answer. */
  ping(): Promise<void>;
  /** Serialises work across processes sharing one PostgreSQL server (migrations, first import). */
  withExclusiveLock<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Listens for committed content changes (notifyContentChange: bundle imports and back-office
   * saves), from this process or any other (LISTEN on CONTENT_CHANNEL). `onState(false)` says the
   * channel is lost (a change could then go unnoticed: caches must stop serving); `onState(true)`
   * that it listens again (changes may have been missed meanwhile). Resolves once listening; the
   * returned function stops.
   */
  watchContent(handlers: ContentWatchHandlers): Promise<() => Promise<void>>;
  /** The connections right now: open, idle, and callers waiting for one (PGlite: one connection). */
  poolStats(): PoolStats;
  /**
   * Calls `observer` after every query of the application with its time in seconds (from the call
   * to the answer, waiting for the connection included) and whether it failed (the metrics).
   * Returns the function that stops it.
   */
  observeQueries(observer: QueryObserver): () => void;
  /**
   * VACUUM now. PGlite: what the timer does every PGLITE_VACUUM_MINUTES. PostgreSQL: its autovacuum
   * does it, but minutes after a bulk import (`content import`), whose new rows are until then not
   * marked visible to all: a deep page's index-only scan reads the table for each entry it skips
   * and the planner prefers a sequential scan (/api/noticia/page/900 at 15,000 items: 27 ms
   * before, 1.6 ms after). Tables the connecting role does not own are skipped with a warning.
   */
  vacuum(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite has no autovacuum: the space of an updated or deleted row (a news item's 480 KB body at
 * each autosave, a collapsed autosave revision, an ended session) is never reused, and the data
 * folder grows with every save (issue 25, item 7). A plain VACUUM every this many minutes makes it
 * reusable; the visibility map lets it skip the pages that did not change, so a quiet database
 * costs a few milliseconds.
 */
export const PGLITE_VACUUM_MINUTES = 10;

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export type QueryObserver = (seconds: number, failed: boolean) => void;

export interface ContentWatchHandlers {
  onChange(): void;
  onState(listening: boolean): void;
}

/**
 * Channel on which a content change is announced, so every process can drop its caches. It lives
 * here, with its listener (watchContent); writers call notifyContentChange() inside their
 * transaction, so the notice is sent only if the change commits.
 */
export const CONTENT_CHANNEL = 'cosems_conteudo';

/** Announces a content change on CONTENT_CHANNEL (delivered at commit when `db` is a transaction). */
export async function notifyContentChange(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, '')`);
}

// An arbitrary constant shared by every process of this product.
const ADVISORY_LOCK_KEY = 19910411;

export async function openDatabase(options: DbOptions = {}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolMax ?? 10, options.ownerUrl)
    : openPglite(options.dataDir ?? './data');
}

/**
 * PostgreSQL's shared_buffers is 128 MB by default, and in PGlite it lives in the process's own
 * WebAssembly memory: 16 MB keeps the resident memory of the default server ~110–135 MB lower
 * (issue 28, item 5; docs/decisions/057-memoria-do-processo.md). The data files stay in the
 * operating system's page cache, so a page read outside the buffers costs a system call, not a
 * disk read.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : lockDataDir(path.resolve(dataDir));
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: inMemory ? dataDir : path.resolve(dataDir),
      extensions: { unaccent, pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    const usage = observePglite(client);
    // PGlite is one connection in one process: queries already run one at a time.
    let chain: Promise<unknown> = Promise.resolve();
    let vacuuming: Promise<void> | null = null;
    const vacuum = () => {
      vacuuming ??= client
        .exec('VACUUM')
        .then(() => {})
        .finally(() => {
          vacuuming = null;
        });
      return vacuuming;
    };
    // A failed VACUUM is tried again at the next tick; it must never stop the process.
    const timer = setInterval(() => vacuum().catch(() => {}), PGLITE_VACUUM_MINUTES * 60_000);
    timer.unref();
    return {
      vacuum,
      db: db as unknown as Db,
      engine: 'pglite',
      appRoleOwnsAudit: false,
      async ping() {
        await client.query('select 1');
      },
      withExclusiveLock<T>(fn: () => Promise<T>) {
        const run = chain.then(fn, fn);
        chain = run.catch(() => {});
        return run;
      },
      // One process owns the directory (the lock), so only its own imports can notify.
      async watchContent({ onChange, onState }) {
        const unlisten = await client.listen(CONTENT_CHANNEL, () => onChange());
        onState(true);
        return unlisten;
      },
      poolStats: usage.stats,
      observeQueries: usage.observe,
      async close() {
        clearInterval(timer);
        try {
          await vacuuming?.catch(() => {});
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

async function openPostgres(url: string, poolMaxOption: number, ownerUrl: string | undefined): Promise<Database> {
  // withExclusiveLock holds one connection while the work inside it uses others.
  const poolMax = Math.max(2, poolMaxOption);
  const observers = new Set<QueryObserver>();
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: 2000,
    Client: observedPgClient(observers),
  });
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

  let appRoleOwnsAudit: boolean;
  try {
    if (ownerUrl) await prepareAsOwner(ownerUrl, pool);
    else await withExclusiveLock(() => migrateUnlessOwnedElsewhere(pool));
    appRoleOwnsAudit = await ownsAudit(pool);
  } catch (err) {
    await pool.end();
    throw err;
  }
  return {
    db,
    engine: 'postgres',
    appRoleOwnsAudit,
    async ping() {
      await db.execute(sql`select 1`);
    },
    withExclusiveLock,
    watchContent: (handlers) => watchPostgres(url, handlers),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    observeQueries: (observer) => subscribe(observers, observer),
    async vacuum() {
      await pool.query('VACUUM');
    },
    close: () => pool.end(),
  };
}

/** Whether the connecting role owns the audit table (false when it does not exist yet). */
async function ownsAudit(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ own: boolean }>(
    `select c.relowner = (select oid from pg_roles where rolname = current_user) as own from pg_class c where c.oid = to_regclass('public.auditoria')`,
  );
  return rows[0]?.own ?? false;
}

/**
 * DATABASE_URL alone. A new database, or one whose tables the role owns (the set-up before
 * decision 041), is migrated by it as before. Tables owned by another role mean migrations belong
 * to that owner (DATABASE_OWNER_URL here or in `content preparar-banco`): this role could not
 * create or alter anything, so it only checks that none is pending and says what to run if one is.
 */
async function migrateUnlessOwnedElsewhere(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ exists: boolean }>(`select to_regclass('public.auditoria') is not null as exists`);
  if (!rows[0]?.exists || (await ownsAudit(pool))) {
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const last = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).reduce((max, m) => Math.max(max, m.folderMillis), 0);
  const applied = await pool
    .query<{ at: string | null }>('select max(created_at)::text as at from drizzle.__drizzle_migrations')
    .then((r) => Number(r.rows[0]?.at ?? 0))
    .catch(() => 0);
  if (applied < last)
    throw new Error(
      'O banco tem migrações pendentes e o usuário de DATABASE_URL não é dono das tabelas: aplique-as como o dono (DATABASE_OWNER_URL; numa instalação do deploy/, systemctl start cosems-banco).',
    );
}

/**
 * DATABASE_OWNER_URL: the owner migrates, under the same advisory lock as every start, and grants
 * DATABASE_URL's role what the application uses: reads and writes on every table but the audit
 * log, where only INSERT and SELECT (the owner keeps ALTER, and with it the trigger); the
 * sequences behind the ids; and the migrations' table, so that a start without the owner can tell
 * whether one is pending. Grants are given again at every start, so a table added by a migration
 * is covered; default privileges cover one the owner creates by hand.
 */
async function prepareAsOwner(ownerUrl: string, pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ app: string }>('select current_user as app');
  const app = rows[0]?.app ?? '';
  const owner = new pg.Client({ connectionString: ownerUrl, connectionTimeoutMillis: 2000 });
  await owner.connect();
  try {
    const same = await owner.query<{ same: boolean }>('select current_user = $1 as same, current_database() as db', [app]);
    await owner.query('select pg_advisory_lock($1)', [ADVISORY_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client: owner }), { migrationsFolder: MIGRATIONS_DIR });
      // The same role in both variables: nothing to grant (and appRoleOwnsAudit tells the start).
      if (same.rows[0]?.same) return;
      const role = owner.escapeIdentifier(app);
      await owner.query('begin');
      for (const statement of [
        `grant usage on schema public to ${role}`,
        `grant select, insert, update, delete on all tables in schema public to ${role}`,
        `revoke update, delete, truncate, references, trigger on auditoria from ${role}`,
        // update: a bundle's import moves a sequence past the ids it brought (setval; the agenda's, the deliberations').
        `grant usage, select, update on all sequences in schema public to ${role}`,
        `alter default privileges in schema public grant select, insert, update, delete on tables to ${role}`,
        `alter default privileges in schema public grant usage, select, update on sequences to ${role}`,
        `grant usage on schema drizzle to ${role}`,
        `grant select on drizzle.__drizzle_migrations to ${role}`,
      ])
        await owner.query(statement);
      await owner.query('commit');
    } catch (err) {
      await owner.query('rollback').catch(() => {});
      throw err;
    } finally {
      await owner.query('select pg_advisory_unlock($1)', [ADVISORY_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await owner.end().catch(() => {});
  }
}

/**
 * Times the queries Drizzle sends to PGlite: `query` (every read and write) and the queries of a
 * `transaction`. PGlite runs one at a time behind a mutex, so "in use" is a call in progress and
 * "waiting" every other one; a transaction holds the connection for its whole length.
 */
function observePglite(client: PGlite): { stats: () => PoolStats; observe: (observer: QueryObserver) => () => void } {
  const observers = new Set<QueryObserver>();
  let users = 0;
  const timed = <T>(run: () => Promise<T>): Promise<T> => {
    if (observers.size === 0) return run();
    const started = performance.now();
    const result = run();
    result.then(
      () => tell(observers, (performance.now() - started) / 1000, false),
      () => tell(observers, (performance.now() - started) / 1000, true),
    );
    return result;
  };
  const holding = async <T>(run: () => Promise<T>): Promise<T> => {
    users++;
    try {
      return await run();
    } finally {
      users--;
    }
  };
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => holding(() => timed(() => query(...args)))) as PGlite['query'];
  client.transaction = (<T>(callback: Parameters<PGlite['transaction']>[0]) =>
    holding(() =>
      transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        tx.query = ((...args: Parameters<typeof tx.query>) => timed(() => txQuery(...args))) as typeof tx.query;
        return callback(tx) as Promise<T>;
      }),
    )) as PGlite['transaction'];
  return {
    stats: () => ({ total: 1, idle: users === 0 ? 1 : 0, waiting: Math.max(0, users - 1) }),
    observe: (observer) => subscribe(observers, observer),
  };
}

function subscribe(observers: Set<QueryObserver>, observer: QueryObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

function tell(observers: Set<QueryObserver>, seconds: number, failed: boolean) {
  for (const observer of observers) observer(seconds, failed);
}

/**
 * The pool's client class, timing each query it runs: the promise form (Drizzle in a
 * transaction) and the callback form (pool.query, Drizzle's reads). Streams (a Submittable, the
 * backup's cursor) pass untimed.
 */
function observedPgClient(observers: Set<QueryObserver>): typeof pg.Client {
  class ObservedClient extends pg.Client {}
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  Object.defineProperty(ObservedClient.prototype, 'query', {
    value: function observedQuery(this: pg.Client, ...args: unknown[]): unknown {
      const first = args[0] as { submit?: unknown } | undefined;
      if (observers.size === 0 || typeof first?.submit === 'function') return query.apply(this, args);
      const started = performance.now();
      const done = (failed: boolean) => tell(observers, (performance.now() - started) / 1000, failed);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (err: unknown, res: unknown) => {
          done(Boolean(err));
          (callback as (err: unknown, res: unknown) => void)(err, res);
        };
        return query.apply(this, args);
      }
      const result = query.apply(this, args) as Promise<unknown>;
      result.then(
        () => done(false),
        () => done(true),
      );
      return result;
    },
  });
  return ObservedClient;
}

const RECONNECT_MS = 1000;

/**
 * A dedicated connection (outside the pool) holds the LISTEN. When it breaks, typically because the
 * server went away, the state turns false at once and a new connection is tried every second.
 */
async function watchPostgres(url: string, { onChange, onState }: ContentWatchHandlers): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    let lost = false;
    const onLost = () => {
      if (lost || stopped) return;
      lost = true;
      client = null;
      onState(false);
      c.end().catch(() => {});
      timer = setTimeout(retry, RECONNECT_MS);
    };
    c.on('error', onLost);
    c.on('end', onLost);
    c.on('notification', (msg) => {
      if (msg.channel === CONTENT_CHANNEL) onChange();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (err) {
      lost = true;
      c.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    onState(true);
  };
  const retry = () => {
    timer = undefined;
    if (stopped) return;
    connect().catch(() => {
      if (!stopped) timer = setTimeout(retry, RECONNECT_MS);
    });
  };

  // A server that is down at start is retried like one lost later; the state stays false meanwhile.
  await connect().catch(() => {
    timer = setTimeout(retry, RECONNECT_MS);
  });
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}
