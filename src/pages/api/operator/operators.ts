import { grantOperatorLimits, grantOperatorSchema } from '../../../features/operators/operators';
import { grantOperator, listOperators, requireOperator } from '../../../features/operators/operators.server';
import { operatorListEndpoint } from '../../../features/operators/operator-list.server';
import { endpoint, json, parseInput, readBody } from '../../../lib/server/http';
import { limitCaller } from '../../../lib/server/rate-limit';

export const prerender = false;

/** GET /api/operator/operators — every operator, who made them one and when. Operators only. */
export const GET = operatorListEndpoint('operator.console', listOperators, (operator) => ({
  user_id: operator.userId,
  account: operator.account,
  since: operator.since.toISOString(),
  granted_by: operator.grantedBy,
}));

/** POST /api/operator/operators {email} — makes the account with that email an operator (audited). */
export const POST = endpoint(async (context) => {
  const actor = await requireOperator(context.locals.user, 'operator.operators.grant');
  await limitCaller(context, grantOperatorLimits);
  const { email } = parseInput(grantOperatorSchema, await readBody(context.request));
  return json({ status: 1, msg: await grantOperator(actor, email) });
});
