import { and, asc, desc, eq, gte, lt, max, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Database, db } from '../../lib/server/db';
import { categories, partners, reviews, services } from '../../lib/server/db/schema';
import { paths } from '../../paths';
import { type CatalogueChunks, type CategoryLevel, categoryPaths, chunkRange, SITEMAP_CHUNK_IDS, type SitemapFile, type SitemapUrl } from './sitemap';

/** The newer of two dates, either possibly missing. */
const newest = (a: Date | null | undefined, b: Date | null | undefined): Date | null => (a && b ? (a > b ? a : b) : (a ?? b ?? null));

/** `column / SITEMAP_CHUNK_IDS` (integer division: the file an id belongs to), written into the SQL so GROUP BY 1 matches it. */
const chunkOfColumn = (column: PgColumn) => sql<number>`${column} / ${sql.raw(String(SITEMAP_CHUNK_IDS))}`.mapWith(Number);

/**
 * The index's catalogue files: the details and partners id ranges that hold rows, each with the newest change
 * of what its pages show (a listing's creation or its newest review, a partner's creation or its newest
 * listing), and the categories file's lastmod. Four grouped reads, run together; the index is cached.
 */
export async function catalogueChunks(on?: Database): Promise<CatalogueChunks> {
  const database = on ?? (await db());
  // Each grouped read is answered from an index alone where one holds its columns (services_created_idx,
  // services_partner_created_idx), not from the table.
  const [serviceChunks, reviewChunks, partnerChunks, listingByPartnerChunks, categoriesLastmod] = await Promise.all([
    database
      .select({ chunk: chunkOfColumn(services.id), at: max(services.createdAt) })
      .from(services)
      .groupBy(sql`1`),
    database
      .select({ chunk: chunkOfColumn(reviews.serviceId), at: max(reviews.updatedAt) })
      .from(reviews)
      .groupBy(sql`1`),
    database
      .select({ chunk: chunkOfColumn(partners.id), at: max(partners.createdAt) })
      .from(partners)
      .groupBy(sql`1`),
    database
      .select({ chunk: chunkOfColumn(services.partnerId), at: max(services.createdAt) })
      .from(services)
      .groupBy(sql`1`),
    categoriesFileLastmod(database),
  ]);
  const merge = (rows: { chunk: number; at: Date | null }[], extra: { chunk: number; at: Date | null }[]) => {
    const extraAt = new Map(extra.map((row) => [row.chunk, row.at]));
    return rows.map((row) => ({ chunk: row.chunk, lastmod: newest(row.at, extraAt.get(row.chunk)) })).sort((a, b) => a.chunk - b.chunk);
  };
  return {
    details: merge(serviceChunks, reviewChunks),
    partners: merge(partnerChunks, listingByPartnerChunks),
    categoriesLastmod,
  };
}

/**
 * When the category pages last changed, as far as the data says: the newest category's creation or the
 * newest listing's (the one with the highest id, read by the primary key), as a new listing shows on its
 * categories' pages. Ratings changing a listing page's order are not counted.
 */
async function categoriesFileLastmod(database: Database): Promise<Date | null> {
  const [[category], [listing]] = await Promise.all([
    database.select({ at: max(categories.createdAt) }).from(categories),
    database.select({ at: services.createdAt }).from(services).orderBy(desc(services.id)).limit(1),
  ]);
  return newest(category?.at ?? null, listing?.at ?? null);
}

/** The category pages (one file; the tree has hundreds of categories, not tens of thousands). */
async function categoriesFile(database: Database): Promise<SitemapUrl[]> {
  const [rows, lastmod] = await Promise.all([
    database
      .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    categoriesFileLastmod(database),
  ]);
  // A category's level: no parent = main, children = sub, else leaf.
  const parents = new Set(rows.map((row) => row.parentId));
  const level = (row: (typeof rows)[number]): CategoryLevel => (row.parentId === null ? 'main' : parents.has(row.id) ? 'sub' : 'leaf');
  return categoryPaths(rows.map((row) => ({ slug: row.slug, level: level(row) }))).map((path) => ({ path, lastmod }));
}

/** The details pages of the listings with ids in the file's range; lastmod: the listing's creation or its newest review's change. */
async function detailsFile(database: Database, chunk: number): Promise<SitemapUrl[]> {
  const { from, to } = chunkRange(chunk);
  const latest = database
    .select({ serviceId: reviews.serviceId, at: max(reviews.updatedAt).as('at') })
    .from(reviews)
    .where(and(gte(reviews.serviceId, from), lt(reviews.serviceId, to)))
    .groupBy(reviews.serviceId)
    .as('latest');
  const rows = await database
    .select({ slug: services.slug, createdAt: services.createdAt, reviewedAt: latest.at })
    .from(services)
    .leftJoin(latest, eq(latest.serviceId, services.id))
    .where(and(gte(services.id, from), lt(services.id, to)))
    .orderBy(asc(services.id));
  return rows.map((row) => ({ path: paths.details(row.slug), lastmod: newest(row.createdAt, toDate(row.reviewedAt)) }));
}

/** The mini-sites of the partners with ids in the file's range; lastmod: the partner's creation or its newest listing's. */
async function partnersFile(database: Database, chunk: number): Promise<SitemapUrl[]> {
  const { from, to } = chunkRange(chunk);
  const latest = database
    .select({ partnerId: services.partnerId, at: max(services.createdAt).as('at') })
    .from(services)
    .where(and(gte(services.partnerId, from), lt(services.partnerId, to)))
    .groupBy(services.partnerId)
    .as('latest');
  const rows = await database
    .select({ slug: partners.slug, createdAt: partners.createdAt, listedAt: latest.at })
    .from(partners)
    .leftJoin(latest, eq(latest.partnerId, partners.id))
    .where(and(gte(partners.id, from), lt(partners.id, to)))
    .orderBy(asc(partners.id));
  return rows.map((row) => ({ path: paths.partner(row.slug), lastmod: newest(row.createdAt, toDate(row.listedAt)) }));
}

/** A date from the database as either engine hands an aggregate over a subquery (a Date or its text). */
function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The URLs of one catalogue sitemap file (empty for a range that holds no rows). */
export async function sitemapFileUrls(file: SitemapFile, on?: Database): Promise<SitemapUrl[]> {
  const database = on ?? (await db());
  if (file.kind === 'categories') return categoriesFile(database);
  return file.kind === 'details' ? detailsFile(database, file.chunk) : partnersFile(database, file.chunk);
}
