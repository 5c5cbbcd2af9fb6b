import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { queryRows } from '../../lib/server/db/rows';
import { countedReplies } from '../track-record/track-record.server';
import { clock } from '../../lib/server/clock';
import { type Database, db, tables } from '../../lib/server/db';
import { indiaDay } from '../../lib/india-time';
import { fillPeriod, type InsightKind, type InsightPeriod, type Insights, periodDays } from './insights';

const { partnerDailyEvents } = tables;

type Executor = Pick<Database, 'insert'>;

/**
 * Counts one event of a business on the India day of `at` (now by default): one upsert that adds to the
 * day's row, so two processes counting at once both count. Pass the transaction that makes the event to
 * count it with it.
 */
export async function countEvent(partnerId: number, kind: InsightKind, at: Date = clock.now(), on?: Executor): Promise<void> {
  const database = on ?? (await db());
  await database
    .insert(partnerDailyEvents)
    .values({ partnerId, day: indiaDay(at), kind, count: 1 })
    .onConflictDoUpdate({
      target: [partnerDailyEvents.partnerId, partnerDailyEvents.day, partnerDailyEvents.kind],
      set: { count: sql`${partnerDailyEvents.count} + 1` },
    });
}

/**
 * A business's events per day over the last `days` India days (today included), every day and kind
 * there, and the median minutes from a lead arriving in that period to the business's first answer (a
 * quote, a decline, a booking confirmed or declined, a call from the opened lead), over the leads its
 * measured reply time counts; null when none of the period was answered.
 */
export async function loadInsights(partnerId: number, days: InsightPeriod, now: Date = clock.now()): Promise<Insights> {
  const today = indiaDay(now);
  const from = periodDays(today, days)[0]!;
  const database = await db();
  const rows = await database
    .select({ day: partnerDailyEvents.day, kind: partnerDailyEvents.kind, count: partnerDailyEvents.count })
    .from(partnerDailyEvents)
    .where(and(eq(partnerDailyEvents.partnerId, partnerId), gte(partnerDailyEvents.day, from), lte(partnerDailyEvents.day, today)))
    .orderBy(asc(partnerDailyEvents.day));
  // The period starts at midnight in India (UTC+05:30 all year) on its first day.
  const since = new Date(`${from}T00:00:00+05:30`);
  // The same leads as the measured reply time (track-record.server.ts countedReplies), arrived in the period.
  const [reply] = await queryRows<{ minutes: number | null }>(
    database,
    sql`select percentile_cont(0.5) within group (order by minutes) as minutes
      from ${countedReplies(sql`l.partner_id = ${partnerId}::int`, new Date(since.getTime() - 1))} counted`,
  );
  return fillPeriod(today, days, rows, reply?.minutes == null ? null : Number(reply.minutes));
}
