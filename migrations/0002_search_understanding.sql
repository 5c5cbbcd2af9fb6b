CREATE TABLE "category_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"term" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"query" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_synonyms" ADD CONSTRAINT "category_synonyms_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_synonyms_category_term_idx" ON "category_synonyms" USING btree ("category_id","term");