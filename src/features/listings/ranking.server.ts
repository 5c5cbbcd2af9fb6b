/** "Best rated first" as SQL: the one ordering of listings, search, suggestions and store lists (ranking.ts). */
import { type AnyColumn, type SQL, asc, desc } from 'drizzle-orm';
import { services } from '../../lib/server/db/schema';

/** The Bayesian score, then more ratings, then the older listing, over any columns that carry them (a subquery's too). */
export function bestRatedOrder(columns: { score: AnyColumn | SQL.Aliased; count: AnyColumn | SQL.Aliased; id: AnyColumn | SQL.Aliased }): SQL[] {
  return [desc(columns.score), desc(columns.count), asc(columns.id)];
}

/** bestRatedOrder over services.rank_score. */
export const bestRatedFirst: SQL[] = bestRatedOrder({ score: services.rankScore, count: services.ratingCount, id: services.id });
