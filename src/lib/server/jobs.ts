/**
 * Background jobs: work done behind the requests, never on the start path, claimed by one instance at a
 * time through the `jobs` table (db/schema.ts) of the one database every instance shares.
 *
 * Our own small queue on `FOR UPDATE SKIP LOCKED`, not pg-boss or graphile-worker: both need a real
 * PostgreSQL server (LISTEN for their wake-ups, their own schemas and functions, several connections), and
 * Seva also runs on embedded PGlite, one connection in our process. Claiming a row is one UPDATE that works
 * on both engines; everything else here is a loop around it.
 *
 *  - A job is a row (name, key). Enqueuing one that already waits changes nothing (or replaces its
 *    payload): the unique (name, key) is the dedupe.
 *  - A claim sets a token and a lease (`locked_until`) and counts an attempt. An instance killed mid-job
 *    leaves the lease to run out; another instance then claims the job again. Finishing, failing or
 *    continuing checks the token, so an instance whose lease ran out cannot undo the new claimant's work.
 *  - Done, a one-off job's row is deleted; a periodic job's row (key 'every', created by each instance's
 *    runner if missing) moves its run_at to the next turn, so each turn is run by one instance.
 *  - A handler may answer `{ again }`: the job is done in steps (a keyset batch each), its cursor kept in the
 *    payload, so it resumes where it was after a restart and no claim holds a lease for long.
 *  - A failure is retried with exponential back-off; a one-off job failing its last attempt stays with
 *    `failed_at` and its last error. A periodic job always tries again.
 *  - Times are the server clock's (clock.ts), so a test that moves a server's clock makes its jobs due.
 *
 * At least once: a job's handler may run again after a crash between its work and the row's update, so
 * each step is idempotent (it recomputes from the data, never adds to it). This module knows no feature:
 * the features define their jobs (JobDefinition) and the server entry hands them to a runner.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { clock } from './clock';
import type { Database } from './db/client';
import { queryRows } from './db/rows';
import { logger } from './log';

export interface JobContext<P> {
  db: Database;
  payload: P;
  key: string;
  /** The server clock's time when the job was claimed. */
  now: Date;
  /** 1 on the first try. */
  attempt: number;
}

/** What a handler answers: nothing when done, or its next step. */
export type JobOutcome = undefined | { again: { payload?: unknown; afterMs?: number } };

export interface JobDefinition<P = Record<string, unknown>> {
  name: string;
  /** A periodic job: one row, run every `everyMs` by whichever instance claims it first. */
  everyMs?: number;
  /** A one-off job's tries before it is given up (default 8); a periodic job always tries again. */
  maxAttempts?: number;
  run(context: JobContext<P>): Promise<JobOutcome | undefined>;
}

/** The key of a periodic job's one row. */
export const PERIODIC_KEY = 'every';

/** Exponential back-off from 5 s, at most an hour: 5 s, 10 s, 20 s, … after the 1st, 2nd, 3rd failure. */
export function backoffMs(attempt: number, baseMs = 5_000, capMs = 3_600_000): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export interface EnqueueOptions {
  key?: string;
  payload?: unknown;
  runAt?: Date;
  /**
   * When a job of that name and key already waits: keep it as it is (default; one given up on is revived,
   * its payload kept), or replace its payload and run_at.
   */
  ifWaiting?: 'keep' | 'replace';
}

/** Asks for a job; answers whether a row was written or revived (false when the same job already waited and was kept). */
export async function enqueueJob(db: Pick<Database, 'execute'>, name: string, options: EnqueueOptions = {}): Promise<boolean> {
  const runAt = (options.runAt ?? clock.now()).toISOString();
  const payload = JSON.stringify(options.payload ?? {});
  const onConflict =
    options.ifWaiting === 'replace'
      ? sql`do update set payload = excluded.payload, run_at = excluded.run_at, failed_at = null, attempts = 0`
      : // A job given up on is asked for again: it runs again (from its kept payload, a cursor say).
        sql`do update set failed_at = null, attempts = 0, run_at = excluded.run_at where jobs.failed_at is not null`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into jobs (name, key, payload, run_at) values (${name}, ${options.key ?? ''}, ${payload}::jsonb, ${runAt}::timestamptz)
      on conflict (name, key) ${onConflict} returning id`,
  );
  return rows.length > 0;
}

export interface ClaimedJob {
  id: number;
  name: string;
  key: string;
  payload: unknown;
  attempts: number;
  token: string;
}

/**
 * Claims the first due job among `names` that nobody holds (or whose holder's lease ran out): one statement,
 * the row taken with FOR UPDATE SKIP LOCKED so two instances claiming at once take different rows.
 */
export async function claimJob(db: Database, names: readonly string[], options: { now: Date; leaseMs: number }): Promise<ClaimedJob | undefined> {
  if (names.length === 0) return undefined;
  const now = options.now.toISOString();
  const until = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const token = randomUUID();
  const [row] = await queryRows<ClaimedJob>(
    db,
    sql`update jobs set lock_token = ${token}, locked_until = ${until}::timestamptz, attempts = attempts + 1
      where id = (
        select id from jobs
        where name in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )}) and failed_at is null and run_at <= ${now}::timestamptz
          and (locked_until is null or locked_until <= ${now}::timestamptz)
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id, name, key, payload, attempts, lock_token as token`,
  );
  return row;
}

/** A one-off job done: its row goes. A periodic one: its next turn. */
async function finishJob(db: Database, job: ClaimedJob, nextRun: Date | undefined): Promise<void> {
  if (nextRun === undefined) {
    await db.execute(sql`delete from jobs where id = ${job.id} and lock_token = ${job.token}`);
    return;
  }
  // A periodic job done in steps starts its next turn from the beginning.
  await db.execute(sql`update jobs set run_at = ${nextRun.toISOString()}::timestamptz, payload = '{}'::jsonb, attempts = 0, lock_token = null,
      locked_until = null, last_error = null where id = ${job.id} and lock_token = ${job.token}`);
}

/** A step done: its next step keeps the job's row with the new payload, due at once (or after `afterMs`). */
async function continueJob(db: Database, job: ClaimedJob, again: { payload?: unknown; afterMs?: number }, now: Date): Promise<void> {
  const payload = again.payload === undefined ? sql`payload` : sql`${JSON.stringify(again.payload)}::jsonb`;
  const runAt = new Date(now.getTime() + (again.afterMs ?? 0)).toISOString();
  await db.execute(sql`update jobs set payload = ${payload}, run_at = ${runAt}::timestamptz, attempts = 0, lock_token = null,
      locked_until = null, last_error = null where id = ${job.id} and lock_token = ${job.token}`);
}

/** A failed try: again after the back-off, or (a one-off job's last try) kept as failed. */
async function failJob(db: Database, job: ClaimedJob, error: unknown, options: { now: Date; retryAt: Date; giveUp: boolean }): Promise<void> {
  const text = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  await db.execute(sql`update jobs set run_at = ${options.retryAt.toISOString()}::timestamptz, lock_token = null, locked_until = null,
      last_error = ${text}, failed_at = ${options.giveUp ? options.now.toISOString() : null}::timestamptz
      where id = ${job.id} and lock_token = ${job.token}`);
}

export interface JobRunnerOptions {
  db: Database;
  // biome-ignore lint/suspicious/noExplicitAny: each definition has its own payload type; the runner passes the stored one on.
  jobs: readonly JobDefinition<any>[];
  /** How long a claim holds before another instance may take the job again (default 2 minutes). */
  leaseMs?: number;
  /** How often an idle runner looks for due jobs (default 1 s). */
  pollMs?: number;
  /**
   * How long the runner rests after each job or step before claiming the next (default 0: it still lets the
   * process's waiting I/O in first). On PGlite, whose statements run on the process's own thread one at a
   * time, a rest lets the requests that arrived during a step reach the database before the next one.
   */
  restMs?: number;
  backoff?: (attempt: number) => number;
  now?: () => Date;
}

export interface JobRunner {
  /** Starts looking for due jobs in the background (first making the periodic jobs' rows that are missing). */
  start(): void;
  /** Claims and runs one due job; answers whether there was one. */
  runOne(): Promise<boolean>;
  /** Runs due jobs until none is left (tests). */
  drain(limit?: number): Promise<number>;
  /** Stops looking and waits for the job in progress. */
  stop(): Promise<void>;
}

const DEFAULT_LEASE_MS = 120_000;
const DEFAULT_POLL_MS = 1_000;
/** An idle runner whose database fails waits longer between looks, up to this. */
const MAX_ERROR_WAIT_MS = 30_000;

/** Makes the rows of periodic jobs that have none (due at once: the first turn runs behind the start). */
export async function ensurePeriodicJobs(db: Database, jobs: readonly JobDefinition<never>[], now: Date): Promise<void> {
  for (const job of jobs) if (job.everyMs !== undefined) await enqueueJob(db, job.name, { key: PERIODIC_KEY, runAt: now });
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db } = options;
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  const names = [...byName.keys()];
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const restMs = options.restMs ?? 0;
  const backoff = options.backoff ?? ((attempt: number) => backoffMs(attempt));
  const now = options.now ?? (() => clock.now());
  let stopped = false;
  let loop: Promise<void> | undefined;
  let wake: () => void = () => undefined;

  async function runOne(): Promise<boolean> {
    const claimedAt = now();
    const job = await claimJob(db, names, { now: claimedAt, leaseMs });
    if (!job) return false;
    const definition = byName.get(job.name)!;
    const started = performance.now();
    try {
      const outcome = await definition.run({ db, payload: job.payload, key: job.key, now: claimedAt, attempt: job.attempts });
      if (outcome?.again) await continueJob(db, job, outcome.again, now());
      else await finishJob(db, job, definition.everyMs === undefined ? undefined : new Date(now().getTime() + definition.everyMs));
      logger.debug({ job: job.name, key: job.key, ms: Math.round(performance.now() - started) }, 'job done');
    } catch (error) {
      const periodic = definition.everyMs !== undefined;
      const giveUp = !periodic && job.attempts >= (definition.maxAttempts ?? 8);
      const failedAt = now();
      logger.warn({ err: error, job: job.name, key: job.key, attempt: job.attempts, giveUp }, 'job failed');
      await failJob(db, job, error, { now: failedAt, retryAt: new Date(failedAt.getTime() + backoff(job.attempts)), giveUp });
    }
    return true;
  }

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function run(): Promise<void> {
    let errors = 0;
    let ensured = false;
    while (!stopped) {
      let ran = false;
      try {
        if (!ensured) {
          await ensurePeriodicJobs(db, options.jobs, now());
          ensured = true;
        }
        ran = await runOne();
        errors = 0;
      } catch (error) {
        // The database could not be reached (a claim or an update failed): look again later.
        errors++;
        if (errors === 1) logger.warn({ err: error }, 'jobs: the queue could not be read');
      }
      if (stopped) break;
      if (!ran) await pause(errors ? Math.min(MAX_ERROR_WAIT_MS, pollMs * 2 ** errors) : pollMs);
      // A step done: the requests waiting on the process (and, on PGlite, on its one connection) go first.
      else if (restMs > 0) await pause(restMs);
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return {
    start() {
      loop ??= run();
    },
    runOne,
    async drain(limit = 10_000) {
      let count = 0;
      while (count < limit && (await runOne())) count++;
      return count;
    },
    async stop() {
      stopped = true;
      wake();
      await loop;
    },
  };
}
