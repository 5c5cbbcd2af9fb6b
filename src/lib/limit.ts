/**
 * A rate limit as the features declare it beside their schemas: how many events a window allows. Kept
 * apart from src/lib/server/rate-limit.ts (which counts them in the database) so that a feature's pure
 * module, imported by islands too, can name its limits without reaching server code.
 */
export interface Limit {
  /** How many events the window allows. */
  limit: number;
  windowMs: number;
}
