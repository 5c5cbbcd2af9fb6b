import { endpoint, json, requireUser } from '../../lib/server/http';
import { readProfileRequest, withAvatar } from '../../features/profile/profile-request.server';
import { createProfile } from '../../features/profile/profile.server';
import { m } from '../../lib/i18n';

export const prerender = false;

/** Creates the signed-in user's profile (multipart: data, profile_image). */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const { input, image } = await readProfileRequest(context);
  await withAvatar(image, (url) => createProfile(user.id, input, url ?? null));
  return json({ status: 1, msg: m['profile.created']() });
});
