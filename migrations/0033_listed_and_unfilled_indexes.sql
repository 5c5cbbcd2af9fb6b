-- hand-written:
-- Nothing runs here: src/lib/server/db/live-indexes.ts builds the seven indexes this migration's snapshot adds to
-- services after the migrations, CONCURRENTLY on PostgreSQL: the lists' orders of the listings the public sees
-- only, with the columns their filters read (services_listed_category_rank_idx,
-- services_listed_city_category_rank_idx, services_listed_rank_idx, services_listed_created_idx,
-- services_listed_price_idx), which then replace services_category_rank_idx, services_city_category_rank_idx,
-- services_rank_idx and services_price_idx; the address's trigrams behind the city (services_city_address_idx),
-- which replaces services_address_trgm_idx (each dropped only once its replacement is built, so a live database is
-- never without one); and services_unfilled_idx, the listings still without their place or search text.
SELECT 1;
