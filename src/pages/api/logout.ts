import { endpoint, json, requireUser } from '../../lib/server/http';
import { revokeSession } from '../../lib/server/session';
import { clearSessionCookie } from '../../features/auth/request.server';
import { m } from '../../lib/i18n';

export const prerender = false;

/** Revokes the session of this request server-side and clears the cookie. */
export const POST = endpoint(async (context) => {
  clearSessionCookie(context);
  requireUser(context);
  if (context.locals.sessionHash) await revokeSession(context.locals.sessionHash);
  return json({ status: 1, message: m['auth.loggedOut']() });
});
