import { openLead } from '../../../../features/leads/inbox.server';
import { endpoint, idParam, json, requireUser } from '../../../../lib/server/http';

export const prerender = false;

/**
 * GET or POST /api/business/leads/{lead_id} — a member opens a lead; the first opening marks it seen (the
 * customer sees when). It changes data, so it is one of write-policy.ts's state-changing GETs.
 */
const open = endpoint(async (context) => {
  const user = requireUser(context);
  return json({ status: 1, data: await openLead(user, idParam(context.params.id)) });
});

export const GET = open;
export const POST = open;
