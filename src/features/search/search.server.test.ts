import { beforeAll, describe, expect, it } from 'vitest';

/**
 * A one-letter search answers at once with nothing and asks the database nothing. The
 * process's database is pointed at a port where nothing listens, so any query would fail: the short
 * text must resolve, the longer one must not.
 */
let search: typeof import('./search.server').search;

beforeAll(async () => {
  process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:9/none';
  process.env.SEED_DEMO = '0';
  ({ search } = await import('./search.server'));
});

describe('search of text shorter than two characters', () => {
  const limits = { categories: 5, providers: 5 };

  // Resolving at all shows that no query was sent: the database is unreachable (the test below).
  it('answers empty results without a query', async () => {
    for (const q of ['a', 'P', ' x ', '']) expect(await search(q, 'Kolkata', limits)).toEqual({ categories: [], providers: [] });
  });

  it('while two characters do ask the database (here unreachable, so the search fails)', async () => {
    await expect(search('pl', '', limits)).rejects.toThrow();
  });
});
