-- hand-written:
-- Nothing runs here: src/lib/server/db/live-indexes.ts builds the four indexes this migration's snapshot adds
-- to services (services_partner_created_idx, services_city_name_trgm_idx, services_created_idx,
-- services_price_idx) after the migrations, CONCURRENTLY on PostgreSQL, and only then drops the three they
-- replace (services_partner_idx; services_name_trgm_idx and services_search_trgm_idx, whose searches the
-- city-and-text GIN indexes answer from their second column alone), so a live database is never without one.
SELECT 1;
