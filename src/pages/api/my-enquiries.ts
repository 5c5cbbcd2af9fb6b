import { listMyEnquiries } from '../../features/leads/my-enquiries.server';
import { endpoint, json, requireUser } from '../../lib/server/http';

export const prerender = false;

/** GET /api/my-enquiries — the signed-in customer's enquiries, newest first, with every business's offer (CONTRACT.md). */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  return json({ status: 1, data: await listMyEnquiries(user.id) });
});
