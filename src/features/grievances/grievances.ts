import { emailAddress, mobile, multiLine, personName } from '../../lib/fields';
import { m } from '../../lib/i18n';
import { indiaDateFormat } from '../../lib/india-time';
import { type CallerLimit, hourlyPerCaller } from '../../lib/limit';
import { formFields, z } from '../../lib/zod';

/** What a grievance is about (CONTRACT.md "Operators, grievances and takedowns"). */
export const GRIEVANCE_ABOUT = ['review', 'photo', 'question', 'listing', 'booking', 'data', 'other'] as const;
export type GrievanceAbout = (typeof GRIEVANCE_ABOUT)[number];

/**
 * Which law's timelines a grievance runs on: a complaint about content people posted (a review, a photo) is the
 * IT Rules, 2021 rule 3(2)'s; anything else is a consumer grievance (Consumer Protection (E-Commerce) Rules, 2020, rule 4).
 */
export type GrievanceKind = 'consumer' | 'content';
export const kindOfGrievance = (about: GrievanceAbout): GrievanceKind =>
  about === 'review' || about === 'photo' || about === 'question' ? 'content' : 'consumer';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The clocks: acknowledged within `acknowledgeMs` of filing, resolved within `resolveMs`. */
export const GRIEVANCE_CLOCKS: Record<GrievanceKind, { acknowledgeMs: number; resolveMs: number }> = {
  consumer: { acknowledgeMs: 48 * HOUR_MS, resolveMs: 30 * DAY_MS },
  content: { acknowledgeMs: 24 * HOUR_MS, resolveMs: 15 * DAY_MS },
};
/** A takedown order from a court or the government is carried out within this many hours (IT Rules, 3(1)(d), as amended in 2026). */
export const TAKEDOWN_ORDER_HOURS = 3;
/** The Grievance Appellate Committee hears an appeal filed within this many days of a decision. */
export const APPEAL_DAYS = 30;
export const APPEAL_URL = 'https://gac.gov.in';

/** When a grievance filed at `filedAt` must be acknowledged and resolved. */
export function grievanceDeadlines(kind: GrievanceKind, filedAt: Date): { acknowledgeBy: Date; resolveBy: Date } {
  const clocks = GRIEVANCE_CLOCKS[kind];
  return { acknowledgeBy: new Date(filedAt.getTime() + clocks.acknowledgeMs), resolveBy: new Date(filedAt.getTime() + clocks.resolveMs) };
}

const whenFormat = indiaDateFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
/** A clock's time as people read it, in India ('30 Nov 2026, 3:40 pm'). */
export const grievanceTime = (date: Date) => whenFormat().format(date);

export type GrievanceState = 'received' | 'acknowledged' | 'resolved';
export function grievanceState(row: { acknowledgedAt: Date | null; resolvedAt: Date | null }): GrievanceState {
  if (row.resolvedAt) return 'resolved';
  return row.acknowledgedAt ? 'acknowledged' : 'received';
}

/** A clock's breach: a step still undone past its time, or done after it. */
export function breached(due: Date, doneAt: Date | null, now: Date): boolean {
  return (doneAt ?? now).getTime() > due.getTime();
}

export const GRIEVANCE_TEXT_MIN = 20;
export const GRIEVANCE_TEXT_MAX = 4000;
export const GRIEVANCE_URL_MAX = 500;
export const GRIEVANCE_ANSWER_MAX = 4000;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A link to what the grievance is about: one of ours or any https/http page (where it was seen). */
const grievanceUrl = z.preprocess(
  blankToUndefined,
  z
    .string({ error: () => m['grievance.invalid.url']() })
    .trim()
    .max(GRIEVANCE_URL_MAX, { error: () => m['grievance.invalid.url']() })
    .refine((value) => /^https?:\/\/\S+$/i.test(value) && URL.canParse(value), { error: () => m['grievance.invalid.url']() })
    .optional(),
);

/** The grievance form: one schema for the island, the page's plain POST and POST /api/grievances. */
export const grievanceSchema = z.object({
  name: personName,
  email: emailAddress,
  mobile: z.preprocess(
    blankToUndefined,
    mobile({ empty: () => m['field.mobile.missing'](), invalid: () => m['field.mobile.invalid']() }, { forgiving: true }).optional(),
  ),
  about: z.enum(GRIEVANCE_ABOUT, { error: () => m['grievance.invalid.about']() }),
  text: multiLine(
    () => m['grievance.invalid.text'](),
    GRIEVANCE_TEXT_MIN,
    () => m['grievance.invalid.textTooShort']({ min: GRIEVANCE_TEXT_MIN }),
    GRIEVANCE_TEXT_MAX,
    () => m['grievance.invalid.textTooLong']({ max: GRIEVANCE_TEXT_MAX }),
  ),
  url: grievanceUrl,
});
export type GrievanceInput = z.infer<typeof grievanceSchema>;
export type GrievanceField = keyof GrievanceInput;
export const GRIEVANCE_FIELDS: readonly GrievanceField[] = formFields(grievanceSchema);

/** Opening a ticket's page by its email (the form on /grievance/{ticket}). */
export const grievanceLookupSchema = z.object({ email: emailAddress });
export const GRIEVANCE_LOOKUP_FIELDS = ['email'] as const;

/** An operator's answer to a grievance. */
export const grievanceAnswerSchema = z.object({
  answer: multiLine(
    () => m['grievance.invalid.answer'](),
    10,
    () => m['grievance.invalid.answerTooShort']({ min: 10 }),
    GRIEVANCE_ANSWER_MAX,
    () => m['grievance.invalid.answerTooLong']({ max: GRIEVANCE_ANSWER_MAX }),
  ),
});

/**
 * Filing mails support and the complainant, so it is limited per caller like the contact form; opening a ticket
 * by its email is limited harder per address, so that nobody can try emails against a ticket.
 */
export const grievanceLimits = {
  file: hourlyPerCaller('grievances', 10),
  lookup: hourlyPerCaller('grievance-lookup', 20, 20),
} as const satisfies Record<string, CallerLimit>;

/** A ticket as we write it: SEVA-G- and 8 letters or digits without the ones people misread. */
export const TICKET_PATTERN = /^SEVA-G-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/;
export const isTicket = (value: string) => TICKET_PATTERN.test(value);

/**
 * The form filled in from a "Report" link (a photo's, a question's): `?about=photo&url=…` when both are valid,
 * else nothing. The link is the person's choice of what to report; they still write why and send it themselves.
 */
export function reportPrefill(search: string): { about: GrievanceAbout; url: string } | null {
  const query = new URLSearchParams(search);
  const about = query.get('about') ?? '';
  const url = query.get('url') ?? '';
  if (!(GRIEVANCE_ABOUT as readonly string[]).includes(about) || !/^https?:\/\/\S+$/.test(url) || url.length > 500) return null;
  return { about: about as GrievanceAbout, url };
}

/** The about choices with their labels, in the form's order. */
export const grievanceAboutLabel = (about: GrievanceAbout): string =>
  ({
    review: () => m['grievance.about.review'](),
    photo: () => m['grievance.about.photo'](),
    question: () => m['grievance.about.question'](),
    listing: () => m['grievance.about.listing'](),
    booking: () => m['grievance.about.booking'](),
    data: () => m['grievance.about.data'](),
    other: () => m['grievance.about.other'](),
  })[about]();

export const grievanceStateLabel = (state: GrievanceState): string =>
  ({
    received: () => m['grievance.state.received'](),
    acknowledged: () => m['grievance.state.acknowledged'](),
    resolved: () => m['grievance.state.resolved'](),
  })[state]();

/** What the complainant reads once it is filed (the API's `msg`, the form's success). */
export const grievanceReceivedMessage = (ticket: string) => m['grievance.sent']({ ticket });

/** A grievance as the operators' queue and GET /api/operator/grievances show it. */
export interface GrievanceCase {
  ticket: string;
  name: string;
  email: string;
  mobile: string | null;
  about: string;
  kind: string;
  text: string;
  url: string | null;
  state: GrievanceState;
  filedAt: Date;
  acknowledgeBy: Date;
  resolveBy: Date;
  acknowledgedAt: Date | null;
  resolvedAt: Date | null;
  answer: string | null;
}

/** A grievance as the holder of its ticket sees it (/grievance/{ticket}): without the contact details on file. */
export type GrievanceView = Omit<GrievanceCase, 'name' | 'email' | 'mobile' | 'kind'>;
