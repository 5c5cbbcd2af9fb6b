/**
 * Tags of what the data cache (src/lib/server/data-cache.ts) and Astro's route cache keep of the
 * catalogue, forgotten by the writes that change it (src/features/listings/listing-changed.server.ts).
 */

/** The category tree and what is made from it alone (the search index of categories and synonyms). */
export const CATEGORIES_TAG = 'categories';

/** Everything that shows listings or their ratings: lists, store lists, counts, search answers, listing pages. */
export const LISTINGS_TAG = 'listings';
