import { findListingById, toProductData } from '../../../features/listings/listing-details.server';
import { endpoint, idParam, json, notFound } from '../../../lib/server/http';
import { m } from '../../../lib/i18n';

export const prerender = false;

/** SPEC.md section 3's service detail of one listing (public); 404 for an unknown id. */
export const GET = endpoint(async ({ params }) => {
  const listing = await findListingById(idParam(params.id));
  if (!listing) throw notFound(m['listing.refusal.unknownId']());
  return json({ status: 1, data: toProductData(listing) });
});
