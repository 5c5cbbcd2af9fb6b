/**
 * Keeps each business's track record on `partners` (track-record.ts): its measured response time
 * (reply_minutes, reply_sample) and its record of keeping to its quotes (quote_jobs, quote_matched). Set-based
 * statements, for one business inside the transaction of the write that changes it, for a batch of them in
 * the periodic job below, or for all when the demo catalogue is loaded.
 *
 * Computed from the events (leads, reviews) under the business's row lock, never from an older read: the
 * lock is taken first, and the figures are read from the events by later statements, each of which (READ
 * COMMITTED) sees every write committed before the lock was granted. So of two writers the later one always
 * recomputes with the earlier one's events, and a batch never writes back a snapshot older than a write that
 * held the row before it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { clock } from '../../lib/server/clock';
import type { Database } from '../../lib/server/db/client';
import { claimDataVersion } from '../../lib/server/db/meta-version';
import { queryRows } from '../../lib/server/db/rows';
import { leads, partners, reviews, services } from '../../lib/server/db/schema';
import { enqueueJob, type JobDefinition } from '../../lib/server/jobs';
import { QUOTE_TOLERANCE_RUPEES, QUOTE_TOLERANCE_SHARE, REPLY_WINDOW_DAYS } from './track-record';

type Executor = Pick<Database, 'select' | 'execute'>;
/** Which businesses: one (its row locked first), some (their rows already locked by the caller), or every one. */
type Businesses = number | readonly number[] | undefined;

const rowsOf = (result: unknown): unknown[] => (result as { rows?: unknown[] }).rows ?? [];

function inBusinesses(column: SQL, businesses: Businesses): SQL {
  if (businesses === undefined) return sql`true`;
  const ids = typeof businesses === 'number' ? [businesses] : businesses;
  if (!ids.length) return sql`false`;
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;
}

/** Locks one business's row for the rest of the transaction, so its figures are computed after any write that holds it. */
async function lockBusiness(tx: Executor, businesses: Businesses): Promise<void> {
  if (typeof businesses === 'number') await tx.execute(sql`select id from ${partners} where id = ${businesses} for update`);
}

/**
 * Recomputes the measured response time of one business (or some, or every one when `businesses` is left
 * out): the median whole minutes from a lead to its first answer, over the leads that arrived in the last
 * REPLY_WINDOW_DAYS and were answered. Answers whether a stored figure changed (then the listings should
 * be told, listing-changed.server.ts).
 */
export async function refreshReplyTimes(tx: Executor, businesses?: Businesses, now = clock.now()): Promise<boolean> {
  await lockBusiness(tx, businesses);
  const since = new Date(now.getTime() - REPLY_WINDOW_DAYS * 86_400_000);
  const result = await tx.execute(sql`
    with measured as (
      select partner_id, count(*)::int as sample,
        round(percentile_cont(0.5) within group (order by greatest(0, extract(epoch from (first_reply_at - created_at)) / 60)))::int as minutes
      from ${leads}
      where first_reply_at is not null and created_at > ${since.toISOString()}::timestamptz and ${inBusinesses(sql`partner_id`, businesses)}
      group by partner_id
    )
    update ${partners} p set reply_minutes = m.minutes, reply_sample = coalesce(m.sample, 0)
    from ${partners} q left join measured m on m.partner_id = q.id
    where p.id = q.id and ${inBusinesses(sql`q.id`, businesses)}
      and (p.reply_minutes is distinct from m.minutes or p.reply_sample <> coalesce(m.sample, 0))
    returning p.id`);
  return rowsOf(result).length > 0;
}

/** The SQL of track-record.ts billMatchesQuote, on a review's columns. */
const billMatches = sql`r.final_bill <= r.quoted_amount + greatest(${QUOTE_TOLERANCE_RUPEES}, round(r.quoted_amount * ${QUOTE_TOLERANCE_SHARE}::numeric))`;

/** Recomputes how many told final bills each business (or one, or some) has, and how many matched their quotes. */
export async function refreshQuoteRecords(tx: Executor, businesses?: Businesses): Promise<boolean> {
  await lockBusiness(tx, businesses);
  const result = await tx.execute(sql`
    with told as (
      select s.partner_id, count(*)::int as jobs, (count(*) filter (where ${billMatches}))::int as matched
      from ${reviews} r join ${services} s on s.id = r.service_id
      where r.final_bill is not null and r.quoted_amount is not null and ${inBusinesses(sql`s.partner_id`, businesses)}
      group by s.partner_id
    )
    update ${partners} p set quote_jobs = coalesce(t.jobs, 0), quote_matched = coalesce(t.matched, 0)
    from ${partners} q left join told t on t.partner_id = q.id
    where p.id = q.id and ${inBusinesses(sql`q.id`, businesses)}
      and (p.quote_jobs <> coalesce(t.jobs, 0) or p.quote_matched <> coalesce(t.matched, 0))
    returning p.id`);
  return rowsOf(result).length > 0;
}

/** Businesses a step of the periodic refresh takes. */
export const FIGURES_BATCH = 500;

export interface FiguresStep {
  /** The last business id this step read, the next step's cursor; null when it read the last one. */
  last: number | null;
  /** Businesses whose row another transaction held: left for a retry of their own. */
  skipped: number[];
  /** Whether a stored figure changed. */
  changed: boolean;
}

/**
 * One step of the refresh of every business's figures: the next `batch` businesses after id `after`, in one
 * short transaction that locks their rows (FOR UPDATE SKIP LOCKED: a row another transaction holds is
 * skipped, never waited for) and then computes the figures of those it locked from the events.
 */
export async function refreshFiguresStep(database: Database, after: number, now = clock.now(), batch = FIGURES_BATCH): Promise<FiguresStep> {
  return database.transaction(async (tx) => {
    const range = await queryRows<{ id: number }>(tx, sql`select id from ${partners} where id > ${after} order by id limit ${batch}`);
    if (!range.length) return { last: null, skipped: [], changed: false };
    const ids = range.map((row) => row.id);
    const locked = (
      await queryRows<{ id: number }>(tx, sql`select id from ${partners} where ${inBusinesses(sql`id`, ids)} order by id for update skip locked`)
    ).map((row) => row.id);
    const held = new Set(locked);
    let changed = false;
    if (locked.length) {
      changed = (await refreshReplyTimes(tx, locked, now)) || changed;
      changed = (await refreshQuoteRecords(tx, locked)) || changed;
    }
    return { last: ids.length < batch ? null : ids.at(-1)!, skipped: ids.filter((id) => !held.has(id)), changed };
  });
}

/**
 * One business's figures, its row taken without waiting: answers null when another transaction holds it
 * (to be tried again later), else whether a figure changed.
 */
export async function refreshBusinessFigures(database: Database, partnerId: number, now = clock.now()): Promise<boolean | null> {
  return database.transaction(async (tx) => {
    const [locked] = await queryRows<{ id: number }>(tx, sql`select id from ${partners} where id = ${partnerId} for update skip locked`);
    if (!locked) return null;
    const replies = await refreshReplyTimes(tx, [partnerId], now);
    const quotes = await refreshQuoteRecords(tx, [partnerId]);
    return replies || quotes;
  });
}

export const FIGURES_JOB = 'track-record.refresh';
export const BUSINESS_FIGURES_JOB = 'track-record.business';
/** Response times are measured over a moving window: leads leave it as days pass, so every figure is recomputed this often. */
export const FIGURES_EVERY_MS = 60 * 60_000;
/** A business whose row was held is tried again after this (then with the queue's back-off). */
const HELD_RETRY_MS = 30_000;

class BusinessRowHeld extends Error {}

/**
 * The track record's jobs: every business's figures each FIGURES_EVERY_MS, a step of FIGURES_BATCH businesses
 * per claim, and one business's own retry when its row was held. `changed` tells the listings (the server
 * entry wires it: this folder knows no listing).
 */
export function trackRecordJobs(changed: () => void): JobDefinition<{ after?: number }>[] {
  return [
    {
      name: FIGURES_JOB,
      everyMs: FIGURES_EVERY_MS,
      async run({ db: database, payload, now }) {
        const step = await refreshFiguresStep(database, payload.after ?? 0, now);
        if (step.changed) changed();
        for (const id of step.skipped) {
          await enqueueJob(database, BUSINESS_FIGURES_JOB, { key: String(id), runAt: new Date(now.getTime() + HELD_RETRY_MS) });
        }
        return step.last === null ? undefined : { again: { payload: { after: step.last } } };
      },
    },
    {
      name: BUSINESS_FIGURES_JOB,
      maxAttempts: 12,
      async run({ db: database, key, now }) {
        const result = await refreshBusinessFigures(database, Number(key), now);
        if (result === null) throw new BusinessRowHeld(`business ${key}: its row is held by another transaction`);
        if (result) changed();
        return undefined;
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// The demo catalogue's history
// ---------------------------------------------------------------------------------------------

export const demoTrackRecordKey = 'demo_track_record';
export const demoTrackRecordVersion = 1;

/**
 * A history of leads for every demo business, so the response times are measured on a first start, and
 * final bills on a third of the demo reviews, so the quote records show. Deterministic (hashes of the
 * partner's slug and the lead's number decide everything but the dates, which count back from `now`),
 * set-based (one statement each), and its own version in `meta`: loading it twice changes nothing.
 *
 * A business is quick (about 45%: a few minutes to half an hour), steady (35%: half an hour to three hours)
 * or slow (20%: hours to a day); one in seven has only 0–4 leads, too few to be measured. Every demo lead is
 * closed (won, lost, declined or, unanswered, expired), 4 to 89 days old, so no owner finds a demo lead to
 * answer in their inbox.
 */
export async function seedDemoTrackRecord(tx: Pick<Database, 'insert' | 'select' | 'execute'>, now = clock.now()): Promise<boolean> {
  if (!(await claimDataVersion(tx, demoTrackRecordKey, demoTrackRecordVersion))) return false;
  await tx.execute(sql`
    insert into ${leads} (kind, partner_id, service_id, name, mobile, status, seen_at, first_reply_at, quote_amount, quoted_at,
      closed_reason, closed_at, created_at)
    select 'enquiry', x.partner_id, x.service_id, 'Demo customer', '9800000000',
      case when x.delay is null then 'expired' when x.pick < 12 then 'declined' when x.pick < 40 then 'won' else 'lost' end,
      x.created_at + coalesce(x.delay, 60) * interval '1 minute',
      x.created_at + x.delay * interval '1 minute',
      case when x.delay is not null and x.pick >= 12 then x.quote end,
      case when x.delay is not null and x.pick >= 12 then x.created_at + x.delay * interval '1 minute' end,
      case when x.delay is null then 'Nobody answered in time' when x.pick < 12 then 'Fully booked that week' end,
      x.created_at + interval '3 days',
      x.created_at
    from (
      select p.id as partner_id, s.id as service_id,
        ${now.toISOString()}::timestamptz - (4 + (hashtext(p.slug || ':day:' || g.n) & 1023) * 85 / 1023.0) * interval '1 day' as created_at,
        case when (hashtext(p.slug || ':answered:' || g.n) & 127) < 16 then null
          else round(
            case when (hashtext(p.slug || ':speed') & 127) < 58 then 5 + (hashtext(p.slug || ':base') & 127) * 25 / 127.0
                 when (hashtext(p.slug || ':speed') & 127) < 102 then 30 + (hashtext(p.slug || ':base') & 127) * 150 / 127.0
                 else 180 + (hashtext(p.slug || ':base') & 127) * 1260 / 127.0 end
            * (0.5 + (hashtext(p.slug || ':delay:' || g.n) & 1023) / 1023.0))::int end as delay,
        (hashtext(p.slug || ':status:' || g.n) & 127) * 100 / 128 as pick,
        (greatest(1, round(s.price)) * (1 + (hashtext(p.slug || ':quote:' || g.n) & 3)))::int as quote
      from ${partners} p
      cross join lateral (select id, price from ${services} where partner_id = p.id order by id limit 1) s
      cross join lateral generate_series(1,
        case when (hashtext(p.slug || ':few') & 127) < 18 then (hashtext(p.slug || ':count') & 3) + 1
             else 6 + (hashtext(p.slug || ':count') & 7) end) as g(n)
    ) x`);
  // A third of the demo reviews tell a final bill: most within the tolerance of their quote, some well over.
  await tx.execute(sql`
    update ${reviews} r set quoted_amount = b.quote,
      final_bill = case when (hashtext('bill:over:' || r.id) & 127) < 17 then round(b.quote * 1.25)::int
                        else round(b.quote * (0.9 + (hashtext('bill:near:' || r.id) & 127) * 0.13 / 127.0))::int end
    from (
      select r2.id, (greatest(1, round(s.price)) * (1 + (hashtext('bill:quote:' || r2.id) & 3)))::int as quote
      from ${reviews} r2 join ${services} s on s.id = r2.service_id
      where r2.user_id is null and (hashtext('bill:' || r2.id) & 127) < 43
    ) b
    where r.id = b.id`);
  return true;
}
