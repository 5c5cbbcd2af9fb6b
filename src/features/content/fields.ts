import { z } from '../../lib/zod';

/**
 * Field rules shared by the contact form and the partner signup form (and any form that asks for the
 * same things), so that a rule and its wording live once. Every field trims what was typed; a missing
 * field, a non-text value (a file in a multipart body) and an empty one all get the "please enter"
 * message.
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

export const emailAddress = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

/** SPEC.md section 9: ten digits starting 6-9. Spaces, dashes and a +91 or 0 prefix are forgiven. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const mobileNumber = z
  .string({ error: 'Please enter your mobile number' })
  .overwrite((value) => value.replace(/[\s()-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, ''))
  .min(1, 'Please enter your mobile number')
  .regex(MOBILE_PATTERN, 'Please enter a valid 10-digit mobile number');

/** Indian PIN codes: six digits, never starting with 0. */
export const pincode = z
  .string({ error: 'Please enter your pincode' })
  .overwrite((value) => value.replace(/\s/g, ''))
  .min(1, 'Please enter your pincode')
  .regex(/^[1-9]\d{5}$/, 'Please enter a valid 6-digit pincode');
