import { DECISION_MESSAGES, decisionLimits, declineSchema } from '../../../../../features/business/booking-decisions';
import { decideBooking } from '../../../../../features/business/booking-decisions.server';
import { endpoint, idParam, json, parseInput, readBody } from '../../../../../lib/server/http';
import { limitCaller } from '../../../../../lib/server/rate-limit';
import type { MemberAction } from '../../../../../features/business/permissions';

export const prerender = false;

/** The member action this call takes (permissions.ts); the check is bookingForMember's, in booking-decisions.server.ts. */
export const memberAction = 'bookings.decide' satisfies MemberAction;

/**
 * POST /api/business/bookings/{booking_id}/decline {reason} — a member (owner or staff) of the booking's
 * business declines a pending ride booking (status 2, Declined); the customer is told why. 401 signed
 * out, 404 for anyone else, 409 once the booking was answered.
 */
export const POST = endpoint(async (context) => {
  await limitCaller(context, decisionLimits);
  const bookingId = idParam(context.params.id);
  const body = await readBody(context.request);
  await decideBooking(context.locals.user, bookingId, 'decline', () => parseInput(declineSchema, body).reason);
  return json({ status: 1, msg: DECISION_MESSAGES.declined });
});
