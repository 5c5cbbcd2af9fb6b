/**
 * Loads the demo catalogue (src/features/catalog/demo/) into the database: categories, partners,
 * listings, photos, reviews and questions, and a history of leads and final bills (track-record/track-record.server.ts).
 *
 * Idempotent and safe with several processes: the whole load is one transaction that first claims the
 * `meta` row 'demo_catalogue'. When the row already exists (this or another process loaded it, or is
 * loading it right now and we waited on its lock), nothing is written.
 */
import { max, sql } from 'drizzle-orm';
import type { Database } from '../../lib/server/db/client';
import { categories, meta, partners, questions, reviews, servicePhotos, services } from '../../lib/server/db/schema';
import { logger } from '../../lib/server/log';
import { seedDemoInsights } from '../insights/demo-insights.server';
import { seedDemoOwners } from './demo-owners.server';
import { refreshQuoteRecords, refreshReplyTimes, seedDemoTrackRecord } from '../track-record/track-record.server';
import { placeOfAddress } from '../listings/place-of-address';
import { placeNames } from '../listings/places';
import { writeEverySearchText } from '../listings/search-text.server';
import { seedCategorySynonyms } from '../search/synonyms.server';
import { buildDemoCatalogue, type DemoCatalogue } from '../catalog/demo/build';

export const demoCatalogueKey = 'demo_catalogue';
export const demoCatalogueVersion = 1;

export interface SeedSummary {
  /** True when this call loaded the catalogue, false when it was already there. */
  loaded: boolean;
  categories: number;
  partners: number;
  services: number;
  reviews: number;
  photos: number;
  questions: number;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows a statement: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 500;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

type CatalogueTable = typeof categories | typeof partners | typeof services | typeof servicePhotos | typeof reviews | typeof questions;

/** The largest id in a table, so that demo ids continue after rows that are already there. */
async function maxId(tx: Transaction, table: CatalogueTable): Promise<number> {
  const [row] = await tx.select({ value: max(table.id) }).from(table);
  return row?.value ?? 0;
}

async function loadCatalogue(tx: Transaction, catalogue: DemoCatalogue): Promise<void> {
  const offset = {
    categories: await maxId(tx, categories),
    partners: await maxId(tx, partners),
    services: await maxId(tx, services),
    photos: await maxId(tx, servicePhotos),
    reviews: await maxId(tx, reviews),
    questions: await maxId(tx, questions),
  };
  await insertInBatches(
    catalogue.categories.map((row) => ({
      ...row,
      id: row.id + offset.categories,
      parentId: row.parentId == null ? null : row.parentId + offset.categories,
    })),
    // Parents come before their children in tree order, so the self-reference holds batch by batch.
    (batch) => tx.insert(categories).values(batch),
  );
  await insertInBatches(
    catalogue.partners.map((row) => ({ ...row, id: row.id + offset.partners })),
    (batch) => tx.insert(partners).values(batch),
  );
  const places = placeNames();
  await insertInBatches(
    catalogue.services.map((row) => ({
      ...row,
      // Derived from the address as any listing's place is (place-of-address.ts); the demo's own city agrees.
      ...placeOfAddress(row.serviceAddress, places),
      id: row.id + offset.services,
      partnerId: row.partnerId + offset.partners,
      categoryId: row.categoryId + offset.categories,
    })),
    (batch) => tx.insert(services).values(batch),
  );
  await insertInBatches(
    catalogue.photos.map((row) => ({ ...row, id: row.id + offset.photos, serviceId: row.serviceId + offset.services })),
    (batch) => tx.insert(servicePhotos).values(batch),
  );
  await insertInBatches(
    catalogue.reviews.map((row) => ({ ...row, id: row.id + offset.reviews, serviceId: row.serviceId + offset.services })),
    (batch) => tx.insert(reviews).values(batch),
  );
  await insertInBatches(
    catalogue.questions.map((row) => ({ ...row, id: row.id + offset.questions, serviceId: row.serviceId + offset.services })),
    (batch) => tx.insert(questions).values(batch),
  );
  // The ids were given explicitly, so move each serial sequence past them.
  for (const table of ['categories', 'partners', 'services', 'service_photos', 'reviews', 'questions']) {
    await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
  }
}

async function countCatalogue(tx: Transaction): Promise<Omit<SeedSummary, 'loaded'>> {
  return {
    categories: await tx.$count(categories),
    partners: await tx.$count(partners),
    services: await tx.$count(services),
    reviews: await tx.$count(reviews),
    photos: await tx.$count(servicePhotos),
    questions: await tx.$count(questions),
  };
}

/**
 * Loads the demo catalogue into a database that has never had it, and what each later part of the demo
 * (synonyms, owners, insights, track record) adds at its own version; answers whether the catalogue itself
 * was loaded now.
 */
async function loadDemo(tx: Transaction): Promise<boolean> {
  // Start-up work, not a request: a second process waits here on the first one's claim for as long as
  // that load takes, which is longer than the requests' statement timeout (db/index.ts).
  await tx.execute(sql`SET LOCAL statement_timeout = 0`);
  const claimed = await tx
    .insert(meta)
    .values({ key: demoCatalogueKey, value: { version: demoCatalogueVersion } })
    .onConflictDoNothing()
    .returning({ key: meta.key });
  let catalogue: DemoCatalogue | undefined;
  const demo = () => (catalogue ??= buildDemoCatalogue());
  if (claimed.length > 0) await loadCatalogue(tx, demo());
  // Search's words for the categories, the demo partners' owners and the showcase's insights history: their own
  // versions, so that a catalogue loaded before them gets them too.
  await seedCategorySynonyms(tx);
  // The demo's listings get their search text with them; others written without it get theirs behind the
  // start (listings/places.server.ts listingPlacesJob).
  if (claimed.length > 0) await writeEverySearchText(tx);
  await seedDemoOwners(tx, () => demo().partners);
  await seedDemoInsights(tx);
  // The demo businesses' leads and final bills, then their measured figures from them.
  if (await seedDemoTrackRecord(tx)) {
    await refreshReplyTimes(tx);
    await refreshQuoteRecords(tx);
  }
  return claimed.length > 0;
}

/**
 * Loads the demo catalogue unless it is already loaded; answers with the catalogue's row counts
 * either way (`loaded` says which).
 */
export async function seedDemoCatalogue(db: Database): Promise<SeedSummary> {
  return db.transaction(async (tx) => ({ loaded: await loadDemo(tx), ...(await countCatalogue(tx)) }));
}

/** Server start: loads the demo catalogue into a database that has never had it (the meta row decides). */
export async function seedDemoCatalogueIfEmpty(db: Database): Promise<void> {
  const started = performance.now();
  // Counted only for the log line of a load: on every other start the six counts (full scans of the listings
  // and reviews) would be read for nothing.
  const counts = await db.transaction(async (tx) => ((await loadDemo(tx)) ? countCatalogue(tx) : undefined));
  if (counts) logger.info({ loaded: true, ...counts, ms: Math.round(performance.now() - started) }, 'demo catalogue loaded');
}
