import { m } from '../../lib/i18n';
import { indiaDateFormat, indiaDay } from '../../lib/india-time';
import { accountEmail, mobile } from '../../lib/fields';
import { type CallerLimit, hourlyPerCaller } from '../../lib/limit';
import { type Words, z } from '../../lib/zod';
import { COUNTRY_NAMES, DEFAULT_COUNTRY } from './countries';

/** SPEC.md section 3's choices. */
export const PRE_NAMES = ['Mr', 'Ms', 'Mrs'] as const;
export const MARITAL_STATUSES = ['Married', 'Unmarried', 'Widow', 'Other'] as const;
export const NATIONALITIES = ['Indian', 'Other'] as const;
/** SPEC.md section 1: the terms set the minimum age at 18. */
export const MINIMUM_AGE = 18;
export const AVATAR_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

const shiftYears = (isoDate: string, years: number) => `${Number(isoDate.slice(0, 4)) - years}`.padStart(4, '0') + isoDate.slice(4);

/** The latest date of birth of someone who is at least 18 today in India. */
export const latestAdultBirthDate = (now = new Date()) => shiftYears(indiaDay(now), MINIMUM_AGE);

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A required text of the profile, with its refusals: missing, and longer than `max` (given `{ max }`). */
const text = (messages: { missing: Words; tooLong: (max: number) => string }, max: number) =>
  z
    .string({ error: messages.missing })
    .trim()
    .min(1, { error: messages.missing })
    .max(max, { error: () => messages.tooLong(max) });

const name = (messages: { missing: Words; tooLong: (max: number) => string; invalid: Words }) =>
  text(messages, 50).regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, { error: messages.invalid });

/**
 * The profile form (SPEC.md sections 3 and 5), one schema for the creation and edit forms and for the
 * endpoints: required fields, mobile 10 digits starting 6-9, pincode 6 digits, at least 18 years old.
 */
export const profileSchema = z.object({
  pre_name: z.enum(PRE_NAMES, { error: () => m['profile.invalid.preName']() }),
  first_name: name({
    missing: () => m['profile.invalid.firstName'](),
    tooLong: (max) => m['profile.invalid.firstNameTooLong']({ max }),
    invalid: () => m['profile.invalid.firstNameInvalid'](),
  }),
  last_name: name({
    missing: () => m['profile.invalid.lastName'](),
    tooLong: (max) => m['profile.invalid.lastNameTooLong']({ max }),
    invalid: () => m['profile.invalid.lastNameInvalid'](),
  }),
  phone: mobile({ empty: () => m['field.mobile.missing'](), invalid: () => m['profile.invalid.mobile']() }),
  email: accountEmail,
  dob: z
    .string({ error: () => m['profile.invalid.dob']() })
    .trim()
    .min(1, { error: () => m['profile.invalid.dob']() })
    .refine(isRealDate, { error: () => m['profile.invalid.dobInvalid']() })
    .refine((dob) => dob >= shiftYears(indiaDay(), 120), { error: () => m['profile.invalid.dobInvalid']() })
    .refine((dob) => dob <= latestAdultBirthDate(), { error: () => m['profile.invalid.tooYoung']({ age: MINIMUM_AGE }) }),
  marital_status: z.enum(MARITAL_STATUSES, { error: () => m['profile.invalid.maritalStatus']() }),
  pincode: z
    .string({ error: () => m['field.pincode.missing']() })
    .trim()
    .min(1, { error: () => m['field.pincode.missing']() })
    .regex(/^[1-9]\d{5}$/, { error: () => m['field.pincode.invalid']() }),
  city: text({ missing: () => m['profile.invalid.city'](), tooLong: (max) => m['profile.invalid.cityTooLong']({ max }) }, 60),
  landmark: text({ missing: () => m['profile.invalid.landmark'](), tooLong: (max) => m['profile.invalid.landmarkTooLong']({ max }) }, 100),
  nationality: z.enum(NATIONALITIES, { error: () => m['profile.invalid.nationality']() }),
  country: z
    .string({ error: () => m['profile.invalid.country']() })
    .refine((country) => COUNTRY_NAMES.includes(country), { error: () => m['profile.invalid.country']() }),
  landline_number: z
    .string()
    .trim()
    .max(20, { error: () => m['profile.invalid.landline']() })
    .refine((value) => value === '' || /^0?[1-9][0-9 -]{5,13}$/.test(value), { error: () => m['profile.invalid.landline']() })
    .optional()
    .transform((value) => (value ? value : null)),
  address: text({ missing: () => m['profile.invalid.address'](), tooLong: (max) => m['profile.invalid.addressTooLong']({ max }) }, 300),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;

/** The full details as the API answers them (SPEC.md section 3's field names). */
export type ProfileDetails = Omit<Profile, 'landline_number'> & { landline_number: string | null; profile_pic: string | null };

/** An empty creation form: India and the sign-in email filled in. */
export function blankProfile(email: string): Record<keyof ProfileInput, string> {
  return {
    pre_name: 'Mr',
    first_name: '',
    last_name: '',
    phone: '',
    email,
    dob: '',
    marital_status: '',
    pincode: '',
    city: '',
    landmark: '',
    nationality: 'Indian',
    country: DEFAULT_COUNTRY,
    landline_number: '',
    address: '',
  };
}

const dateTimeFormat = indiaDateFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const dateFormat = indiaDateFormat({ day: 'numeric', month: 'short', year: 'numeric' });

/** Dates on the profile in India's time: '5 Mar 2025, 3:04 pm'. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat().format(new Date(iso));
}

/**
 * When a session was last used, for "Where you're signed in": 'Active in the last few minutes', '3 hours
 * ago', 'Yesterday', '4 days ago'. The server notes use at most every few minutes, so nothing finer is said.
 */
export function lastActiveText(iso: string, now = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000));
  if (minutes < 10) return m['profile.sessions.lastFewMinutes']();
  if (minutes < 60) return m['profile.sessions.minutesAgo']({ minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return m['profile.sessions.hoursAgo']({ hours });
  const days = Math.floor(hours / 24);
  return days === 1 ? m['profile.sessions.yesterday']() : m['profile.sessions.daysAgo']({ days });
}

/** The icon kind of a device summary ('Chrome on Android' is a phone). */
export const isPhoneDevice = (summary: string) => /\b(Android|iPhone)\b/.test(summary);

/** '5 Mar 2025' in India's time. */
export const formatDate = (iso: string) => dateFormat().format(new Date(iso));

/** SPEC.md section 9: the invite link is `{origin}/invite/{ref_code}`. */
export const inviteLink = (origin: string, refCode: string) => `${origin}/invite/${encodeURIComponent(refCode)}`;

export const FEEDBACK_MAX = 2000;
/** SPEC.md section 5's message once feedback was sent, in the page's language. */
export const feedbackSent = () => m['profile.feedback.sent']();

/** The feedback form: required (SPEC.md section 5), capped. */
export const feedbackSchema = z.object({
  feedback: z
    .string({ error: () => m['profile.feedback.missing']() })
    .trim()
    .min(1, { error: () => m['profile.feedback.missing']() })
    .max(FEEDBACK_MAX, { error: () => m['profile.feedback.tooLong']({ max: FEEDBACK_MAX }) }),
});

/** Feedback reaches the support team: per caller, with at least 30 an hour per address (CONTRACT.md). */
export const feedbackLimits = {
  feedback: hourlyPerCaller('web-feedback-submit', 20, 30),
} as const satisfies Record<string, CallerLimit>;

/** Invite codes as we make them (8 letters and digits); anything else is not worth a query. */
export const isPlausibleInviteCode = (code: string) => /^[A-Za-z0-9]{4,32}$/.test(code);

/** What a friend who joins through your invite earns you, in rupees (the /offers page promises ₹50). */
export const INVITE_REWARD = 50;
export const INVITE_REWARD_TEXT = `₹${INVITE_REWARD}`;
