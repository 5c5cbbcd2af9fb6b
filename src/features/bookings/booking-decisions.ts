import { m, saidWhenRead } from '../../lib/i18n';
import { hourlyPerCaller } from '../../lib/limit';
import { z } from '../../lib/zod';

/**
 * A business's answer to a ride booking: confirm it, or decline it with a reason the customer is told.
 * Shared by the workspace's bookings page and /api/business/bookings/{booking_id}/confirm and /decline. Pure.
 */

export const DECLINE_REASON_MAX = 300;

export type BookingDecision = 'confirm' | 'decline';

/** The answers and refusals of a booking's decision, each read in the language of the request that reads it. */
export const DECISION_MESSAGES = saidWhenRead({
  reason: m['booking.decision.reason'],
  reasonTooLong: () => m['booking.decision.reasonTooLong']({ max: DECLINE_REASON_MAX }),
  confirmed: m['booking.decision.confirmed'],
  declined: m['booking.decision.declined'],
  alreadyConfirmed: m['booking.decision.alreadyConfirmed'],
  alreadyDeclined: m['booking.decision.alreadyDeclined'],
  alreadyClosed: m['booking.decision.alreadyClosed'],
  noSuchBooking: m['booking.decision.noSuchBooking'],
});

/** POST /api/business/bookings/{booking_id}/decline: why, in words the customer reads. */
export const declineSchema = z.object({
  reason: z
    .string({ error: () => DECISION_MESSAGES.reason })
    .overwrite((value) => value.replace(/\s+/g, ' ').trim())
    .min(1, { error: () => DECISION_MESSAGES.reason })
    .max(DECLINE_REASON_MAX, { error: () => DECISION_MESSAGES.reasonTooLong }),
});
export type DeclineInput = z.infer<typeof declineSchema>;

/** A member answers each booking once; this only stops a runaway client. */
export const decisionLimits = hourlyPerCaller('business-booking-decision', 300);

/** One booking (a ride or a visit) as the workspace's bookings page lists it. */
export interface BusinessBooking {
  id: number;
  serviceName: string;
  customer: string;
  kind: string;
  /** A ride's route and quote (null for a visit). */
  pickup: string | null;
  destination: string | null;
  distance: string | null;
  duration: string | null;
  price: number;
  /** A visit's day (YYYY-MM-DD), window, address and note (null for a ride). */
  visitDate: string | null;
  slot: string | null;
  address: string | null;
  note: string | null;
  /** The listing's opening hours as stored (a visit's new time is proposed within them). */
  hours: string | null;
  /** Another day and window proposed to the customer, waiting for their answer; else null. */
  proposedDate: string | null;
  proposedSlot: string | null;
  status: number;
  declineReason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  /** The customer's phone while the booking is open (booking-process.ts OPEN_BOOKING_STATUSES), for Call and WhatsApp; else null. */
  phone: string | null;
}
