import { sql } from 'drizzle-orm';
import type { QueryResult } from 'pg';
import type { Database } from './client';

/**
 * Autovacuum for embedded PGlite, which has none: PostgreSQL's autovacuum is a background worker, and
 * PGlite runs one Postgres backend in-process without one (`SHOW autovacuum` says on, nothing runs).
 * So the dead row versions left by updates and deletes — a review edit updates the review and its
 * listing's rating, a favourite toggles — were never reclaimed, and tables, Postgres's buffer pool, the
 * process's memory and the data folder grew for as long as the server ran. Measured on PGlite: 20,000
 * updates of 1,000 rows left 18,956 dead rows and the table at 3× its size; after a VACUUM the next
 * 20,000 updates fitted in the same pages. In `npm run bench`'s soak the server's memory climbed by
 * 136 MB in 10 minutes of mixed reads and writes.
 *
 * What this does is what autovacuum would: every VACUUM_EVERY_MS (its naptime) it vacuums and analyses
 * the tables with more dead rows than its thresholds allow, and analyses the ones changed enough for
 * the planner's statistics to be stale. On PostgreSQL the server's own autovacuum does this; nothing
 * here runs there.
 */
export const VACUUM_EVERY_MS = 60_000;

/** PostgreSQL's defaults: autovacuum_vacuum_threshold / _scale_factor and autovacuum_analyze_threshold / _scale_factor. */
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;

export interface MaintenanceNeeds {
  vacuum: string[];
  analyze: string[];
}

/** The tables of the public schema past autovacuum's thresholds: to vacuum (and analyse), or only to analyse. */
export async function maintenanceNeeds(db: Database): Promise<MaintenanceNeeds> {
  const { rows } = (await db.execute(sql`
      select relname,
             n_dead_tup > ${VACUUM_THRESHOLD}::float8 + ${VACUUM_SCALE}::float8 * n_live_tup as vacuum,
             n_mod_since_analyze > ${ANALYZE_THRESHOLD}::float8 + ${ANALYZE_SCALE}::float8 * n_live_tup as analyze
      from pg_stat_user_tables
      where schemaname = 'public'
      order by relname`)) as QueryResult<{ relname: string; vacuum: boolean; analyze: boolean }>;
  const named = (flag: 'vacuum' | 'analyze') => rows.filter((row) => row[flag]).map((row) => row.relname);
  const vacuum = named('vacuum');
  return { vacuum, analyze: named('analyze').filter((table) => !vacuum.includes(table)) };
}

/** Vacuums and analyses what needs it now; answers what was done. */
export async function maintainTables(db: Database): Promise<MaintenanceNeeds> {
  const needs = await maintenanceNeeds(db);
  for (const table of needs.vacuum) await db.execute(sql`VACUUM (ANALYZE) ${sql.identifier(table)}`);
  for (const table of needs.analyze) await db.execute(sql`ANALYZE ${sql.identifier(table)}`);
  return needs;
}

/**
 * Runs maintainTables every VACUUM_EVERY_MS until the returned stop is called (which waits for a run in
 * progress). A failed run is reported to `onError` and tried again at the next turn. The timer does not
 * keep the process alive.
 */
export function startAutovacuum(db: Database, onError: (error: unknown) => void, everyMs = VACUUM_EVERY_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => maintainTables(db)).catch(onError);
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
