/**
 * A least-recently-used map bounded by the bytes of what it holds, not by its number of entries: the
 * server's memos (read-cache.ts, public-read-answers.ts, compression.ts) hold answers from a few bytes to
 * hundreds of kB, so a bound on entries bounds nothing (issue 15: 1,500 small variants of one request
 * each kept an all-cities answer). Each entry is charged its size plus a fixed overhead for its key and
 * bookkeeping, so that many tiny entries are bounded too.
 */
export const ENTRY_OVERHEAD_BYTES = 128;

export class ByteLru<V> {
  readonly #entries = new Map<string, { value: V; size: number }>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  /** Bytes charged for what is held now. */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value of `key`, which becomes the most recently used. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` under `key`, charged `size` bytes; the least recently used go until the total fits. A value larger than the whole bound is not kept. */
  set(key: string, value: V, size: number): void {
    this.delete(key);
    const charged = Math.max(0, size) + ENTRY_OVERHEAD_BYTES;
    if (charged > this.maxBytes) return;
    this.#entries.set(key, { value, size: charged });
    this.#bytes += charged;
    this.#evict();
  }

  /** Charges `size` bytes for `key` from now on, if it still holds `value` (a size known only once a load finished). */
  resize(key: string, value: V, size: number): void {
    const entry = this.#entries.get(key);
    if (entry === undefined || entry.value !== value) return;
    const charged = Math.max(0, size) + ENTRY_OVERHEAD_BYTES;
    if (charged > this.maxBytes) {
      this.delete(key);
      return;
    }
    this.#bytes += charged - entry.size;
    entry.size = charged;
    this.#evict();
  }

  delete(key: string): boolean {
    const entry = this.#entries.get(key);
    if (entry === undefined) return false;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
    return true;
  }

  keys(): IterableIterator<string> {
    return this.#entries.keys();
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(key);
      this.#bytes -= entry.size;
    }
  }
}

/**
 * About how many bytes a value holds in memory, from its JSON text (Maps and Sets counted by their
 * entries), two bytes a character: an estimate, but one that grows with the value, which is what a
 * bound needs. A value that cannot be serialised (a cycle) is charged `fallback`.
 */
export function estimateBytes(value: unknown, fallback = 64 * 1024): number {
  if (typeof value === 'string') return value.length * 2;
  if (Buffer.isBuffer(value)) return value.length;
  try {
    const text = JSON.stringify(value, (_key, item: unknown) => (item instanceof Map || item instanceof Set ? [...item] : item));
    return (text?.length ?? 0) * 2;
  } catch {
    return fallback;
  }
}
