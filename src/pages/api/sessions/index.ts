import { endpoint, json, requireUser } from '../../../lib/server/http';
import { listSessions } from '../../../lib/server/session';

export const prerender = false;

/** Where the caller is signed in: each live session's device, start and last use; `current` marks this one. */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  return json({ status: 1, data: await listSessions(user.id, context.locals.sessionHash) });
});
