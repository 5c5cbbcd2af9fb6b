import { HttpError } from '../../lib/server/http';
import { consume, hashedKeyPart, type Limit } from '../../lib/server/rate-limit';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Limits on what the details page lets people send, so that a script cannot flood a business with
 * enquiry mails, a listing with photos or a review with votes. Per-address limits allow at least 30
 * an hour (CONTRACT.md: many customers share one address behind a mobile carrier).
 */
export const detailsLimits = {
  enquiriesFromAddress: { limit: 30, windowMs: HOUR },
  enquiriesForMobile: { limit: 20, windowMs: DAY },
  visitorVotesFromAddress: { limit: 60, windowMs: HOUR },
  photosByUser: { limit: 20, windowMs: DAY },
  questionsByUser: { limit: 20, windowMs: DAY },
  bookingsByUser: { limit: 20, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

export type DetailsLimit = keyof typeof detailsLimits;

/** Counts one event; over the limit it is a 429 that says when to try again. */
export async function limitOrRefuse(kind: DetailsLimit, who: string | number): Promise<void> {
  const result = await consume(`details:${kind}:${hashedKeyPart(String(who))}`, detailsLimits[kind]);
  if (!result.allowed) {
    const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
    throw new HttpError(429, `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}
