import { DECISION_MESSAGES, decisionLimits } from '../../../../../features/business/booking-decisions';
import { decideBooking } from '../../../../../features/business/booking-decisions.server';
import { endpoint, idParam, json } from '../../../../../lib/server/http';
import { limitCaller } from '../../../../../lib/server/rate-limit';
import type { MemberAction } from '../../../../../features/business/permissions';

export const prerender = false;

/** The member action this call takes (permissions.ts); the check is bookingForMember's, in booking-decisions.server.ts. */
export const memberAction = 'bookings.decide' satisfies MemberAction;

/**
 * POST /api/business/bookings/{booking_id}/confirm — a member (owner or staff) of the booking's business
 * confirms a pending ride booking: the customer's history then shows booking_status 1 and they are told.
 * 401 signed out, 404 for anyone else, 409 once the booking was answered.
 */
export const POST = endpoint(async (context) => {
  await limitCaller(context, decisionLimits);
  await decideBooking(context.locals.user, idParam(context.params.id), 'confirm');
  return json({ status: 1, msg: DECISION_MESSAGES.confirmed });
});
