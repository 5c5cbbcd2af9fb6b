import { confirmBadgeSchema } from '../../../../../features/operators/badges';
import { confirmBadge } from '../../../../../features/operators/badges.server';
import { requireOperator } from '../../../../../features/operators/operators.server';
import { endpoint, idParam, json, parseInput, readBody } from '../../../../../lib/server/http';

export const prerender = false;

/**
 * POST /api/operator/partners/{partner_id}/badges (`badge`: `gst` with `gstin`, or `address`) — an operator confirms
 * what they checked; the business's listings show the badge with what it means. Operators only, audited.
 */
export const POST = endpoint(async (context) => {
  const actor = await requireOperator(context.locals.user, 'operator.badges.confirm');
  const partnerId = idParam(context.params.id);
  const input = parseInput(confirmBadgeSchema, await readBody(context.request));
  return json({ status: 1, msg: await confirmBadge(context.cache, actor, partnerId, input) });
});
