import { decideClaim } from '../../../../../features/operators/claims.server';
import { rejectClaimSchema } from '../../../../../features/operators/operators';
import { requireOperator } from '../../../../../features/operators/operators.server';
import { endpoint, idParam, json, parseInput, readBody } from '../../../../../lib/server/http';

export const prerender = false;

/** POST /api/operator/claims/{claim_id}/reject {reason} — the claim is refused; the claimant reads the reason (audited). */
export const POST = endpoint(async (context) => {
  const actor = await requireOperator(context.locals.user, 'operator.claims.decide');
  const claimId = idParam(context.params.id);
  const { reason } = parseInput(rejectClaimSchema, await readBody(context.request));
  return json({ status: 1, msg: await decideClaim(actor, claimId, 'reject', reason) });
});
