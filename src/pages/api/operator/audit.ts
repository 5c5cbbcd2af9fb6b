import { recentOperatorActions } from '../../../features/operators/audit.server';
import { auditQuerySchema } from '../../../features/operators/operators';
import { requireOperator } from '../../../features/operators/operators.server';
import { endpoint, json, parseInput } from '../../../lib/server/http';

export const prerender = false;

/** GET /api/operator/audit?limit= — the newest rows of the audit log (who, what, on what, when, why). Operators only. */
export const GET = endpoint(async (context) => {
  await requireOperator(context.locals.user, 'operator.console');
  const { limit } = parseInput(auditQuerySchema, Object.fromEntries(context.url.searchParams));
  const rows = await recentOperatorActions(limit);
  return json({
    status: 1,
    data: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      operator: row.operator,
      action: row.action,
      subject_kind: row.subjectKind,
      subject_id: row.subjectId,
      reason: row.reason,
    })),
  });
});
