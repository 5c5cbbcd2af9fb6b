import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { LISTING_PLACES_JOB } from '../../src/features/listings/places.server';
import { type DatabaseHandle, openDatabase } from '../../src/lib/server/db/client';
import { queryRows } from '../../src/lib/server/db/rows';
import { paths } from '../../src/paths';
import { engines } from '../support/databases';
import { type DemoDatabase, prepareDemoDatabase } from '../support/demo-server';
import { startServer, type TestServer } from '../support/server';

/**
 * Background work never on the start path (CONTRACT "Many instances, one truth"): a server over thousands of
 * listings written without their places (a bulk import; `npm run bench:scale` times it over 1M) listens within
 * 20 s and answers pages while the backfill runs behind it, a step at a time, until every listing has its place and search text; and on
 * PostgreSQL a server starts and answers while another connection holds a business's row (the figures of
 * that business are retried, nothing waits on it).
 */
/**
 * Listings imported without places: PGlite backfills in small steps with a rest after each (it shares the
 * server's thread), so it gets fewer; each engine gets enough for several steps of BACKFILL_BATCH; the rule
 * itself does not depend on the number.
 */
const BULK_OF = { pglite: 2_000, postgres: 5_000 } as Record<string, number>;
const LISTENS_WITHIN_MS = 20_000;

/** Adds `bulk` listings copied from the demo's (names and slugs of their own), then takes every listing's place and search text away. */
const bulkImportWithoutPlaces =
  (bulk: number) =>
  async (handle: DatabaseHandle): Promise<void> => {
    await handle.db.execute(sql`
    insert into services (partner_id, category_id, slug, service_name, description, service_address, city, lat, lng, price, contact_no,
      featured_image)
    select s.partner_id, s.category_id, 'bulk-' || g || '-' || s.slug, 'Bulk ' || s.service_name || ' ' || g, s.description,
      s.service_address, s.city, s.lat, s.lng, s.price, s.contact_no, s.featured_image
    from generate_series(1, ${bulk}) g
    join (select s.*, row_number() over (order by id) as n from services s) s on s.n = 1 + g % 1000`);
    await handle.db.execute(sql`update services set locality = null, search_text = ''`);
  };

const unfilled = async (handle: DatabaseHandle) =>
  (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from services where locality is null or search_text = ''`))[0]!.n;

describe.each(engines)('background work on %s', (engine) => {
  const BULK = BULK_OF[engine]!;
  let database: DemoDatabase | undefined;
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.stop();
    await database?.remove();
  });

  it(`listens within ${LISTENS_WITHIN_MS / 1000} s over ${BULK} listings without places, answers meanwhile, and the backfill completes behind it`, async () => {
    database = await prepareDemoDatabase(engine, 'seva-jobs-', bulkImportWithoutPlaces(BULK));
    const start = async () => {
      const started = performance.now();
      server = await startServer({ dataDir: database!.dataDir, env: { ...database!.env, LOG_LEVEL: 'info' } });
      return performance.now() - started;
    };
    if (engine === 'postgres') {
      const handle = await openDatabase(database.target);
      // Another transaction holds the first listings' rows: the backfill's first step cannot write them yet, so
      // what the server does meanwhile is seen before the backfill can have finished.
      const holder = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select id from services order by id limit 50 for update');
        const took = await start();
        expect(took).toBeLessThan(LISTENS_WITHIN_MS);
        const page = await fetch(new URL(paths.listing('plumbing'), server!.origin));
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('data-testid="provider-card"');
        const [all] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from services`);
        expect(all!.n).toBeGreaterThan(BULK);
        expect(await unfilled(handle)).toBe(all!.n);
        expect(await queryRows(handle.db, sql`select name from jobs where name = ${LISTING_PLACES_JOB}`)).toHaveLength(1);
      } finally {
        await holder.query('commit');
        await holder.end();
      }
      // Free, the step is retried after its back-off and the backfill goes on to the end.
      await expect.poll(() => unfilled(handle), { timeout: 90_000, interval: 500 }).toBe(0);
      await expect.poll(() => queryRows(handle.db, sql`select name from jobs where name = ${LISTING_PLACES_JOB}`), { timeout: 10_000 }).toEqual([]);
      await handle.close();
      return;
    }
    // PGlite is one process: the server says when the backfill is done, and the database is read once it stopped.
    const took = await start();
    expect(took).toBeLessThan(LISTENS_WITHIN_MS);
    const page = await fetch(new URL(paths.listing('plumbing'), server!.origin));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-testid="provider-card"');
    await expect.poll(() => server!.output(), { timeout: 200_000, interval: 1_000 }).toContain('listings backfill done');
    await server!.stop();
    server = undefined;
    const handle = await openDatabase(database.target);
    const remaining = await unfilled(handle);
    await handle.close();
    expect(remaining).toBe(0);
  }, 300_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('a business row held on PostgreSQL', () => {
  let database: DemoDatabase | undefined;
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.stop();
    await database?.remove();
  });

  it('does not keep a server from starting and answering, and that business is done once its row is free', async () => {
    database = await prepareDemoDatabase('postgres', 'seva-jobs-lock-');
    const handle = await openDatabase(database.target);
    const [business] = await queryRows<{ id: number; slug: string }>(
      handle.db,
      sql`select p.id, s.slug from partners p join services s on s.partner_id = p.id where p.reply_sample > 0 order by p.id limit 1`,
    );
    // The business's figure is stale: the job must recompute it once it may.
    await handle.db.execute(sql`update partners set reply_minutes = 9999 where id = ${business!.id}`);
    const holder = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from partners where id = $1 for update', [business!.id]);
      const started = performance.now();
      server = await startServer({ dataDir: database.dataDir, env: database.env });
      expect(performance.now() - started).toBeLessThan(LISTENS_WITHIN_MS);
      const details = await fetch(new URL(paths.details(business!.slug), server.origin));
      expect(details.status).toBe(200);
      // The figures job ran over every other business and left this one for a retry of its own.
      await expect
        .poll(() => queryRows(handle.db, sql`select key from jobs where name = 'track-record.business'`), { timeout: 30_000, interval: 250 })
        .toEqual([{ key: String(business!.id) }]);
      expect(server.process.exitCode).toBeNull();
    } finally {
      await holder.query('commit');
      await holder.end();
    }
    const figure = async () =>
      (await queryRows<{ reply_minutes: number }>(handle.db, sql`select reply_minutes from partners where id = ${business!.id}`))[0]!.reply_minutes;
    // Retried after 30 s, on the server's clock: moved on rather than waited for.
    await fetch(new URL('/api/test/clock', server!.origin), { method: 'POST', body: JSON.stringify({ advance_ms: 60_000 }) });
    await expect.poll(figure, { timeout: 30_000, interval: 250 }).not.toBe(9999);
    expect(server!.output()).not.toMatch(/database could not be opened|"level":(50|60)/);
    await handle.close();
  });
});
