/**
 * How many rows a listing query has, without reading them all: exact up to EXACT_COUNT_MAX (a count that
 * stops there reads at most that many index entries), and past it PostgreSQL's own estimate from its
 * statistics, said as one ("about 12,400"; format.ts countText).
 */
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../lib/server/db/client';
import { queryRows } from '../../lib/server/db/rows';

/**
 * Counted exactly up to here. At 10,000 a filter the index does not hold (verified, a minimum rating) read
 * up to 10,000 rows to count them: 110 ms at 1M listings, the slowest part of the slowest listing pages.
 */
export const EXACT_COUNT_MAX = 1_000;

export interface RowCount {
  total: number;
  estimated: boolean;
}

/** An estimate rounded to three significant figures: its precision, no more. */
export function roughly(estimate: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, estimate))) - 2);
  return Math.round(estimate / step) * step;
}

/** The planner's row estimate in an `EXPLAIN (FORMAT JSON)` answer (an object, or its text). */
function plannedRows(rows: Record<string, unknown>[]): number {
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * Counts the rows of `rows` (a query selecting the matching rows, unordered and unpaged). `capped` is the same
 * query with LIMIT EXACT_COUNT_MAX + 1, or a function that counts its rows (a statement built once, db/prepared.ts).
 */
export async function countRows(database: Database, rows: SQLWrapper, capped: SQLWrapper | (() => Promise<number>)): Promise<RowCount> {
  const exact = typeof capped === 'function' ? await capped() : await countOf(database, capped);
  if (exact <= EXACT_COUNT_MAX) return { total: exact, estimated: false };
  const plan = await queryRows<Record<string, unknown>>(database, sql`explain (format json) ${rows}`);
  // Past the cap, never less than the rows already seen.
  return { total: roughly(Math.max(EXACT_COUNT_MAX + 1, plannedRows(plan))), estimated: true };
}

/** How many rows `capped` has. */
async function countOf(database: Database, capped: SQLWrapper): Promise<number> {
  const [counted] = await queryRows<{ n: number }>(database, sql`select count(*)::int as n from (${capped}) as capped`);
  return Number(counted?.n ?? 0);
}
