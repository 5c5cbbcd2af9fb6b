import { endpoint, json, requireUser } from '../../lib/server/http';
import { listNotifications } from '../../features/notifications/notifications.server';

export const prerender = false;

export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  return json({ status: 1, data: await listNotifications(user.id) });
});
