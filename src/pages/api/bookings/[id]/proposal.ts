import { PROPOSAL_MESSAGES, proposalAnswerSchema, proposalLimits } from '../../../../features/bookings/visit-proposals';
import { answerProposal } from '../../../../features/bookings/visit-proposals.server';
import { endpoint, idParam, json, parseInput, readBody, requireUser } from '../../../../lib/server/http';
import { limitCaller } from '../../../../lib/server/rate-limit';

export const prerender = false;

/**
 * POST /api/bookings/{booking_id}/proposal {accept} — the customer who booked a visit answers the new time
 * its business proposed: true confirms the visit at that time, false cancels the booking. 401 signed out,
 * 404 another customer's booking, 409 when no proposal is open or the proposed time has passed.
 */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  await limitCaller(context, proposalLimits.answer);
  const bookingId = idParam(context.params.id);
  const { accept } = parseInput(proposalAnswerSchema, await readBody(context.request));
  await answerProposal(user.id, bookingId, accept);
  return json({ status: 1, msg: accept ? PROPOSAL_MESSAGES.accepted : PROPOSAL_MESSAGES.refused });
});
