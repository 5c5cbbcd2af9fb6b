import { listMemberships } from '../../../features/members/membership.server';
import { endpoint, json, requireUser } from '../../../lib/server/http';

export const prerender = false;

/** GET /api/business/partners — the businesses the signed-in user runs, with their role in each (CONTRACT.md). */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  return json({ status: 1, data: await listMemberships(user.id) });
});
