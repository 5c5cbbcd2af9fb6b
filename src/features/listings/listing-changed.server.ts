import type { APIContext } from 'astro';
import { LISTINGS_TAG } from '../catalog/cache-tags';
import { detailsPageTag, partnerPageTag } from './listing-details';

/**
 * Called by every write that changes what shows a listing (a review, a photo, a question): every instance
 * forgets (src/lib/server/invalidation.ts, through the route cache's provider) the data reads and answers that
 * show listings (lists, store lists, search) and, in the route cache, the listing's details page, its
 * partner's page, the listing pages, store lists and search.
 */
export async function listingChanged(cache: APIContext['cache'], listing: { id: number; partnerId: number }): Promise<void> {
  await cache.invalidate({ tags: [LISTINGS_TAG, detailsPageTag(listing.id), partnerPageTag(listing.partnerId)] });
}

/** Called by a write that changes only what a business's mini-site shows (its services grid, its colours): every instance forgets its partner page. */
export async function partnerChanged(cache: APIContext['cache'], partnerId: number): Promise<void> {
  await cache.invalidate({ tags: [partnerPageTag(partnerId)] });
}
