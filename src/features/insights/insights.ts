import { m } from '../../lib/i18n';
import { z } from '../../lib/zod';
import { rowId } from '../../lib/fields';

/**
 * A business's insights: what customers did with it, day by day in India's calendar. Pure: the rules the
 * endpoint, the page and the counting share.
 */

/** What is counted per day (partner_daily_events.kind), in the order the page and the answer list them. */
export const INSIGHT_KINDS = ['visit', 'call', 'enquiry', 'booking', 'quote', 'won'] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

/** The answer's and the table's name of each kind's count. */
export const insightFields = {
  visit: 'visits',
  call: 'calls',
  enquiry: 'enquiries',
  booking: 'bookings',
  quote: 'quotes',
  won: 'won',
} as const satisfies Record<InsightKind, string>;
export type InsightField = (typeof insightFields)[InsightKind];

/** What the page calls each count, said when read. */
export const insightLabels: Record<InsightKind, () => string> = {
  visit: m['insights.kind.visit'],
  call: m['insights.kind.call'],
  enquiry: m['insights.kind.enquiry'],
  booking: m['insights.kind.booking'],
  quote: m['insights.kind.quote'],
  won: m['insights.kind.won'],
};

export const isInsightKind = (value: string): value is InsightKind => (INSIGHT_KINDS as readonly string[]).includes(value);

/** The periods a business may look back over, in days (today included). */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
export const DEFAULT_INSIGHT_PERIOD: InsightPeriod = 30;

export const isInsightPeriod = (value: number): value is InsightPeriod => (INSIGHT_PERIODS as readonly number[]).includes(value);

/** GET /api/business/insights's query. */
export const insightsQuerySchema = z.object({
  partner_id: rowId(() => m['insights.invalid.partner']()),
  days: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z.literal(INSIGHT_PERIODS, { error: () => m['insights.invalid.days']({ periods: INSIGHT_PERIODS.join(', ') }) }),
  ),
});
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** The page's ?days=: one of the periods, else the default (a link with a stale value still opens). */
export const pagePeriod = (value: string | null): InsightPeriod => {
  const days = Number(value);
  return isInsightPeriod(days) ? days : DEFAULT_INSIGHT_PERIOD;
};

export type DayCounts = { day: string } & Record<InsightField, number>;
export type InsightTotals = Record<InsightField, number>;

export interface Insights {
  days: InsightPeriod;
  /** The first and last India day of the period (YYYY-MM-DD); `to` is today. */
  from: string;
  to: string;
  totals: InsightTotals;
  /** Every day of the period, oldest first, days without events as zeros. */
  per_day: DayCounts[];
  /** Null until there are replies to measure. */
  median_first_reply_minutes: number | null;
}

const DAY_MS = 86_400_000;

/** A calendar day (YYYY-MM-DD) moved by a number of days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The days of a period ending on `today`, oldest first. */
export function periodDays(today: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(today, index - days + 1));
}

const zeroCounts = (): InsightTotals => ({ visits: 0, calls: 0, enquiries: 0, bookings: 0, quotes: 0, won: 0 });

/** The stored rows of a period as the answer gives them: every day, zeros included, and the totals. */
export function fillPeriod(
  today: string,
  days: InsightPeriod,
  rows: readonly { day: string; kind: string; count: number }[],
  medianFirstReplyMinutes: number | null = null,
): Insights {
  const allDays = periodDays(today, days);
  const byDay = new Map(allDays.map((day) => [day, { day, ...zeroCounts() } as DayCounts]));
  const totals = zeroCounts();
  for (const row of rows) {
    const counts = byDay.get(row.day);
    if (!counts || !isInsightKind(row.kind)) continue;
    const field = insightFields[row.kind];
    counts[field] += row.count;
    totals[field] += row.count;
  }
  return { days, from: allDays[0]!, to: today, totals, per_day: [...byDay.values()], median_first_reply_minutes: medianFirstReplyMinutes };
}

/** A reply time as a person says it: "12 min", "3 h 5 min", "2 days 4 h". */
export function formatMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return m['insights.minutes']({ minutes: whole });
  if (whole < 24 * 60) {
    const hours = Math.floor(whole / 60);
    const rest = whole % 60;
    return rest ? m['insights.hoursMinutes']({ hours, minutes: rest }) : m['insights.hours']({ hours });
  }
  const days = Math.floor(whole / (24 * 60));
  const hours = Math.floor((whole % (24 * 60)) / 60);
  return hours ? m['insights.daysHours']({ count: days, hours }) : m['insights.days']({ count: days });
}

/**
 * A round number at or above the largest value, for a chart's top line: 2, 4, 6, 8, 10, 20, 40, …, 100,
 * 200, … — even, so that the middle line is a whole count too.
 */
export function chartTop(values: readonly number[]): number {
  const largest = Math.max(0, ...values);
  if (largest <= 2) return 2;
  const power = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 4, 6, 8, 10].find((factor) => factor * power >= largest)!;
  return step * power;
}

/** The viewBox of a daily bar chart: BAR_SLOT units a day wide, CHART_HEIGHT high. */
export const BAR_SLOT = 10;
export const CHART_HEIGHT = 100;

/**
 * The bars of a daily chart in its viewBox (BAR_SLOT × days wide, CHART_HEIGHT high, drawn from the bottom
 * against `top`): a day with any count keeps a bar tall enough to see; a day with none has none.
 */
export function dailyBars(values: readonly number[], top = chartTop(values)) {
  const gap = values.length > 45 ? 2 : 3;
  return values.map((value, index) => {
    const height = value > 0 ? Math.max(2, (value / top) * CHART_HEIGHT) : 0;
    return { x: index * BAR_SLOT + gap / 2, y: CHART_HEIGHT - height, width: BAR_SLOT - gap, height, value };
  });
}

/** The busiest day of a series: its index and count, or null when several days share the most (or all are 0). */
export function busiestDay(values: readonly number[]): { index: number; value: number } | null {
  const value = Math.max(0, ...values);
  if (value === 0) return null;
  const index = values.indexOf(value);
  return values.indexOf(value, index + 1) === -1 ? { index, value } : null;
}
