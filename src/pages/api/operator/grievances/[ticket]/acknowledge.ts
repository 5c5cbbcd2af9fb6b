import { acknowledgeForOperator } from '../../../../../features/operators/grievance-decisions.server';
import { requireOperator } from '../../../../../features/operators/operators.server';
import { endpoint, json } from '../../../../../lib/server/http';

export const prerender = false;

/** POST /api/operator/grievances/{ticket}/acknowledge — a person has it in hand; the complainant is told. Operators only, audited. */
export const POST = endpoint(async (context) => {
  const actor = await requireOperator(context.locals.user, 'operator.grievances.acknowledge');
  const acknowledged = await acknowledgeForOperator(actor, context.params.ticket ?? '');
  return json({ status: 1, acknowledged });
});
