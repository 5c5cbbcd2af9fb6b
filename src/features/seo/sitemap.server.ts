import { asc } from 'drizzle-orm';
import { type Database, db } from '../../lib/server/db';
import { categories, partners, services } from '../../lib/server/db/schema';
import type { CatalogueEntries, CategoryLevel } from './sitemap';

/** What the catalogue sitemap lists, read in three queries (a category's level: no parent = main, children = sub, else leaf). */
export async function catalogueEntries(on?: Database): Promise<CatalogueEntries> {
  const database = on ?? (await db());
  const [categoryRows, listingRows, partnerRows] = await Promise.all([
    database
      .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    database.select({ slug: services.slug }).from(services).orderBy(asc(services.id)),
    database.select({ slug: partners.slug }).from(partners).orderBy(asc(partners.id)),
  ]);
  const parents = new Set(categoryRows.map((row) => row.parentId));
  return {
    categories: categoryRows.map((row) => ({
      slug: row.slug,
      level: (row.parentId === null ? 'main' : parents.has(row.id) ? 'sub' : 'leaf') satisfies CategoryLevel,
    })),
    listingSlugs: listingRows.map((row) => row.slug),
    partnerSlugs: partnerRows.map((row) => row.slug),
  };
}
