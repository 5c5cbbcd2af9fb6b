import { mobile, rowId } from '../../lib/fields';
import { m, saidWhenRead } from '../../lib/i18n';
import { indiaDay } from '../../lib/india-time';
import { hourlyPerCaller, type Limit, perDay, perHour } from '../../lib/limit';
import { z } from '../../lib/zod';
import { isDay } from '../bookings/visits';
import { ALSO_ASK_MAX, ENQUIRY_WHEN, type EnquiryWhen, WHEN_DATE } from '../leads/leads';

export { ENQUIRY_WHEN, WHEN_DATE, whenLabel } from '../leads/leads';
import type { EnquiryKind } from '../listings/details-store';

/**
 * The enquiry modal of /details/{slug} and /api/enquiry-order-data-add: one schema for both. Pure.
 * The messages are SPEC.md section 5's, word for word — including 'Please enter valid email' for a
 * name that is not letters and spaces, as the spec shows it.
 */

export const ENQUIRY_NAME_MAX = 80;
/** "What needs doing?": at most this many characters (CONTRACT.md). */
export const ENQUIRY_DETAILS_MAX = 1000;
/** At most this many photos of the job. */
export const ENQUIRY_PHOTOS_MAX = 3;
/**
 * An enquiry mails a business: per caller, per client address whoever is signed in, and per mobile
 * number, so that a script cannot flood businesses. Per-address limits allow at least 30 an hour
 * (CONTRACT.md: many customers share one address behind a mobile carrier).
 */
export const enquiryLimits = {
  enquiries: hourlyPerCaller('enquiry-order-data-add', 30),
  fromAddress: perHour(30) satisfies Limit,
  forMobile: perDay(20) satisfies Limit,
  /**
   * Enquiries from people not signed in, per business: no one can bury a business in leads (or make its
   * figures with them) without an account; a signed-in customer's enquiry is never held up by this.
   */
  anonymousToBusiness: perDay(20) satisfies Limit,
} as const;

/** SPEC.md section 5's refusals, each read in the language of the request (or page) checking the form. */
export const ENQUIRY_MESSAGES = saidWhenRead({
  nameEmpty: m['enquiry.invalid.nameEmpty'],
  nameInvalid: m['enquiry.invalid.nameInvalid'],
  nameTooLong: () => m['enquiry.invalid.nameTooLong']({ max: ENQUIRY_NAME_MAX }),
  mobileEmpty: m['enquiry.invalid.mobileEmpty'],
  mobileInvalid: m['enquiry.invalid.mobileInvalid'],
  service: m['enquiry.invalid.service'],
  price: m['enquiry.invalid.price'],
  alsoAsk: () => m['enquiry.invalid.alsoAsk']({ max: ALSO_ASK_MAX }),
  detailsTooLong: () => m['enquiry.invalid.detailsTooLong']({ max: ENQUIRY_DETAILS_MAX.toLocaleString('en-IN') }),
  when: m['enquiry.invalid.when'],
  whenDate: m['enquiry.invalid.whenDate'],
  whenPast: m['enquiry.invalid.whenPast'],
  photos: () => m['enquiry.invalid.photos']({ max: ENQUIRY_PHOTOS_MAX }),
  photo: m['enquiry.invalid.photo'],
});

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

export const enquirySchema = z.object({
  name: z
    .string({ error: () => ENQUIRY_MESSAGES.nameEmpty })
    .overwrite((value) => value.replace(/\s+/g, ' ').trim())
    .min(1, { error: () => ENQUIRY_MESSAGES.nameEmpty })
    .regex(/^[A-Za-z ]+$/, { error: () => ENQUIRY_MESSAGES.nameInvalid })
    .max(ENQUIRY_NAME_MAX, { error: () => ENQUIRY_MESSAGES.nameTooLong }),
  mobile: mobile({ empty: () => ENQUIRY_MESSAGES.mobileEmpty, invalid: () => ENQUIRY_MESSAGES.mobileInvalid }),
  service_id: rowId(() => ENQUIRY_MESSAGES.service),
  /** What the page showed; the server keeps the listing's own price, never this one. */
  price: z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: () => ENQUIRY_MESSAGES.price })
      .min(0, { error: () => ENQUIRY_MESSAGES.price })
      .optional(),
  ),
  /**
   * From a signed-in customer: also send it to up to this many similar businesses nearby (0 to 2; none when
   * absent). A visitor's enquiry goes to the one business whatever this says.
   */
  also_ask: z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: () => ENQUIRY_MESSAGES.alsoAsk })
      .int({ error: () => ENQUIRY_MESSAGES.alsoAsk })
      .min(0, { error: () => ENQUIRY_MESSAGES.alsoAsk })
      .max(ALSO_ASK_MAX, { error: () => ENQUIRY_MESSAGES.alsoAsk })
      .optional(),
  ),
  /** "What needs doing?" (optional): kept as written, trimmed, at most ENQUIRY_DETAILS_MAX characters. */
  details: z.preprocess(
    blankToUndefined,
    z
      .string({ error: () => ENQUIRY_MESSAGES.detailsTooLong })
      .overwrite((value) => value.trim())
      .max(ENQUIRY_DETAILS_MAX, { error: () => ENQUIRY_MESSAGES.detailsTooLong })
      .optional(),
  ),
  /**
   * When (optional): 'now', 'today', 'week' or a day (YYYY-MM-DD) from today on, in India. The form sends
   * WHEN_DATE while its date choice has no day yet, which asks for one.
   */
  when: z.preprocess(
    blankToUndefined,
    z
      .string({ error: () => ENQUIRY_MESSAGES.when })
      .trim()
      .superRefine((value, context) => {
        if ((ENQUIRY_WHEN as readonly string[]).includes(value as EnquiryWhen)) return;
        if (value === WHEN_DATE) context.addIssue({ code: 'custom', message: ENQUIRY_MESSAGES.whenDate });
        else if (!isDay(value)) context.addIssue({ code: 'custom', message: ENQUIRY_MESSAGES.when });
        else if (value < indiaDay()) context.addIssue({ code: 'custom', message: ENQUIRY_MESSAGES.whenPast });
      })
      .optional(),
  ),
  /** Up to ENQUIRY_PHOTOS_MAX photos of the job (multipart `photos`, repeated); each is checked and re-encoded by the server. */
  photos: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(z.custom<Blob>(isBlob, { error: () => ENQUIRY_MESSAGES.photo }))
      .max(ENQUIRY_PHOTOS_MAX, { error: () => ENQUIRY_MESSAGES.photos })
      // An empty file field (a form sent with no photo chosen) is no photo.
      .transform((photos) => photos.filter((photo) => photo.size > 0)),
  ),
});
export type EnquiryInput = z.infer<typeof enquirySchema>;

/** SPEC.md section 2: the enquiry modal's success title and text, by what was sent (EnquiryKind). */
export function successTitle(kind: EnquiryKind): string {
  return kind === 'booking' ? m['enquiry.success.booking']() : m['enquiry.success.enquiry']();
}
export function successText(kind: EnquiryKind): string {
  return kind === 'booking' ? m['enquiry.success.bookingText']() : m['enquiry.success.enquiryText']();
}

/** The four bullets of the enquiry modal (SPEC.md section 2), read when shown (in the page's language). */
export const enquiryBullets = () => [
  m['enquiry.bullet.sent'](),
  m['enquiry.bullet.compete'](),
  m['enquiry.bullet.choose'](),
  m['enquiry.bullet.contact'](),
];

export interface EnquiryAnswer {
  status: 1;
  msg: string;
  /** `businesses`: how many it went to (1 to 1 + ALSO_ASK_MAX). */
  data: { enquiry_id: number; businesses: number };
}
