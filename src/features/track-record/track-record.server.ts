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
import { bookings, leads, partnerMembers, partners, reviews, services, users } from '../../lib/server/db/schema';
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
  // One array parameter, not one a business: the periodic step names 500, and Drizzle built and PostgreSQL
  // parsed a statement of 500 parameters in each of its statements.
  return sql`${column} = any(${sql.param(ids)}::int[])`;
}

/** Locks one business's row for the rest of the transaction, so its figures are computed after any write that holds it. */
async function lockBusiness(tx: Executor, businesses: Businesses): Promise<void> {
  if (typeof businesses === 'number') await tx.execute(sql`select id from ${partners} where id = ${businesses} for update`);
}

/**
 * The answered leads a business's reply time is measured on, as SQL rows (partner_id, minutes): leads that
 * arrived after `since`, from signed-in customers who are not members of that business, each customer once
 * (their first answered lead), so that a business answering its own or anonymous enquiries, or one customer
 * asking many times, moves nothing. A tap on Call counts as an answer only from a lead page a member opened
 * (leads/lead-process.server.ts noteFirstAnswer). `businesses` narrows it (SQL on `partner_id`).
 */
export function countedReplies(businesses: SQL, since: Date): SQL {
  return sql`(
    select distinct on (l.partner_id, l.user_id) l.partner_id,
      greatest(0, extract(epoch from (l.first_reply_at - l.created_at)) / 60) as minutes
    from ${leads} l
    where l.first_reply_at is not null and l.user_id is not null and l.created_at > ${since.toISOString()}::timestamptz and ${businesses}
      and not exists (select 1 from ${partnerMembers} pm where pm.partner_id = l.partner_id and pm.user_id = l.user_id)
    order by l.partner_id, l.user_id, l.created_at, l.id
  )`;
}

/**
 * Recomputes the measured response time of one business (or some, or every one when `businesses` is left
 * out): the median whole minutes from a lead to its first answer, over the leads of countedReplies in the
 * last REPLY_WINDOW_DAYS. Answers whether a stored figure changed (then the listings should be told,
 * listing-changed.server.ts).
 */
export async function refreshReplyTimes(tx: Executor, businesses?: Businesses, now = clock.now()): Promise<boolean> {
  await lockBusiness(tx, businesses);
  const since = new Date(now.getTime() - REPLY_WINDOW_DAYS * 86_400_000);
  const result = await tx.execute(sql`
    with measured as (
      select partner_id, count(*)::int as sample, round(percentile_cont(0.5) within group (order by minutes))::int as minutes
      from ${countedReplies(inBusinesses(sql`l.partner_id`, businesses), since)} counted
      group by partner_id
    )
    update ${partners} p set reply_minutes = m.minutes, reply_sample = coalesce(m.sample, 0)
    from ${partners} q left join measured m on m.partner_id = q.id
    where p.id = q.id and ${inBusinesses(sql`q.id`, businesses)}
      and (p.reply_minutes is distinct from m.minutes or p.reply_sample <> coalesce(m.sample, 0))
    returning p.id`);
  return rowsOf(result).length > 0;
}

/** When a booked visit's window starts (bookings b: its India day and 'HH:MM-HH:MM' window), as bookings/visits.ts visitStartsAt; null when unreadable. */
const visitStart = sql`case when b.visit_date ~ '^\\d{4}-\\d{2}-\\d{2}$' and b.slot ~ '^\\d{2}:\\d{2}-'
  then (b.visit_date || 'T' || left(b.slot, 5) || ':00+05:30')::timestamptz end`;

/** The SQL of track-record.ts billMatchesQuote, on a review's columns. */
const billMatches = sql`r.final_bill <= r.quoted_amount + greatest(${QUOTE_TOLERANCE_RUPEES}, round(r.quoted_amount * ${QUOTE_TOLERANCE_SHARE}::numeric))`;

/**
 * Recomputes each business's (or one's, or some's) quote record: the told final bills of real jobs, and how
 * many matched their quotes. A real job (bookings/completed-job.server.ts completedJob decides it when the bill
 * is told) had a quote the business sent on the lead, a customer who is signed in and not a member of the
 * business, counted once (their latest bill), and a bill told at or after the visit's time: for an accepted
 * quote the visit time it named, at or after the acceptance; for a booked visit its window's start.
 */
export async function refreshQuoteRecords(tx: Executor, businesses?: Businesses): Promise<boolean> {
  await lockBusiness(tx, businesses);
  const result = await tx.execute(sql`
    with jobs as (
      select distinct on (l.partner_id, l.user_id) l.partner_id, r.quoted_amount, r.final_bill
      from ${reviews} r
      join ${leads} l on l.id = r.lead_id
      left join ${bookings} b on b.id = l.booking_id
      where r.final_bill is not null and r.quoted_amount is not null and l.quote_amount is not null and l.user_id is not null
        and ${inBusinesses(sql`l.partner_id`, businesses)}
        and not exists (select 1 from ${partnerMembers} pm where pm.partner_id = l.partner_id and pm.user_id = l.user_id)
        and r.updated_at >= case when b.id is null then (case when l.quote_visit_at >= l.closed_at then l.quote_visit_at end) else ${visitStart} end
      order by l.partner_id, l.user_id, r.updated_at desc, r.id desc
    ),
    told as (
      select partner_id, count(*)::int as jobs, (count(*) filter (where ${billMatches}))::int as matched
      from jobs r group by partner_id
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
/** 2: leads from demo customers (signed in, not members), bills only on accepted quotes whose visit time passed. */
export const demoTrackRecordVersion = 2;

/** The demo's customers: accounts that are no business's members, more than any demo business has leads, so each lead is another customer's. */
export const DEMO_CUSTOMERS = 40;
export const demoCustomerEmail = (n: number) => `demo.customer.${n}@example.com`;

/**
 * A history of leads for every demo business, so the response times are measured on a first start, and
 * final bills on the demo's accepted quotes, so the quote records show. Deterministic (hashes of the
 * partner's slug and the lead's number decide everything but the dates, which count back from `now`),
 * set-based (one statement each), and its own version in `meta`: loading it again replaces the earlier
 * version's leads and bills.
 *
 * Every lead comes from another of DEMO_CUSTOMERS signed-in demo customers, as the measured figures ask
 * (countedReplies, refreshQuoteRecords). A business is quick (about 45%: a few minutes to half an hour),
 * steady (35%: half an hour to three hours) or slow (20%: hours to a day); one in seven has only 0–4 leads,
 * too few to be measured. Every demo lead is closed (won, lost, declined or, unanswered, expired), 4 to 89
 * days old, so no owner finds a demo lead to answer in their inbox. A won lead's quote named a visit a day or
 * two after it, always past (a lost lead's quote named none); its customer told the final bill a day after the visit, on one of the listing's
 * demo reviews: most within the tolerance of the quote, some well over.
 */
export async function seedDemoTrackRecord(tx: Pick<Database, 'insert' | 'select' | 'execute'>, now = clock.now()): Promise<boolean> {
  if (!(await claimDataVersion(tx, demoTrackRecordKey, demoTrackRecordVersion))) return false;
  // The first version's anonymous leads and the bills it put on demo reviews.
  await tx.execute(
    sql`update ${reviews} set final_bill = null, quoted_amount = null, lead_id = null where user_id is null and final_bill is not null`,
  );
  await tx.execute(sql`delete from ${leads} where user_id is null and name = 'Demo customer' and mobile = '9800000000'`);
  await tx.execute(sql`
    insert into ${users} (email, canonical_email, ref_code)
    select 'demo.customer.' || n || '@example.com', 'demo.customer.' || n || '@example.com', 'DC' || lpad(n::text, 6, '0')
    from generate_series(1, ${DEMO_CUSTOMERS}) as g(n)
    on conflict do nothing`);
  await tx.execute(sql`
    insert into ${leads} (kind, partner_id, service_id, user_id, name, mobile, status, seen_at, first_reply_at, quote_amount, quoted_at,
      quote_visit_at, closed_reason, closed_at, created_at)
    select 'enquiry', x.partner_id, x.service_id, c.id, 'Demo customer', '9800000000',
      case when x.delay is null then 'expired' when x.pick < 12 then 'declined' when x.pick < 60 then 'won' else 'lost' end,
      x.created_at + coalesce(x.delay, 60) * interval '1 minute',
      x.created_at + x.delay * interval '1 minute',
      case when x.delay is not null and x.pick >= 12 then x.quote end,
      case when x.delay is not null and x.pick >= 12 then x.created_at + x.delay * interval '1 minute' end,
      case when x.delay is not null and x.pick >= 12 and x.pick < 60 then least(
        x.created_at + x.delay * interval '1 minute' + (1 + (hashtext(x.slug || ':visit:' || x.n) & 1)) * interval '1 day',
        ${now.toISOString()}::timestamptz - interval '2 days') end,
      case when x.delay is null then 'Nobody answered in time' when x.pick < 12 then 'Fully booked that week' end,
      -- A won lead closed when its customer accepted the quote, hours before the visit it named.
      case when x.delay is not null and x.pick >= 12 and x.pick < 60 then x.created_at + x.delay * interval '1 minute' + interval '6 hours'
           else x.created_at + interval '3 days' end,
      x.created_at
    from (
      select p.id as partner_id, p.slug, s.id as service_id, g.n,
        ${now.toISOString()}::timestamptz - (4 + (hashtext(p.slug || ':day:' || g.n) & 1023) * 85 / 1023.0) * interval '1 day' as created_at,
        case when (hashtext(p.slug || ':answered:' || g.n) & 127) < 16 then null
          else round(
            case when (hashtext(p.slug || ':speed') & 127) < 58 then 5 + (hashtext(p.slug || ':base') & 127) * 25 / 127.0
                 when (hashtext(p.slug || ':speed') & 127) < 102 then 30 + (hashtext(p.slug || ':base') & 127) * 150 / 127.0
                 else 180 + (hashtext(p.slug || ':base') & 127) * 1260 / 127.0 end
            * (0.5 + (hashtext(p.slug || ':delay:' || g.n) & 1023) / 1023.0))::int end as delay,
        (hashtext(p.slug || ':status:' || g.n) & 127) * 100 / 128 as pick,
        (greatest(1, round(s.price)) * (1 + (hashtext(p.slug || ':quote:' || g.n) & 3)))::int as quote,
        ((hashtext(p.slug || ':customer') & 1023) + g.n) % ${DEMO_CUSTOMERS} + 1 as customer
      from ${partners} p
      cross join lateral (select id, price from ${services} where partner_id = p.id order by id limit 1) s
      cross join lateral generate_series(1,
        case when (hashtext(p.slug || ':few') & 127) < 18 then (hashtext(p.slug || ':count') & 3) + 1
             else 10 + (hashtext(p.slug || ':count') & 15) end) as g(n)
    ) x
    join ${users} c on c.email = 'demo.customer.' || x.customer || '@example.com'`);
  // Each won lead's customer told the final bill on one of the listing's demo reviews (the n-th won lead on the n-th review).
  await tx.execute(sql`
    update ${reviews} r set lead_id = j.lead_id, quoted_amount = j.quote,
      final_bill = case when (hashtext('bill:over:' || j.lead_id) & 127) < 17 then round(j.quote * 1.25)::int
                        else round(j.quote * (0.9 + (hashtext('bill:near:' || j.lead_id) & 127) * 0.13 / 127.0))::int end,
      updated_at = greatest(r.created_at, j.quote_visit_at + interval '1 day')
    from (
      select l.id as lead_id, l.quote_amount as quote, l.quote_visit_at, l.service_id,
        row_number() over (partition by l.service_id order by l.id) as nth
      from ${leads} l
      where l.name = 'Demo customer' and l.quote_amount is not null and l.quote_visit_at is not null
        and exists (select 1 from ${users} c where c.id = l.user_id and c.email like 'demo.customer.%')
    ) j
    join (
      select id, service_id, row_number() over (partition by service_id order by id) as nth
      from ${reviews} where user_id is null
    ) d on d.service_id = j.service_id and d.nth = j.nth
    where r.id = d.id`);
  return true;
}
