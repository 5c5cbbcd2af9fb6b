/**
 * The outbox worker: delivers the rows of the `outbox` table (./outbox.ts) through their channels
 * (./channels.ts), beside the background jobs of each instance (scripts/background-jobs.ts).
 *
 * The rows are their own queue, claimed the way jobs.ts claims jobs: one UPDATE whose row is taken with
 * FOR UPDATE SKIP LOCKED (two instances claiming at once take different rows), setting a token and a lease
 * and counting an attempt; it works alike on PGlite and PostgreSQL. Recording the outcome checks the token.
 *
 *  - Sent: the row is marked sent and its text and data are emptied (a sign-in code does not outlive its
 *    delivery).
 *  - Failed: retried with exponential back-off (jobs.ts backoffMs), given up after `maxAttempts` or at once
 *    on a permanent DeliveryError; the last error is kept short, with addresses and numbers blanked out.
 *  - Killed mid-send: the lease runs out and another claim delivers the row again; the channel makes that a
 *    no-op (the embedded files are named by the row and created once; real providers get the row id as
 *    their reference), so one row is delivered once.
 *  - A channel with no implementation (push before it is configured) is not claimed: its rows wait.
 *
 * New rows wake this process's worker (enqueueMessage → wakeOutbox), which then looks every 50 ms for a
 * couple of seconds (the event's transaction commits meanwhile); otherwise it looks every `pollMs` (for
 * other instances' rows and retries).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { clock } from '../clock';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { backoffMs } from '../jobs';
import { logger } from '../log';
import { type ChannelName, DeliveryError, type OutboundMessage } from './channel';
import type { ChannelSet } from './channels';
import { onOutboxWrite, pruneOutbox } from './outbox';
import type { JobDefinition } from '../jobs';

/** Tries before a message is given up (5 s, 10 s, 20 s… apart: about 40 minutes in all). */
export const OUTBOX_MAX_ATTEMPTS = 10;
/** Longer than any channel's own timeouts (SMTP: 10 s connect + 20 s idle). */
export const OUTBOX_LEASE_MS = 60_000;
const DEFAULT_POLL_MS = 1_000;
const WOKEN_POLL_MS = 50;
const WOKEN_FOR_MS = 2_000;
const MAX_ERROR_WAIT_MS = 30_000;

export interface ClaimedMessage extends OutboundMessage {
  attempts: number;
  token: string;
}

interface ClaimedRow {
  id: number;
  channel: ChannelName;
  recipient: string;
  event: string;
  template: string;
  text: string;
  data: Record<string, unknown> | string;
  attempts: number;
  created_at: string | Date;
  token: string;
}

/** Claims the most urgent due row of one of `channels` that nobody holds (or whose holder's lease ran out). */
export async function claimMessage(
  db: Database,
  options: { now: Date; leaseMs: number; channels: readonly ChannelName[] },
): Promise<ClaimedMessage | undefined> {
  if (options.channels.length === 0) return undefined;
  const now = options.now.toISOString();
  const until = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const token = randomUUID();
  const [row] = await queryRows<ClaimedRow>(
    db,
    sql`update outbox set lock_token = ${token}, locked_until = ${until}::timestamptz, attempts = attempts + 1
      where id = (
        select id from outbox
        where status in ('pending', 'retrying') and next_attempt_at <= ${now}::timestamptz
          and channel in (${sql.join(
            options.channels.map((name) => sql`${name}`),
            sql`, `,
          )})
          and (locked_until is null or locked_until <= ${now}::timestamptz)
        order by urgent desc, next_attempt_at, id
        limit 1
        for update skip locked
      )
      returning id, channel, recipient, event, template, text, data, attempts, created_at, lock_token as token`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    event: row.event,
    template: row.template,
    text: row.text,
    data: typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data,
    createdAt: new Date(row.created_at),
    attempts: row.attempts,
    token: row.token,
  };
}

/** A failure as the outbox keeps it: one short line, with addresses and long numbers blanked out. */
export function shortError(error: unknown): string {
  const text = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
  return text
    .replace(/[^\s@<>"']+@[^\s@<>"']+/g, '[address]')
    .replace(/\+?\d[\d\s-]{4,}\d/g, '[number]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

async function markSent(db: Database, message: ClaimedMessage, now: Date): Promise<void> {
  await db.execute(sql`update outbox set status = 'sent', sent_at = ${now.toISOString()}::timestamptz, text = '', data = '{}'::jsonb,
      lock_token = null, locked_until = null, last_error = null where id = ${message.id} and lock_token = ${message.token}`);
}

async function markFailed(db: Database, message: ClaimedMessage, error: string, options: { giveUp: boolean; retryAt: Date }): Promise<void> {
  await db.execute(sql`update outbox set status = ${options.giveUp ? 'given-up' : 'retrying'}, next_attempt_at = ${options.retryAt.toISOString()}::timestamptz,
      last_error = ${error}, lock_token = null, locked_until = null where id = ${message.id} and lock_token = ${message.token}`);
}

export interface OutboxWorkerOptions {
  db: Database;
  channels: ChannelSet;
  leaseMs?: number;
  /** How often an idle worker looks for due rows (default 1 s). */
  pollMs?: number;
  /** How long the worker rests after each message (PGlite: lets waiting requests reach the database). */
  restMs?: number;
  /**
   * How many messages it sends at once (default 1): each lane claims and sends its own, so a slow provider's
   * answer does not hold the rest (measured on PostgreSQL with one lane: 5 enquiries a second kept up, 10 a
   * second fell behind by 3 s in 20 s, npm run bench's alert latency).
   */
  lanes?: number;
  maxAttempts?: number;
  backoff?: (attempt: number) => number;
  now?: () => Date;
}

export interface OutboxWorker {
  /** Starts delivering in the background. */
  start(): void;
  /** Claims and delivers one due message; answers whether there was one. */
  runOne(): Promise<boolean>;
  /** Delivers due messages until none is left (tests, scripts). */
  drain(limit?: number): Promise<number>;
  /** Looks for due rows now and often for a moment (a row was just written). */
  wake(): void;
  /** Stops and waits for the message in progress. */
  stop(): Promise<void>;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, channels } = options;
  const names = (Object.keys(channels) as ChannelName[]).filter((name) => channels[name] !== undefined);
  const leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const restMs = options.restMs ?? 0;
  const maxAttempts = options.maxAttempts ?? OUTBOX_MAX_ATTEMPTS;
  const backoff = options.backoff ?? ((attempt: number) => backoffMs(attempt));
  const now = options.now ?? (() => clock.now());
  let stopped = false;
  let loop: Promise<void> | undefined;
  const lanes = Math.max(1, options.lanes ?? 1);
  const sleepers = new Set<() => void>();
  const resume = () => {
    for (const wakeUp of sleepers) wakeUp();
    sleepers.clear();
  };
  let wokenUntil = 0;
  let stopListening: (() => void) | undefined;

  async function runOne(): Promise<boolean> {
    const claimedAt = now();
    const message = await claimMessage(db, { now: claimedAt, leaseMs, channels: names });
    if (!message) return false;
    const log = { outbox: message.id, channel: message.channel, event: message.event, attempt: message.attempts };
    const expiresAt = message.data.expiresAt;
    if (typeof expiresAt === 'string' && Date.parse(expiresAt) <= claimedAt.getTime()) {
      // Late is worse than never for a sign-in code: the person has asked for another by now.
      logger.warn(log, 'outbox: message given up, expired before it could be sent');
      await markFailed(db, message, 'expired before it could be sent', { giveUp: true, retryAt: claimedAt });
      return true;
    }
    if (message.attempts > maxAttempts) {
      // Claimed that often without an outcome: each try's worker died (or its lease ran out) mid-send.
      logger.error(log, 'outbox: message given up after its leases ran out');
      await markFailed(db, message, 'every attempt ran out of its lease', { giveUp: true, retryAt: claimedAt });
      return true;
    }
    try {
      await channels[message.channel]!.send(message);
      await markSent(db, message, now());
      logger.debug(log, 'outbox: message sent');
    } catch (error) {
      const permanent = error instanceof DeliveryError && error.permanent;
      const giveUp = permanent || message.attempts >= maxAttempts;
      const failedAt = now();
      const reason = shortError(error);
      // The error itself may carry an address a provider echoed: the log gets the blanked line only.
      logger.warn({ ...log, error: reason, giveUp }, giveUp ? 'outbox: message given up' : 'outbox: message failed, retrying');
      await markFailed(db, message, reason, { giveUp, retryAt: new Date(failedAt.getTime() + backoff(message.attempts)) });
    }
    return true;
  }

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      sleepers.add(done);
    });

  async function run(): Promise<void> {
    let errors = 0;
    while (!stopped) {
      let ran = false;
      try {
        ran = await runOne();
        errors = 0;
      } catch (error) {
        errors++;
        if (errors === 1) logger.warn({ err: error }, 'outbox: the queue could not be read');
      }
      if (stopped) break;
      if (ran) await (restMs > 0 ? pause(restMs) : new Promise((resolve) => setImmediate(resolve)));
      else if (errors) await pause(Math.min(MAX_ERROR_WAIT_MS, pollMs * 2 ** errors));
      else await pause(performance.now() < wokenUntil ? WOKEN_POLL_MS : pollMs);
    }
  }

  function wake(): void {
    wokenUntil = performance.now() + WOKEN_FOR_MS;
    resume();
  }

  return {
    start() {
      if (loop) return;
      stopListening = onOutboxWrite(wake);
      loop = Promise.all(Array.from({ length: lanes }, run)).then(() => undefined);
    },
    runOne,
    async drain(limit = 10_000) {
      let count = 0;
      while (count < limit && (await runOne())) count++;
      return count;
    },
    wake,
    async stop() {
      stopped = true;
      stopListening?.();
      resume();
      await loop;
    },
  };
}

/** Hourly: the rows of messages sent more than 30 days ago, or given up more than 90, go (with their recipient). */
export const outboxRetentionJob: JobDefinition = {
  name: 'outbox.retention',
  everyMs: 3_600_000,
  async run({ db, now }) {
    const pruned = await pruneOutbox(db, now);
    if (pruned > 0) logger.info({ pruned }, 'outbox: old rows pruned');
    return undefined;
  },
};
