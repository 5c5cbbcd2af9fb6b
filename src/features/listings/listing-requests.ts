/**
 * The requests of the listing: API bodies and the page URL, validated with zod. Apart from listings.ts
 * so that the islands, which need only its rules, do not ship zod (about 24 kB gzip).
 */
import { z } from '../../lib/zod';
import { type ListingOptions, type ListingQuery, listingSorts } from './listings';

const flag = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false', 'on', ''])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true' || value === 'on');

const cityText = z.string().trim().max(120, 'City is too long');

/** The listing's options, as the web call and the page URL carry them. */
export const listingOptionsSchema = z.object({
  sort: z.enum(listingSorts, { error: `sort must be one of ${listingSorts.join(', ')}` }).default('relevance'),
  top_rated: flag.default(false),
  quick: flag.default(false),
  verified: flag.default(false),
  min_rating: z.coerce
    .number({ error: 'min_rating must be a number' })
    .min(0, 'min_rating must be 0 to 5')
    .max(5, 'min_rating must be 0 to 5')
    .optional(),
  max_price: z.coerce
    .number({ error: 'max_price must be a number' })
    .positive('max_price must be above 0')
    .max(1e9, 'max_price is too large')
    .optional(),
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(10_000, 'page is too large')
    .default(1),
});

const slugField = z.string({ error: 'slug is required' }).trim().min(1, 'slug is required').max(120, 'slug is too long');

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
