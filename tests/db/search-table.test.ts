import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  askForSearchTable,
  fillSearchTable,
  SEARCH_TABLE_JOB,
  SEARCH_TABLE_KEY,
  searchTableJob,
} from '../../src/features/listings/search-table.server';
import { providerMatch } from '../../src/features/search/search.server';
import { queryRows } from '../../src/lib/server/db/rows';
import { services } from '../../src/lib/server/db/schema';
import { createJobRunner } from '../../src/lib/server/jobs';
import { engines, openSeededTestDatabase, type TestDatabase } from '../support/databases';

/**
 * listing_search (listings/search-table.server.ts) on each engine: the triggers keep it as services change, the
 * migration filled it for the demo catalogue, and on a catalogue it did not fill the job copies every listing
 * in keyset steps, keeps what the triggers wrote meanwhile, and only then marks it filled.
 */
describe.each(engines)('the listing search table on %s', (engine) => {
  let database: TestDatabase;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.handle.db, query);
  const T0 = new Date('2031-03-01T10:00:00Z');
  const copy = () =>
    rows<{ id: number; city: string; search_text: string }>(sql`select service_id as id, city, search_text from listing_search order by service_id`);
  const source = () => rows<{ id: number; city: string; search_text: string }>(sql`select id, city, search_text from services order by id`);
  const filled = async () => (await rows(sql`select 1 from meta where key = ${SEARCH_TABLE_KEY}`)).length > 0;

  beforeAll(async () => {
    database = await openSeededTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('holds every listing of the seeded catalogue, marked filled by the migration, and a start asks for no fill', async () => {
    expect((await source()).length).toBeGreaterThan(100);
    expect(await copy()).toEqual(await source());
    expect(await filled()).toBe(true);
    expect(await askForSearchTable(database.handle.db)).toBe(false);
    expect(await rows(sql`select id from jobs where name = ${SEARCH_TABLE_JOB}`)).toEqual([]);
  });

  it('matches the same listings as the search text in services, in a city and everywhere', async () => {
    const matched = async (q: string, city: string | undefined, searchTable: { city?: string } | undefined) => {
      const scope = city ? eq(services.city, city) : undefined;
      const found = await database.handle.db
        .select({ id: services.id })
        .from(services)
        .where(providerMatch(q, scope, { candidates: 100_000, typos: false, searchTable }))
        .orderBy(services.id);
      return found.map((row) => row.id);
    };
    let seen = 0;
    for (const q of ['sharma', 'salt lake', 'plumb', 'beauty parlour', 'das', 'andheri west', 'xyzzy']) {
      for (const city of ['Kolkata', 'Mumbai', undefined]) {
        const fromServices = await matched(q, city, undefined);
        expect(await matched(q, city, { city }), `${q} in ${city ?? 'India'}`).toEqual(fromServices);
        seen += fromServices.length;
      }
    }
    expect(seen).toBeGreaterThan(20);
  });

  it("follows a listing's city and search text as they change, and goes with the listing", async () => {
    const [listing] = await source();
    await database.handle.db.execute(
      sql`update services set search_text = 'sharma tent house salt lake', city = 'Kolkata' where id = ${listing!.id}`,
    );
    await database.handle.db.execute(sql`update services set rating_count = rating_count + 1 where id = ${listing!.id}`);
    expect(await rows(sql`select city, search_text from listing_search where service_id = ${listing!.id}`)).toEqual([
      { city: 'Kolkata', search_text: 'sharma tent house salt lake' },
    ]);
    const [added] = await rows<{ id: number }>(
      sql`insert into services (partner_id, category_id, service_name, slug, service_address, city, search_text, lat, lng, price, contact_no, featured_image)
        select partner_id, category_id, 'Das Tent House', 'das-tent-house-test', 'Dover Lane, Kolkata', 'Kolkata', 'das tent house dover lane',
          lat, lng, price, contact_no, featured_image
        from services where id = ${listing!.id} returning id`,
    );
    expect(await rows(sql`select city, search_text from listing_search where service_id = ${added!.id}`)).toEqual([
      { city: 'Kolkata', search_text: 'das tent house dover lane' },
    ]);
    await database.handle.db.execute(sql`delete from services where id = ${added!.id}`);
    expect(await rows(sql`select 1 from listing_search where service_id = ${added!.id}`)).toEqual([]);
    expect(await copy()).toEqual(await source());
  });

  it('fills a catalogue the migration left unfilled in keyset steps behind the start, keeping what the triggers wrote, then marks it filled', async () => {
    const before = await source();
    await database.handle.db.execute(sql`delete from listing_search where service_id % 4 <> 1`);
    await database.handle.db.execute(sql`delete from meta where key = ${SEARCH_TABLE_KEY}`);
    expect(await askForSearchTable(database.handle.db, 200)).toBe(true);
    // Asked again (a second instance's start): the fill waiting is kept, with its cursor.
    expect(await askForSearchTable(database.handle.db, 200)).toBe(false);
    await database.handle.db.execute(sql`update jobs set run_at = ${T0.toISOString()}::timestamptz where name = ${SEARCH_TABLE_JOB}`);
    const runner = createJobRunner({ db: database.handle.db, jobs: [searchTableJob], now: () => T0 });
    expect(await runner.runOne()).toBe(true);
    // One step: the first 200 listings, and not yet filled, so search still reads services.
    const [waiting] = await rows<{ payload: { after: number } }>(sql`select payload from jobs where name = ${SEARCH_TABLE_JOB}`);
    expect(waiting!.payload.after).toBe(before[199]!.id);
    expect(await filled()).toBe(false);
    // A listing past the cursor changes meanwhile: the trigger writes it, and the fill leaves it as written.
    const later = before.at(-3)!;
    await database.handle.db.execute(sql`update services set search_text = 'renamed meanwhile' where id = ${later.id}`);
    expect(await runner.drain()).toBeGreaterThan(0);
    expect(await filled()).toBe(true);
    const after = await copy();
    expect(after.find((row) => row.id === later.id)?.search_text).toBe('renamed meanwhile');
    expect(after).toEqual(await source());
    expect(await rows(sql`select id from jobs where name = ${SEARCH_TABLE_JOB}`)).toEqual([]);
    // A step past the last listing reads nothing and says so.
    expect(await fillSearchTable(database.handle.db, after.at(-1)!.id)).toEqual({ last: null, filled: 0 });
  });
});
