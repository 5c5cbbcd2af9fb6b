/**
 * The /service/{slug} listing: the city rule, sort orders, filters and pages. Pure and shared by the
 * page, the API endpoints, the database query and the islands, so each rule is written once. The zod
 * schemas of its requests are in listing-requests.ts, so that islands importing this file ship no zod, and
 * its words are in its views (ListingToolbar's sort labels, provider-card.ts's price line), so that the
 * page script importing it (CityArrival.astro) ships no message catalogue.
 */
import { paths } from '../../paths';
import type { ListingSummary } from './listing-shape';

/** Listings a page (SPEC.md fixes none; 12 fills 1, 2 and 3 columns evenly). */
export const LISTING_PAGE_SIZE = 12;

/** SPEC.md section 4: the slug's hyphens become spaces to form the category name. */
export function categoryNameFromSlug(slug: string): string {
  return slug.replace(/-/g, ' ').trim();
}

/**
 * SPEC.md section 4's city rule, part one: what an address must contain for a city — its first word,
 * i.e. the part before the first comma ('Kolkata, West Bengal, India' → 'Kolkata'). Empty for no city.
 */
export function cityKeyword(city: string | null | undefined): string {
  return (city ?? '').split(',')[0]!.replace(/\s+/g, ' ').trim();
}

/** The city rule, part two: does an address belong to a city (case-insensitive containment)? */
export function addressInCity(address: string, city: string | null | undefined): boolean {
  const keyword = cityKeyword(city).toLowerCase();
  return address.toLowerCase().includes(keyword);
}

/** `text` for SQL LIKE with %, _ and \ taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `%text%` for SQL ILIKE with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${literal(text)}%`;
}

/** `text%` for SQL LIKE with %, _ and \ taken literally. */
export function prefixPattern(text: string): string {
  return `${literal(text)}%`;
}

export const listingSorts = ['relevance', 'rating', 'price_asc', 'price_desc', 'name', 'newest'] as const;
export type ListingSort = (typeof listingSorts)[number];

/** 'Top Rated': an average of at least this, from at least one rating. */
export const TOP_RATED_MIN = 4.5;
export const minRatingChoices = [3, 3.5, 4, 4.5] as const;

/** The listing's options, as the web call and the page URL carry them (validated in listing-requests.ts). */
export interface ListingOptions {
  sort: ListingSort;
  top_rated: boolean;
  quick: boolean;
  verified: boolean;
  min_rating?: number;
  max_price?: number;
  page: number;
}

/** The listing page's state: its options and the city of its URL. */
export interface ListingQuery extends ListingOptions {
  city: string;
}

/**
 * The query string of a listing state ('?city=Kolkata&sort=price_asc&page=2'), defaults left out and
 * keys in a fixed order, so that one state has one URL (and one route-cache entry).
 */
export function listingSearch(query: Partial<ListingQuery>): string {
  const params = new URLSearchParams();
  if (query.city) params.set('city', query.city);
  if (query.sort && query.sort !== 'relevance') params.set('sort', query.sort);
  if (query.top_rated) params.set('top_rated', '1');
  if (query.quick) params.set('quick', '1');
  if (query.verified) params.set('verified', '1');
  if (query.min_rating) params.set('min_rating', String(query.min_rating));
  if (query.max_price) params.set('max_price', String(query.max_price));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** How many filters narrow the list (for the 'All Filters (2)' badge). */
export function activeFilterCount(query: Partial<ListingOptions>): number {
  return [query.top_rated, query.quick, query.verified, query.min_rating, query.max_price].filter(Boolean).length;
}

/** Pages for a total; at least 1 so that 'Page 1 of 1' reads right for an empty list. */
export function pageCount(total: number, size = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** SPEC.md section 3's service listing item, plus what a provider card shows. */
export interface ListingItem extends ListingSummary {
  contact_no: string;
  category_slug: string;
  price: number;
  is_transport: boolean;
  is_verified: boolean;
  /** The business's measured response time in minutes (track-record/track-record.ts), null when too few leads to say. */
  response_minutes: number | null;
  partner_slug: string;
  created_at: string;
}

/** Cities offered as one-tap choices in the city prompt (the demo catalogue's cities). */
export const popularCities = ['Kolkata', 'Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Hyderabad', 'Pune', 'Ahmedabad', 'Jaipur', 'Lucknow'] as const;

/** The listing URL of a category slug in a state. */
export function listingHref(slug: string, query: Partial<ListingQuery>): string {
  return `${paths.listing(slug)}${listingSearch(query)}`;
}

/** The same listing for another city (its keyword, SPEC.md's city rule), from its first page. */
export function cityListingHref(slug: string, query: ListingQuery, city: string): string {
  return listingHref(slug, { ...query, city: cityKeyword(city), page: 1 });
}
