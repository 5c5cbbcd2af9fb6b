ALTER TABLE "leads" ADD COLUMN "details" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "needed_when" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;