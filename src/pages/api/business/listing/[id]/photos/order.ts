import { listingEditLimits, listingEditMessages, photoOrderSchema } from '../../../../../../features/partners/listing-editor';
import { loadEditableListing, orderPhotos, requireListingMember } from '../../../../../../features/partners/listing-editor.server';
import { listingChanged } from '../../../../../../features/listings/listing-changed.server';
import { endpoint, idParam, json, parseInput, readBody } from '../../../../../../lib/server/http';
import { limitCaller } from '../../../../../../lib/server/rate-limit';

export const prerender = false;

/** POST /api/business/listing/{services_id}/photos/order {photo_ids} — every photo of the listing once, first shown first. */
export const POST = endpoint(async (context) => {
  const listing = await requireListingMember(context.locals.user, idParam(context.params.id), 'listing.photos');
  await limitCaller(context, listingEditLimits);
  const { photo_ids } = parseInput(photoOrderSchema, await readBody(context.request));
  await orderPhotos(listing.id, photo_ids);
  await listingChanged(context.cache, listing);
  return json({ status: 1, msg: listingEditMessages.photosOrdered, data: await loadEditableListing(listing.id) });
});
