import { rejectBusinessSchema } from '../../../../../features/operators/new-businesses';
import { decideBusiness } from '../../../../../features/operators/new-businesses.server';
import { requireOperator } from '../../../../../features/operators/operators.server';
import { endpoint, idParam, json, parseInput, readBody } from '../../../../../lib/server/http';

export const prerender = false;

/** POST /api/operator/businesses/{partner_id}/reject {reason} — the business stays hidden; its owner reads the reason (audited). */
export const POST = endpoint(async (context) => {
  const actor = await requireOperator(context.locals.user, 'operator.businesses.approve');
  const partnerId = idParam(context.params.id);
  const { reason } = parseInput(rejectBusinessSchema, await readBody(context.request));
  return json({ status: 1, msg: await decideBusiness(context.cache, actor, partnerId, 'reject', reason) });
});
