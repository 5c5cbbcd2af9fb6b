/**
 * What every instance hears of a write: the cache tags it touched, through PostgreSQL's LISTEN/NOTIFY (on
 * PGlite, the same statements within its one process). A writer calls `invalidate(tags)` (or Astro's
 * `cache.invalidate`, which the route cache provider, route-cache.ts, hands here): this process forgets the
 * tags at once, and every other one on the same database within milliseconds of the commit.
 *
 * The caches (the data cache, the route cache) register here; this module knows none of them. While this
 * process cannot hear the others (its listening connection is down, or not up yet), it keeps nothing: a
 * cache that cannot hear of a write must not answer from what it kept before it. When it hears again, it
 * forgets everything, since what was said meanwhile is lost.
 *
 * A render that read the database before a write committed and finishes after the write was heard would keep
 * the old page (the data cache refuses such loads itself; the route cache cannot tell): every invalidation is
 * done again here once such renders have finished (REPEAT_MS later).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Listener } from './db/client';
import { logger } from './log';

/** The channel of PostgreSQL's NOTIFY that carries the tags. */
export const INVALIDATION_CHANNEL = 'seva_invalidate';
/** When an invalidation is done again, for renders that were under way as it was heard (ms). */
export const REPEAT_MS = 1_000;
/** NOTIFY refuses a payload of 8,000 bytes or more: a longer list of tags goes as "everything". */
const MAX_PAYLOAD_BYTES = 7_000;

/** A cache that forgets by tag, and everything. */
export interface ForgettingCache {
  forget(tags: readonly string[]): void | Promise<void>;
  forgetAll(): void | Promise<void>;
}

/** One notification: who sent it (to skip one's own) and the tags, or `all`. */
interface Notice {
  from: string;
  tags: readonly string[] | 'all';
}

const instance = randomUUID();
const caches = new Set<ForgettingCache>();
let hearing: { database: Database; stop: () => Promise<void> } | undefined;
/** True when this process hears every other's writes: false from the start of hearing until its connection is up. */
let trusted = true;

/** Registers a cache to be told of every invalidation here and elsewhere. */
export function registerCache(cache: ForgettingCache): void {
  caches.add(cache);
}

/** Whether a cache may keep and answer from what it kept: only while this process hears the others. */
export const cachesTrusted = (): boolean => trusted;

async function forgetHere(tags: readonly string[] | 'all'): Promise<void> {
  for (const cache of caches) {
    try {
      await (tags === 'all' ? cache.forgetAll() : cache.forget(tags));
    } catch (error) {
      logger.warn({ err: error }, 'a cache could not forget');
    }
  }
}

/** Forgets `tags` here now and again after REPEAT_MS (renders under way as the write was heard). */
async function forgetTwice(tags: readonly string[] | 'all'): Promise<void> {
  await forgetHere(tags);
  setTimeout(() => void forgetHere(tags), REPEAT_MS).unref();
}

/**
 * After a write changed what `tags` show: forgotten here at once, and by every other instance as soon as it
 * hears (after the commit of the transaction the NOTIFY runs in: callers run it after their write).
 */
export async function invalidate(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  await forgetTwice(tags);
  if (!hearing) return;
  let payload = JSON.stringify({ from: instance, tags } satisfies Notice);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) payload = JSON.stringify({ from: instance, tags: 'all' } satisfies Notice);
  try {
    await hearing.database.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${payload})`);
  } catch (error) {
    // The write it follows went through, so the database answered a moment ago; the other instances' caches
    // will not hear of it. Their listening connections see the same outage and stop trusting their caches.
    logger.warn({ err: error, tags }, 'invalidation not sent');
  }
}

function heard(payload: string | undefined): void {
  let notice: Notice;
  try {
    notice = JSON.parse(payload ?? '') as Notice;
  } catch {
    notice = { from: '', tags: 'all' };
  }
  if (notice.from === instance) return;
  void forgetTwice(Array.isArray(notice.tags) ? notice.tags : 'all');
}

/**
 * Starts hearing the other instances on `listener` (the server entry, once the database is open). Until the
 * listening connection is up, and whenever it drops, the caches keep nothing; each time it is up again they
 * start from empty.
 */
export async function startHearing(database: Database, listener: Listener): Promise<void> {
  trusted = false;
  const stop = await listener(INVALIDATION_CHANNEL, heard, (up) => {
    trusted = up;
    void forgetHere('all');
    if (!up) logger.warn('not hearing other instances: caches keep nothing until the database answers again');
    else logger.info('hearing other instances');
  });
  hearing = { database, stop };
}

/** Stops hearing (the server entry, before closing the database). */
export async function stopHearing(): Promise<void> {
  const stopping = hearing;
  hearing = undefined;
  await stopping?.stop();
  trusted = true;
}
