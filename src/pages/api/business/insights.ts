import { insightsQuerySchema } from '../../../features/insights/insights';
import { loadInsights } from '../../../features/insights/insights.server';
import { requireMember } from '../../../features/members/membership.server';
import { endpoint, fieldErrors, HttpError, json, requireUser } from '../../../lib/server/http';

export const prerender = false;

/**
 * GET /api/business/insights?partner_id=&days= (CONTRACT.md) — a business's visits, calls, enquiries,
 * bookings, quotes and won leads per India day over the last 7, 30 or 90 days, and the median minutes to a
 * first reply. The owner's: staff get 403, anyone else 404; a bad query is a 400 that says what to send.
 */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  const parsed = insightsQuerySchema.safeParse(Object.fromEntries(context.url.searchParams));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw new HttpError(400, Object.values(errors)[0]!, errors);
  }
  const query = parsed.data;
  await requireMember(user, query.partner_id, 'insights.read');
  return json({ status: 1, data: await loadInsights(query.partner_id, query.days) });
});
