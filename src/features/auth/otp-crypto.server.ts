import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from './auth';

/** A 6-digit code from the operating system's cryptographic generator (uniform, leading zeros kept). */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * The stored form of a code: `salt:sha256(salt:email:code)`. The code itself is never stored; the salt
 * and the email in the hash keep one precomputed table from serving every row.
 */
export function hashOtp(code: string, email: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${sha256(`${salt}:${email}:${code}`).toString('hex')}`;
}

/**
 * Compares two secrets in constant time. Both sides are hashed first, so they always have the same
 * length (timingSafeEqual throws on unequal lengths, and a length check would leak the length).
 */
export function constantTimeEqual(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}

/** Whether `code` is the one stored as `stored` (from hashOtp) for `email`. */
export function otpMatches(code: string, email: string, stored: string): boolean {
  const separator = stored.indexOf(':');
  if (separator <= 0) return false;
  const salt = stored.slice(0, separator);
  return constantTimeEqual(hashOtp(code, email, salt), stored);
}
