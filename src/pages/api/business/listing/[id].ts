import { listingEditLimits, listingEditMessages, listingEditSchema } from '../../../../features/partners/listing-editor';
import { loadEditableListing, requireListingMember, saveListingEdit } from '../../../../features/partners/listing-editor.server';
import { listingChanged } from '../../../../features/listings/listing-changed.server';
import { endpoint, idParam, json, notFound, parseInput, readBody } from '../../../../lib/server/http';
import { limitCaller } from '../../../../lib/server/rate-limit';

export const prerender = false;

/** GET /api/business/listing/{services_id} — the listing as its owner edits it (CONTRACT.md). Owners only. */
export const GET = endpoint(async (context) => {
  const listing = await requireListingMember(context.locals.user, idParam(context.params.id), 'listing.edit');
  const data = await loadEditableListing(listing.id);
  if (!data) throw notFound();
  return json({ status: 1, data }, 200, { 'cache-control': 'no-store' });
});

/**
 * POST /api/business/listing/{services_id} {service_name, basic_info, other_info, price, contact_no,
 * day_open, whatsapp, email, facebook, instagram} — a field left out stays as it is. Answers the listing;
 * the details, listing and partner pages show the change at once.
 */
export const POST = endpoint(async (context) => {
  const listing = await requireListingMember(context.locals.user, idParam(context.params.id), 'listing.edit');
  await limitCaller(context, listingEditLimits);
  const edit = parseInput(listingEditSchema, await readBody(context.request));
  await saveListingEdit(listing, edit);
  await listingChanged(context.cache, listing);
  return json({ status: 1, msg: listingEditMessages.saved, data: await loadEditableListing(listing.id) });
});
