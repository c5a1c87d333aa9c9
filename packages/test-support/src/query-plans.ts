/**
 * The SQL a repository call sends, and the plans the database makes for it (issue 28): a Drizzle
 * instance over the same connection that records each query with its parameters, then EXPLAIN of
 * each one on the same engine.
 */
import type { Database, Db } from '@cosems/db';
import { tables } from '@cosems/db';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';

export interface RecordedQuery {
  sql: string;
  params: unknown[];
}

interface RawClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** A Db that runs on `database`'s connection and records every query into `into`. */
export function recordingDb(database: Database, into: RecordedQuery[]): Db {
  const logger: Logger = { logQuery: (sql, params) => into.push({ sql, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const options = { schema: tables, logger };
  return (database.engine === 'pglite'
    ? drizzlePglite({ client: client as Parameters<typeof drizzlePglite>[0] extends { client?: infer C } ? C : never, ...options })
    : drizzlePg({ client: client as never, ...options })) as unknown as Db;
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Total Time'?: number;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

/** EXPLAIN (FORMAT JSON) of one recorded query, with its parameters; `analyze` runs it too. */
export async function explain(database: Database, query: RecordedQuery, analyze = false): Promise<{ plan: PlanNode; ms?: number }> {
  const client = (database.db as unknown as { $client: RawClient }).$client;
  const { rows } = await client.query(`explain (format json${analyze ? ', analyze' : ''}) ${query.sql}`, query.params);
  const cell = Object.values(rows[0] ?? {})[0];
  const [doc] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode; 'Execution Time'?: number }];
  return { plan: doc.Plan, ms: doc['Execution Time'] };
}

/** Every node of a plan, depth first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/** The plan's sequential scans of `table` (what a read at any size must not do). */
export function seqScansOf(plan: PlanNode, table: string): PlanNode[] {
  return planNodes(plan).filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === table);
}

/** One line per node, indented, as EXPLAIN prints it (for a failing test's message and the docs). */
export function formatPlan(plan: PlanNode, depth = 0): string {
  const what = [
    plan['Node Type'],
    plan['Relation Name'] && `on ${plan['Relation Name']}`,
    plan['Index Name'] && `using ${plan['Index Name']}`,
  ]
    .filter(Boolean)
    .join(' ');
  return [`${'  '.repeat(depth)}${what}`, ...(plan.Plans ?? []).map((p) => formatPlan(p, depth + 1))].join('\n');
}

/** The median time of `times` calls of `read`, after two that parse and plan each statement. */
export async function medianMs(read: () => Promise<unknown>, times: number): Promise<number> {
  for (let i = 0; i < 2; i++) await read();
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await read();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return ms[Math.floor(ms.length / 2)] ?? 0;
}

/** One recorded SELECT, run again under EXPLAIN ANALYZE (the cost scripts: scripts/custo-*.ts). */
export interface PlannedQuery {
  /** 1-based position among the recorded queries. */
  n: number;
  sql: string;
  ms: number;
  /** The given tables this plan reads whole. */
  seqScans: string[];
  /** The query and its plan, indented, for printing. */
  text: string;
}

/** Every recorded SELECT explained with ANALYZE, and which of `tables` each reads whole. */
export async function planRecorded(
  database: Database,
  recorded: RecordedQuery[],
  tables: string[],
  sqlWidth = 200,
): Promise<PlannedQuery[]> {
  const out: PlannedQuery[] = [];
  for (const [i, q] of recorded.entries()) {
    if (!/^\s*select/i.test(q.sql)) continue;
    const { plan, ms = 0 } = await explain(database, q, true);
    const seqScans = tables.filter((table) => seqScansOf(plan, table).length > 0);
    out.push({
      n: i + 1,
      sql: q.sql,
      ms,
      seqScans,
      text: `  #${i + 1} (${ms.toFixed(2)} ms) ${q.sql.slice(0, sqlWidth)}\n${formatPlan(plan, 2)}`,
    });
  }
  return out;
}

/**
 * Puts `tableNames` in the state a running site keeps them in before their plans are read:
 * statistics gathered and the pages marked all-visible, which index-only scans need (without it,
 * both planners rightly read a table of a few thousand rows whole). PGlite: its own vacuum (what its
 * timer and `content import` do). PostgreSQL: the test server commits asynchronously
 * (synchronous_commit=off), and VACUUM marks a page all-visible only once the commit of its rows
 * is on disk; commit LSNs are kept per group of 32 transactions, so each ANALYZE committing
 * asynchronously moved its group's LSN past what was flushed and left the next table's pages
 * unmarked. Waiting a second for the WAL writer was not enough with two test files loading one
 * server (CI, 2026-11-29: four deep pages planned as sequential scans). So, on one connection with
 * synchronous commits: a checkpoint (every earlier commit flushed), ANALYZE, then VACUUM; and again
 * while a table has fewer than 95 % of its pages all-visible (5
 * rounds, then it throws: a plan read then would not be the site's).
 */
export async function settleForPlans(database: Database, tableNames: readonly string[]): Promise<void> {
  if (database.engine === 'pglite') {
    await database.vacuum();
    return;
  }
  const pool = (database.db as unknown as { $client: { connect(): Promise<RawClient & { release(): void }> } }).$client;
  const client = await pool.connect();
  try {
    await client.query('set synchronous_commit = on');
    let pending: string[] = [...tableNames];
    for (let round = 1; round <= 5 && pending.length > 0; round++) {
      await client.query('checkpoint');
      for (const table of tableNames) await client.query(`analyze ${table}`);
      for (const table of tableNames) await client.query(`vacuum ${table}`);
      const { rows } = await client.query(
        "select relname from pg_class where relname = any($1::text[]) and relkind = 'r' and relallvisible < 0.95 * relpages",
        [pending],
      );
      pending = rows.map((r) => String(r.relname));
    }
    if (pending.length > 0) throw new Error(`o VACUUM não marcou as páginas como visíveis em: ${pending.join(', ')}`);
  } finally {
    await client.query('reset synchronous_commit');
    client.release();
  }
}
