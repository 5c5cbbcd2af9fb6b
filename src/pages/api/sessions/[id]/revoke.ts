import { endpoint, json, notFound, requireUser } from '../../../../lib/server/http';
import { revokeSessionById } from '../../../../lib/server/session';
import { m } from '../../../../lib/i18n';

export const prerender = false;

/** Ends one session of the caller's by its id from GET /api/sessions; someone else's id is a 404 like an unknown one. */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  if (!(await revokeSessionById(user.id, context.params.id ?? ''))) throw notFound(m['session.refusal.noSuchSession']());
  return json({ status: 1, message: m['session.signedOutDevice']() });
});
