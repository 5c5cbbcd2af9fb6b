import type { APIContext } from 'astro';
import { forgetTags } from '../../lib/server/data-cache';
import { LISTINGS_TAG } from '../catalog/cache-tags';
import { detailsPageTag, partnerPageTag } from './listing-details';

/**
 * Called by every write that changes what shows a listing (a review, a photo, a question): this process
 * forgets at once the data reads that show listings (src/lib/server/data-cache.ts) and, in Astro's route
 * cache, the listing's details page, its partner's page and the listing pages and store lists, so the
 * writer sees the change on reload. Other pages and processes follow within their caches' max age.
 */
export async function listingChanged(cache: APIContext['cache'], listing: { id: number; partnerId: number }): Promise<void> {
  forgetTags([LISTINGS_TAG]);
  await cache.invalidate({ tags: [LISTINGS_TAG, detailsPageTag(listing.id), partnerPageTag(listing.partnerId)] });
}

/**
 * Called by a write that changes only what a business's mini-site shows (its services grid, its colours):
 * this process forgets its partner page at once.
 */
export async function partnerChanged(cache: APIContext['cache'], partnerId: number): Promise<void> {
  await cache.invalidate({ tags: [partnerPageTag(partnerId)] });
}
