import { m } from '../../lib/i18n';
import { accountEmail, mobileNumber } from '../../lib/fields';
import { perHour } from '../../lib/limit';
import { z } from '../../lib/zod';

export { accountLabel, displayMobile } from '../../lib/account-label';

/**
 * Sign-in by a one-time code sent by email (OWASP ASVS 5.0 V6.5, NIST SP 800-63B-4 §3.1.3).
 * Pure rules and schemas, shared by the login islands and the endpoints.
 */
export const OTP_LENGTH = 6;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

export const otpRules = {
  /** A code is valid for 10 minutes. */
  ttlMs: 10 * MINUTE_MS,
  /** A new code at most once a minute per email. */
  resendIntervalMs: MINUTE_MS,
  /** And at most this many codes an hour per email. */
  codesPerEmailPerHour: 5,
  /** Wrong tries a single code survives; then it is dead. */
  wrongTriesPerCode: 5,
  /** Wrong tries per email in an hour, across codes (a new code does not reset them); then locked. */
  wrongTriesPerEmailPerHour: 10,
  /** Loose per-address limit: carriers put many customers behind one address (CONTRACT.md: ≥ 30). */
  codeRequestsPerAddressPerHour: 50,
  verificationsPerAddressPerHour: 200,
} as const;

/** The sign-in limits of otpRules as rate-limit.ts counts them (auth.server.ts, with sign-in's own messages). */
export const signInLimits = {
  codeRequestsFromAddress: perHour(otpRules.codeRequestsPerAddressPerHour),
  verificationsFromAddress: perHour(otpRules.verificationsPerAddressPerHour),
  codesForEmail: perHour(otpRules.codesPerEmailPerHour),
  wrongTriesForEmail: perHour(otpRules.wrongTriesPerEmailPerHour),
} as const;

/** The six digits of a code. */
export const otpCode = z
  .string({ error: () => m['auth.otp.missing']() })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: () => m['auth.otp.digits']({ length: OTP_LENGTH }) });

/**
 * Who a code goes to: `{ email }` or `{ mobile }` (CONTRACT.md: sign-in by mobile), exactly one. Neither
 * asks for the email (the form everyone knows); an empty field counts as not sent.
 */
const oneAddress = <T extends { email?: string | undefined; mobile?: string | undefined }>(value: T, context: z.RefinementCtx) => {
  if (value.email === undefined && value.mobile === undefined) {
    context.addIssue({ code: 'custom', path: ['email'], message: m['field.email.missing']() });
  } else if (value.email !== undefined && value.mobile !== undefined) {
    context.addIssue({ code: 'custom', path: ['mobile'], message: m['auth.login.oneAddress']() });
  }
};
const blankAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const addressFields = {
  email: z.preprocess(blankAsAbsent, accountEmail.optional()),
  mobile: z.preprocess(blankAsAbsent, mobileNumber.optional()),
};

export const generateOtpSchema = z.object(addressFields).superRefine(oneAddress);

/**
 * The sign-in form (the island and its page's POST): the address, and the person's own tick that they are 18
 * or older and agree to the terms (SPEC.md: minimum age 18; never ticked in advance). The API's
 * generate-otp takes the address alone (CONTRACT.md), so apps that already ask this keep working.
 */
export const signInFormSchema = z
  .object({ ...addressFields, adult: z.literal('on', { error: () => m['auth.login.adultRequired']() }) })
  .superRefine(oneAddress);

export const verifyOtpSchema = z.object({ ...addressFields, otp: otpCode }).superRefine(oneAddress);

/** A mobile's stored and sent form: '9876543210' → '+919876543210'. */
export const e164 = (tenDigits: string) => `+91${tenDigits}`;

/**
 * The one key of a code's address (otp_codes.email, the limits, the hash): the email, or the mobile as
 * +91XXXXXXXXXX. The two never collide (an email has an @, a mobile never).
 */
export function signInAddressKey(input: { email?: string | undefined; mobile?: string | undefined }): string {
  if (input.mobile !== undefined) return e164(input.mobile);
  return input.email ?? '';
}

export const isMobileKey = (key: string) => /^\+91[6-9]\d{9}$/.test(key);

/** The other way: a code's address key as the API takes it, `{ email }` or `{ mobile }` (ten digits). */
export const addressFieldsOf = (key: string): { email: string } | { mobile: string } =>
  isMobileKey(key) ? { mobile: key.slice(3) } : { email: key };

/** Adding a mobile to the signed-in account: the mobile, then the code sent to it. */
export const addMobileSchema = z.object({ mobile: mobileNumber });
export const verifyMobileSchema = z.object({ mobile: mobileNumber, otp: otpCode });

export type OtpState = 'usable' | 'expired' | 'used' | 'blocked';

/** Whether a stored code may still be tried at `now`. Only the newest code of an email is ever looked at. */
export function otpState(code: { expiresAt: Date; usedAt: Date | null; attempts: number }, now: Date): OtpState {
  if (code.usedAt) return 'used';
  if (code.attempts >= otpRules.wrongTriesPerCode) return 'blocked';
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'usable';
}

/** "3 minutes", "1 minute", "45 seconds": how long to wait, for 429 messages. */
export function waitText(seconds: number): string {
  if (seconds <= 60) return m['auth.wait.seconds']({ count: seconds });
  return m['auth.wait.minutes']({ count: Math.ceil(seconds / 60) });
}

/** Keeps only digits, at most one a box: what the OTP boxes accept from typing or pasting. */
export const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** Domains whose mailboxes ignore dots in the local part (Google's; googlemail.com is the same service). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The person behind an address, for counting only (sign-in limits, invite rewards): lower-cased, a
 * `+tag` dropped from the local part (most providers deliver a+x@ to a@), and for Gmail the dots dropped
 * too and googlemail.com read as gmail.com. Other providers' dots are kept: for them a.b@ and ab@ can be
 * two people. The address stored and shown stays as the person typed it.
 */
export function canonicalEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
