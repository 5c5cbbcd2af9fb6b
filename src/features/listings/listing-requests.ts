/**
 * The requests of the listing: API bodies and the page URL, validated with zod. Apart from listings.ts
 * so that the islands, which need only its rules, do not ship zod (about 24 kB gzip).
 */
import { z } from '../../lib/zod';
import { type ListingOptions, type ListingQuery, listingSorts } from './listings';
import { m } from '../../lib/i18n';

const flag = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false', 'on', ''])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true' || value === 'on');

const cityText = z
  .string()
  .trim()
  .max(120, { error: () => m['search.request.cityTooLong']() });

/** The listing's options, as the web call and the page URL carry them. */
export const listingOptionsSchema = z.object({
  sort: z.enum(listingSorts, { error: () => m['listing.invalid.sort']({ sorts: listingSorts.join(', ') }) }).default('relevance'),
  top_rated: flag.default(false),
  quick: flag.default(false),
  verified: flag.default(false),
  min_rating: z.coerce
    .number({ error: () => m['listing.invalid.minRating']() })
    .min(0, { error: () => m['listing.invalid.minRatingRange']() })
    .max(5, { error: () => m['listing.invalid.minRatingRange']() })
    .optional(),
  max_price: z.coerce
    .number({ error: () => m['listing.invalid.maxPrice']() })
    .positive({ error: () => m['listing.invalid.maxPricePositive']() })
    .max(1e9, { error: () => m['listing.invalid.maxPriceTooLarge']() })
    .optional(),
  page: z.coerce
    .number({ error: () => m['listing.invalid.page']() })
    .int({ error: () => m['listing.invalid.page']() })
    .min(1, { error: () => m['listing.invalid.pageStart']() })
    .max(10_000, { error: () => m['listing.invalid.pageTooLarge']() })
    .default(1),
});

const slugField = z
  .string({ error: () => m['listing.invalid.slug']() })
  .trim()
  .min(1, { error: () => m['listing.invalid.slug']() })
  .max(120, { error: () => m['listing.invalid.slugTooLong']() });

/** POST /api/get-filtered-service-data: SPEC.md section 3's filtered service request. */
export const filteredRequestSchema = z.object({
  slug: slugField,
  location: cityText.optional().default(''),
});

/** POST /api/get-category-service-data: the same plus an optional `page` of stores (1 when absent). */
export const storesRequestSchema = filteredRequestSchema.extend({ page: listingOptionsSchema.shape.page });

/** POST /api/get-filtered-service-data-web: the same plus sort, filters and page. */
export const filteredWebRequestSchema = filteredRequestSchema.extend(listingOptionsSchema.shape);

/** The listing page's state from its URL; anything malformed falls back to the default (the return type keeps the schema and ListingQuery in step). */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const read = (key: string) => params.get(key) ?? undefined;
  const options: Record<string, unknown> = {};
  for (const key of Object.keys(listingOptionsSchema.shape) as (keyof ListingOptions)[]) {
    const raw = read(key);
    if (raw === undefined || raw === '') continue;
    const parsed = listingOptionsSchema.shape[key].safeParse(raw);
    if (parsed.success) options[key] = raw;
  }
  const city = cityText.safeParse(read('city') ?? '');
  return { ...listingOptionsSchema.parse(options), city: city.success ? city.data : '' };
}
