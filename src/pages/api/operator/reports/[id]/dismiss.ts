import { requireOperator } from '../../../../../features/operators/operators.server';
import { dismissReportSchema } from '../../../../../features/operators/reports';
import { dismissReport } from '../../../../../features/operators/reports.server';
import { endpoint, idParam, json, parseInput, readBody } from '../../../../../lib/server/http';

export const prerender = false;

/** POST /api/operator/reports/{report_id}/dismiss (`reason`) — the reported review stays. Operators only, audited. */
export const POST = endpoint(async (context) => {
  const actor = await requireOperator(context.locals.user, 'operator.reports.decide');
  const reportId = idParam(context.params.id);
  const { reason } = parseInput(dismissReportSchema, await readBody(context.request));
  return json({ status: 1, msg: await dismissReport(actor, reportId, reason) });
});
