/**
 * Reads of the category tree and of the stores under a category. The whole tree is a few hundred
 * rows, read once and kept for a minute (lib/server/data-cache.ts); subtree walks happen in memory.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { db } from '../../lib/server/db';
import { categories, partners, reviews, services } from '../../lib/server/db/schema';
import { cached } from '../../lib/server/data-cache';
import { CATEGORIES_TAG, LISTINGS_TAG } from './cache-tags';
import { cityKeyword, pageCount } from '../listings/listings';
import { inCity } from '../listings/places.server';
import { bestRatedFirst, bestRatedOrder } from '../listings/ranking.server';
import { type CategoryNode, STORE_PAGE_SIZE, toNodes } from './catalog';

const TREE_TTL_MS = 60_000;

export interface CategoryTree {
  nodes: CategoryNode[];
  byId: ReadonlyMap<number, CategoryNode>;
  bySlug: ReadonlyMap<string, CategoryNode>;
  /** Lower-cased name → node (names are unique ignoring case). */
  byName: ReadonlyMap<string, CategoryNode>;
  /** Lower-cased display label → node, for the labels that differ from the name (labels.ts). */
  byLabel: ReadonlyMap<string, CategoryNode>;
  childrenOf(id: number | null): CategoryNode[];
  /** The id and every descendant's id. */
  subtreeIds(id: number): number[];
  /** The chain from the main category down to this one. */
  ancestry(id: number): CategoryNode[];
}

function buildTree(nodes: CategoryNode[]): CategoryTree {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const bySlug = new Map(nodes.map((n) => [n.slug, n]));
  const byName = new Map(nodes.map((n) => [n.name.toLowerCase(), n]));
  const byLabel = new Map(nodes.filter((n) => n.label !== n.name).map((n) => [n.label.toLowerCase(), n]));
  const children = new Map<number | null, CategoryNode[]>();
  for (const node of nodes) {
    const list = children.get(node.parentId) ?? [];
    list.push(node);
    children.set(node.parentId, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const childrenOf = (id: number | null) => children.get(id) ?? [];
  return {
    nodes,
    byId,
    bySlug,
    byName,
    byLabel,
    childrenOf,
    subtreeIds(id) {
      const ids: number[] = [];
      const stack = [id];
      while (stack.length) {
        const next = stack.pop()!;
        if (ids.includes(next)) continue;
        ids.push(next);
        for (const child of childrenOf(next)) stack.push(child.id);
      }
      return ids;
    },
    ancestry(id) {
      const chain: CategoryNode[] = [];
      for (let node = byId.get(id); node && chain.length < 20; node = node.parentId === null ? undefined : byId.get(node.parentId)) {
        chain.unshift(node);
      }
      return chain;
    },
  };
}

/** The whole category tree. */
export function categoryTree(): Promise<CategoryTree> {
  return cached('catalog:tree', { ttlMs: TREE_TTL_MS, tags: [CATEGORIES_TAG] }, async () => {
    const rows = await (await db())
      .select({
        id: categories.id,
        parentId: categories.parentId,
        slug: categories.slug,
        name: categories.name,
        icon: categories.icon,
        description: categories.description,
        price: categories.price,
        isTransport: categories.isTransport,
        isPopular: categories.isPopular,
        sortOrder: categories.sortOrder,
      })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id));
    return buildTree(toNodes(rows));
  });
}

/**
 * SPEC.md section 3's Category shape for API answers. `name` is the name the pages show (labels.ts:
 * 'Cleaner & Housekeeper', not the stored 'Cleanerhousekeeper'), so that a client shows what the site does.
 */
export function categoryJson(node: CategoryNode) {
  return {
    id: node.id,
    parent_id: node.parentId,
    name: node.label,
    label: node.label,
    slug: node.slug,
    icon: node.icon,
    description: node.description,
    price: node.price,
    level: node.level,
    is_transport: node.isTransport,
  };
}

/** SPEC.md section 3's store list item (plus what the store card shows). */
export interface StoreItem {
  emp_id: number;
  /** The store's listing shown (its best rated in the category): the card's data; not in the API answer. */
  services_id: number;
  partner_slug: string;
  featured_image: string;
  service_name: string;
  ratings_average: number;
  rating_count: number;
  service_address: string;
  city: string;
  category_name: string;
}

export interface StorePage {
  items: StoreItem[];
  /** Stores in all pages. */
  total: number;
  page: number;
  pages: number;
}

/**
 * The stores (partners) with listings in a category or below it, one entry a partner (its best rated
 * listing there), best rated first, STORE_PAGE_SIZE a page. An empty `location` means everywhere
 * (SPEC.md: the stores page asks with an empty location); otherwise the city rule of listings.ts
 * applies, and the answer is kept under the city's keyword, so that variants of one city's text share it.
 */
export function listStoresInCategory(categoryId: number, location = '', page = 1): Promise<StorePage> {
  const city = cityKeyword(location).toLowerCase();
  return cached(`catalog:stores:${categoryId}:${city}:${page}`, { ttlMs: TREE_TTL_MS, tags: [LISTINGS_TAG] }, async () => {
    const tree = await categoryTree();
    const ids = tree.subtreeIds(categoryId);
    const database = await db();
    const where = and(inArray(services.categoryId, ids), await inCity(city));
    // DISTINCT ON picks each partner's best listing; the outer query orders the partners and takes one page.
    const best = database
      .selectDistinctOn([services.partnerId], {
        emp_id: sql<number>`${services.partnerId}`.as('emp_id'),
        partner_slug: sql<string>`${partners.slug}`.as('partner_slug'),
        featured_image: sql<string>`${services.featuredImage}`.as('featured_image'),
        service_name: sql<string>`${services.serviceName}`.as('service_name'),
        ratings_average: sql<number>`${services.ratingsAverage}`.as('ratings_average'),
        rating_count: sql<number>`${services.ratingCount}`.as('rating_count'),
        rank_score: sql<number>`${services.rankScore}`.as('rank_score'),
        services_id: sql<number>`${services.id}`.as('services_id'),
        service_address: sql<string>`${services.serviceAddress}`.as('service_address'),
        city: sql<string>`${services.city}`.as('city'),
        category_id: sql<number>`${services.categoryId}`.as('category_id'),
      })
      .from(services)
      .innerJoin(partners, eq(partners.id, services.partnerId))
      .where(where)
      .orderBy(services.partnerId, ...bestRatedFirst)
      .as('best');
    const rows = await database
      .select({
        emp_id: best.emp_id,
        partner_slug: best.partner_slug,
        featured_image: best.featured_image,
        service_name: best.service_name,
        ratings_average: best.ratings_average,
        rating_count: best.rating_count,
        services_id: best.services_id,
        service_address: best.service_address,
        city: best.city,
        category_id: best.category_id,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(best)
      // Over each partner's best listing.
      .orderBy(...bestRatedOrder({ score: best.rank_score, count: best.rating_count, id: best.services_id }))
      .limit(STORE_PAGE_SIZE)
      .offset((page - 1) * STORE_PAGE_SIZE);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && page > 1) {
      const [counted] = await database
        .select({ n: sql<number>`count(distinct ${services.partnerId})`.mapWith(Number) })
        .from(services)
        .where(where);
      total = counted?.n ?? 0;
    }
    const items = rows.map(({ category_id, total: _total, ...row }) => ({
      ...row,
      emp_id: Number(row.emp_id),
      services_id: Number(row.services_id),
      ratings_average: Number(row.ratings_average),
      rating_count: Number(row.rating_count),
      category_name: tree.byId.get(Number(category_id))?.label ?? '',
    }));
    return { items, total, page, pages: pageCount(total, STORE_PAGE_SIZE) };
  });
}

/** The partner page slug of a store (SPEC.md's emp_id), or undefined. */
export async function partnerSlugById(empId: number): Promise<string | undefined> {
  const [row] = await (await db()).select({ slug: partners.slug }).from(partners).where(eq(partners.id, empId)).limit(1);
  return row?.slug;
}

/** How many listings each category has, itself and below (for 'n providers' hints). */
export function listingCounts(): Promise<ReadonlyMap<number, number>> {
  return cached('catalog:listing-counts', { ttlMs: TREE_TTL_MS, tags: [LISTINGS_TAG] }, async () => {
    const tree = await categoryTree();
    const rows = await (await db()).select({ categoryId: services.categoryId, n: count() }).from(services).groupBy(services.categoryId);
    const own = new Map(rows.map((row) => [row.categoryId, Number(row.n)]));
    const totals = new Map<number, number>();
    for (const node of tree.nodes) {
      totals.set(
        node.id,
        tree.subtreeIds(node.id).reduce((sum, id) => sum + (own.get(id) ?? 0), 0),
      );
    }
    return totals;
  });
}

export interface CatalogueStats {
  providers: number;
  listings: number;
  cities: number;
  reviews: number;
  averageRating: number;
  categories: number;
}

/** Figures for 'Proof of Excellence', counted from the catalogue itself. */
export function catalogueStats(): Promise<CatalogueStats> {
  return cached('catalog:stats', { ttlMs: TREE_TTL_MS, tags: [LISTINGS_TAG] }, async () => {
    const database = await db();
    const [listing] = await database
      .select({
        listings: count(),
        providers: sql<number>`count(distinct ${services.partnerId})`.mapWith(Number),
        cities: sql<number>`count(distinct ${services.city})`.mapWith(Number),
      })
      .from(services);
    const [review] = await database
      .select({ reviews: count(), average: sql<number>`coalesce(avg(${reviews.ratings}), 0)`.mapWith(Number) })
      .from(reviews);
    const tree = await categoryTree();
    return {
      providers: listing?.providers ?? 0,
      listings: Number(listing?.listings ?? 0),
      cities: listing?.cities ?? 0,
      reviews: Number(review?.reviews ?? 0),
      averageRating: Math.round((review?.average ?? 0) * 10) / 10,
      categories: tree.nodes.length,
    };
  });
}
