import { listingEditLimits, listingEditMessages } from '../../../../../../features/partners/listing-editor';
import { deletePhoto, loadEditableListing, requireListingMember } from '../../../../../../features/partners/listing-editor.server';
import { listingChanged } from '../../../../../../features/listings/listing-changed.server';
import { endpoint, idParam, json } from '../../../../../../lib/server/http';
import { limitCaller } from '../../../../../../lib/server/rate-limit';

export const prerender = false;

/** DELETE /api/business/listing/{services_id}/photos/{photo_id} — the business's or a customer's photo of the listing. */
export const DELETE = endpoint(async (context) => {
  const listing = await requireListingMember(context.locals.user, idParam(context.params.id), 'listing.photos');
  await limitCaller(context, listingEditLimits);
  await deletePhoto(listing.id, idParam(context.params.photo));
  await listingChanged(context.cache, listing);
  return json({ status: 1, msg: listingEditMessages.photoDeleted, data: await loadEditableListing(listing.id) });
});
