CREATE TABLE "breach_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"incident" text NOT NULL,
	"operator_id" integer,
	"what_happened" text NOT NULL,
	"data_affected" text NOT NULL,
	"what_we_do" text NOT NULL,
	"what_you_can_do" text NOT NULL,
	"told" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "breach_notices" ADD CONSTRAINT "breach_notices_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;