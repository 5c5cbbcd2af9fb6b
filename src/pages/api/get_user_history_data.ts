import { endpoint, json, requireUser } from '../../lib/server/http';
import { listBookingHistory } from '../../features/profile/profile.server';

export const prerender = false;

/** SPEC.md section 7: "History: data is a list", so the answer is the list itself. */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  return json(await listBookingHistory(user.id));
});
