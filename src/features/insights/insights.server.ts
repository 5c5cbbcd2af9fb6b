import { and, asc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { clock } from '../../lib/server/clock';
import { type Database, db, tables } from '../../lib/server/db';
import { indiaDay } from '../../lib/india-time';
import { fillPeriod, type InsightKind, type InsightPeriod, type Insights, periodDays } from './insights';

const { leads, partnerDailyEvents } = tables;

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
 * quote, a decline, a booking confirmed or declined); null when no lead of the period was answered.
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
  const [reply] = (await database
    .select({
      minutes: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${leads.firstReplyAt} - ${leads.createdAt})) / 60)`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(leads)
    .where(and(eq(leads.partnerId, partnerId), gte(leads.createdAt, since), isNotNull(leads.firstReplyAt)))) as { minutes: number | null }[];
  return fillPeriod(today, days, rows, reply?.minutes ?? null);
}
