import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { CallerLimit, Limit } from '../limit';
import { m } from '../i18n';
import { clientAddressOf } from './client-address';
import { clock } from './clock';
import type { Database } from './db/client';
import { config } from './config';
import { db } from './db';
import { rateLimits } from './db/schema';
import { HttpError } from './http';
import type { JobDefinition } from './jobs';

/**
 * Sliding-window rate limits kept in the `rate_limits` table, so that they hold across server processes
 * (STYLE.md: no in-memory limiters). A fixed window let a caller pass twice its limit across a window's edge
 * (the limit just before it, the limit again just after); here the window slides: the events of the window
 * before count in the share of it still inside the last `windowMs` (the two-bucket estimate of Cloudflare's
 * limiter), so a burst at an edge passes the limit once. Rows stay one a key and fixed window; one statement
 * (`INSERT … ON CONFLICT DO UPDATE … WHERE`, which takes the row's lock) counts an event only when it is within
 * the limit, so concurrent requests never get more than the limit between them, on PGlite and PostgreSQL
 * alike. A refused event is not counted: Retry-After says when the next one passes.
 */
export type { CallerLimit, Limit } from '../limit';

export interface LimitResult {
  allowed: boolean;
  /**
   * Events in the sliding window (including this one when consumed): this window's, and the previous one's
   * in the share of it still inside, rounded up.
   */
  count: number;
  /** Seconds until one more event would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * A key part that must not sit in the table in clear (an email address): a SHA-256 prefix of it.
 * 96 bits are plenty to keep keys apart and reveal nothing useful.
 */
export function hashedKeyPart(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 24);
}

/** Where `now` is: the fixed window it falls in, the one before, and how much of the one before still counts. */
function position(now: Date, windowMs: number) {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const elapsedMs = now.getTime() - start;
  return { start: new Date(start), previous: new Date(start - windowMs), elapsedMs, weight: 1 - elapsedMs / windowMs };
}

/** Weighed counts are floats: 2.0000000001 events are 2, and an event that fits to the last bit of a float fits. */
const EPSILON = 1e-9;
const countOf = (weighed: number) => Math.max(0, Math.ceil(weighed - EPSILON));

/**
 * Milliseconds until one more event fits, `elapsedMs` into a window holding `current` events after one with
 * `previous`: within this window once the previous one's share has fallen enough, else in the next, where
 * this window's events weigh as the previous ones.
 */
export function msUntilAllowed(previous: number, current: number, limit: number, windowMs: number, elapsedMs: number): number {
  if (current + 1 <= limit) {
    if (previous === 0) return 0;
    const elapsedNeeded = (1 - (limit - current - 1) / previous) * windowMs;
    return Math.max(0, Math.ceil(elapsedNeeded - elapsedMs - EPSILON));
  }
  const intoNext = (1 - (limit - 1) / current) * windowMs;
  return Math.ceil(windowMs - elapsedMs + intoNext - EPSILON);
}

function refused(previous: number, current: number, limit: Limit, elapsedMs: number, weight: number): LimitResult {
  const waitMs = msUntilAllowed(previous, current, limit.limit, limit.windowMs, elapsedMs);
  return { allowed: false, count: countOf(previous * weight + current), retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Every limit is multiplied by RATE_LIMIT_SCALE (1 unless set): load tests and the fuzz raise it so
 * that their requests reach the endpoints, with the same code counting them.
 */
const scaled = (limit: Limit): Limit =>
  config.RATE_LIMIT_SCALE === 1 ? limit : { limit: Math.max(1, Math.round(limit.limit * config.RATE_LIMIT_SCALE)), windowMs: limit.windowMs };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A select-list item that turns off synchronous_commit until the end of its transaction (`set_config(…, true)`): a
 * statement run by itself commits without waiting for the disk flush. For counts that may be lost, never
 * for what a person was told is saved.
 */
const NO_DISK_WAIT = sql`set_config('synchronous_commit', 'off', true) as no_disk_wait`;

/** The events counted for `key` in its window starting `start` and the one before. */
async function countsOf(database: Database, key: string, start: Date, previous: Date): Promise<{ previous: number; current: number }> {
  const rows = await database
    .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), inArray(rateLimits.windowStart, [previous, start])));
  const countAt = (at: Date) => rows.find((row) => row.windowStart.getTime() === at.getTime())?.count ?? 0;
  return { previous: countAt(previous), current: countAt(start) };
}

/**
 * A rate limiter over one database (the process's by default; tests pass their own). `standalone`: each consume is
 * a statement of its own, never inside a caller's transaction, so its commit need not wait for the disk
 * (NO_DISK_WAIT); a limiter given a transaction must leave it false, or that transaction's commit would not wait either.
 */
export function rateLimiter(database: () => Promise<Database> | Database = db, { standalone = false }: { standalone?: boolean } = {}) {
  return {
    /** Counts one event for `key` when it is within the limit, and says whether it was. */
    async consume(key: string, unscaled: Limit, now = clock.now()): Promise<LimitResult> {
      const limit = scaled(unscaled);
      const { start, previous, elapsedMs, weight } = position(now, limit.windowMs);
      const database_ = await database();
      // One statement: the previous window's weighed count, then this window's row counted only while the sum
      // stays within the limit. ON CONFLICT locks the row, so concurrent consumes of a key take turns at the
      // check; a refused one changes nothing and returns no row. A standalone limiter's commit does not wait for
      // the disk (synchronous_commit off for this statement's transaction alone, NO_DISK_WAIT): the row's lock is held
      // until the commit, so consumes of one key (many visitors behind one carrier address, every read of a
      // page) took turns at a disk flush each, measured at 10 at once 32 ms a consume and at most ~300 a
      // second on one key; without the wait 4 ms. What a crash of PostgreSQL can lose is the last fraction of
      // a second of counts, which a limiter may forget.
      const [row] = rowsOf<{ count: number; weighed: number }>(
        await database_.execute(sql`
          with prior as (
            select ${standalone ? NO_DISK_WAIT : sql`null as no_disk_wait`}, coalesce(sum(${rateLimits.count}), 0)::float8 * ${weight}::float8 as weighed
            from ${rateLimits}
            where ${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${previous.toISOString()}::timestamptz
          )
          insert into ${rateLimits} as r (key, window_start, count)
          select ${key}, ${start.toISOString()}::timestamptz, 1 from prior where prior.weighed + 1 <= ${limit.limit + EPSILON}::float8
          on conflict (key, window_start) do update set count = r.count + 1
            where (select weighed from prior) + r.count + 1 <= ${limit.limit + EPSILON}::float8
          returning r.count, (select weighed from prior) as weighed
        `),
      );
      if (row) return { allowed: true, count: countOf(Number(row.weighed) + Number(row.count)), retryAfterSeconds: 0 };
      const counts = await countsOf(database_, key, start, previous);
      return refused(counts.previous, counts.current, limit, elapsedMs, weight);
    },

    /**
     * Whether one more event would still be allowed, without counting one: used to refuse early (a
     * locked email) before doing the work whose failure would be counted.
     */
    async peek(key: string, unscaled: Limit, now = clock.now()): Promise<LimitResult> {
      const limit = scaled(unscaled);
      const { start, previous, elapsedMs, weight } = position(now, limit.windowMs);
      const counts = await countsOf(await database(), key, start, previous);
      const weighed = counts.previous * weight + counts.current;
      if (weighed + 1 <= limit.limit + EPSILON) return { allowed: true, count: countOf(weighed), retryAfterSeconds: 0 };
      return refused(counts.previous, counts.current, limit, elapsedMs, weight);
    },

    /** Deletes windows that ended more than a day ago (no limit here is longer than a day). */
    async prune(now = clock.now()): Promise<void> {
      await (await database()).delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000)));
    },
  };
}

/** The process-wide limiter over the server's database. */
export const limiter = rateLimiter(db, { standalone: true });

/** Old windows swept away behind the requests, by one instance an hour (scripts/background-jobs.ts). */
export const rateLimitRetentionJob: JobDefinition = {
  name: 'rate-limits.retention',
  everyMs: 3_600_000,
  async run({ now }) {
    await limiter.prune(now);
    return undefined;
  },
};
export const consume = (key: string, limit: Limit, now?: Date) => limiter.consume(key, limit, now);
export const peek = (key: string, limit: Limit, now?: Date) => limiter.peek(key, limit, now);

/** What a request tells the limits about its caller (an endpoint's or a page's context). */
export interface LimitedRequest {
  request: Request;
  locals: App.Locals;
  clientAddress: string;
}

/** Who a per-caller limit counts: the signed-in user, else (hashed) the client address. */
export function callerKey(context: LimitedRequest): string {
  const user = context.locals.user;
  return user ? `u:${user.id}` : `a:${hashedKeyPart(clientAddressOf(context.request, () => context.clientAddress))}`;
}

/** What a limit counts, as its refusal says it: "Too many requests (messages). Please try again in 5 minutes." */
const TOO_MANY = {
  requests: (minutes: number) => m['error.limit.requests']({ minutes }),
  messages: (minutes: number) => m['error.limit.messages']({ minutes }),
};

/**
 * The one way a feature applies a limit it declares beside its schema: counts one event for `key`;
 * over the limit it throws a 429 (with Retry-After) saying "Too many <what>" and when to try again.
 */
export async function limitOrRefuse(key: string, limit: Limit, what: keyof typeof TOO_MANY = 'requests'): Promise<void> {
  const result = await consume(key, limit);
  if (result.allowed) return;
  const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
  throw new HttpError(429, TOO_MANY[what](minutes), undefined, {
    'retry-after': String(result.retryAfterSeconds),
  });
}

/**
 * A route's own limit per caller, as its feature declares it: the API endpoint and the page whose form
 * does the same work (src/lib/server/page-form.ts) count in the limit's one bucket.
 */
export function limitCaller(context: LimitedRequest, limit: CallerLimit): Promise<void> {
  return limitOrRefuse(`write:${limit.bucket}:${callerKey(context)}`, context.locals.user ? limit.user : limit.address);
}
