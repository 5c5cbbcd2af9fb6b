import { approveBusinessSchema } from '../../../../../features/operators/new-businesses';
import { decideBusiness } from '../../../../../features/operators/new-businesses.server';
import { requireOperator } from '../../../../../features/operators/operators.server';
import { endpoint, idParam, json, parseInput, readBody } from '../../../../../lib/server/http';

export const prerender = false;

/** POST /api/operator/businesses/{partner_id}/approve {reason?} — the business and its listings go live at once (audited). */
export const POST = endpoint(async (context) => {
  const actor = await requireOperator(context.locals.user, 'operator.businesses.approve');
  const partnerId = idParam(context.params.id);
  const { reason } = parseInput(approveBusinessSchema, await readBody(context.request));
  return json({ status: 1, msg: await decideBusiness(context.cache, actor, partnerId, 'approve', reason) });
});
