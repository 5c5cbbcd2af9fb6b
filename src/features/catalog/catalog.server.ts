/**
 * Reads of the category tree and of what each category holds. The whole tree is a few hundred rows, read
 * once and kept for a minute (lib/server/data-cache.ts); subtree walks happen in memory. The stores under a
 * category are listings' (listings/stores.server.ts).
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import { db } from '../../lib/server/db';
import { categories, partners, reviews, services } from '../../lib/server/db/schema';
import { cached } from '../../lib/server/data-cache';
import { listed } from '../../lib/server/db/listed';
import { CATEGORIES_TAG, LISTINGS_TAG } from './cache-tags';
import { type CategoryNode, toNodes } from './catalog';

/** How long the catalogue's reads are kept. */
export const TREE_TTL_MS = 60_000;

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

/** The partner page slug of a store (SPEC.md's emp_id), or undefined. */
export async function partnerSlugById(empId: number): Promise<string | undefined> {
  const [row] = await (await db()).select({ slug: partners.slug }).from(partners).where(eq(partners.id, empId)).limit(1);
  return row?.slug;
}

/** How many listings each category has, itself and below (for 'n providers' hints). */
export function listingCounts(): Promise<ReadonlyMap<number, number>> {
  return cached('catalog:listing-counts', { ttlMs: TREE_TTL_MS, tags: [LISTINGS_TAG] }, async () => {
    const tree = await categoryTree();
    const rows = await (await db()).select({ categoryId: services.categoryId, n: count() }).from(services).where(listed).groupBy(services.categoryId);
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
      .from(services)
      .where(listed);
    const [review] = await database
      .select({ reviews: count(), average: sql<number>`coalesce(avg(${reviews.ratings}), 0)`.mapWith(Number) })
      .from(reviews)
      .innerJoin(services, eq(services.id, reviews.serviceId))
      .where(listed);
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
