import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_MAX, countRows, roughly } from '../../src/features/listings/listing-count.server';
import { countText } from '../../src/lib/format';
import { engines, openTestDatabase, type TestDatabase } from '../support/databases';

describe('an estimate', () => {
  it('keeps three significant figures', () => {
    expect(roughly(12_437)).toBe(12_400);
    expect(roughly(987_654)).toBe(988_000);
    expect(roughly(10_001)).toBe(10_000);
    expect(countText(12_400, true)).toBe('about 12,400');
    expect(countText(41)).toBe('41');
  });
});

/** Counts on both engines: exact up to the cap, the planner's estimate past it, said as one. */
describe.each(engines)('counting rows on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const series = (n: number) => sql`select g from generate_series(1, ${sql.raw(String(n))}) as g`;

  it('counts exactly up to the cap', async () => {
    const count = await countRows(database.handle.db, series(EXACT_COUNT_MAX), sql`${series(EXACT_COUNT_MAX)} limit ${EXACT_COUNT_MAX + 1}`);
    expect(count).toEqual({ total: EXACT_COUNT_MAX, estimated: false });
  });

  it("past the cap answers the planner's estimate, rounded, and says it is one", async () => {
    const count = await countRows(database.handle.db, series(123_456), sql`${series(123_456)} limit ${EXACT_COUNT_MAX + 1}`);
    expect(count).toEqual({ total: 123_000, estimated: true });
  });
});
