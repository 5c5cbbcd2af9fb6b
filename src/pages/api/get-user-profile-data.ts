import { endpoint, json, requireUser } from '../../lib/server/http';
import { getProfileSummary } from '../../features/profile/profile.server';

export const prerender = false;

/** The profile summary: status 1 with the profile, status 2 when there is none yet (creation form). */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  return json(await getProfileSummary(user.id, user.refCode));
});
