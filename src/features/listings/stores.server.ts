/**
 * The stores (partners) under a category, for the stores page and SPEC.md's get-category-service-data: each
 * store by its best rated listing there, read with the listings' city rule and ranking.
 */
import { currentLocale } from '../../lib/locale-path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { db } from '../../lib/server/db';
import { partners, services } from '../../lib/server/db/schema';
import { cached } from '../../lib/server/data-cache';
import { LISTINGS_TAG } from '../catalog/cache-tags';
import { STORE_PAGE_SIZE } from '../catalog/catalog';
import { categoryTree, TREE_TTL_MS } from '../catalog/catalog.server';
import { cityKeyword, pageCount } from './listings';
import { listed } from './listing-columns.server';
import { inCity } from './places.server';
import { bestRatedFirst, bestRatedOrder } from './ranking.server';

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
  // Per language: each store's category_name is the label in the request's.
  return cached(`catalog:stores:${currentLocale()}:${categoryId}:${city}:${page}`, { ttlMs: TREE_TTL_MS, tags: [LISTINGS_TAG] }, async () => {
    const tree = await categoryTree();
    const ids = tree.subtreeIds(categoryId);
    const database = await db();
    const where = and(inArray(services.categoryId, ids), await inCity(city), listed);
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
