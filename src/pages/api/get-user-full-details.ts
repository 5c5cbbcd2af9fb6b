import { endpoint, json, notFound, requireUser } from '../../lib/server/http';
import { getProfileDetails } from '../../features/profile/profile.server';

export const prerender = false;

/** The signed-in user's whole profile, for the edit form. */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  const details = await getProfileDetails(user.id);
  if (!details) throw notFound('Please create your profile first.');
  return json({ status: 1, data: details });
});
