/** The listing query of /service/{slug} and its API calls: one category subtree, one city, sorted and filtered. */
import { currentLocale } from '../../lib/locale-path';
import { type Placeholder, type SQL, type SQLWrapper, and, asc, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import { countText } from '../../lib/format';
import { type Database, db } from '../../lib/server/db';
import { partners, services } from '../../lib/server/db/schema';
import { UNNAMED, preparedOnce } from '../../lib/server/db/prepared';
import { cached } from '../../lib/server/data-cache';
import { LISTINGS_TAG } from '../catalog/cache-tags';
import type { CategoryNode } from '../catalog/catalog';
import { type CategoryTree, categoryTree } from '../catalog/catalog.server';
import { LISTING_PAGE_SIZE, type ListingItem, type ListingOptions, TOP_RATED_MIN, categoryNameFromSlug, cityKeyword, pageCount } from './listings';
import { MIN_REPLY_SAMPLE, QUICK_RESPONSE_MINUTES, measuredReplyMinutes } from '../track-record/track-record';
import { listed } from './listing-columns.server';
import { type CardRow, cardColumns } from './provider-card.server';
import { EXACT_COUNT_MAX, type RowCount, countRows } from './listing-count.server';
import { type CityMatch, cityCondition, cityMatch } from './places.server';
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

/**
 * What a listing read's statement is built from: its sort, which filters it has, and how it matches the city.
 * The values (categories, city, minimum rating, maximum price, page) are placeholders, so the statement is
 * built once per shape (db/prepared.ts).
 */
interface ListingShape {
  sort: ListingOptions['sort'];
  city: CityMatch['on'] | undefined;
  top_rated: boolean;
  quick: boolean;
  verified: boolean;
  min_rating: boolean;
  max_price: boolean;
}

/** A read's values, by the names of its placeholders (a type, not an interface: a statement takes any record of values). */
type ListingValues = {
  categoryIds: number[];
  city?: string;
  minRating?: number;
  maxPrice?: number;
};

/** ListingValues as a statement takes them: placeholders (built once, run with the values) or the values bound in. */
interface ListingBindings {
  categoryIds: SQLWrapper;
  city: string | Placeholder;
  minRating: number | Placeholder;
  maxPrice: number | Placeholder;
}

const PLACEHOLDERS: ListingBindings = {
  categoryIds: sql.placeholder('categoryIds'),
  city: sql.placeholder('city'),
  minRating: sql.placeholder('minRating'),
  maxPrice: sql.placeholder('maxPrice'),
};

/** `values` bound into the statement itself (one array parameter for the categories). */
const bound = (values: ListingValues): ListingBindings => ({
  categoryIds: sql.param(values.categoryIds),
  city: values.city ?? '',
  minRating: values.minRating ?? 0,
  maxPrice: values.maxPrice ?? 0,
});

function conditions(shape: ListingShape, bindings: ListingBindings): SQL {
  return and(
    // One array parameter, whatever the subtree's size: the shape does not change with it.
    sql`${services.categoryId} = any(${bindings.categoryIds}::int[])`,
    // SPEC.md section 4's city rule (places.server.ts inCity).
    shape.city ? cityCondition(shape.city, bindings.city) : undefined,
    listed,
    shape.top_rated ? and(gte(services.ratingsAverage, TOP_RATED_MIN), gt(services.ratingCount, 0)) : undefined,
    // The measured response time kept on the business (track-record/track-record.ts): unmeasured is never quick.
    shape.quick ? and(gte(partners.replySample, MIN_REPLY_SAMPLE), lte(partners.replyMinutes, QUICK_RESPONSE_MINUTES)) : undefined,
    shape.verified ? eq(services.isVerified, true) : undefined,
    shape.min_rating ? gte(services.ratingsAverage, bindings.minRating) : undefined,
    shape.max_price ? lte(services.price, bindings.maxPrice) : undefined,
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
    const { items, rows, total, estimated } = await countedListings(category, city, options, pageSize || UNPAGED_LIMIT, page);
    const cards = rows.map(({ partner_slug, created_at, ...card }): CardRow => card);
    return { items, cards, total, estimated, page, pages: pageSize ? pageCount(total, pageSize) : 1 };
  });
}

/** The first `limit` listings of listServices's list, without counting the rest (search's few best). */
export function firstServices(category: CategoryNode, city: string, options: Partial<ListingOptions>, limit: number): Promise<ListingItem[]> {
  return cached(
    listingKey('listings-first', category, city, options, limit),
    { ttlMs: LISTING_TTL_MS, tags: [LISTINGS_TAG] },
    async () => (await readListings(await listingScope(category, city, options), limit, 1)).items,
  );
}

/** What a read of listings needs: the database, the category tree, the shape of its statements and their values. */
interface ListingScope {
  database: Database;
  tree: CategoryTree;
  shape: ListingShape;
  values: ListingValues;
}

async function listingScope(category: CategoryNode, city: string, options: Partial<ListingOptions>): Promise<ListingScope> {
  const tree = await categoryTree();
  const match = await cityMatch(city);
  const shape: ListingShape = {
    sort: options.sort ?? 'relevance',
    city: match?.on,
    top_rated: Boolean(options.top_rated),
    quick: Boolean(options.quick),
    verified: Boolean(options.verified),
    min_rating: Boolean(options.min_rating),
    max_price: Boolean(options.max_price),
  };
  const values = { categoryIds: tree.subtreeIds(category.id), city: match?.value, minRating: options.min_rating, maxPrice: options.max_price };
  return { database: await db(), tree, shape, values };
}

/**
 * The ids of the listings of `shape`, unordered and unlimited: a query builder, not awaited here (awaiting
 * runs it). A new one each call: a dynamic query's limit() changes the builder it is called on.
 */
function matchingIds(database: Database, shape: ListingShape, bindings: ListingBindings) {
  const query = database.select({ id: services.id }).from(services).$dynamic();
  // The quick filter reads the business; every other condition is on the listing.
  return (shape.quick ? query.innerJoin(partners, eq(partners.id, services.partnerId)) : query).where(conditions(shape, bindings));
}

/** The statements of one shape, built once (db/prepared.ts): a page of rows, and their count up to EXACT_COUNT_MAX + 1. */
function listingStatements(database: Database, shape: ListingShape) {
  return preparedOnce(database, `listings:${JSON.stringify(shape)}`, () => {
    const order = orderings[shape.sort];
    // From the indexes alone where they can (a deep page walks index entries, not rows).
    const pageIds = matchingIds(database, shape, PLACEHOLDERS)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    const capped = matchingIds(database, shape, PLACEHOLDERS)
      .limit(EXACT_COUNT_MAX + 1)
      .as('capped');
    return {
      page: database
        .select({ ...cardColumns, partner_slug: partners.slug, created_at: services.createdAt })
        .from(services)
        .innerJoin(partners, eq(partners.id, services.partnerId))
        .where(inArray(services.id, pageIds))
        .orderBy(...order)
        .prepare(UNNAMED),
      count: database.select({ n: sql<number>`count(*)::int` }).from(capped).prepare(UNNAMED),
    };
  });
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
  const rows = await readListings(scope, limit, page);
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
    countRows(scope.database, matchingIds(scope.database, scope.shape, bound(scope.values)), async () => {
      const [counted] = await listingStatements(scope.database, scope.shape).count.execute(scope.values);
      return Number(counted?.n ?? 0);
    }),
  );
}

/** A page of listings as the API answers them, and the rows they were made from (a card's columns among them). */
interface ListedRows {
  items: ListingItem[];
  /** Made into cards only by the reads that show them (listServices): the unpaged API's 200 rows need none. */
  rows: ListingRow[];
}

/** A row of the listing read: a card's columns, the business's slug and when the listing was made. */
type ListingRow = Awaited<ReturnType<ReturnType<typeof listingStatements>['page']['execute']>>[number];

/** Page `page` of `limit` listings: its ids first, then those rows' columns, a card's with them. */
async function readListings(scope: ListingScope, limit: number, page: number): Promise<ListedRows> {
  const rows = await listingStatements(scope.database, scope.shape).page.execute({ ...scope.values, limit, offset: (page - 1) * limit });
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
  return { items, rows };
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
