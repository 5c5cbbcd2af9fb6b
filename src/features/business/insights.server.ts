import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
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
export async function countEvent(partnerId: number, kind: InsightKind, at: Date = new Date(), on?: Executor): Promise<void> {
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
 * there. The median minutes to a lead's first reply is null: nothing records replies to leads yet, and
 * a number made up from something else would mislead.
 */
export async function loadInsights(partnerId: number, days: InsightPeriod, now: Date = new Date()): Promise<Insights> {
  const today = indiaDay(now);
  const from = periodDays(today, days)[0]!;
  const rows = await (await db())
    .select({ day: partnerDailyEvents.day, kind: partnerDailyEvents.kind, count: partnerDailyEvents.count })
    .from(partnerDailyEvents)
    .where(and(eq(partnerDailyEvents.partnerId, partnerId), gte(partnerDailyEvents.day, from), lte(partnerDailyEvents.day, today)))
    .orderBy(asc(partnerDailyEvents.day));
  return fillPeriod(today, days, rows, null);
}
