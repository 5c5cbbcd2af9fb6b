CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"partner_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"enquiry_id" integer,
	"booking_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"seen_at" timestamp with time zone,
	"first_reply_at" timestamp with time zone,
	"quote_amount" integer,
	"quote_message" text,
	"quote_visit_at" timestamp with time zone,
	"quoted_at" timestamp with time zone,
	"closed_reason" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_partner_created_idx" ON "leads" USING btree ("partner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_enquiry_idx" ON "leads" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "leads_user_idx" ON "leads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_booking_idx" ON "leads" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_request_id_enquiries_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_request_idx" ON "enquiries" USING btree ("request_id");--> statement-breakpoint
-- Enquiries and ride bookings made before leads existed become their businesses' leads.
INSERT INTO "leads" ("kind", "partner_id", "service_id", "user_id", "name", "mobile", "enquiry_id", "status", "created_at")
SELECT 'enquiry', s."partner_id", e."service_id", e."user_id", e."name", e."mobile", e."id", 'new', e."created_at"
FROM "enquiries" e JOIN "services" s ON s."id" = e."service_id";--> statement-breakpoint
INSERT INTO "leads" ("kind", "partner_id", "service_id", "user_id", "name", "mobile", "booking_id", "status", "created_at")
SELECT 'booking', s."partner_id", b."service_id", b."user_id",
  coalesce(nullif(trim(p."first_name" || ' ' || p."last_name"), ''), 'Customer'), coalesce(p."phone", ''), b."id",
  CASE WHEN b."status" = 1 THEN 'won' ELSE 'new' END, b."created_at"
FROM "bookings" b JOIN "services" s ON s."id" = b."service_id" LEFT JOIN "profiles" p ON p."user_id" = b."user_id";
