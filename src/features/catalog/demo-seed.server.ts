import type { Database } from '../../lib/server/db/client';

export interface SeedSummary {
  categories: number;
  partners: number;
  services: number;
  reviews: number;
}

/** Loads the demo catalogue; idempotent. (Filled in by the catalogue work.) */
export async function seedDemoCatalogue(_db: Database): Promise<SeedSummary> {
  return { categories: 0, partners: 0, services: 0, reviews: 0 };
}

/** Loads the demo catalogue when no category exists yet. */
export async function seedDemoCatalogueIfEmpty(db: Database): Promise<void> {
  await seedDemoCatalogue(db);
}
