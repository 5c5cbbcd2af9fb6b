import { rowId } from '../../lib/fields';
import { type Locale, m, saidWhenRead } from '../../lib/i18n';
import { indiaDateFormat, indiaDay } from '../../lib/india-time';
import { hourlyPerCaller } from '../../lib/limit';
import { z } from '../../lib/zod';
import { LEAD_EXPIRY_HOURS, LEAD_STATUSES, type LeadKind, type LeadStatus, type RequestStatus } from './lead-process';

/**
 * Leads: one business's copy of a customer's request (an enquiry, a ride booking, a booked visit), the
 * business's quote, and the customer's choice among the businesses asked (CONTRACT.md "Businesses and their
 * workspace"). Pure: shared by the workspace's pages, the profile's My Enquiries, and their endpoints.
 */

/** The reason an expired lead keeps, which the customer reads (in `locale`: expiry is the clock's, not a request's). */
export const expiredReason = (locale?: Locale) => m['lead.expiredReason']({ hours: LEAD_EXPIRY_HOURS }, { locale });

/** "Also get quotes from up to 2 similar businesses": a customer gets at most three businesses' calls for one enquiry. */
export const ALSO_ASK_MAX = 2;

/** What a lead is, as the pages say it: each label read when read, in the request's language. */
export const leadKindLabel: Record<LeadKind, string> = saidWhenRead({
  enquiry: m['lead.kind.enquiry'],
  booking: m['lead.kind.booking'],
  visit: m['lead.kind.visit'],
});

/** The answer forms' refusals, each read in the language of the request (or page) that reads it. */
export const LEAD_MESSAGES = saidWhenRead({
  amount: m['lead.invalid.amount'],
  amountRange: m['lead.invalid.amountRange'],
  message: m['lead.invalid.message'],
  messageTooLong: m['lead.invalid.messageTooLong'],
  visitAt: m['lead.invalid.visitAt'],
  visitPast: m['lead.invalid.visitPast'],
  visitTooFar: () => m['lead.invalid.visitTooFar']({ days: VISIT_AHEAD_DAYS_MAX }),
  service: m['lead.invalid.service'],
  partner: m['lead.invalid.partner'],
  status: m['lead.invalid.status'],
  reason: m['lead.invalid.reason'],
  reasonTooLong: m['lead.invalid.reasonTooLong'],
});

export const QUOTE_MAX_RUPEES = 1_00_00_000;
export const QUOTE_MESSAGE_MAX = 1000;

const wholeRupees = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.replace(/[₹,\s]/g, ''))) : value),
  z
    .number({ error: () => LEAD_MESSAGES.amount })
    .int({ error: () => LEAD_MESSAGES.amount })
    .min(1, { error: () => LEAD_MESSAGES.amountRange })
    .max(QUOTE_MAX_RUPEES, { error: () => LEAD_MESSAGES.amountRange }),
);

/** A date-time field's value: an ISO time with its zone, or a form's `datetime-local` value, read as India time. */
export function parseVisitTime(value: string): Date | null {
  const text = value.trim();
  const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text);
  if (!local && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const date = new Date(local ? `${text}+05:30` : text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A quote's visit may be planned at most this many days ahead. */
export const VISIT_AHEAD_DAYS_MAX = 90;

/**
 * What is wrong with a quote's visit time at `now`, or null: in the past (a few minutes' slack for a slow
 * form), or more than VISIT_AHEAD_DAYS_MAX days ahead.
 */
export function visitTimeProblem(visitAt: Date | undefined, now: Date): string | null {
  if (!visitAt) return null;
  if (visitAt.getTime() <= now.getTime() - 5 * 60_000) return LEAD_MESSAGES.visitPast;
  if (visitAt.getTime() > now.getTime() + VISIT_AHEAD_DAYS_MAX * 24 * 60 * 60_000) return LEAD_MESSAGES.visitTooFar;
  return null;
}

const quoteFields = z.object({
  amount: wholeRupees,
  message: z
    .string({ error: () => LEAD_MESSAGES.message })
    .overwrite((value) => value.replace(/\r\n?/g, '\n').trim())
    .min(1, { error: () => LEAD_MESSAGES.message })
    .max(QUOTE_MESSAGE_MAX, { error: () => LEAD_MESSAGES.messageTooLong }),
  visit_at: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: () => LEAD_MESSAGES.visitAt })
      .transform((value, context) => {
        const date = parseVisitTime(value);
        if (!date) {
          context.addIssue({ code: 'custom', message: LEAD_MESSAGES.visitAt });
          return z.NEVER;
        }
        return date;
      })
      .optional(),
  ),
});
/**
 * POST /api/business/leads/{lead_id}/quote and the lead page's quote form, at the server's `now`: both
 * parse with this one schema, so both refuse a visit in the past or too far ahead with the same words.
 */
export const quoteSchemaAt = (now: Date) =>
  quoteFields.superRefine((value, context) => {
    const problem = visitTimeProblem(value.visit_at, now);
    if (problem) context.addIssue({ code: 'custom', path: ['visit_at'], message: problem });
  });
export type QuoteInput = z.infer<typeof quoteFields>;

export const DECLINE_REASON_MAX = 300;

/** POST /api/business/leads/{lead_id}/decline and the lead page's decline form: why, which the customer sees. */
export const declineSchema = z.object({
  reason: z
    .string({ error: () => LEAD_MESSAGES.reason })
    .overwrite((value) => value.replace(/\s+/g, ' ').trim())
    .min(1, { error: () => LEAD_MESSAGES.reason })
    .max(DECLINE_REASON_MAX, { error: () => LEAD_MESSAGES.reasonTooLong }),
});
export type DeclineInput = z.infer<typeof declineSchema>;

/** GET /api/business/leads: the business, and optionally one status (the inbox's filter). */
export const leadsQuerySchema = z.object({
  partner_id: rowId(() => LEAD_MESSAGES.partner),
  status: z.preprocess((value) => (value === '' ? undefined : value), z.enum(LEAD_STATUSES, { error: () => LEAD_MESSAGES.status }).optional()),
});

/** POST /api/my-enquiries/{enquiry_id}/accept. */
export const acceptSchema = z.object({ service_id: rowId(() => LEAD_MESSAGES.service) });

/** Quotes are typed by people; a business answers dozens of leads a day, not thousands. */
export const leadLimits = {
  quote: hourlyPerCaller('business-lead-quote', 120),
  choice: hourlyPerCaller('my-enquiries-choice', 60),
  /** Taps on Call and WhatsApp: a few per lead. */
  called: hourlyPerCaller('business-lead-called', 300),
} as const;

export interface SimilarListing {
  serviceId: number;
  partnerId: number;
}

/**
 * The businesses an enquiry also goes to: from candidates already in order (same category and city, best
 * rated and quickest to reply first), up to `count`, never a business already asked and never one twice.
 */
export function pickSimilar<T extends SimilarListing>(candidates: readonly T[], exclude: Iterable<number>, count: number): T[] {
  const taken = new Set(exclude);
  const picked: T[] = [];
  for (const candidate of candidates) {
    if (picked.length >= count) break;
    if (taken.has(candidate.partnerId)) continue;
    taken.add(candidate.partnerId);
    picked.push(candidate);
  }
  return picked;
}

export interface LeadQuote {
  amount: number;
  message: string;
  visit_at: string | null;
}

/** One lead as GET /api/business/leads answers it (CONTRACT.md), with what the inbox shows beside. */
export interface LeadItem {
  lead_id: number;
  kind: LeadKind;
  service_id: number;
  service_name: string;
  name: string;
  /** Null once the business may no longer call them (lead-process.ts numberHiddenReason). */
  mobile: string | null;
  /** Why the number is not shown, or null while it is. */
  mobile_note: string | null;
  created_at: string;
  status: LeadStatus;
  seen_at: string | null;
  quoted_at: string | null;
  quote: LeadQuote | null;
  /** What the customer said needs doing (an enquiry's; null when they said nothing). */
  details: string | null;
  /** When they need it: 'now', 'today', 'week' or a day (YYYY-MM-DD); null when not said (enquiries.ts whenLabel). */
  when: string | null;
  /** Their photos of the job (URLs), at most three. */
  photos: string[];
}

/** One business's answer to a customer's enquiry, as GET /api/my-enquiries answers it. */
export interface Offer {
  service_id: number;
  /** The business (a customer may block it: blocks.ts). */
  partner_id: number;
  service_name: string;
  slug: string;
  status: LeadStatus;
  /** Why the business declined, when it did. */
  declined_reason: string | null;
  sent_at: string;
  seen_at: string | null;
  quoted_at: string | null;
  quote: LeadQuote | null;
  /** The chosen business's phone and WhatsApp number (its offer accepted); null for every other offer. */
  contact: { phone: string; whatsapp: string } | null;
}

export interface MyEnquiry {
  enquiry_id: number;
  created_at: string;
  status: RequestStatus;
  offers: Offer[];
}

/** The quote of a lead's row, or null when it has none. */
export function quoteOf(row: { quoteAmount: number | null; quoteMessage: string | null; quoteVisitAt: Date | null }): LeadQuote | null {
  if (row.quoteAmount === null) return null;
  return { amount: row.quoteAmount, message: row.quoteMessage ?? '', visit_at: row.quoteVisitAt?.toISOString() ?? null };
}

/** When the customer needs it: one of these, or a day (YYYY-MM-DD) from today on (enquiries.ts checks it). */
export const ENQUIRY_WHEN = ['now', 'today', 'week'] as const;
export type EnquiryWhen = (typeof ENQUIRY_WHEN)[number];
/** The enquiry form's fourth choice, a day, before one is picked (the schema then asks for one). */
export const WHEN_DATE = 'date';

const whenDayFormat = () => new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Now", "Today", "This week" or "On Tue, 1 Dec": a lead's `when` as the business and the mail read it. */
export function whenLabel(when: string): string {
  if (when === 'now') return m['enquiry.when.now']();
  if (when === 'today') return m['enquiry.when.today']();
  if (when === 'week') return m['enquiry.when.week']();
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(when);
  if (!day) return when;
  return m['enquiry.when.onDate']({ date: whenDayFormat().format(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])))) });
}

/** WhatsApp's click-to-chat link for an Indian mobile number. */
export const whatsappHref = (mobile: string) => `https://wa.me/91${mobile.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '')}`;

const visitTimeFormat = indiaDateFormat({ weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** 'Thu, 26 Nov, 10:30 am' in India's time: a quote's visit time and a lead's times as the pages show them. */
export const formatLeadTime = (date: Date | string) => visitTimeFormat().format(new Date(date));

const clockFormat = indiaDateFormat({ hour: 'numeric', minute: '2-digit' });

/** A later time of the same lead: only the clock when it is the same India day as `earlier` ('6:37 pm'). */
export const formatLaterTime = (date: Date | string, earlier: Date | string) =>
  indiaDay(date) === indiaDay(earlier) ? clockFormat().format(new Date(date)) : formatLeadTime(date);

/** A time as a `datetime-local` field shows it, in India's time: '2026-12-01T10:30'. */
export const indiaLocalInput = (date: Date | string) => new Date(new Date(date).getTime() + 330 * 60_000).toISOString().slice(0, 16);

/** One field of a lead page's answer form (LeadAnswerForm.astro): TextField's props, less what the form fills in. */
export interface AnswerField {
  name: string;
  label: string;
  hint?: string;
  rows?: number;
  maxLength?: number;
  inputMode?: 'numeric';
  type?: 'datetime-local';
  required?: boolean;
}

export const QUOTE_FIELDS = ['amount', 'message', 'visit_at'] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];
/** What the business reads once its quote is sent (the endpoint's `msg`, the lead page's notice). */
export const quoteSent = () => m['lead.quoteSent']();
/** What the business reads once it declined a lead. */
export const leadDeclined = () => m['lead.declined']();
