import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../src/lib/server/db/schema';
import { type CategoryName, categoriesNamedLike, categoriesNamedLikeInDatabase, categoryNames } from '../../src/features/search/search.server';
import { similarity, trigramsInOrder, wordSimilarity } from '../../src/features/search/trigrams';
import { queryRows } from '../../src/lib/server/db/rows';
import { engines, openSeededTestDatabase, type TestDatabase } from '../support/databases';

/** What a visitor types: each category name's first 2 to 9 letters, misspelt, a word of it, other words, odd marks. */
function typedTexts(names: string[]): string[] {
  const texts = new Set<string>(['plumbr', 'elctrician', 'beauty parlour', 'ac repair', 'car', 'x', 'zzzq', '50%', 'a_b', 'tutor home', '  spa ']);
  names.forEach((name, index) => {
    const lower = name.toLowerCase();
    texts.add(lower.slice(0, 2 + (index % 8)));
    // A letter dropped, and two swapped.
    if (lower.length > 5) texts.add(lower.slice(0, 2) + lower.slice(3, 7));
    if (lower.length > 6) texts.add(lower.slice(0, 3) + lower[4] + lower[3] + lower.slice(5, 8));
    const words = lower.split(/[^a-z0-9]+/).filter(Boolean);
    if (words.length > 1) texts.add(words.at(-1)!);
  });
  return [...texts];
}

/**
 * The category match of suggestions in memory (search.server.ts categoriesNamedLike, trigrams.ts) answers as
 * pg_trgm and the database's query do, on both engines: the same scores to the float, the same categories in
 * the same order.
 */
describe.each(engines)('category names matched in memory as on %s', (engine) => {
  let database: TestDatabase;
  let rows: { id: number; name: string }[];
  let names: CategoryName[];
  beforeAll(async () => {
    database = await openSeededTestDatabase(engine);
    rows = await database.handle.db.select({ id: categories.id, name: categories.name }).from(categories);
    names = categoryNames(rows)!;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('has plain ASCII names to match in memory', () => {
    expect(rows.length).toBeGreaterThan(100);
    expect(names).toHaveLength(rows.length);
  });

  it("scores each name as pg_trgm's similarity and word_similarity do", async () => {
    const texts = typedTexts(rows.map((row) => row.name)).filter((_, index) => index % 4 === 0);
    let compared = 0;
    for (const q of texts) {
      const scored = await queryRows<{ id: number; s: number; w: number }>(
        database.handle.db,
        sql`select id, similarity(name, ${q}) as s, word_similarity(${q}, name) as w from ${categories}`,
      );
      const qGrams = new Set(trigramsInOrder(q));
      for (const row of scored) {
        const name = names.find((entry) => entry.id === row.id)!;
        expect([q, name.lower, similarity(name.grams, qGrams), wordSimilarity(qGrams, name.sequence)]).toEqual([
          q,
          name.lower,
          // A float4, as the database prints it (the shortest text that reads back as the same float4).
          Math.fround(Number(row.s)),
          Math.fround(Number(row.w)),
        ]);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(5_000);
  });

  it('finds the same categories in the same order as the query it stands for', async () => {
    const texts = typedTexts(rows.map((row) => row.name));
    let found = 0;
    for (const q of texts) {
      const inDatabase = await categoriesNamedLikeInDatabase(database.handle.db, q, 8);
      expect([q, categoriesNamedLike(q, names, 8)]).toEqual([q, inDatabase]);
      found += inDatabase.length;
    }
    expect(texts.length).toBeGreaterThan(300);
    expect(found).toBeGreaterThan(texts.length);
  });
});
