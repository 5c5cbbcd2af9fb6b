import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askForNewSearchTextShape, keepListingPlaces, LISTING_PLACES_JOB, listingPlacesJob } from '../../src/features/listings/places.server';
import { searchTextMetaKey } from '../../src/features/listings/search-text.server';
import {
  BUSINESS_FIGURES_JOB,
  countedReplies,
  FIGURES_JOB,
  refreshFiguresStep,
  refreshReplyTimes,
  trackRecordJobs,
} from '../../src/features/track-record/track-record.server';
import { REPLY_WINDOW_DAYS } from '../../src/features/track-record/track-record';
import { type DatabaseHandle, openDatabase } from '../../src/lib/server/db/client';
import { queryRows } from '../../src/lib/server/db/rows';
import { IDEMPOTENCY_KEEP_MS, idempotencyRetentionJob } from '../../src/lib/server/idempotency';
import { backoffMs, claimJob, createJobRunner, enqueueJob, ensurePeriodicJobs, type JobDefinition, PERIODIC_KEY } from '../../src/lib/server/jobs';
import { engines, openSeededTestDatabase, type TestDatabase } from '../support/databases';

/**
 * The job queue (src/lib/server/jobs.ts) on each engine: two runners (two instances: on PostgreSQL each with
 * its own pool) do each job exactly once; a killed instance's job is taken again once its lease ran out; a
 * failure is retried after its back-off and a one-off job is given up after its last attempt; a periodic job
 * runs once a turn; the listings' backfill goes in keyset steps and resumes after a restart; a business whose
 * row another transaction holds is skipped without waiting and done by its own retry.
 */
describe.each(engines)('background jobs on %s', (engine) => {
  let database: TestDatabase;
  /** A second instance's connection to the same database (PGlite: the same one, it has one). */
  let other: DatabaseHandle;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.handle.db, query);
  const T0 = new Date('2031-03-01T10:00:00Z');
  const at = (ms: number) => new Date(T0.getTime() + ms);

  beforeAll(async () => {
    // The demo catalogue the backfill and the track record work on: a copy of the run's seeded one (loading it
    // here took ~9 s of the backfill test's ~10 s on PGlite).
    database = await openSeededTestDatabase(engine);
    await database.handle.migrate();
    other = database.url ? await openDatabase({ url: database.url }) : database.handle;
  });
  afterAll(async () => {
    if (other && other !== database?.handle) await other.close();
    await database?.dispose();
  });

  const clear = () => database.handle.db.execute(sql`delete from jobs`);

  it('gives each job to one runner: two runners at once do 60 jobs exactly once each', async () => {
    await clear();
    const done = new Map<string, number>();
    const byRunner = { a: 0, b: 0 };
    const job = (runner: 'a' | 'b'): JobDefinition => ({
      name: 'test.once',
      async run({ key }) {
        done.set(key, (done.get(key) ?? 0) + 1);
        byRunner[runner]++;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return undefined;
      },
    });
    for (let n = 0; n < 60; n++) await enqueueJob(database.handle.db, 'test.once', { key: `k${n}`, runAt: T0 });
    // Asked for twice: still one job.
    expect(await enqueueJob(database.handle.db, 'test.once', { key: 'k0', runAt: T0 })).toBe(false);
    const a = createJobRunner({ db: database.handle.db, jobs: [job('a')], now: () => T0 });
    const b = createJobRunner({ db: other.db, jobs: [job('b')], now: () => T0 });
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
    expect(ranA + ranB).toBe(60);
    expect(done.size).toBe(60);
    expect([...done.values()].every((count) => count === 1)).toBe(true);
    expect(byRunner.a + byRunner.b).toBe(60);
    if (engine === 'postgres') expect(Math.min(byRunner.a, byRunner.b)).toBeGreaterThan(0);
    expect(await rows(sql`select id from jobs`)).toEqual([]);
  });

  it("takes a killed instance's job again once its lease ran out, and the old claim can no longer finish it", async () => {
    await clear();
    let runs = 0;
    const job: JobDefinition = {
      name: 'test.lease',
      async run() {
        runs++;
        return undefined;
      },
    };
    await enqueueJob(database.handle.db, 'test.lease', { runAt: T0 });
    // An instance claims it and is killed before it finishes.
    const killed = await claimJob(database.handle.db, ['test.lease'], { now: T0, leaseMs: 60_000 });
    expect(killed).toBeDefined();
    let now = at(30_000);
    const survivor = createJobRunner({ db: other.db, jobs: [job], now: () => now, leaseMs: 60_000 });
    expect(await survivor.runOne()).toBe(false);
    now = at(60_001);
    expect(await survivor.runOne()).toBe(true);
    expect(runs).toBe(1);
    expect(await rows(sql`select id from jobs`)).toEqual([]);
  });

  it('retries a failure after its back-off, and gives a one-off job up after its last attempt with its error', async () => {
    await clear();
    let failures = 2;
    let runs = 0;
    const flaky: JobDefinition = {
      name: 'test.flaky',
      async run() {
        runs++;
        if (failures-- > 0) throw new Error(`failed, ${failures} to go`);
        return undefined;
      },
    };
    await enqueueJob(database.handle.db, 'test.flaky', { runAt: T0 });
    let now = T0;
    const runner = createJobRunner({ db: database.handle.db, jobs: [flaky], now: () => now });
    expect(await runner.runOne()).toBe(true);
    const [first] = await rows<{ run_at: Date; attempts: number; last_error: string }>(sql`select run_at, attempts, last_error from jobs`);
    expect(new Date(first!.run_at).getTime()).toBe(T0.getTime() + backoffMs(1));
    expect(first!.attempts).toBe(1);
    expect(first!.last_error).toBe('failed, 1 to go');
    now = at(backoffMs(1) - 1);
    expect(await runner.runOne()).toBe(false);
    now = at(backoffMs(1));
    expect(await runner.runOne()).toBe(true);
    const [second] = await rows<{ run_at: Date }>(sql`select run_at from jobs`);
    // Twice as long after the second failure.
    expect(new Date(second!.run_at).getTime()).toBe(now.getTime() + backoffMs(2));
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    now = at(backoffMs(1) + backoffMs(2));
    expect(await runner.runOne()).toBe(true);
    expect(runs).toBe(3);
    expect(await rows(sql`select id from jobs`)).toEqual([]);

    const broken: JobDefinition = {
      name: 'test.broken',
      maxAttempts: 2,
      async run() {
        throw new Error('always');
      },
    };
    await enqueueJob(database.handle.db, 'test.broken', { runAt: T0 });
    const other = createJobRunner({ db: database.handle.db, jobs: [broken], now: () => now, backoff: () => 0 });
    expect(await other.drain()).toBe(2);
    const [given] = await rows<{ failed_at: Date | null; last_error: string; attempts: number }>(
      sql`select failed_at, last_error, attempts from jobs where name = 'test.broken'`,
    );
    expect(given!.failed_at).not.toBeNull();
    expect(given!.attempts).toBe(2);
    expect(given!.last_error).toBe('always');
    // Asked for again, it is revived.
    expect(await enqueueJob(database.handle.db, 'test.broken', { runAt: now })).toBe(true);
    expect(await rows(sql`select id from jobs where name = 'test.broken' and failed_at is null and attempts = 0`)).toHaveLength(1);
  });

  it('runs a periodic job once a turn, whichever runner claims it, and again a turn later', async () => {
    await clear();
    let runs = 0;
    const tick: JobDefinition = {
      name: 'test.tick',
      everyMs: 60_000,
      async run() {
        runs++;
        return undefined;
      },
    };
    await ensurePeriodicJobs(database.handle.db, [tick], T0);
    await ensurePeriodicJobs(other.db, [tick], T0);
    let now = T0;
    const a = createJobRunner({ db: database.handle.db, jobs: [tick], now: () => now });
    const b = createJobRunner({ db: other.db, jobs: [tick], now: () => now });
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toBe(1);
    now = at(59_000);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toBe(1);
    now = at(60_000);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toBe(2);
    expect(await rows(sql`select key from jobs`)).toEqual([{ key: PERIODIC_KEY }]);
  });

  it('fills the listings without places in keyset steps, and a restart resumes where the last step ended', async () => {
    await clear();
    const snapshot = () =>
      rows<{ id: number; city: string; locality: string | null; search_text: string }>(
        sql`select id, city, locality, search_text from services order by id`,
      );
    const before = await snapshot();
    const batch = 300;
    expect(before.length).toBeGreaterThan(3 * batch);
    await database.handle.db.execute(sql`update services set locality = null, search_text = '' where id % 3 = 0`);
    await database.handle.db.execute(sql`update services set search_text = '' where id % 7 = 0`);
    await enqueueJob(database.handle.db, LISTING_PLACES_JOB, { payload: { after: 0, batch }, runAt: T0 });
    const first = createJobRunner({ db: database.handle.db, jobs: [listingPlacesJob], now: () => T0 });
    expect(await first.runOne()).toBe(true);
    // One step read the first `batch` listings by id, and left its cursor in the job.
    const [step] = await rows<{ payload: { after: number; batch: number; filled: number } }>(
      sql`select payload from jobs where name = ${LISTING_PLACES_JOB}`,
    );
    expect(step!.payload).toMatchObject({ after: before[batch - 1]!.id, batch });
    expect(step!.payload.filled).toBeGreaterThan(0);
    const filledSoFar = await rows<{ id: number }>(sql`select id from services where locality is null or search_text = '' order by id limit 1`);
    expect(filledSoFar[0]!.id).toBeGreaterThan(step!.payload.after);
    // Another instance (a restart) goes on from there.
    const second = createJobRunner({ db: other.db, jobs: [listingPlacesJob], now: () => T0 });
    expect(await second.drain()).toBe(Math.floor(before.length / batch));
    expect(await snapshot()).toEqual(before);
    expect(await rows(sql`select id from jobs`)).toEqual([]);
    // Nothing left: a pass writes nothing.
    expect(await keepListingPlaces(database.handle.db)).toBe(0);
  });

  it('rewrites every search text behind the start when its shape is new, as a job in steps, not in the start', async () => {
    await clear();
    const texts = () => rows<{ id: number; search_text: string }>(sql`select id, search_text from services order by id`);
    const before = await texts();
    // The seed wrote texts of the current shape: a start asks for nothing.
    expect(await askForNewSearchTextShape(database.handle.db)).toBe(false);
    // A catalogue whose texts are of an older shape, one of them as it was.
    await database.handle.db.execute(sql`update meta set value = '{"version":1}'::jsonb where key = ${searchTextMetaKey}`);
    await database.handle.db.execute(sql`update services set search_text = 'old words' where id = ${before[5]!.id}`);
    expect(await askForNewSearchTextShape(database.handle.db)).toBe(true);
    // The start only asked for it (once): the listing keeps its old text until the job runs.
    expect(await askForNewSearchTextShape(database.handle.db)).toBe(false);
    expect((await texts())[5]!.search_text).toBe('old words');
    expect(await rows(sql`select key, payload->>'everyText' as every from jobs where name = ${LISTING_PLACES_JOB}`)).toEqual([
      { key: 'every-text', every: 'true' },
    ]);
    await database.handle.db.execute(sql`update jobs set run_at = ${T0.toISOString()}::timestamptz`);
    await createJobRunner({ db: database.handle.db, jobs: [listingPlacesJob], now: () => T0 }).drain();
    expect(await texts()).toEqual(before);
  });

  it('clears idempotency keys older than a day behind the requests', async () => {
    const keep = (ms: number) => new Date(T0.getTime() - ms).toISOString();
    await database.handle.db.execute(sql`insert into idempotency_keys (caller, key, fingerprint, created_at)
      values ('u:1', 'old', 'f', ${keep(IDEMPOTENCY_KEEP_MS + 60_000)}::timestamptz), ('u:1', 'new', 'f', ${keep(60_000)}::timestamptz)`);
    await idempotencyRetentionJob.run({ db: database.handle.db, payload: {}, key: PERIODIC_KEY, now: T0, attempt: 1 });
    expect(await rows(sql`select key from idempotency_keys where caller = 'u:1'`)).toEqual([{ key: 'new' }]);
  });

  // Registered only where it can run (PGlite is one connection: no two writes at once), rather than skipped.
  if (engine === 'postgres')
    it('counts both of two first answers written at once for one business: the later write recomputes after the earlier commits', async () => {
      const [business] = await rows<{ id: number }>(
        sql`select partner_id as id from leads group by partner_id having count(*) >= 4 order by partner_id limit 1`,
      );
      const answered = await rows<{ id: number }>(sql`select id from leads where partner_id = ${business!.id} order by created_at desc limit 2`);
      await database.handle.db.execute(
        sql`update leads set first_reply_at = null, created_at = now() - interval '1 day' where id in (${answered[0]!.id}, ${answered[1]!.id})`,
      );
      const now = new Date();
      await refreshReplyTimes(database.handle.db, business!.id, now);
      const expectedSample = async () =>
        (
          await rows<{ n: number }>(
            sql`select count(*)::int as n from ${countedReplies(sql`l.partner_id = ${business!.id}::int`, new Date(now.getTime() - REPLY_WINDOW_DAYS * 86_400_000))} c`,
          )
        )[0]!.n;
      const before = await expectedSample();
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let firstLocked: () => void = () => undefined;
      const locked = new Promise<void>((resolve) => (firstLocked = resolve));
      const first = database.handle.db.transaction(async (tx) => {
        await tx.execute(sql`update leads set first_reply_at = created_at + interval '4 minutes' where id = ${answered[0]!.id}`);
        await refreshReplyTimes(tx, business!.id, now);
        firstLocked();
        await held;
      });
      await locked;
      const second = other.db.transaction(async (tx) => {
        await tx.execute(sql`update leads set first_reply_at = created_at + interval '6 minutes' where id = ${answered[1]!.id}`);
        // Waits for the first's lock on the business, then reads the events with the first's committed.
        await refreshReplyTimes(tx, business!.id, now);
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await Promise.all([first, second]);
      const [stored] = await rows<{ reply_sample: number }>(sql`select reply_sample from partners where id = ${business!.id}`);
      expect(await expectedSample()).toBe(before + 2);
      expect(stored!.reply_sample).toBe(before + 2);
    });

  it('skips a business whose row another transaction holds, without waiting, and its retry computes from the events once it is free', async () => {
    await clear();
    const [business] = await rows<{ id: number; reply_minutes: number | null }>(
      sql`select p.id, p.reply_minutes from partners p where p.reply_sample > 0 order by p.id limit 1`,
    );
    expect(business).toBeDefined();
    const [lead] = await rows<{ id: number }>(
      sql`select id from leads where partner_id = ${business!.id} and first_reply_at is not null order by created_at desc limit 1`,
    );
    const now = new Date();
    if (engine === 'postgres') {
      // A write holds the business's row (an answer whose figure is being recomputed) while the periodic step runs.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked: () => void = () => undefined;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const writer = other.db.transaction(async (tx) => {
        await tx.execute(sql`update leads set first_reply_at = created_at + interval '3 minutes' where id = ${lead!.id}`);
        await refreshReplyTimes(tx, business!.id, now);
        locked();
        await held;
      });
      await isLocked;
      const started = performance.now();
      const step = await refreshFiguresStep(database.handle.db, business!.id - 1, now, 5);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(step.skipped).toEqual([business!.id]);
      release();
      await writer;
    }
    // The step's job asked for the held business's own retry; run the jobs with the row free.
    let changed = 0;
    const jobs = trackRecordJobs(() => changed++);
    if (engine === 'postgres') {
      expect(await rows(sql`select key from jobs where name = ${BUSINESS_FIGURES_JOB}`)).toEqual([]);
      await enqueueJob(database.handle.db, BUSINESS_FIGURES_JOB, { key: String(business!.id), runAt: now });
    } else {
      await database.handle.db.execute(sql`update leads set first_reply_at = created_at + interval '3 minutes' where id = ${lead!.id}`);
      await enqueueJob(database.handle.db, FIGURES_JOB, { runAt: now });
    }
    await createJobRunner({ db: database.handle.db, jobs, now: () => now }).drain();
    const [after] = await rows<{ reply_minutes: number | null }>(sql`select reply_minutes from partners where id = ${business!.id}`);
    // What the events give, computed afresh.
    const [expected] = await rows<{ minutes: number }>(sql`
      select round(percentile_cont(0.5) within group (order by minutes))::int as minutes
      from ${countedReplies(sql`l.partner_id = ${business!.id}::int`, new Date(now.getTime() - REPLY_WINDOW_DAYS * 86_400_000))} c`);
    expect(after!.reply_minutes).toBe(expected!.minutes);
    expect(await rows(sql`select id from jobs where failed_at is null and name <> ${FIGURES_JOB}`)).toEqual([]);
  });
});
