import { requireOperator } from '../../../../../features/operators/operators.server';
import { acknowledgeReport } from '../../../../../features/operators/reports.server';
import { endpoint, idParam, json } from '../../../../../lib/server/http';

export const prerender = false;

/** POST /api/operator/reports/{report_id}/acknowledge — a person has it in hand (its 24-hour clock stops). Operators only, audited. */
export const POST = endpoint(async (context) => {
  const actor = await requireOperator(context.locals.user, 'operator.reports.decide');
  const reportId = idParam(context.params.id);
  const { acknowledged } = await acknowledgeReport(actor, reportId);
  return json({ status: 1, acknowledged });
});
