ALTER TABLE "partners" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "gst_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "address_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "phone_verified_number" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "phone_code_hash" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "phone_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "phone_code_attempts" integer DEFAULT 0 NOT NULL;