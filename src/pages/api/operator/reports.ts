import { pendingReports } from '../../../features/operators/reports.server';
import { operatorListEndpoint } from '../../../features/operators/operator-list.server';

export const prerender = false;

/** GET /api/operator/reports — reports of reviews waiting for an operator, oldest first, with their clocks. Operators only. */
export const GET = operatorListEndpoint('operator.reports.decide', pendingReports, (row) => ({
  report_id: row.reportId,
  review_id: row.reviewId,
  services_id: row.serviceId,
  reason: row.reason,
  created_at: row.receivedAt.toISOString(),
  acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
  acknowledge_by: row.acknowledgeBy.toISOString(),
  settle_by: row.settleBy.toISOString(),
}));
