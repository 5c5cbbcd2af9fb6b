import { endpoint, json, requireUser } from '../../../lib/server/http';
import { revokeOtherSessions } from '../../../lib/server/session';
import { m } from '../../../lib/i18n';

export const prerender = false;

/** "Sign out everywhere else": ends every session of the caller but the one making this request. */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const ended = await revokeOtherSessions(user.id, context.locals.sessionHash);
  return json({ status: 1, message: m['session.signedOutOthers']({ count: ended }), data: { ended } });
});
