import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintainTables, maintenanceNeeds, startAutovacuum } from '../../src/lib/server/db/autovacuum';
import { engines, openTestDatabase, type TestDatabase } from '../support/databases';

/**
 * PGlite has no autovacuum: src/lib/server/db/autovacuum.ts does its work. Updates leave dead rows; the
 * tables past autovacuum's thresholds are found, vacuumed (dead rows gone, their space reused by the next
 * updates) and the timer does it by itself. Run on both engines: the same SQL serves PostgreSQL.
 */
describe.each(engines)('autovacuum on %s', (engine) => {
  let database: TestDatabase;
  const rows = async (query: ReturnType<typeof sql>) => (await database.handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  const deadRows = async () =>
    Number((await rows(sql`select n_dead_tup from pg_stat_user_tables where relname = 'vacuum_probe'`)).rows[0]?.n_dead_tup ?? -1);
  const size = async () => Number((await rows(sql`select pg_relation_size('vacuum_probe') as size`)).rows[0]!.size);
  const updateAll = () => database.handle.db.execute(sql`update vacuum_probe set hits = hits + 1`);

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await database.handle.migrate();
    // Left alone by the server's own autovacuum (PostgreSQL): this test does its work.
    await database.handle.db.execute(
      sql`create table vacuum_probe (id int primary key, hits int not null, note text not null) with (autovacuum_enabled = false)`,
    );
    await database.handle.db.execute(sql`insert into vacuum_probe select g, 0, repeat('x', 200) from generate_series(1, 1000) g`);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('finds a table whose updates left more dead rows than the threshold, vacuums it, and the next updates reuse the space', async () => {
    await updateAll();
    await updateAll();
    // Statistics reach the shared counters when a backend goes idle (at most a second later).
    await expect.poll(deadRows, { timeout: 5_000 }).toBeGreaterThanOrEqual(2000);
    expect((await maintenanceNeeds(database.handle.db)).vacuum).toContain('vacuum_probe');

    const bloated = await size();
    const done = await maintainTables(database.handle.db);
    expect(done.vacuum).toContain('vacuum_probe');
    await expect.poll(deadRows, { timeout: 5_000 }).toBe(0);
    expect((await maintenanceNeeds(database.handle.db)).vacuum).not.toContain('vacuum_probe');

    await updateAll();
    await updateAll();
    expect(await size()).toBe(bloated);
  });

  it('runs by itself on its timer, and stopping it waits for a run in progress', async () => {
    await updateAll();
    await expect.poll(deadRows, { timeout: 5_000 }).toBeGreaterThanOrEqual(1000);
    const errors: unknown[] = [];
    const stop = startAutovacuum(database.handle.db, (error) => errors.push(error), 100);
    try {
      await expect.poll(deadRows, { timeout: 10_000 }).toBe(0);
    } finally {
      await stop();
    }
    expect(errors).toEqual([]);
  });
});
