import { afterEach, describe, expect, it, vi } from 'vitest';
import { READ_CACHE_BYTES, forgetReads, readCacheBytes, readThrough } from './read-cache';

afterEach(() => {
  vi.useRealTimers();
  forgetReads();
});

describe('readThrough', () => {
  it('loads once while fresh, again after the time is up', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => 'value');
    expect(await readThrough('k', 1000, load)).toBe('value');
    expect(await readThrough('k', 1000, load)).toBe('value');
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await readThrough('k', 1000, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between callers that ask at the same time', async () => {
    let calls = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5));
    expect(await Promise.all([readThrough('same', 1000, load), readThrough('same', 1000, load)])).toEqual([1, 1]);
  });

  it('does not keep a failed load', async () => {
    await expect(readThrough('bad', 1000, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await readThrough('bad', 1000, async () => 'recovered')).toBe('recovered');
  });

  it('forgets by prefix', async () => {
    await readThrough('a:1', 1000, async () => 1);
    await readThrough('b:1', 1000, async () => 1);
    forgetReads('a:');
    expect(await readThrough('a:1', 1000, async () => 2)).toBe(2);
    expect(await readThrough('b:1', 1000, async () => 2)).toBe(1);
  });
});

describe('readThrough bound', () => {
  it('holds at most READ_CACHE_BYTES however many distinct keys are read', async () => {
    const value = 'x'.repeat(64 * 1024); // ~128 kB charged each
    for (let i = 0; i < 400; i++) await readThrough(`big:${i}`, 60_000, async () => value);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readCacheBytes()).toBeLessThanOrEqual(READ_CACHE_BYTES);
    expect(readCacheBytes()).toBeGreaterThan(READ_CACHE_BYTES / 2);
    // The most recent read is still kept, the first ones are gone.
    expect(await readThrough('big:399', 60_000, async () => 'reloaded')).toBe(value);
    expect(await readThrough('big:0', 60_000, async () => 'reloaded')).toBe('reloaded');
  });
});
