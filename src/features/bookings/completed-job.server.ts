/**
 * What a customer's review may claim of a business, read from its leads and bookings (so it lives with bookings,
 * which imports leads): that the business answered the customer before the review ('Verified customer'), and
 * the job whose final bill the review may tell (track-record/track-record.ts).
 */
import { type AnyColumn, and, desc, eq, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/server/db/client';
import { bookings, leads, partnerMembers } from '../../lib/server/db/schema';
import { leadState } from '../leads/lead-process';
import { BOOKING_STATUS } from './booking-process';

type Executor = Pick<Database, 'select' | 'execute'>;

/** A booking the business said yes to: confirmed, or done since. */
const ANSWERED_BOOKINGS = [BOOKING_STATUS.confirmed, BOOKING_STATUS.completed];

/**
 * 'Verified customer': the business answered this customer about this listing before `before` (the review's
 * first writing): a quote on one of their leads, or a booking of theirs it confirmed. An enquiry nobody
 * answered, or an answer after the review, verifies nothing. SQL on the review's columns.
 */
export function answeredBefore(serviceId: AnyColumn, userId: AnyColumn, before: AnyColumn): SQL<boolean> {
  return sql<boolean>`(${userId} is not null and (
    exists (select 1 from ${leads} where ${leads.serviceId} = ${serviceId} and ${leads.userId} = ${userId} and ${leads.quotedAt} < ${before})
    or exists (select 1 from ${bookings} where ${bookings.serviceId} = ${serviceId} and ${bookings.userId} = ${userId}
      and ${inArray(bookings.status, ANSWERED_BOOKINGS)} and ${bookings.decidedAt} < ${before})))`;
}

export interface CompletedJob {
  leadId: number;
  partnerId: number;
  /** The quote the final bill is compared with, whole rupees. */
  quote: number;
}

/**
 * The customer's latest done job with a listing, whose final bill they may tell: the business sent a real
 * quote on their lead (a visit booked without one has no quote to keep to, never "quoted ₹0"), the customer is
 * not a member of that business, and the job's time has passed: a won lead whose quote named a visit time
 * at or after the customer accepted it, now past (a bill seconds after accepting tells no job), or a booked visit marked completed (which the booking process allows only from its window's
 * start). Null when there is none. The track record counts these jobs (track-record.server.ts refreshQuoteRecords).
 */
export async function completedJob(tx: Executor, userId: number, serviceId: number, now: Date): Promise<CompletedJob | null> {
  const [row] = await tx
    .select({ leadId: leads.id, partnerId: leads.partnerId, quote: sql<number>`${leads.quoteAmount}`.mapWith(Number) })
    .from(leads)
    .leftJoin(bookings, eq(bookings.id, leads.bookingId))
    .where(
      and(
        eq(leads.userId, userId),
        eq(leads.serviceId, serviceId),
        isNotNull(leads.quoteAmount),
        sql`not exists (select 1 from ${partnerMembers} where ${partnerMembers.partnerId} = ${leads.partnerId} and ${partnerMembers.userId} = ${userId})`,
        or(
          and(
            eq(leads.status, leadState.won),
            sql`${leads.bookingId} is null`,
            lte(leads.quoteVisitAt, now),
            gte(leads.quoteVisitAt, leads.closedAt),
          ),
          eq(bookings.status, BOOKING_STATUS.completed),
        ),
      ),
    )
    .orderBy(sql`${leads.closedAt} desc nulls last`, desc(leads.id))
    .limit(1);
  return row ?? null;
}
