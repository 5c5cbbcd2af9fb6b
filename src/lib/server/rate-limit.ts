import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { CallerLimit, Limit } from '../limit';
import { m } from '../i18n';
import { clientAddressOf } from './client-address';
import { clock } from './clock';
import type { Database } from './db/client';
import { config } from './config';
import { db } from './db';
import { rateLimits } from './db/schema';
import { HttpError } from './http';

/**
 * Fixed-window rate limits kept in the `rate_limits` table, so that they hold across server processes
 * (STYLE.md: no in-memory limiters). One row a key and window; the count goes up atomically with
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING`, so two concurrent requests never both get the last slot.
 */
export type { CallerLimit, Limit } from '../limit';

export interface LimitResult {
  allowed: boolean;
  /** Events counted in the current window (including this one when consumed). */
  count: number;
  /** Seconds until the current window ends (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * A key part that must not sit in the table in clear (an email address): a SHA-256 prefix of it.
 * 96 bits are plenty to keep keys apart and reveal nothing useful.
 */
export function hashedKeyPart(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 24);
}

const windowStartOf = (now: Date, windowMs: number) => new Date(Math.floor(now.getTime() / windowMs) * windowMs);

function result(count: number, limit: Limit, start: Date, now: Date): LimitResult {
  const allowed = count <= limit.limit;
  const retryAfterSeconds = allowed ? 0 : Math.max(1, Math.ceil((start.getTime() + limit.windowMs - now.getTime()) / 1000));
  return { allowed, count, retryAfterSeconds };
}

/**
 * Every limit is multiplied by RATE_LIMIT_SCALE (1 unless set): load tests and the fuzz raise it so
 * that their requests reach the endpoints, with the same code counting them.
 */
const scaled = (limit: Limit): Limit =>
  config.RATE_LIMIT_SCALE === 1 ? limit : { limit: Math.max(1, Math.round(limit.limit * config.RATE_LIMIT_SCALE)), windowMs: limit.windowMs };

/** How often (in consumes) old windows are swept away. */
const PRUNE_EVERY = 200;
let consumesSincePrune = 0;

/** A rate limiter over one database (the process's by default; tests pass their own). */
export function rateLimiter(database: () => Promise<Database> | Database = db) {
  return {
    /** Counts one event for `key` and says whether it is within the limit. */
    async consume(key: string, unscaled: Limit, now = clock.now()): Promise<LimitResult> {
      const limit = scaled(unscaled);
      const start = windowStartOf(now, limit.windowMs);
      const database_ = await database();
      const [row] = await database_
        .insert(rateLimits)
        .values({ key, windowStart: start, count: 1 })
        .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
        .returning({ count: rateLimits.count });
      if (++consumesSincePrune >= PRUNE_EVERY) {
        consumesSincePrune = 0;
        await this.prune(now).catch(() => undefined);
      }
      return result(row?.count ?? 1, limit, start, now);
    },

    /**
     * Whether one more event would still be allowed, without counting one: used to refuse early (a
     * locked email) before doing the work whose failure would be counted.
     */
    async peek(key: string, unscaled: Limit, now = clock.now()): Promise<LimitResult> {
      const limit = scaled(unscaled);
      const start = windowStartOf(now, limit.windowMs);
      const [row] = await (await database())
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, start)))
        .limit(1);
      const count = row?.count ?? 0;
      const next = result(count + 1, limit, start, now);
      return { ...next, count };
    },

    /** Deletes windows that ended more than a day ago (no limit here is longer than a day). */
    async prune(now = clock.now()): Promise<void> {
      await (await database()).delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000)));
    },
  };
}

/** The process-wide limiter over the server's database. */
export const limiter = rateLimiter();
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
