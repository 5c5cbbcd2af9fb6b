import { requireOperator } from '../../../features/operators/operators.server';
import { takedownSchema } from '../../../features/operators/takedowns';
import { recentTakedowns, takeDown } from '../../../features/operators/takedowns.server';
import { operatorListEndpoint } from '../../../features/operators/operator-list.server';
import { endpoint, json, parseInput, readBody } from '../../../lib/server/http';

export const prerender = false;

/**
 * POST /api/operator/takedown (`kind`, `id`, `reason`, optional `order_ref`) — gone from every page, answer and
 * sitemap on every instance; kept in the takedowns record and the audit log. GET — the newest takedowns. Operators only.
 */
export const POST = endpoint(async (context) => {
  const actor = await requireOperator(context.locals.user, 'operator.takedown');
  const input = parseInput(takedownSchema, await readBody(context.request));
  const { takedownId } = await takeDown(context.cache, actor, input);
  return json({ status: 1, takedown_id: takedownId }, 201);
});

export const GET = operatorListEndpoint('operator.takedown', recentTakedowns, (row) => ({
  id: row.id,
  kind: row.kind,
  subject_id: row.subjectId,
  services_id: row.serviceId,
  reason: row.reason,
  order_ref: row.orderRef,
  operator: row.operator,
  created_at: row.at.toISOString(),
}));
