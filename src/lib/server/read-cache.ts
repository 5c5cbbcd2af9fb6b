/**
 * A short-lived memo for public catalogue reads (category tree, listings of a category in a city).
 *
 * Why in memory: these reads are the same for every visitor and change only when the catalogue does,
 * like the pages Astro's route cache keeps (astro.config.mjs) — and route caching covers only GET
 * pages, not the POST listing calls of SPEC.md section 7. Entries live for seconds, so two server
 * processes can disagree for at most that long, the same bound the route cache accepts. Nothing that
 * depends on a user or must change at once after a write goes through here.
 */

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();
const MAX_ENTRIES = 2000;

/** The cached value of `key`, or the result of `load()` kept for `ttlMs`. A failed load is not kept. */
export function readThrough<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (entries.size >= MAX_ENTRIES) {
    // Drop expired entries first, then the oldest inserted ones.
    for (const [k, entry] of entries) if (entry.expires <= now) entries.delete(k);
    while (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  }
  const value = load();
  entries.delete(key);
  entries.set(key, { expires: now + ttlMs, value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** Forgets every cached read whose key starts with `prefix` (all of them without one). */
export function forgetReads(prefix = ''): void {
  for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
}
