import { randomInt } from 'node:crypto';

/** An easy-to-read invite code for a new user: 8 characters without look-alikes (0/O, 1/I/L). */
export function newRefCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
}
