import { m } from './i18n';
import { MAX_ROW_ID } from './row-id';
import { type Words, z } from './zod';

/**
 * Field rules shared by every form and its endpoint (contact, partner signup and contact, sign-in,
 * profile, enquiry, booking), so that a rule lives once: imported by the island and the endpoint. Every
 * field trims what was typed; a missing field, a non-text value (a file in a multipart body) and an empty
 * one all get the "please enter" message. Where SPEC.md words a form's messages its own way, the form
 * passes them; the rule stays this one.
 */

/** A one-line text: whitespace runs (including line breaks) become one space, so it is safe in a mail subject. */
export function singleLine(required: Words, max: number, tooLong: Words) {
  return z
    .string({ error: required })
    .overwrite((value) => value.replace(/\s+/g, ' ').trim())
    .min(1, { error: required })
    .max(max, { error: tooLong });
}

/** A multi-line text: trimmed at both ends, line breaks kept. */
export function multiLine(required: Words, min: number, tooShort: Words, max: number, tooLong: Words) {
  return z
    .string({ error: required })
    .overwrite((value) => value.replace(/\r\n?/g, '\n').trim())
    .min(1, { error: required })
    .min(min, { error: tooShort })
    .max(max, { error: tooLong });
}

export const personName = singleLine(
  () => m['field.name.missing'](),
  80,
  () => m['field.name.tooLong'](),
);

/** The longest address a mailbox can have (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX = 254;

/**
 * An email address. `lowerCase` for an address that names an account (sign-in, profile); forms that
 * only reply to the sender keep it as typed.
 */
export function email({ lowerCase = false, tooLong = () => m['field.email.invalid']() }: { lowerCase?: boolean; tooLong?: Words } = {}) {
  const typed = z.string({ error: () => m['field.email.missing']() }).trim();
  return (lowerCase ? typed.toLowerCase() : typed)
    .min(1, { error: () => m['field.email.missing']() })
    .max(EMAIL_MAX, { error: tooLong })
    .pipe(z.email({ error: () => m['field.email.invalid']() }));
}

export const emailAddress = email();

/** The address of an account (to sign in with, to invite, to make an operator): lower-cased, as sign-in stores it. */
export const accountEmail = email({ lowerCase: true, tooLong: () => m['field.email.tooLong']() });

/** SPEC.md section 9: ten digits starting 6-9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/**
 * A mobile number (MOBILE_PATTERN). `forgiving`: spaces, dashes, brackets and a +91 or 0 prefix are
 * dropped first (the partner signup form); otherwise only the ends are trimmed.
 */
export function mobile(messages: { empty: Words; invalid: Words }, { forgiving = false } = {}) {
  const normalise = forgiving
    ? (value: string) => value.replace(/[\s()-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '')
    : (value: string) => value.trim();
  return z
    .string({ error: messages.empty })
    .overwrite(normalise)
    .min(1, { error: messages.empty })
    .regex(MOBILE_PATTERN, { error: messages.invalid });
}

/**
 * The attributes of the input a `mobile()` rule reads: a strict field takes its ten digits from the number pad, and
 * no more; a forgiving one the phone pad, for the +91, spaces and dashes it drops.
 */
export const mobileInput = ({ forgiving = false } = {}) =>
  forgiving
    ? ({ type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' } as const)
    : ({ type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', maxLength: 10 } as const);

export const mobileNumber = mobile({ empty: () => m['field.mobile.missing'](), invalid: () => m['field.mobile.invalid']() }, { forgiving: true });

/** A row's id as a form or payload sends it: a number, or the text of one. */
export function rowId(message: Words) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ROW_ID, { error: message }),
  );
}

/** Indian PIN codes: six digits, never starting with 0. */
export const pincode = z
  .string({ error: () => m['field.pincode.missing']() })
  .overwrite((value) => value.replace(/\s/g, ''))
  .min(1, { error: () => m['field.pincode.missing']() })
  .regex(/^[1-9]\d{5}$/, { error: () => m['field.pincode.invalid']() });
