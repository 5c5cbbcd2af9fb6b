import type { APIContext } from 'astro';
import { HttpError, parseInput, readBody } from '../../lib/server/http';
import { isUploadedFile, MAX_IMAGE_BYTES, removeStoredImage, storeImage } from '../../lib/server/images';
import { profileSchema, type Profile } from './profile';
import { m } from '../../lib/i18n';

/** Room for the JSON part and multipart framing on top of the largest allowed picture. */
const MAX_REQUEST_BYTES = MAX_IMAGE_BYTES + 256 * 1024;

/**
 * Reads SPEC.md's profile request: multipart with `data` (the profile as JSON) and `profile_image`;
 * form-encoded or JSON bodies with the fields at the top level work too. Validates with the one
 * profile schema; an oversized request is refused before it is read.
 */
export async function readProfileRequest(context: APIContext): Promise<{ input: Profile; image: File | null }> {
  const declared = Number(context.request.headers.get('content-length') ?? 0);
  if (declared > MAX_REQUEST_BYTES) {
    const message = m['image.refusal.tooLarge']({ mb: Math.round(MAX_IMAGE_BYTES / 1024 / 1024) });
    throw new HttpError(413, message, { profile_image: message });
  }
  const body = await readBody(context.request);
  let fields: unknown = body;
  if (typeof body.data === 'string') {
    try {
      fields = JSON.parse(body.data);
    } catch {
      throw new HttpError(400, m['profile.refusal.unreadable']());
    }
  }
  const input = parseInput(profileSchema, fields);
  return { input, image: isUploadedFile(body.profile_image) ? body.profile_image : null };
}

/** Avatars: PNG or JPEG only (SPEC.md), cropped square to 512 px. */
export const storeAvatar = (image: File) =>
  storeImage(image, { prefix: 'avatars', maxWidth: 512, maxHeight: 512, kinds: ['png', 'jpeg'], fit: 'cover', field: 'profile_image' });

/** Runs `save` with a newly stored avatar, deleting the file again if saving fails. */
export async function withAvatar<T>(image: File | null, save: (url: string | undefined) => Promise<T>): Promise<T> {
  const url = image ? await storeAvatar(image) : undefined;
  try {
    return await save(url);
  } catch (error) {
    await removeStoredImage(url).catch(() => undefined);
    throw error;
  }
}
