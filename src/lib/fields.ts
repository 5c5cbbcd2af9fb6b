import { MAX_ROW_ID } from './row-id';
import { z } from './zod';

/**
 * Field rules shared by every form and its endpoint (contact, partner signup and contact, sign-in,
 * profile, enquiry, booking), so that a rule lives once: imported by the island and the endpoint. Every
 * field trims what was typed; a missing field, a non-text value (a file in a multipart body) and an empty
 * one all get the "please enter" message. Where SPEC.md words a form's messages its own way, the form
 * passes them; the rule stays this one.
 */

/** A one-line text: whitespace runs (including line breaks) become one space, so it is safe in a mail subject. */
export function singleLine(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .overwrite((value) => value.replace(/\s+/g, ' ').trim())
    .min(1, required)
    .max(max, tooLong);
}

/** A multi-line text: trimmed at both ends, line breaks kept. */
export function multiLine(required: string, min: number, tooShort: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .overwrite((value) => value.replace(/\r\n?/g, '\n').trim())
    .min(1, required)
    .min(min, tooShort)
    .max(max, tooLong);
}

export const personName = singleLine('Please enter your name', 80, 'Please keep your name under 80 characters');

/** The longest address a mailbox can have (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX = 254;

/**
 * An email address. `lowerCase` for an address that names an account (sign-in, profile); forms that
 * only reply to the sender keep it as typed.
 */
export function email({ lowerCase = false, tooLong = 'Please enter a valid email address' } = {}) {
  const typed = z.string({ error: 'Please enter your email address' }).trim();
  return (lowerCase ? typed.toLowerCase() : typed)
    .min(1, 'Please enter your email address')
    .max(EMAIL_MAX, tooLong)
    .pipe(z.email('Please enter a valid email address'));
}

export const emailAddress = email();

/** SPEC.md section 9: ten digits starting 6-9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/**
 * A mobile number (MOBILE_PATTERN). `forgiving`: spaces, dashes, brackets and a +91 or 0 prefix are
 * dropped first (the partner signup form); otherwise only the ends are trimmed.
 */
export function mobile(messages: { empty: string; invalid: string }, { forgiving = false } = {}) {
  const normalise = forgiving
    ? (value: string) => value.replace(/[\s()-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '')
    : (value: string) => value.trim();
  return z.string({ error: messages.empty }).overwrite(normalise).min(1, messages.empty).regex(MOBILE_PATTERN, messages.invalid);
}

export const mobileNumber = mobile(
  { empty: 'Please enter your mobile number', invalid: 'Please enter a valid 10-digit mobile number' },
  { forgiving: true },
);

/** A row's id as a form or payload sends it: a number, or the text of one. */
export function rowId(message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message),
  );
}

/** Indian PIN codes: six digits, never starting with 0. */
export const pincode = z
  .string({ error: 'Please enter your pincode' })
  .overwrite((value) => value.replace(/\s/g, ''))
  .min(1, 'Please enter your pincode')
  .regex(/^[1-9]\d{5}$/, 'Please enter a valid 6-digit pincode');
