/**
 * Statements built once per shape. Drizzle turns a query builder into SQL text on every run: for a listing read
 * (17 columns, a join, a subquery, six conditions) that was ~0.5 ms of the server's CPU a request, more than
 * PostgreSQL's planning of it. A query whose values are `sql.placeholder`s is built once, kept here under a key
 * naming its shape, and run with its values (`execute({ … })`).
 *
 * The statements stay unnamed on PostgreSQL (`prepare('')`: node-postgres parses an unnamed statement on each
 * run), so PostgreSQL plans each run with its values, as before; only the building in JS is saved.
 */
import type { Database } from './client';

/**
 * Shapes are made from a fixed set of options: the listing read has at most 576 (6 sorts, 3 ways to match the city,
 * 5 filters on or off), and real traffic uses a few dozen. Past this many something makes keys from values.
 */
const SHAPES_KEPT = 1000;

const byDatabase = new WeakMap<Database, Map<string, unknown>>();

/** The statement `key` names on `database`, built by `prepare` the first time. */
export function preparedOnce<T>(database: Database, key: string, prepare: () => T): T {
  const statements = byDatabase.get(database) ?? new Map<string, unknown>();
  byDatabase.set(database, statements);
  const kept = statements.get(key) as T | undefined;
  if (kept) return kept;
  if (statements.size >= SHAPES_KEPT) statements.clear();
  const statement = prepare();
  statements.set(key, statement);
  return statement;
}

/** The name Drizzle's `prepare(name)` is given for an unnamed statement (see above). */
export const UNNAMED = '';
