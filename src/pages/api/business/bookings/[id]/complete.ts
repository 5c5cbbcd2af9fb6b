import { decisionLimits } from '../../../../../features/business/booking-decisions';
import { completeBooking } from '../../../../../features/business/booking-decisions.server';
import { VISIT_MESSAGES } from '../../../../../features/bookings/visits';
import { endpoint, idParam, json } from '../../../../../lib/server/http';
import { limitCaller } from '../../../../../lib/server/rate-limit';
import type { MemberAction } from '../../../../../features/business/permissions';

export const prerender = false;

/** The member action this call takes (permissions.ts); the check is bookingForMember's, in booking-decisions.server.ts. */
export const memberAction = 'bookings.complete' satisfies MemberAction;

/**
 * POST /api/business/bookings/{booking_id}/complete — a member (owner or staff) of the booking's business
 * marks a confirmed booking done: the customer's history then shows booking_status 4 (Completed).
 * 401 signed out, 404 for anyone else, 409 unless it is confirmed.
 */
export const POST = endpoint(async (context) => {
  await limitCaller(context, decisionLimits);
  await completeBooking(context.locals.user, idParam(context.params.id));
  return json({ status: 1, msg: VISIT_MESSAGES.completed });
});
