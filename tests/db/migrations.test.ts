import { sql } from 'drizzle-orm';
import type { QueryResult } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, openTestDatabase, type TestDatabase } from '../support/databases';

describe.each(engines)('migrations on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database?.dispose());

  it('create every table and the trigram extension, and running them again changes nothing', async () => {
    await database.handle.migrate();
    await database.handle.migrate();
    const tables = (await database.handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as QueryResult<{ table_name: string }>;
    const names = tables.rows.map((row) => row.table_name);
    for (const table of ['users', 'sessions', 'otp_codes', 'categories', 'partners', 'services', 'reviews', 'bookings']) {
      expect(names).toContain(table);
    }
    const extension = (await database.handle.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`)) as QueryResult<{
      extname: string;
    }>;
    expect(extension.rows).toHaveLength(1);
    const similarity = (await database.handle.db.execute(sql`select similarity('plumber', 'plumbr') as s`)) as QueryResult<{ s: number }>;
    expect(Number(similarity.rows[0]?.s)).toBeGreaterThan(0.4);
  });
});
