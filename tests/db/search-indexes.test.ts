import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, services } from '../../src/lib/server/db/schema';
import { categoryMatch, namedMatch, providerMatch } from '../../src/features/search/search.server';
import { engines, openTestDatabase, type TestDatabase } from '../support/databases';

/**
 * The search conditions can be answered from the GIN trigram indexes (search runs on indexes in the
 * database, not as a scan in the browser). With sequential scans switched off the planner must pick the
 * indexes; on the small demo catalogue it may prefer a scan, which is its call to make.
 */
describe.each(engines)('search conditions on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await database.handle.migrate();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function plan(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
    const { sql: text, params } = query.toSQL();
    // Inline the parameters (text only here) so that EXPLAIN sees the real values.
    const inlined = text.replace(/\$(\d+)/g, (_, n: string) => `'${String(params[Number(n) - 1]).replace(/'/g, "''")}'`);
    const db = database.handle.db;
    return db.transaction(async (tx) => {
      await tx.execute(sql.raw('SET LOCAL enable_seqscan = off'));
      const result = await tx.execute(sql.raw(`EXPLAIN ${inlined}`));
      const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  it('answers category matches from categories_name_trgm_idx', async () => {
    const db = database.handle.db;
    const text = await plan(db.select({ id: categories.id }).from(categories).where(categoryMatch('plumbr')));
    expect(text).toContain('categories_name_trgm_idx');
    expect(text).not.toContain('Seq Scan');
  });

  it('answers provider matches from the search text and address trigram indexes, and no typo over every name', async () => {
    const db = database.handle.db;
    const text = await plan(db.select({ id: services.id }).from(services).where(providerMatch('plumbr')));
    expect(text).toMatch(/services_(city_)?search_(trgm_)?idx/);
    expect(text).toContain('services_city_address_idx');
    expect(text).not.toMatch(/name_trgm/);
    expect(text).not.toContain('Seq Scan');
  });

  it("answers the listings of the categories whose words match from an index of the category, not from each listing's text", async () => {
    const db = database.handle.db;
    const everywhere = await plan(
      db
        .select({ id: services.id })
        .from(services)
        .where(providerMatch('nalsaz', undefined, { candidates: 125, categoryIds: [7, 8] })),
    );
    // One of the lists' indexes of the listed (at a million listings, services_listed_category_rank_idx), not the table.
    expect(everywhere).toMatch(/services_listed_\w+_idx/);
    expect(everywhere).toMatch(/services_(city_)?search_(trgm_)?idx/);
    expect(everywhere).not.toContain('Seq Scan');
    const inCity = await plan(
      db
        .select({ id: services.id })
        .from(services)
        .where(providerMatch('nalsaz', eq(services.city, 'Kolkata'), { candidates: 125, categoryIds: [7, 8] })),
    );
    expect(inCity).toMatch(/services_city_\w+_idx/);
    expect(inCity).not.toContain('Seq Scan');
  });

  it('answers a search in a city from an index that starts with the city', async () => {
    const db = database.handle.db;
    const text = await plan(
      db
        .select({ id: services.id })
        .from(services)
        .where(providerMatch('sharma', eq(services.city, 'Kolkata'))),
    );
    expect(text).toMatch(/services_city_\w+_idx/);
    // In a city, typos are forgiven in the name.
    expect(text).toContain("'sharma'::text <% service_name");
    expect(text).not.toContain('Seq Scan');
  });

  it('matches text too short for trigrams by a name start in the city only, never by reading every listing', async () => {
    const db = database.handle.db;
    expect(await plan(db.select({ id: services.id }).from(services).where(providerMatch('sh')))).not.toContain('Scan on services');
    const inCity = await plan(
      db
        .select({ id: services.id })
        .from(services)
        .where(providerMatch('sh', eq(services.city, 'Kolkata'))),
    );
    expect(inCity).toContain('services_city_');
    expect(inCity).not.toContain('Seq Scan');
  });

  it('looks for a name beside a category in names and addresses of that category in that city, not in the search text', async () => {
    const db = database.handle.db;
    const scope = and(inArray(services.categoryId, [1, 2, 3]), eq(services.city, 'Kolkata'))!;
    const named = namedMatch(['chatterjee', 'works'], scope)!;
    const text = await plan(db.select({ id: services.id }).from(services).where(named));
    // From an index that starts with the city (or the address trigrams), as the planner prices them on
    // the rows it has (at a million listings: the name and address trigrams); never from the search text.
    expect(text).toMatch(/services_city_\w+_idx/);
    expect(text).not.toContain('search_text');
    expect(text).not.toContain('Seq Scan');
    // Each branch is held to the categories and the city before its limit, not after.
    expect(text.match(/category_id = ANY/g)?.length).toBeGreaterThanOrEqual(2);
    // Words too short for a trigram are not looked for.
    expect(namedMatch(['ji', 'a'], scope)).toBeNull();
  });
});
