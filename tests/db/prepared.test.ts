import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNNAMED, preparedOnce } from '../../src/lib/server/db/prepared';
import { engines, openTestDatabase, type TestDatabase } from '../support/databases';

/** A table of this test's own: an empty database needs no migration for it. */
const things = pgTable('prepared_things', { id: integer('id').primaryKey(), name: text('name').notNull() });

/** A statement built once per shape and run with each request's values, on both engines (the listing read's way). */
describe.each(engines)('a statement built once on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await database.handle.db.execute(sql`create table prepared_things (id integer primary key, name text not null)`);
    await database.handle.db.insert(things).values([
      { id: 9001, name: 'Alpha' },
      { id: 9002, name: 'Beta' },
      { id: 9003, name: 'Gamma' },
    ]);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  let built = 0;
  const byIds = () =>
    preparedOnce(database.handle.db, 'test:things-by-ids', () => {
      built++;
      const { db } = database.handle;
      return db
        .select({ id: things.id, name: things.name })
        .from(things)
        .where(sql`${things.id} = any(${sql.placeholder('ids')}::int[])`)
        .orderBy(things.id)
        .limit(sql.placeholder('limit'))
        .prepare(UNNAMED);
    });

  it('is built the first time only, and each run answers for its own values (an array as one parameter)', async () => {
    expect(await byIds().execute({ ids: [9001, 9003], limit: 10 })).toEqual([
      { id: 9001, name: 'Alpha' },
      { id: 9003, name: 'Gamma' },
    ]);
    expect(await byIds().execute({ ids: [9002], limit: 10 })).toEqual([{ id: 9002, name: 'Beta' }]);
    expect(await byIds().execute({ ids: [9001, 9002, 9003], limit: 2 })).toEqual([
      { id: 9001, name: 'Alpha' },
      { id: 9002, name: 'Beta' },
    ]);
    expect(await byIds().execute({ ids: [], limit: 10 })).toEqual([]);
    expect(built).toBe(1);
  });

  it('is kept apart for each database: another database builds its own', async () => {
    const other = await openTestDatabase(engine);
    try {
      const statement = preparedOnce(other.handle.db, 'test:things-by-ids', () => 'built for the other');
      expect(statement).toBe('built for the other');
    } finally {
      await other.dispose();
    }
  });
});
