import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

function counter() {
  const calls: string[] = [];
  const load =
    (key: string, fail = false) =>
    () => {
      calls.push(key);
      return fail ? Promise.reject(new Error('upstream down')) : Promise.resolve(`answer ${key}`);
    };
  return { calls, load };
}

describe('TtlCache', () => {
  it('answers a key from memory until its time is up', async () => {
    let now = 1_000;
    const cache = new TtlCache<string>({ maxEntries: 10, ttlMs: 60_000, now: () => now });
    const { calls, load } = counter();
    expect(await cache.get('a', load('a'))).toBe('answer a');
    expect(await cache.get('a', load('a'))).toBe('answer a');
    expect(calls).toEqual(['a']);
    now += 60_000;
    await cache.get('a', load('a'));
    expect(calls).toEqual(['a', 'a']);
  });

  it('shares one fetch between concurrent asks, and forgets a failed one', async () => {
    const cache = new TtlCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    const { calls, load } = counter();
    await Promise.all([cache.get('a', load('a')), cache.get('a', load('a'))]);
    expect(calls).toEqual(['a']);
    await expect(cache.get('b', load('b', true))).rejects.toThrow('upstream down');
    await Promise.resolve();
    expect(await cache.get('b', load('b'))).toBe('answer b');
    expect(calls).toEqual(['a', 'b', 'b']);
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const cache = new TtlCache<string>({ maxEntries: 2, ttlMs: 60_000 });
    const { calls, load } = counter();
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a')); // a used again: b is now the oldest
    await cache.get('c', load('c'));
    expect(cache.size).toBe(2);
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps nothing with a TTL of 0', async () => {
    const cache = new TtlCache<string>({ maxEntries: 10, ttlMs: 0 });
    const { calls, load } = counter();
    await cache.get('a', load('a'));
    await cache.get('a', load('a'));
    expect(calls).toEqual(['a', 'a']);
    expect(cache.size).toBe(0);
  });
});
