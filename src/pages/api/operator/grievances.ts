import { grievancesForOperator } from '../../../features/operators/grievance-decisions.server';
import { requireOperator } from '../../../features/operators/operators.server';
import { breached } from '../../../features/grievances/grievances';
import { clock } from '../../../lib/server/clock';
import { endpoint, json } from '../../../lib/server/http';

export const prerender = false;

/**
 * GET /api/operator/grievances — the grievances not yet resolved, the oldest first (`?all=1`: every one, newest
 * first), each with its clocks and whether each was breached. Operators only; the read is audited.
 */
export const GET = endpoint(async (context) => {
  const actor = await requireOperator(context.locals.user, 'operator.grievances.read');
  const cases = await grievancesForOperator(actor, context.url.searchParams.get('all') !== '1');
  const now = clock.now();
  return json({
    status: 1,
    data: cases.map((item) => ({
      ticket: item.ticket,
      state: item.state,
      kind: item.kind,
      about: item.about,
      name: item.name,
      email: item.email,
      mobile: item.mobile,
      text: item.text,
      url: item.url,
      created_at: item.filedAt.toISOString(),
      acknowledge_by: item.acknowledgeBy.toISOString(),
      resolve_by: item.resolveBy.toISOString(),
      acknowledged_at: item.acknowledgedAt?.toISOString() ?? null,
      resolved_at: item.resolvedAt?.toISOString() ?? null,
      acknowledge_breached: breached(item.acknowledgeBy, item.acknowledgedAt, now),
      resolve_breached: breached(item.resolveBy, item.resolvedAt, now),
      answer: item.answer,
    })),
  });
});
