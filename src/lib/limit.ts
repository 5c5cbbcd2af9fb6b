/**
 * A rate limit as the features declare it beside their schemas: how many events a window allows. Kept
 * apart from src/lib/server/rate-limit.ts (which counts them in the database and refuses with a 429) so
 * that a feature's pure module, imported by islands too, can name its limits without reaching server code.
 */
export interface Limit {
  /** How many events the window allows. */
  limit: number;
  windowMs: number;
}

/**
 * A limit on one route's calls per caller: per user when signed in, else per client address, which is
 * generous as mobile carriers put many customers behind one (CONTRACT.md: at least 30 an hour).
 */
export interface CallerLimit {
  /** What the counts are kept under: the API route and the page posting the same form share it. */
  bucket: string;
  user: Limit;
  address: Limit;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const perMinute = (limit: number): Limit => ({ limit, windowMs: MINUTE });
export const perHour = (limit: number): Limit => ({ limit, windowMs: HOUR });
export const perDay = (limit: number): Limit => ({ limit, windowMs: 24 * HOUR });

/** A client address may call twice as often as one user (many customers share one), and never under 30 an hour (CONTRACT.md). */
const addressPerHourFor = (userPerHour: number) => Math.max(2 * userPerHour, 30);

/** A route's hourly limit per caller, counted in `bucket`: for a signed-in user, and for a client address. */
export const hourlyPerCaller = (bucket: string, userPerHour: number, addressPerHour = addressPerHourFor(userPerHour)): CallerLimit => ({
  bucket,
  user: perHour(userPerHour),
  address: perHour(addressPerHour),
});
