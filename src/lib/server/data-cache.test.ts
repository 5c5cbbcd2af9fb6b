import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_CACHE_BYTES, cached, clearDataCache, dataCacheBytes, estimateBytes, forgetTags, keepCached, peekCached } from './data-cache';

afterEach(() => clearDataCache());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tagged = (ttlMs: number, ...tags: string[]) => ({ ttlMs, tags });

describe('cached', () => {
  it('loads once while fresh, again after the time is up', async () => {
    const load = vi.fn(async () => 'value');
    expect(await cached('k', tagged(40), load)).toBe('value');
    expect(await cached('k', tagged(40), load)).toBe('value');
    expect(load).toHaveBeenCalledTimes(1);
    await pause(60);
    await cached('k', tagged(40), load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between callers that ask at the same time', async () => {
    let calls = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5));
    expect(await Promise.all([cached('same', tagged(1000), load), cached('same', tagged(1000), load)])).toEqual([1, 1]);
  });

  it('does not keep a failed load', async () => {
    await expect(cached('bad', tagged(1000), async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cached('bad', tagged(1000), async () => 'recovered')).toBe('recovered');
  });
});

describe('forgetTags', () => {
  it('forgets the entries that carry a tag, and only those', async () => {
    await cached('listing', tagged(1000, 'listings'), async () => 1);
    await cached('tree', tagged(1000, 'categories'), async () => 1);
    keepCached('answer', 'kept', { ttlMs: 1000, tags: ['listings', 'other'], bytes: 4 });
    forgetTags(['listings']);
    expect(await cached('listing', tagged(1000, 'listings'), async () => 2)).toBe(2);
    expect(await cached('tree', tagged(1000, 'categories'), async () => 2)).toBe(1);
    expect(peekCached('answer')).toBeUndefined();
  });

  it('does not keep a load that was running when its tag was forgotten', async () => {
    let finish: (value: string) => void = () => undefined;
    const running = cached('slow', tagged(1000, 'listings'), () => new Promise<string>((resolve) => (finish = resolve)));
    forgetTags(['listings']);
    finish('before the write');
    expect(await running).toBe('before the write');
    expect(await cached('slow', tagged(1000, 'listings'), async () => 'after the write')).toBe('after the write');
  });
});

describe('the bound', () => {
  it('holds at most DATA_CACHE_BYTES however many distinct keys are read, the least recently used going first', async () => {
    const value = 'x'.repeat(64 * 1024); // ~128 kB charged each
    for (let i = 0; i < 400; i++) await cached(`big:${i}`, tagged(60_000), async () => value);
    await pause(0);
    expect(dataCacheBytes()).toBeLessThanOrEqual(DATA_CACHE_BYTES);
    expect(dataCacheBytes()).toBeGreaterThan(DATA_CACHE_BYTES / 2);
    expect(await cached('big:399', tagged(60_000), async () => 'reloaded')).toBe(value);
    expect(await cached('big:0', tagged(60_000), async () => 'reloaded')).toBe('reloaded');
  });

  it('bounds many tiny entries by their overhead, and never keeps one larger than the whole', async () => {
    for (let i = 0; i < 1000; i++) keepCached(`tiny:${i}`, i, { ttlMs: 1000, tags: [], bytes: 0 });
    keepCached('huge', 'x', { ttlMs: 1000, tags: [], bytes: DATA_CACHE_BYTES });
    expect(peekCached('huge')).toBeUndefined();
    expect(await peekCached('tiny:999')).toBe(999);
  });
});

describe('estimateBytes', () => {
  it('grows with the value, Maps, bytes and strings included', () => {
    expect(estimateBytes('x'.repeat(1000))).toBe(2000);
    expect(estimateBytes(Buffer.alloc(300))).toBe(300);
    const small = estimateBytes(new Map([[1, { a: 'x' }]]));
    const large = estimateBytes(new Map(Array.from({ length: 100 }, (_, i) => [i, { a: 'x'.repeat(100) }])));
    expect(large).toBeGreaterThan(100 * small);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(estimateBytes(cyclic, 4096)).toBe(4096);
  });
});
