CREATE TABLE "listing_search" (
	"service_id" integer PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_search" ADD CONSTRAINT "listing_search_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_search_city_text_idx" ON "listing_search" USING gin ("city","search_text" gin_trgm_ops);--> statement-breakpoint
-- hand-written:
-- listing_search keeps each listing's city and search text (schema.ts says why): two triggers on services write
-- them whenever a listing is added or its city or search text changes (and the foreign key deletes them with it).
CREATE FUNCTION "listing_search_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "listing_search" ("service_id", "city", "search_text") VALUES (NEW."id", NEW."city", NEW."search_text")
  ON CONFLICT ("service_id") DO UPDATE SET "city" = excluded."city", "search_text" = excluded."search_text";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "services_listing_search_added" AFTER INSERT ON "services"
  FOR EACH ROW EXECUTE FUNCTION "listing_search_keep"();--> statement-breakpoint
CREATE TRIGGER "services_listing_search_changed" AFTER UPDATE OF "city", "search_text" ON "services"
  FOR EACH ROW WHEN (OLD."city" IS DISTINCT FROM NEW."city" OR OLD."search_text" IS DISTINCT FROM NEW."search_text")
  EXECUTE FUNCTION "listing_search_keep"();--> statement-breakpoint
-- The listings there already are: here, with the table marked filled, when they are few (a new or demo catalogue);
-- on a large catalogue a job fills it behind the start (listings/search-table.server.ts), so that the server
-- listens within 20 s at any size, and search reads services until the job marks it filled. The triggers come
-- first: a listing written meanwhile is kept by them, and the fill leaves it as they wrote it.
DO $$
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM "services" LIMIT 50001) AS s) <= 50000 THEN
    INSERT INTO "listing_search" ("service_id", "city", "search_text") SELECT "id", "city", "search_text" FROM "services"
    ON CONFLICT ("service_id") DO NOTHING;
    INSERT INTO "meta" ("key", "value") VALUES ('listing_search_filled', '{"version": 1}')
    ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value";
  END IF;
END
$$;
