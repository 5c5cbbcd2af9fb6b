/**
 * "Best rated first", written once. A plain average ranks a 5.0 from one rating above a 4.7 from 22;
 * a Bayesian average does not: every listing starts with PRIOR_WEIGHT imaginary ratings of PRIOR_MEAN,
 * so a few ratings move the score a little and many ratings move it to their own average.
 *
 *   score = (PRIOR_WEIGHT × PRIOR_MEAN + sum of ratings) / (PRIOR_WEIGHT + number of ratings)
 *
 * The database keeps the same score as the stored generated column services.rank_score (schema.ts,
 * `rankScoreSql`), so every write of a listing's average and count keeps it current, and the listing,
 * search, suggestions and store list queries order by it (`bestRatedFirst` in ranking.server.ts).
 */

/** The prior mean: a fixed 3.5 stars (a middling rating), not the catalogue's mean, so a score never moves when other listings are rated. */
export const PRIOR_MEAN = 3.5;
/** The prior weight: as if every listing had 5 ratings of PRIOR_MEAN before its first real one. */
export const PRIOR_WEIGHT = 5;

/**
 * The Bayesian average of `count` ratings averaging `average` (0 ratings: the prior mean). The stored
 * average is rounded to 0.1, so average × count stands for the sum, as it does in the SQL column.
 */
export function rankScore(average: number, count: number): number {
  const n = Math.max(0, count);
  return (PRIOR_WEIGHT * PRIOR_MEAN + average * n) / (PRIOR_WEIGHT + n);
}

/** The order of two listings, best rated first: the higher score, then more ratings, then the older id. */
export function compareBestRated(
  a: { ratings_average: number; rating_count: number; id: number },
  b: { ratings_average: number; rating_count: number; id: number },
): number {
  return (
    rankScore(b.ratings_average, b.rating_count) - rankScore(a.ratings_average, a.rating_count) || b.rating_count - a.rating_count || a.id - b.id
  );
}
