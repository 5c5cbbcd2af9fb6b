import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../src/features/demo/demo-seed.server';
import { readCategoryWords } from '../../src/features/listings/search-text.server';
import { synonymsMetaKey } from '../../src/features/search/synonyms.server';
import { synonymRows } from '../../src/features/search/synonyms/category-synonyms';
import { engines, openSeededTestDatabase, type TestDatabase } from '../support/databases';

/**
 * The synonyms search understands are rows loaded by the demo seed: every term of the data file, once;
 * loading again changes nothing; a database whose synonyms are older (or missing) gets the new terms
 * and keeps the rows someone added.
 */
describe.each(engines)('category synonyms on %s', (engine) => {
  let database: TestDatabase;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  const checksum = async () =>
    (
      await rows<{ sum: string }>(
        sql`select md5(string_agg(category_id || ':' || term || ':' || lang, '|' order by category_id, term)) as sum from category_synonyms`,
      )
    )[0]!.sum;

  beforeAll(async () => {
    database = await openSeededTestDatabase(engine);
  });
  afterAll(() => database?.dispose());

  it('holds every term of the data file for its category, in its language', async () => {
    const stored = await rows<{ slug: string; term: string; lang: string }>(
      sql`select c.slug, s.term, s.lang from category_synonyms s join categories c on c.id = s.category_id`,
    );
    const expected = synonymRows();
    expect(stored.length).toBe(expected.length);
    const key = (row: { slug: string; term: string; lang: string }) => `${row.slug}|${row.term}|${row.lang}`;
    expect(new Set(stored.map(key))).toEqual(new Set(expected.map(key)));
    expect(stored).toContainEqual({ slug: 'plumbing', term: 'nalsaz', lang: 'hi-Latn' });
    expect(stored).toContainEqual({ slug: 'law', term: 'উকিল', lang: 'bn' });
  });

  it("keeps the words of the eight further languages whole, in their scripts, and in the categories' words search reads", async () => {
    const stored = await rows<{ slug: string; term: string; lang: string }>(
      sql`select c.slug, s.term, s.lang from category_synonyms s join categories c on c.id = s.category_id where s.lang not in ('en', 'hi', 'bn', 'hi-Latn', 'bn-Latn')`,
    );
    expect(stored).toContainEqual({ slug: 'plumbing', term: 'பிளம்பர்', lang: 'ta' });
    expect(stored).toContainEqual({ slug: 'ambulance', term: 'ആംബുലൻസ്', lang: 'ml' });
    expect(stored).toContainEqual({ slug: 'carpentry', term: 'ਤਰਖਾਣ', lang: 'pa' });
    expect(stored).toContainEqual({ slug: 'carpentry', term: 'tarkhan', lang: 'pa-Latn' });
    expect(new Set(stored.map((row) => row.lang.slice(0, 2)))).toEqual(new Set(['ta', 'te', 'kn', 'ml', 'mr', 'gu', 'pa', 'or']));
    // The categories' words (lower-cased by the database) hold them letter for letter, and a containment finds them.
    const words = await readCategoryWords(database.handle.db);
    for (const word of ['ప్లంబర్', 'ଡ୍ରାଇଭର', 'ആംബുലൻസ്', 'tarkhan'])
      expect(
        words.some((category) => category.text.includes(word)),
        word,
      ).toBe(true);
  });

  it('changes nothing when loaded again', async () => {
    const before = await checksum();
    await seedDemoCatalogue(database.handle.db);
    expect(await checksum()).toBe(before);
  });

  it('adds what is missing to older synonyms and keeps rows someone added', async () => {
    await database.handle.db.execute(sql`delete from category_synonyms where term in ('nalsaz', 'plumber')`);
    await database.handle.db.execute(
      sql`insert into category_synonyms (category_id, term, lang) select id, 'jal mistri', 'hi-Latn' from categories where slug = 'plumbing'`,
    );
    await database.handle.db.execute(sql`update meta set value = '{"version": 0}' where key = ${synonymsMetaKey}`);
    await seedDemoCatalogue(database.handle.db);
    const plumbing = await rows<{ term: string }>(
      sql`select s.term from category_synonyms s join categories c on c.id = s.category_id where c.slug = 'plumbing'`,
    );
    expect(plumbing.map((row) => row.term)).toEqual(expect.arrayContaining(['nalsaz', 'plumber', 'jal mistri']));
  });
});
