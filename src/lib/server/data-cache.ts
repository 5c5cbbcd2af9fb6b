/**
 * The server's one data cache: public catalogue reads (category tree, listings, store lists, search),
 * the finished answers of SPEC.md's catalogue reads made with POST (scripts/serve.ts) and compressed
 * bodies (compression.ts), all in one least-recently-used store bounded by bytes. Pages are kept by
 * Astro's route cache (astro.config.mjs); this holds what is not a page.
 *
 * Each entry carries tags; a write that changes what a reader sees invalidates the tags it touched
 * (invalidation.ts, called by features' writers such as listing-changed.server.ts), and this process and
 * every other on the same database forget them. While this process cannot hear the others, nothing is kept.
 * Nothing that depends on a signed-in user goes through here.
 */
import { LRUCache } from 'lru-cache';
import { cachesTrusted, registerCache } from './invalidation';

/** Bytes of everything kept (estimated for objects, exact for bytes and text); the least recently used go first. */
export const DATA_CACHE_BYTES = 32 * 1024 * 1024;
/** Charged to every entry on top of its value, for its key and bookkeeping, so that many tiny entries are bounded too. */
const ENTRY_OVERHEAD_BYTES = 128;
/** Charged for a load still running, until its value's size is known. */
const PENDING_BYTES = 1024;

interface Entry {
  value: Promise<unknown>;
  tags: readonly string[];
}

const entries = new LRUCache<string, Entry>({ maxSize: DATA_CACHE_BYTES });

/**
 * About how many bytes a value holds in memory: exact for bytes, two bytes a character for text, and for
 * anything else its JSON text (Maps and Sets by their entries). An estimate that grows with the value,
 * which is what a bound needs; a value that cannot be serialised (a cycle) is charged `fallback`.
 */
export function estimateBytes(value: unknown, fallback = 64 * 1024): number {
  if (value instanceof Uint8Array) return value.byteLength;
  if (typeof value === 'string') return value.length * 2;
  try {
    const text = JSON.stringify(value, (_key, item: unknown) => (item instanceof Map || item instanceof Set ? [...item] : item));
    return (text?.length ?? 0) * 2;
  } catch {
    return fallback;
  }
}

/**
 * `bytes` in memory of their own, exactly their size, for keeping here: a Buffer that is a view into a larger
 * one (zlib's 64 kB output chunk, a slice of Node's shared 8 kB pool) would keep all of it alive, which the
 * byte bound does not see. A Buffer that already owns exactly its bytes is kept as it is.
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/**
 * The kept value of `key`, or `load()`'s, kept for `ttlMs` (0: until it is the least recently used) under
 * `tags`. Concurrent asks share one load; a failed load is not kept; a load that outlives a `forgetTags`
 * of its tags is not kept either.
 */
export function cached<T>(key: string, options: { ttlMs: number; tags: readonly string[] }, load: () => Promise<T>): Promise<T> {
  if (!cachesTrusted()) return load();
  const hit = entries.get(key);
  if (hit) return hit.value as Promise<T>;
  const value = load();
  const entry: Entry = { value, tags: options.tags };
  entries.set(key, entry, { ttl: options.ttlMs, size: PENDING_BYTES + ENTRY_OVERHEAD_BYTES });
  value.then(
    (loaded) => {
      // Charged its real size from now on, keeping the time it has left.
      if (entries.peek(key) === entry) entries.set(key, { ...entry }, { noUpdateTTL: true, size: estimateBytes(loaded) + ENTRY_OVERHEAD_BYTES });
    },
    () => {
      if (entries.peek(key) === entry) entries.delete(key);
    },
  );
  return value;
}

/** The value kept under `key`, if any, without loading one (a finished answer, scripts/serve.ts). */
export const peekCached = <T>(key: string): Promise<T> | undefined => entries.get(key)?.value as Promise<T> | undefined;

/** Keeps a value that is already at hand (a finished answer) for `ttlMs` under `tags`. */
export function keepCached(key: string, value: unknown, options: { ttlMs: number; tags: readonly string[]; bytes: number }): void {
  if (!cachesTrusted()) return;
  entries.set(key, { value: Promise.resolve(value), tags: options.tags }, { ttl: options.ttlMs, size: options.bytes + ENTRY_OVERHEAD_BYTES });
}

/** Forgets every entry that carries one of `tags` (invalidation.ts calls it for this process's writes and every other's). */
export function forgetTags(tags: readonly string[]): void {
  for (const [key, entry] of entries.entries()) if (entry.tags.some((tag) => tags.includes(tag))) entries.delete(key);
}

/** Bytes the cache is charged for now (for tests and diagnostics). */
export const dataCacheBytes = (): number => entries.calculatedSize;

/** Forgets everything (tests). */
export const clearDataCache = (): void => entries.clear();

registerCache({ forget: forgetTags, forgetAll: clearDataCache });
