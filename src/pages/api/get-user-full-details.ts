import { endpoint, json, notFound, requireUser } from '../../lib/server/http';
import { getProfileDetails } from '../../features/profile/profile.server';
import { m } from '../../lib/i18n';

export const prerender = false;

/** The signed-in user's whole profile, for the edit form. */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  const details = await getProfileDetails(user.id);
  if (!details) throw notFound(m['profile.refusal.createFirst']());
  return json({ status: 1, data: details });
});
