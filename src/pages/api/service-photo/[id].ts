import { listingChanged } from '../../../features/listings/listing-changed.server';
import { photoLimits } from '../../../features/listings/listing-details';
import { addCustomerPhoto, findListingRefById } from '../../../features/listings/listing-details.server';
import { HttpError, endpoint, idParam, json, notFound, readBody, requireUser } from '../../../lib/server/http';
import { isUploadedFile, storeImage } from '../../../lib/server/images';
import { limitOrRefuse } from '../../../lib/server/rate-limit';
import { m } from '../../../lib/i18n';

export const prerender = false;

/**
 * Add Photo on the details page (signed-in): multipart `photo`. Checked like avatars — by its bytes,
 * at most 2 MB, re-encoded without metadata (no GPS position leaves the customer's phone) — then
 * shown at once among the listing's photos.
 */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const serviceId = idParam(context.params.id);
  const listing = await findListingRefById(serviceId);
  if (!listing) throw notFound(m['listing.refusal.unknownId']());
  const body = await readBody(context.request);
  if (!isUploadedFile(body.photo)) {
    throw new HttpError(422, m['photo.refusal.missing'](), { photo: m['photo.refusal.missing']() });
  }
  await limitOrRefuse(`photos:user:${user.id}`, photoLimits.byUser);
  const url = await storeImage(body.photo, { prefix: 'photos', maxWidth: 1600, maxHeight: 1600, field: 'photo' });
  const photo = await addCustomerPhoto(serviceId, user.id, url);
  await listingChanged(context.cache, listing);
  return json({ status: 1, msg: m['photo.added'](), data: photo }, 201);
});
