/** The listing query of /service/{slug} and its API calls: one category subtree, one city, sorted and filtered. */
import { currentLocale } from '../../lib/locale-path';
import { type SQL, and, asc, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import { countText } from '../../lib/format';
import { type Database, db } from '../../lib/server/db';
import { partners, services } from '../../lib/server/db/schema';
import { cached } from '../../lib/server/data-cache';
import { LISTINGS_TAG } from '../catalog/cache-tags';
import type { CategoryNode } from '../catalog/catalog';
import { type CategoryTree, categoryTree } from '../catalog/catalog.server';
import { LISTING_PAGE_SIZE, type ListingItem, type ListingOptions, TOP_RATED_MIN, categoryNameFromSlug, cityKeyword, pageCount } from './listings';
import { MIN_REPLY_SAMPLE, QUICK_RESPONSE_MINUTES, measuredReplyMinutes } from '../track-record/track-record';
import { listed } from './listing-columns.server';
import { type CardRow, cardColumns } from './provider-card.server';
import { EXACT_COUNT_MAX, type RowCount, countRows } from './listing-count.server';
import { inCity } from './places.server';
import { bestRatedFirst } from './ranking.server';
import { m } from '../../lib/i18n';

const LISTING_TTL_MS = 60_000;
/**
 * The unpaged call (SPEC's get-filtered-service-data) answers at most this many listings, best first; its
 * `msg` says how many there are, and the paged -web call reaches the rest. At 500, a big city's answer was
 * 290 kB of JSON: ~25 ms of work each, and a p95 of 95 ms at 1M listings under 10 connections.
 */
export const UNPAGED_LIMIT = 200;

/**
 * The category of a listing slug: hyphens to spaces, matched on the name ignoring case (SPEC.md section
 * 4). The name the API answers is the display label (catalog.server.ts `categoryJson`), so a client that
 * sends that name back ('Cleaner & Housekeeper') finds its category too.
 */
export async function findListingCategory(slug: string): Promise<CategoryNode | undefined> {
  const tree = await categoryTree();
  const name = categoryNameFromSlug(slug).toLowerCase().replace(/\s+/g, ' ');
  return tree.byName.get(name) ?? tree.byLabel.get(name);
}

export interface ListingPage {
  items: ListingItem[];
  /** The cards of the same listings, from the same rows (provider-card.server.ts cardOf): no second read by id. */
  cards: CardRow[];
  total: number;
  /** `total` is the database's estimate (listing-count.server.ts), not a count. */
  estimated: boolean;
  page: number;
  pages: number;
}

const orderings: Record<ListingOptions['sort'], SQL[]> = {
  // Relevance is best rated first too: one ordering everywhere (ranking.ts), not 'verified' before rated.
  relevance: bestRatedFirst,
  rating: bestRatedFirst,
  price_asc: [asc(services.price), asc(services.id)],
  price_desc: [desc(services.price), asc(services.id)],
  name: [sql`lower(${services.serviceName}) asc`, asc(services.id)],
  newest: [desc(services.createdAt), desc(services.id)],
};

function conditions(categoryIds: number[], city: SQL | undefined, options: Partial<ListingOptions>): SQL {
  return and(
    inArray(services.categoryId, categoryIds),
    // SPEC.md section 4's city rule (places.server.ts inCity).
    city,
    listed,
    options.top_rated ? and(gte(services.ratingsAverage, TOP_RATED_MIN), gt(services.ratingCount, 0)) : undefined,
    // The measured response time kept on the business (track-record/track-record.ts): unmeasured is never quick.
    options.quick ? and(gte(partners.replySample, MIN_REPLY_SAMPLE), lte(partners.replyMinutes, QUICK_RESPONSE_MINUTES)) : undefined,
    options.verified ? eq(services.isVerified, true) : undefined,
    options.min_rating ? gte(services.ratingsAverage, options.min_rating) : undefined,
    options.max_price ? lte(services.price, options.max_price) : undefined,
  )!;
}

/** What names one list of listings: its category, the city by its keyword, and all the query uses of `options`. */
function listIdentity(category: CategoryNode, city: string, options: Partial<ListingOptions>): string {
  // ',1', ',2', … are one entry, not one each, so made-up variants cannot grow the cache; a caller's
  // `options` may carry the city too (the page passes its whole query), so it is left out there.
  const named = Object.keys(options)
    .filter((name) => name !== 'city')
    .sort();
  return `${category.id}:${cityKeyword(city).toLowerCase()}:${JSON.stringify(options, named)}`;
}

/** The cache key of a read of listings: the list, its page size, and the request's language. */
function listingKey(kind: string, category: CategoryNode, city: string, options: Partial<ListingOptions>, pageSize: number): string {
  // Per language: each item's category_name is the category's label in the request's.
  return `${kind}:${currentLocale()}:${pageSize}:${listIdentity(category, city, options)}`;
}

/**
 * Listings in a category and below it, in a city (empty: everywhere), sorted, filtered and paged, with how
 * many there are. `pageSize` 0 means unpaged (up to UNPAGED_LIMIT).
 */
export function listServices(
  category: CategoryNode,
  city: string,
  options: Partial<ListingOptions> = {},
  pageSize = LISTING_PAGE_SIZE,
): Promise<ListingPage> {
  return cached(listingKey('listings', category, city, options, pageSize), { ttlMs: LISTING_TTL_MS, tags: [LISTINGS_TAG] }, async () => {
    const page = pageSize ? (options.page ?? 1) : 1;
    const { items, cards, total, estimated } = await countedListings(category, city, options, pageSize || UNPAGED_LIMIT, page);
    return { items, cards, total, estimated, page, pages: pageSize ? pageCount(total, pageSize) : 1 };
  });
}

/** The first `limit` listings of listServices's list, without counting the rest (search's few best). */
export function firstServices(category: CategoryNode, city: string, options: Partial<ListingOptions>, limit: number): Promise<ListingItem[]> {
  return cached(
    listingKey('listings-first', category, city, options, limit),
    { ttlMs: LISTING_TTL_MS, tags: [LISTINGS_TAG] },
    async () => (await readListings(await listingScope(category, city, options), options, limit, 1)).items,
  );
}

/** What a read of listings needs: the database, the category tree and the conditions of its list. */
interface ListingScope {
  database: Database;
  tree: CategoryTree;
  where: SQL;
  /** The quick filter reads the business; every other condition is on the listing. */
  joinsPartners: boolean;
}

async function listingScope(category: CategoryNode, city: string, options: Partial<ListingOptions>): Promise<ListingScope> {
  const tree = await categoryTree();
  const where = conditions(tree.subtreeIds(category.id), await inCity(city), options);
  return { database: await db(), tree, where, joinsPartners: Boolean(options.quick) };
}

/**
 * The ids of the listings in `scope`, unordered and unlimited: a query builder, not awaited here (awaiting
 * runs it). A new one each call: a dynamic query's limit() changes the builder it is called on.
 */
function matchingIds({ database, where, joinsPartners }: ListingScope) {
  const query = database.select({ id: services.id }).from(services).$dynamic();
  return (joinsPartners ? query.innerJoin(partners, eq(partners.id, services.partnerId)) : query).where(where);
}

/**
 * Page `page` of `limit` listings and how many there are: a page that is not full is the last, so its items
 * tell (most cities' lists: no count query at all); a full page, or an empty one past the first, is counted
 * exactly up to EXACT_COUNT_MAX, then by the planner's estimate.
 */
async function countedListings(
  category: CategoryNode,
  city: string,
  options: Partial<ListingOptions>,
  limit: number,
  page: number,
): Promise<ListedRows & RowCount> {
  const scope = await listingScope(category, city, options);
  const rows = await readListings(scope, options, limit, page);
  const { items } = rows;
  if (items.length < limit && (items.length > 0 || page === 1)) return { ...rows, total: (page - 1) * limit + items.length, estimated: false };
  return { ...rows, ...(await listingCount(category, city, options, scope)) };
}

/**
 * How many listings `scope` matches: the same for every sort and page of one list (and for the unpaged call), so
 * counted once for them all, and forgotten with the listings on any write (LISTINGS_TAG).
 */
function listingCount(category: CategoryNode, city: string, options: Partial<ListingOptions>, scope: ListingScope): Promise<RowCount> {
  const { sort: _sort, page: _page, ...filters } = options;
  // One count in every language (a count names no category).
  return cached(`listing-count:${listIdentity(category, city, filters)}`, { ttlMs: LISTING_TTL_MS, tags: [LISTINGS_TAG] }, () =>
    countRows(scope.database, matchingIds(scope), matchingIds(scope).limit(EXACT_COUNT_MAX + 1)),
  );
}

/** A page of listings as the API answers them, and the same listings as their cards' rows. */
interface ListedRows {
  items: ListingItem[];
  cards: CardRow[];
}

/** Page `page` of `limit` listings: its ids first, then those rows' columns, the cards' with them. */
async function readListings(scope: ListingScope, options: Partial<ListingOptions>, limit: number, page: number): Promise<ListedRows> {
  const order = orderings[options.sort ?? 'relevance'];
  // From the indexes alone where they can (a deep page walks index entries, not rows).
  const pageIds = matchingIds(scope)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit);
  const rows = await scope.database
    .select({ ...cardColumns, partner_slug: partners.slug, created_at: services.createdAt })
    .from(services)
    .innerJoin(partners, eq(partners.id, services.partnerId))
    .where(inArray(services.id, pageIds))
    .orderBy(...order);
  const items = rows.map(({ category_id, created_at, replyMinutes, replySample, hours, quoteJobs, quoteMatched, ...row }) => {
    const node = scope.tree.byId.get(category_id);
    return {
      ...row,
      response_minutes: measuredReplyMinutes(replyMinutes, replySample),
      category_name: node?.label ?? '',
      category_slug: node?.slug ?? '',
      is_transport: node?.isTransport ?? false,
      created_at: new Date(created_at).toISOString(),
    };
  });
  return { items, cards: rows.map(({ partner_slug, created_at, ...card }) => card) };
}

/**
 * The answer of POST /api/get-filtered-service-data as JSON text. The listing page of SPEC.md asks for it
 * on every load; the server keeps the finished answer for a few seconds (scripts/serve.ts), so it is made
 * here only when that answer is not kept.
 */
export async function filteredServicesAnswer(category: CategoryNode, city: string): Promise<string> {
  // Read here, not through listServices's cache: the finished text is what is kept, and keeping the
  // 200 listings beside it would cost their memory and a second serialisation to weigh them.
  const { items, total, estimated } = await countedListings(category, city, { sort: 'relevance' }, UNPAGED_LIMIT, 1);
  return JSON.stringify({
    status: 1,
    msg: total ? m['listing.answer.found']({ count: countText(total, estimated) }) : m['listing.answer.noneInCity'](),
    data: items,
  });
}
