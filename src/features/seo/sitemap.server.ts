import { type SQL, and, asc, desc, eq, gte, lt, max, sql } from 'drizzle-orm';
import { listed } from '../listings/listing-columns.server';
import { partnerListed } from '../../lib/server/db/listed';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Database, db } from '../../lib/server/db';
import { categories, partners, reviews, services } from '../../lib/server/db/schema';
import { paths } from '../../paths';
import { type CatalogueChunks, type CategoryLevel, categoryPaths, chunkRange, SITEMAP_CHUNK_IDS, type SitemapFile, type SitemapUrl } from './sitemap';

/** The newer of two dates, either possibly missing. */
const newest = (a: Date | null | undefined, b: Date | null | undefined): Date | null => (a && b ? (a > b ? a : b) : (a ?? b ?? null));

/** `column / SITEMAP_CHUNK_IDS` (integer division: the file an id belongs to), written into the SQL so GROUP BY 1 matches it. */
const chunkOfColumn = (column: PgColumn) => sql<number>`${column} / ${sql.raw(String(SITEMAP_CHUNK_IDS))}`.mapWith(Number);

type IdColumn = AnyPgColumn<{ data: number; notNull: true }>;
type TimeColumn = AnyPgColumn<{ data: Date }>;

/**
 * Pages listed in id-range files (sitemap.ts chunkRange): a page a row of `table`, its lastmod the newer of the row's
 * creation and the newest change of the rows `below` it that the page shows (`parentId` names their page's row).
 */
interface RangedPages {
  table: PgTable & { id: IdColumn; slug: AnyPgColumn<{ data: string; notNull: true }>; createdAt: TimeColumn };
  below: { table: PgTable; parentId: IdColumn; changedAt: TimeColumn };
  path: (slug: string) => string;
  /** Which rows have a public page (a listing taken down has none). */
  shown?: SQL;
}

/** A listing's details page shows its reviews. */
const detailsPages: RangedPages = {
  table: services,
  below: { table: reviews, parentId: reviews.serviceId, changedAt: reviews.updatedAt },
  path: paths.details,
  shown: listed,
};

/** A partner's mini-site shows its listings. */
const partnerPages: RangedPages = {
  table: partners,
  below: { table: services, parentId: services.partnerId, changedAt: services.createdAt },
  path: paths.partner,
  shown: partnerListed,
};

/** The newest of `at` in each id-range file (grouped by the file `id` falls in). */
const newestPerChunk = (database: Database, table: PgTable, id: IdColumn, at: TimeColumn) =>
  database
    .select({ chunk: chunkOfColumn(id), at: max(at) })
    .from(table)
    .groupBy(sql`1`);

/** The files of `pages` that hold rows, each with the newest change of its pages; two grouped reads, run together. */
async function chunksOf(database: Database, pages: RangedPages): Promise<{ chunk: number; lastmod: Date | null }[]> {
  const [own, below] = await Promise.all([
    newestPerChunk(database, pages.table, pages.table.id, pages.table.createdAt),
    newestPerChunk(database, pages.below.table, pages.below.parentId, pages.below.changedAt),
  ]);
  const belowAt = new Map(below.map((row) => [row.chunk, row.at]));
  return own.map((row) => ({ chunk: row.chunk, lastmod: newest(row.at, belowAt.get(row.chunk)) })).sort((a, b) => a.chunk - b.chunk);
}

/**
 * The index's catalogue files: the details and partners id ranges that hold rows, each with the newest change
 * of what its pages show (a listing's creation or its newest review, a partner's creation or its newest
 * listing), and the categories file's lastmod. Four grouped reads, run together; the index is cached.
 */
export async function catalogueChunks(on?: Database): Promise<CatalogueChunks> {
  const database = on ?? (await db());
  // Each grouped read is answered from an index alone where one holds its columns (services_created_idx,
  // services_partner_created_idx), not from the table.
  const [detailsChunks, partnerChunks, categoriesLastmod] = await Promise.all([
    chunksOf(database, detailsPages),
    chunksOf(database, partnerPages),
    categoriesFileLastmod(database),
  ]);
  return { details: detailsChunks, partners: partnerChunks, categoriesLastmod };
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

/**
 * The pages of the rows with ids in the file's range: for details, the listings (lastmod: the listing's creation or
 * its newest review's change); for partners, the mini-sites (lastmod: the partner's creation or its newest listing's).
 */
async function rangedFile(database: Database, pages: RangedPages, chunk: number): Promise<SitemapUrl[]> {
  const { from, to } = chunkRange(chunk);
  const { table, below } = pages;
  const latest = database
    .select({ parentId: below.parentId, at: max(below.changedAt).as('at') })
    .from(below.table)
    .where(and(gte(below.parentId, from), lt(below.parentId, to)))
    .groupBy(below.parentId)
    .as('latest');
  const rows = await database
    .select({ slug: table.slug, createdAt: table.createdAt, changedAt: latest.at })
    .from(table)
    .leftJoin(latest, eq(latest.parentId, table.id))
    .where(and(gte(table.id, from), lt(table.id, to), pages.shown))
    .orderBy(asc(table.id));
  return rows.map((row) => ({ path: pages.path(row.slug), lastmod: newest(row.createdAt, toDate(row.changedAt)) }));
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
  return rangedFile(database, file.kind === 'details' ? detailsPages : partnerPages, file.chunk);
}
