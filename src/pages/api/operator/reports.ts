import { requireOperator } from '../../../features/operators/operators.server';
import { pendingReports } from '../../../features/operators/reports.server';
import { endpoint, json } from '../../../lib/server/http';

export const prerender = false;

/** GET /api/operator/reports — reports of reviews waiting for an operator, oldest first, with their clocks. Operators only. */
export const GET = endpoint(async (context) => {
  await requireOperator(context.locals.user, 'operator.reports.decide');
  const rows = await pendingReports();
  return json({
    status: 1,
    data: rows.map((row) => ({
      report_id: row.reportId,
      review_id: row.reviewId,
      services_id: row.serviceId,
      reason: row.reason,
      created_at: row.receivedAt.toISOString(),
      acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
      acknowledge_by: row.acknowledgeBy.toISOString(),
      settle_by: row.settleBy.toISOString(),
    })),
  });
});
