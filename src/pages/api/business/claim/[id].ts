import { claimLimits, claimRequestSchema, claimMessages } from '../../../../features/members/members';
import { claimBusiness } from '../../../../features/members/claim.server';
import { endpoint, idParam, json, parseInput, readBody, requireUser } from '../../../../lib/server/http';
import { limitCaller } from '../../../../lib/server/rate-limit';

export const prerender = false;

/**
 * POST /api/business/claim/{partner_id} {phone, note} — "Own this business?". The signed-in user whose
 * email is the listing's becomes its owner at once (the body is not needed); anyone else's claim is
 * stored and mailed to support (201). Answers `data.outcome`: 'owner', 'already-member' or 'requested'.
 */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  await limitCaller(context, claimLimits);
  const partnerId = idParam(context.params.id);
  const body = await readBody(context.request);
  const outcome = await claimBusiness(user, partnerId, () => parseInput(claimRequestSchema, body));
  return json({ status: 1, msg: claimMessages[outcome], data: { outcome } }, outcome === 'requested' ? 201 : 200);
});
