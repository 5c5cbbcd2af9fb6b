DROP INDEX "services_city_idx";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "locality" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- hand-written:
-- The five new indexes of services (services_city_category_rank_idx, services_rank_idx,
-- services_city_search_idx, services_search_trgm_idx (dropped by 0013), services_city_name_prefix_idx) are built by
-- src/lib/server/db/live-indexes.ts after the migrations, CONCURRENTLY on PostgreSQL: a migration runs in a
-- transaction, where PostgreSQL refuses that. The city and search index is GIN over a text column and
-- trigrams together, which needs btree_gin.
CREATE EXTENSION IF NOT EXISTS btree_gin;
