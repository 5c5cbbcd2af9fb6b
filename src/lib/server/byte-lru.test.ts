import { describe, expect, it } from 'vitest';
import { ByteLru, ENTRY_OVERHEAD_BYTES, estimateBytes } from './byte-lru';

describe('ByteLru', () => {
  it('keeps what fits its bytes, dropping the least recently used first', () => {
    const lru = new ByteLru<string>(3 * (100 + ENTRY_OVERHEAD_BYTES));
    lru.set('a', 'A', 100);
    lru.set('b', 'B', 100);
    lru.set('c', 'C', 100);
    expect(lru.get('a')).toBe('A'); // a is now the most recently used
    lru.set('d', 'D', 100);
    expect(lru.get('b')).toBeUndefined();
    expect([...lru.keys()].sort()).toEqual(['a', 'c', 'd']);
    expect(lru.bytes).toBe(3 * (100 + ENTRY_OVERHEAD_BYTES));
  });

  it('bounds many tiny entries by their overhead, and never keeps one larger than the whole', () => {
    const lru = new ByteLru<number>(10 * ENTRY_OVERHEAD_BYTES);
    for (let i = 0; i < 1000; i++) lru.set(`k${i}`, i, 0);
    expect(lru.size).toBe(10);
    lru.set('huge', 1, 10 * ENTRY_OVERHEAD_BYTES);
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.bytes).toBeLessThanOrEqual(lru.maxBytes);
  });

  it('charges a size learnt later only while the same value is held', () => {
    const lru = new ByteLru<object>(1000 + 2 * ENTRY_OVERHEAD_BYTES);
    const first = {};
    lru.set('k', first, 1);
    lru.set('other', {}, 1);
    lru.resize('k', {}, 900); // another value: ignored
    expect(lru.bytes).toBe(2 * (1 + ENTRY_OVERHEAD_BYTES));
    lru.resize('k', first, 900);
    expect(lru.bytes).toBe(900 + 1 + 2 * ENTRY_OVERHEAD_BYTES);
    lru.resize('other', lru.get('other')!, 500); // the total no longer fits: the least recently used (k) goes
    expect(lru.get('k')).toBeUndefined();
    expect(lru.bytes).toBe(500 + ENTRY_OVERHEAD_BYTES);
  });
});

describe('estimateBytes', () => {
  it('grows with the value, Maps and strings included', () => {
    expect(estimateBytes('x'.repeat(1000))).toBe(2000);
    const small = estimateBytes(new Map([[1, { a: 'x' }]]));
    const large = estimateBytes(new Map(Array.from({ length: 100 }, (_, i) => [i, { a: 'x'.repeat(100) }])));
    expect(large).toBeGreaterThan(100 * small);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(estimateBytes(cyclic, 4096)).toBe(4096);
  });
});
