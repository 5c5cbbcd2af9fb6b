import { leadsQuerySchema } from '../../../features/leads/leads';
import { listLeads } from '../../../features/leads/inbox.server';
import { endpoint, json, parseInput, requireUser } from '../../../lib/server/http';

export const prerender = false;

/** GET /api/business/leads?partner_id=&status= — a business's leads, newest first, for its members (CONTRACT.md). */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  const query = parseInput(leadsQuerySchema, Object.fromEntries(context.url.searchParams));
  return json({ status: 1, data: await listLeads(user, query.partner_id, query.status) });
});
