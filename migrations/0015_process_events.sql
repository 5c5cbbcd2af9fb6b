CREATE TABLE "process_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"process" text NOT NULL,
	"subject_id" integer NOT NULL,
	"transition" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "process_events" ADD CONSTRAINT "process_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "process_events_subject_idx" ON "process_events" USING btree ("process","subject_id","id");