-- A multicolumn GIN index answers a condition on its second column alone: the city-and-text indexes
-- (services_city_search_idx, services_city_name_trgm_idx) serve a search without a city too.
DROP INDEX IF EXISTS "services_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "services_search_trgm_idx";--> statement-breakpoint
-- hand-written:
-- The three indexes this migration's snapshot adds to services (services_city_name_trgm_idx,
-- services_created_idx, services_price_idx) are built by src/lib/server/db/live-indexes.ts after the
-- migrations, CONCURRENTLY on PostgreSQL, where a migration's transaction could not.
SELECT 1;
