import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../support/databases';

/**
 * Embedded PGlite runs with a small buffer pool (src/lib/server/db/client.ts), and since PGlite writes its
 * postgresql.conf anew from the settings it is given, the ones initdb wrote are still in force.
 */
describe('PGlite settings', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const setting = async (name: string) =>
    Object.values(((await database.handle.db.execute(sql.raw(`SHOW ${name}`))) as unknown as { rows: Record<string, string>[] }).rows[0]!)[0];

  it('keeps a 32 MB buffer pool, and initdb’s time zone, date style and text search configuration', async () => {
    expect(await setting('shared_buffers')).toBe('32MB');
    expect(await setting('timezone')).toBe('UTC');
    expect(await setting('datestyle')).toBe('ISO, MDY');
    expect(await setting('default_text_search_config')).toBe('pg_catalog.english');
    expect(await setting('lc_messages')).toBe('C');
  });
});
