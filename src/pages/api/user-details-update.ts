import { endpoint, json, requireUser } from '../../lib/server/http';
import { removeStoredImage } from '../../lib/server/images';
import { readProfileRequest, withAvatar } from '../../features/profile/profile-request.server';
import { updateProfile } from '../../features/profile/profile.server';
import { m } from '../../lib/i18n';

export const prerender = false;

/**
 * Updates the signed-in user's profile (multipart: data, profile_image, p_image). A new picture
 * replaces the old one; without one the stored picture stays (p_image, the client's idea of the
 * current URL, is never stored: a client could name someone else's file).
 */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const { input, image } = await readProfileRequest(context);
  const { replacedPic } = await withAvatar(image, (url) => updateProfile(user.id, input, url));
  await removeStoredImage(replacedPic).catch(() => undefined);
  return json({ status: 1, msg: m['profile.updated']() });
});
