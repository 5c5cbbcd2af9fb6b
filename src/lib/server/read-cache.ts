/**
 * A short-lived memo for public catalogue reads (category tree, listings of a category in a city).
 *
 * Why in memory: these reads are the same for every visitor and change only when the catalogue does,
 * like the pages Astro's route cache keeps (astro.config.mjs) — and route caching covers only GET
 * pages, not the POST listing calls of SPEC.md section 7. Entries live for seconds, so two server
 * processes can disagree for at most that long, the same bound the route cache accepts. Nothing that
 * depends on a user or must change at once after a write goes through here.
 */

import { ByteLru, estimateBytes } from './byte-lru';

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

/**
 * Bound on what the memo holds, in (estimated) bytes: a bound on entries bounded nothing when one entry
 * can be a few bytes or an all-cities listing of hundreds of kB (issue 15). Callers key entries on their
 * normalised input (a city's keyword, not the text sent), so variants of one request share one entry.
 */
export const READ_CACHE_BYTES = 16 * 1024 * 1024;
/** Charged for a load still running, until its value's size is known. */
const PENDING_BYTES = 1024;

const entries = new ByteLru<Entry>(READ_CACHE_BYTES);

/** The cached value of `key`, or the result of `load()` kept for `ttlMs`. A failed load is not kept. */
export function readThrough<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  const entry: Entry = { expires: now + ttlMs, value };
  entries.set(key, entry, PENDING_BYTES);
  value.then(
    (loaded) => entries.resize(key, entry, estimateBytes(loaded)),
    () => {
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
  return value;
}

/** Bytes the memo is charged for now (for tests and diagnostics). */
export const readCacheBytes = (): number => entries.bytes;

/** Forgets every cached read whose key starts with `prefix` (all of them without one). */
export function forgetReads(prefix = ''): void {
  for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
}
