import { listingEditLimits, listingEditMessages } from '../../../../../../../features/partners/listing-editor';
import { featurePhoto, loadEditableListing, requireListingMember } from '../../../../../../../features/partners/listing-editor.server';
import { listingChanged } from '../../../../../../../features/listings/listing-changed.server';
import { endpoint, idParam, json } from '../../../../../../../lib/server/http';
import { limitCaller } from '../../../../../../../lib/server/rate-limit';

export const prerender = false;

/** POST /api/business/listing/{services_id}/photos/{photo_id}/featured — the photo the listing leads with. */
export const POST = endpoint(async (context) => {
  const listing = await requireListingMember(context.locals.user, idParam(context.params.id), 'listing.photos');
  await limitCaller(context, listingEditLimits);
  await featurePhoto(listing.id, idParam(context.params.photo));
  await listingChanged(context.cache, listing);
  return json({ status: 1, msg: listingEditMessages.featured, data: await loadEditableListing(listing.id) });
});
