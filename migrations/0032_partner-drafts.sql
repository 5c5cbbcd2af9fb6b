ALTER TABLE "partners" ADD COLUMN "state" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "state_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "partners_draft_idx" ON "partners" USING btree ("created_at") WHERE state = 'draft';