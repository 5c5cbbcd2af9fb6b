import { describe, expect, it } from 'vitest';
import { addDays, busiestDay, chartTop, dailyBars, fillPeriod, formatMinutes, insightsQuerySchema, pagePeriod, periodDays } from './insights';

describe('periodDays', () => {
  it('ends on today and counts today in, oldest first', () => {
    expect(periodDays('2026-03-02', 7)).toEqual(['2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(periodDays('2026-11-25', 90)).toHaveLength(90);
    expect(periodDays('2026-11-25', 90)[0]).toBe('2026-08-28');
  });
  it('crosses months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2026-03-01', -30)).toBe('2026-01-30');
  });
});

describe('fillPeriod', () => {
  it('gives every day of the period, zeros included, and sums the totals', () => {
    const insights = fillPeriod('2026-11-25', 7, [
      { day: '2026-11-19', kind: 'visit', count: 4 },
      { day: '2026-11-25', kind: 'visit', count: 2 },
      { day: '2026-11-25', kind: 'call', count: 1 },
      { day: '2026-11-22', kind: 'enquiry', count: 3 },
      { day: '2026-11-22', kind: 'booking', count: 1 },
    ]);
    expect(insights).toMatchObject({ days: 7, from: '2026-11-19', to: '2026-11-25', median_first_reply_minutes: null });
    expect(insights.totals).toEqual({ visits: 6, calls: 1, enquiries: 3, bookings: 1, quotes: 0, won: 0 });
    expect(insights.per_day.map((day) => day.day)).toEqual(periodDays('2026-11-25', 7));
    expect(insights.per_day[0]).toEqual({ day: '2026-11-19', visits: 4, calls: 0, enquiries: 0, bookings: 0, quotes: 0, won: 0 });
    expect(insights.per_day[1]).toEqual({ day: '2026-11-20', visits: 0, calls: 0, enquiries: 0, bookings: 0, quotes: 0, won: 0 });
    expect(insights.per_day[6]).toMatchObject({ visits: 2, calls: 1 });
  });
  it('leaves out days outside the period and kinds it does not know', () => {
    const insights = fillPeriod('2026-11-25', 7, [
      { day: '2026-11-18', kind: 'visit', count: 9 },
      { day: '2026-11-26', kind: 'visit', count: 9 },
      { day: '2026-11-25', kind: 'sneeze', count: 9 },
    ]);
    expect(Object.values(insights.totals)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('insightsQuerySchema and pagePeriod', () => {
  it('takes 7, 30 or 90 days and a partner id, from query text', () => {
    expect(insightsQuerySchema.parse({ partner_id: '12', days: '7' })).toEqual({ partner_id: 12, days: 7 });
    expect(insightsQuerySchema.parse({ partner_id: '12', days: '90' })).toEqual({ partner_id: 12, days: 90 });
  });
  it('refuses any other period or a missing one, and a partner id that cannot be one', () => {
    for (const days of ['14', '0', '-7', '7.5', 'week', '', undefined]) {
      const result = insightsQuerySchema.safeParse({ partner_id: '12', days });
      expect(result.success, String(days)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('days must be one of 7, 30, 90');
    }
    expect(insightsQuerySchema.safeParse({ partner_id: 'x', days: '7' }).success).toBe(false);
    expect(insightsQuerySchema.safeParse({ days: '7' }).success).toBe(false);
  });
  it('the page opens any ?days= on a known period, 30 by default', () => {
    expect(pagePeriod('7')).toBe(7);
    expect(pagePeriod('90')).toBe(90);
    expect(pagePeriod(null)).toBe(30);
    expect(pagePeriod('365')).toBe(30);
  });
});

describe('formatMinutes', () => {
  it('says a reply time as a person would', () => {
    expect(formatMinutes(12.4)).toBe('12 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(185)).toBe('3 h 5 min');
    expect(formatMinutes(24 * 60)).toBe('1 day');
    expect(formatMinutes(2 * 24 * 60 + 4 * 60 + 10)).toBe('2 days 4 h');
  });
});

describe('chartTop and dailyBars', () => {
  it('tops a chart with an even round number at or above the largest day', () => {
    expect(chartTop([])).toBe(2);
    expect(chartTop([0, 0])).toBe(2);
    expect(chartTop([1])).toBe(2);
    expect(chartTop([3, 2])).toBe(4);
    expect(chartTop([5])).toBe(6);
    expect(chartTop([10])).toBe(10);
    expect(chartTop([12])).toBe(20);
    expect(chartTop([87])).toBe(100);
    expect(chartTop([100])).toBe(100);
    expect(chartTop([101])).toBe(200);
    expect(chartTop([450])).toBe(600);
  });
  it('draws a bar a day from the bottom, as tall as its share of the top; none for a zero day', () => {
    const bars = dailyBars([0, 5, 10]);
    expect(chartTop([0, 5, 10])).toBe(10);
    expect(bars.map((bar) => bar.height)).toEqual([0, 50, 100]);
    expect(bars.map((bar) => bar.y)).toEqual([100, 50, 0]);
    expect(bars.map((bar) => bar.x)).toEqual([1.5, 11.5, 21.5]);
    expect(dailyBars([1, 1000])[0]!.height).toBe(2);
  });
});

describe('busiestDay', () => {
  it('names the one day with the most, and none when days tie or nothing happened', () => {
    expect(busiestDay([1, 4, 2])).toEqual({ index: 1, value: 4 });
    expect(busiestDay([3, 1, 3])).toBeNull();
    expect(busiestDay([0, 0])).toBeNull();
    expect(busiestDay([])).toBeNull();
  });
});
