import { listingEditMessages, listingPhotoLimits } from '../../../../../features/partners/listing-editor';
import { addOwnerPhoto, checkRoomForPhoto, loadEditableListing, requireListingMember } from '../../../../../features/partners/listing-editor.server';
import { listingChanged } from '../../../../../features/listings/listing-changed.server';
import { HttpError, endpoint, idParam, json, readBody } from '../../../../../lib/server/http';
import { isUploadedFile, storeImage } from '../../../../../lib/server/images';
import { limitCaller } from '../../../../../lib/server/rate-limit';
import { m } from '../../../../../lib/i18n';

export const prerender = false;

/**
 * POST /api/business/listing/{services_id}/photos — multipart `photo`: the business adds a photo of its
 * own, checked and re-encoded like every upload (src/lib/server/images.ts). Answers the listing (201).
 */
export const POST = endpoint(async (context) => {
  const listing = await requireListingMember(context.locals.user, idParam(context.params.id), 'listing.photos');
  await limitCaller(context, listingPhotoLimits);
  const body = await readBody(context.request);
  if (!isUploadedFile(body.photo)) {
    throw new HttpError(422, m['photo.refusal.missing'](), { photo: m['photo.refusal.missing']() });
  }
  await checkRoomForPhoto(listing.id);
  const url = await storeImage(body.photo, { prefix: 'photos', maxWidth: 1600, maxHeight: 1600, field: 'photo' });
  await addOwnerPhoto(listing.id, url);
  await listingChanged(context.cache, listing);
  return json({ status: 1, msg: listingEditMessages.photoAdded, data: await loadEditableListing(listing.id) }, 201);
});
