ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "canonical_email" text;--> statement-breakpoint
CREATE INDEX "users_canonical_email_idx" ON "users" USING btree ("canonical_email");--> statement-breakpoint
-- Existing users get their canonical email as canonicalEmail() in src/features/auth/auth.ts makes it: no +tag; for Gmail no dots, googlemail.com as gmail.com.
UPDATE "users" SET "canonical_email" = CASE
  WHEN split_part("email", '@', 2) IN ('gmail.com', 'googlemail.com')
    THEN replace(CASE WHEN position('+' in split_part("email", '@', 1)) > 1 THEN split_part(split_part("email", '@', 1), '+', 1) ELSE split_part("email", '@', 1) END, '.', '') || '@gmail.com'
  ELSE (CASE WHEN position('+' in split_part("email", '@', 1)) > 1 THEN split_part(split_part("email", '@', 1), '+', 1) ELSE split_part("email", '@', 1) END) || '@' || split_part("email", '@', 2)
END;
