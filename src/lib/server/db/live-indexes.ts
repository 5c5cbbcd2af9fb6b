/**
 * Indexes built after the migrations, on a live database: `CREATE INDEX CONCURRENTLY` on PostgreSQL, which
 * keeps the table open to writes while it builds (a migration cannot: it runs in a transaction, where
 * PostgreSQL refuses CONCURRENTLY). A build that failed half-way leaves an invalid index; it is dropped and
 * built again. PGlite has one connection and no concurrent writers, so there it is a plain CREATE INDEX.
 *
 * schema.ts declares each of them too (so drizzle-kit knows them); tests/db/places.test.ts checks
 * * that every index schema.ts declares exists once the database is open, and none it replaces.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { queryRows } from './rows';

export interface LiveIndex {
  name: string;
  /** What follows `ON`: the table, the method and the columns. */
  on: string;
  /** Indexes this one makes unnecessary: dropped once it is built (CONCURRENTLY on PostgreSQL). */
  replaces?: string[];
}

export const LIVE_INDEXES: LiveIndex[] = [
  // The lists' orders, of the listings the public sees only, with the columns their filters read (schema.ts says why).
  {
    name: 'services_listed_category_rank_idx',
    on: 'services USING btree ("category_id", "rank_score" DESC NULLS LAST, "rating_count" DESC NULLS LAST, "id", "ratings_average", "price", "is_verified") WHERE taken_down_at IS NULL AND NOT draft',
    replaces: ['services_category_rank_idx'],
  },
  {
    name: 'services_listed_city_category_rank_idx',
    on: 'services USING btree ("city", "category_id", "rank_score" DESC NULLS LAST, "rating_count" DESC NULLS LAST, "id", "ratings_average", "price", "is_verified") WHERE taken_down_at IS NULL AND NOT draft',
    replaces: ['services_city_category_rank_idx'],
  },
  {
    name: 'services_listed_rank_idx',
    on: 'services USING btree ("rank_score" DESC NULLS LAST, "rating_count" DESC NULLS LAST, "id", "category_id", "city", "ratings_average", "price", "is_verified") WHERE taken_down_at IS NULL AND NOT draft',
    replaces: ['services_rank_idx'],
  },
  {
    name: 'services_listed_created_idx',
    on: 'services USING btree ("created_at", "id", "category_id", "city", "ratings_average", "rating_count", "price", "is_verified") WHERE taken_down_at IS NULL AND NOT draft',
  },
  {
    name: 'services_listed_price_idx',
    on: 'services USING btree ("price", "id", "category_id", "city", "ratings_average", "rating_count", "is_verified") WHERE taken_down_at IS NULL AND NOT draft',
    replaces: ['services_price_idx'],
  },
  // A multicolumn GIN index answers a condition on its second column alone: these two serve a search without a
  // city too.
  { name: 'services_city_search_idx', on: 'services USING gin ("city", "search_text" gin_trgm_ops)', replaces: ['services_search_trgm_idx'] },
  {
    name: 'services_city_address_idx',
    on: 'services USING gin ("city", "service_address" gin_trgm_ops)',
    replaces: ['services_address_trgm_idx'],
  },
  { name: 'services_city_name_prefix_idx', on: 'services USING btree ("city", lower("service_name") text_pattern_ops)' },
  { name: 'services_city_name_trgm_idx', on: 'services USING gin ("city", "service_name" gin_trgm_ops)', replaces: ['services_name_trgm_idx'] },
  { name: 'services_unfilled_idx', on: `services USING btree ("id") WHERE locality IS NULL OR search_text = ''` },
  { name: 'services_created_idx', on: 'services USING btree ("created_at", "id", "category_id", "city")' },
  { name: 'services_partner_created_idx', on: 'services USING btree ("partner_id", "created_at")', replaces: ['services_partner_idx'] },
];

/** Builds every live index that is missing (or was left invalid by a failed build), then drops what it replaces. */
export async function buildLiveIndexes(db: Database, kind: 'pglite' | 'postgres'): Promise<void> {
  const concurrently = kind === 'postgres' ? 'CONCURRENTLY ' : '';
  for (const index of LIVE_INDEXES) {
    if (kind === 'postgres') {
      const [found] = await queryRows<{ valid: boolean }>(
        db,
        sql`select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = ${index.name}`,
      );
      if (found?.valid === false) await db.execute(sql.raw(`DROP INDEX CONCURRENTLY IF EXISTS "${index.name}"`));
    }
    await db.execute(sql.raw(`CREATE INDEX ${concurrently}IF NOT EXISTS "${index.name}" ON ${index.on}`));
    for (const old of index.replaces ?? []) await db.execute(sql.raw(`DROP INDEX ${concurrently}IF EXISTS "${old}"`));
  }
}
