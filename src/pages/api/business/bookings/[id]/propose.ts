import { PROPOSAL_MESSAGES, proposalLimits, proposalSchema } from '../../../../../features/bookings/visit-proposals';
import { proposeVisitTime } from '../../../../../features/bookings/visit-proposals.server';
import { listingChanged } from '../../../../../features/listings/listing-changed.server';
import { endpoint, idParam, json, parseInput, readBody, requireUser } from '../../../../../lib/server/http';
import { limitCaller } from '../../../../../lib/server/rate-limit';
import type { MemberAction } from '../../../../../features/business/permissions';

export const prerender = false;

/** The member action this call takes (permissions.ts); the check is bookingForMember's, in booking-decisions.server.ts. */
export const memberAction = 'bookings.propose' satisfies MemberAction;

/**
 * POST /api/business/bookings/{booking_id}/propose {date, slot} — a member (owner or staff) of the visit's
 * business proposes another day and window for a pending visit; the customer accepts or refuses it. 401
 * signed out, 404 for anyone else, 409 a ride or a booking no longer pending, 422 a time it cannot take.
 */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  await limitCaller(context, proposalLimits.propose);
  const bookingId = idParam(context.params.id);
  const input = parseInput(proposalSchema, await readBody(context.request));
  const proposed = await proposeVisitTime(user, bookingId, input);
  // A first answer may change the business's measured response time, shown on its cards and details page.
  if (proposed.replyTimeChanged) await listingChanged(context.cache, { id: proposed.serviceId, partnerId: proposed.partnerId });
  return json({ status: 1, msg: PROPOSAL_MESSAGES.proposed });
});
