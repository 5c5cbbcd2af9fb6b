/**
 * A bounded in-memory cache of answers that are slow or cost money to fetch (the Google geo calls): at
 * most `maxEntries`, each for `ttlMs`, the least recently used dropped first. It keeps the promise, so
 * concurrent asks for one key share a single fetch; a failed fetch is forgotten at once (the next ask
 * tries again). Per process: two server processes each keep their own, which only costs a few fetches.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(private readonly options: { maxEntries: number; ttlMs: number; now?: () => number }) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept answer for `key`, or `load()`'s, kept when it succeeds. With a TTL of 0 nothing is kept. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const { maxEntries, ttlMs } = this.options;
    if (ttlMs <= 0 || maxEntries <= 0) return load();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      if (hit.expires > now) {
        // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
        this.entries.set(key, hit);
        return hit.value;
      }
    }
    while (this.entries.size >= maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const value = load();
    this.entries.set(key, { expires: now + ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
