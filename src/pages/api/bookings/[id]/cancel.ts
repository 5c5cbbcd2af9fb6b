import { cancelSchema, VISIT_MESSAGES, visitLimits } from '../../../../features/bookings/visits';
import { cancelBooking } from '../../../../features/bookings/visits.server';
import { endpoint, idParam, json, parseInput, readBody, requireUser } from '../../../../lib/server/http';
import { limitCaller } from '../../../../lib/server/rate-limit';

export const prerender = false;

/**
 * POST /api/bookings/{booking_id}/cancel — the customer who made a booking cancels it, free while the
 * business has not confirmed it; `reason` (optional) goes to the business. 401 signed out, 404 another
 * customer's booking, 409 once confirmed (the refund policy applies) or closed.
 */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  await limitCaller(context, visitLimits.cancel);
  const bookingId = idParam(context.params.id);
  const input = parseInput(cancelSchema, await readBody(context.request));
  await cancelBooking(user.id, bookingId, input.reason);
  return json({ status: 1, msg: VISIT_MESSAGES.cancelled });
});
