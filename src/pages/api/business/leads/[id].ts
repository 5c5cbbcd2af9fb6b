import { openLead } from '../../../../features/leads/leads.server';
import { endpoint, idParam, json, requireUser } from '../../../../lib/server/http';

export const prerender = false;

/** GET /api/business/leads/{lead_id} — a member opens a lead; the first opening marks it seen. */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  return json({ status: 1, data: await openLead(user, idParam(context.params.id)) });
});
