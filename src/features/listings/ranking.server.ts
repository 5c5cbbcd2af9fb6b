/** "Best rated first" as SQL: the one ordering of listings, search, suggestions and store lists (ranking.ts). */
import { type SQL, asc, desc } from 'drizzle-orm';
import { services } from '../../lib/server/db/schema';

/** The Bayesian score (services.rank_score), then more ratings, then the older listing. */
export const bestRatedFirst: SQL[] = [desc(services.rankScore), desc(services.ratingCount), asc(services.id)];
