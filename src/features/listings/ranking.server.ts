/** "Best rated first" as SQL: the one ordering of listings, search, suggestions and store lists (ranking.ts). */
import { type AnyColumn, type SQL, asc, sql } from 'drizzle-orm';
import { services } from '../../lib/server/db/schema';

/**
 * Descending with nulls last, as drizzle-kit writes a descending index column (schema.ts): written so,
 * the order is the indexes' own and PostgreSQL reads it from them instead of sorting; the columns are
 * never null, so nothing else changes.
 */
const descending = (column: AnyColumn | SQL.Aliased) => sql`${column} desc nulls last`;

/** The Bayesian score, then more ratings, then the older listing, over any columns that carry them (a subquery's too). */
export function bestRatedOrder(columns: { score: AnyColumn | SQL.Aliased; count: AnyColumn | SQL.Aliased; id: AnyColumn | SQL.Aliased }): SQL[] {
  return [descending(columns.score), descending(columns.count), asc(columns.id)];
}

/** bestRatedOrder over services.rank_score. */
export const bestRatedFirst: SQL[] = bestRatedOrder({ score: services.rankScore, count: services.ratingCount, id: services.id });
