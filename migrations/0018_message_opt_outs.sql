CREATE TABLE "message_opt_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"channel" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "message_opt_outs_address_channel_idx" ON "message_opt_outs" USING btree ("address","channel");