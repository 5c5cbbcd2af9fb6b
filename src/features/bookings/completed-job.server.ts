/**
 * The job a customer's review may tell the final bill of (track-record/track-record.ts): a won lead with a quote, or a
 * completed booking. Read from leads and bookings, so it lives with bookings, which imports leads.
 */
import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../lib/server/db/client';
import { bookings, leads } from '../../lib/server/db/schema';
import { leadState } from '../leads/lead-process';
import { BOOKING_STATUS } from './booking-process';

type Executor = Pick<Database, 'select' | 'execute'>;

export interface CompletedJob {
  leadId: number;
  partnerId: number;
  /** The quote the final bill is compared with, whole rupees. */
  quote: number;
}

/**
 * The customer's latest completed job with a listing: a won lead with a quote (an accepted offer) or a
 * completed booking (status 4; its lead's quote, else the booking's price). Null when there is none.
 */
export async function completedJob(tx: Executor, userId: number, serviceId: number): Promise<CompletedJob | null> {
  const [row] = await tx
    .select({
      leadId: leads.id,
      partnerId: leads.partnerId,
      quote: sql<number>`round(coalesce(${leads.quoteAmount}, ${bookings.price}))::int`.mapWith(Number),
    })
    .from(leads)
    .leftJoin(bookings, eq(bookings.id, leads.bookingId))
    .where(
      and(
        eq(leads.userId, userId),
        eq(leads.serviceId, serviceId),
        or(and(eq(leads.status, leadState.won), isNotNull(leads.quoteAmount)), eq(bookings.status, BOOKING_STATUS.completed)),
      ),
    )
    .orderBy(sql`${leads.closedAt} desc nulls last`, desc(leads.id))
    .limit(1);
  return row ?? null;
}
