/**
 * A business's track record, measured from its leads and its customers' answers: how quickly it usually
 * replies, and whether its final bills match its quotes. Pure rules; the SQL that keeps the figures on
 * `partners` is track-record.server.ts.
 */
import { m } from '../../lib/i18n';

/** The response time is the median of the leads that arrived in this many days. */
export const REPLY_WINDOW_DAYS = 90;
/** Fewer answered leads than this in the window: no measured time (and never 'Quick Response'). */
export const MIN_REPLY_SAMPLE = 5;
/** 'Quick Response' means a measured median of this many minutes or less. */
export const QUICK_RESPONSE_MINUTES = 30;

/** A final bill matches its quote when it is at most the larger of these over it (paying less always matches). */
export const QUOTE_TOLERANCE_RUPEES = 50;
export const QUOTE_TOLERANCE_SHARE = 0.05;
/** Fewer final bills told than this: the record is not shown. */
export const MIN_QUOTE_ANSWERS = 5;
/** The most a final bill may be, whole rupees. */
export const FINAL_BILL_MAX = 10_000_000;

/** The measured minutes a business shows, or null when too few of its leads were answered to say. */
export function measuredReplyMinutes(minutes: number | null, sample: number): number | null {
  return minutes !== null && sample >= MIN_REPLY_SAMPLE ? minutes : null;
}

/** 'Quick Response': measured, and quick. A business without a measured time is not quick. */
export function isQuickResponse(minutes: number | null, sample: number): boolean {
  const measured = measuredReplyMinutes(minutes, sample);
  return measured !== null && measured <= QUICK_RESPONSE_MINUTES;
}

/**
 * 'Usually replies in about 20 min' / 'about 3 h' / 'about 2 days', or null when not measured. Minutes are
 * rounded to 5 (at least 5), hours from 90 minutes on, days from 36 hours on.
 */
export function replyTimeLabel(minutes: number | null): string | null {
  if (minutes === null) return null;
  const time = replyTime(minutes);
  if (time.unit === 'minutes') return m['listing.card.replyMinutes']({ minutes: time.count });
  if (time.unit === 'hours') return m['listing.card.replyHours']({ hours: time.count });
  return m['listing.card.replyDays']({ days: time.count });
}

/** The phone card's short form of replyTimeLabel: 'Replies in ~25 min', 'Replies in ~3 h'. */
export function replyTimeShort(minutes: number | null): string | null {
  if (minutes === null) return null;
  const time = replyTime(minutes);
  if (time.unit === 'minutes') return m['listing.card.replyMinutesShort']({ minutes: time.count });
  if (time.unit === 'hours') return m['listing.card.replyHoursShort']({ hours: time.count });
  return m['listing.card.replyDaysShort']({ days: time.count });
}

/** A reply time as said: minutes rounded to 5 (at least 5), hours from 90 minutes on, days from 36 hours on. */
function replyTime(minutes: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  if (minutes < 90) return { unit: 'minutes', count: Math.max(5, Math.round(minutes / 5) * 5) };
  const hours = Math.round(minutes / 60);
  if (hours < 36) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.round(minutes / 1440) };
}

/** How much over its quote a final bill may be and still match: ₹50 or 5% of the quote, whichever is more. */
export function quoteTolerance(quote: number): number {
  return Math.max(QUOTE_TOLERANCE_RUPEES, Math.round(quote * QUOTE_TOLERANCE_SHARE));
}

/** The final bill matched the quote: not more than the quote and its tolerance. */
export function billMatchesQuote(quote: number, finalBill: number): boolean {
  return finalBill <= quote + quoteTolerance(quote);
}

/** A business's record of keeping to its quotes, as shown; null when fewer than MIN_QUOTE_ANSWERS bills were told. */
export interface QuoteRecord {
  matched: number;
  jobs: number;
}

export function quoteRecord(jobs: number, matched: number): QuoteRecord | null {
  return jobs >= MIN_QUOTE_ANSWERS ? { matched, jobs } : null;
}

/** 'Final bill matched the quote in 18 of 20 jobs'. */
export function quoteRecordLabel(record: QuoteRecord): string {
  return m['listing.card.quoteRecord']({ matched: record.matched, jobs: record.jobs });
}

/** The phone card's short form of quoteRecordLabel: 'Bill = quote 18/20'. */
export function quoteRecordShort(record: QuoteRecord): string {
  return m['listing.card.quoteRecordShort']({ matched: record.matched, jobs: record.jobs });
}

/** Why a final bill is refused: only the customer of a completed job (a won lead, a completed booking) may tell it. */
export const finalBillRefusal = () => m['review.refusal.finalBill']();
