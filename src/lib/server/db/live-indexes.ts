/**
 * Indexes built after the migrations, on a live database: `CREATE INDEX CONCURRENTLY` on PostgreSQL, which
 * keeps the table open to writes while it builds (a migration cannot: it runs in a transaction, where
 * PostgreSQL refuses CONCURRENTLY). A build that failed half-way leaves an invalid index; it is dropped and
 * built again. PGlite has one connection and no concurrent writers, so there it is a plain CREATE INDEX.
 *
 * schema.ts declares each of them too (so drizzle-kit knows them); tests/db/live-indexes.test.ts checks
 * that every index schema.ts declares exists once the database is open.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { queryRows } from './rows';

export interface LiveIndex {
  name: string;
  /** What follows `ON`: the table, the method and the columns. */
  on: string;
}

export const LIVE_INDEXES: LiveIndex[] = [
  {
    name: 'services_city_category_rank_idx',
    on: 'services USING btree ("city", "category_id", "rank_score" DESC NULLS LAST, "rating_count" DESC NULLS LAST, "id")',
  },
  { name: 'services_rank_idx', on: 'services USING btree ("rank_score" DESC NULLS LAST, "rating_count" DESC NULLS LAST, "id", "category_id")' },
  { name: 'services_city_search_idx', on: 'services USING gin ("city", "search_text" gin_trgm_ops)' },
  { name: 'services_city_name_prefix_idx', on: 'services USING btree ("city", lower("service_name") text_pattern_ops)' },
  { name: 'services_city_name_trgm_idx', on: 'services USING gin ("city", "service_name" gin_trgm_ops)' },
  { name: 'services_created_idx', on: 'services USING btree ("created_at", "id", "category_id")' },
  { name: 'services_price_idx', on: 'services USING btree ("price", "id", "category_id")' },
];

/** Builds every live index that is missing (or was left invalid by a failed build). */
export async function buildLiveIndexes(db: Database, kind: 'pglite' | 'postgres'): Promise<void> {
  for (const index of LIVE_INDEXES) {
    if (kind === 'pglite') {
      await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "${index.name}" ON ${index.on}`));
      continue;
    }
    const [found] = await queryRows<{ valid: boolean }>(
      db,
      sql`select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = ${index.name}`,
    );
    const valid = found?.valid;
    if (valid === true) continue;
    if (valid === false) await db.execute(sql.raw(`DROP INDEX CONCURRENTLY IF EXISTS "${index.name}"`));
    await db.execute(sql.raw(`CREATE INDEX CONCURRENTLY IF NOT EXISTS "${index.name}" ON ${index.on}`));
  }
}
