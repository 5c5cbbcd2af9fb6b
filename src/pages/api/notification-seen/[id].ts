import type { APIContext } from 'astro';
import { endpoint, idParam, json, notFound, requireUser } from '../../../lib/server/http';
import { markNotificationSeen } from '../../../features/notifications/notifications.server';
import { refuseCrossSite } from '../../../features/auth/request.server';
import { m } from '../../../lib/i18n';

export const prerender = false;

/** Marks one of the user's notifications seen; someone else's is a 404, as if it did not exist. */
async function handle(context: APIContext) {
  const user = requireUser(context);
  refuseCrossSite(context);
  const id = idParam(context.params.id);
  if (!(await markNotificationSeen(user.id, id))) throw notFound(m['notification.refusal.notFound']());
  return json({ status: 1, msg: m['notification.markedSeen']() });
}

export const GET = endpoint(handle);
export const POST = endpoint(handle);
