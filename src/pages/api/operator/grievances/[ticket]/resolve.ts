import { grievanceAnswerSchema } from '../../../../../features/grievances/grievances';
import { resolveForOperator } from '../../../../../features/operators/grievance-decisions.server';
import { requireOperator } from '../../../../../features/operators/operators.server';
import { endpoint, json, parseInput, readBody } from '../../../../../lib/server/http';

export const prerender = false;

/** POST /api/operator/grievances/{ticket}/resolve (`answer`) — closes it; the answer is mailed with the appeal route. Operators only, audited. */
export const POST = endpoint(async (context) => {
  const actor = await requireOperator(context.locals.user, 'operator.grievances.resolve');
  const { answer } = parseInput(grievanceAnswerSchema, await readBody(context.request));
  const resolved = await resolveForOperator(actor, context.params.ticket ?? '', answer);
  return json({ status: 1, ticket: resolved.ticket, state: resolved.state, resolved_at: resolved.resolvedAt?.toISOString() ?? null });
});
