import { endpoint, json, requireUser } from '../../lib/server/http';
import { getDashboard } from '../../features/profile/profile.server';

export const prerender = false;

/** The profile Dashboard: counts of bookings, favourites, unread notifications, wallet; latest items. */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  return json({ status: 1, data: await getDashboard(user.id) });
});
