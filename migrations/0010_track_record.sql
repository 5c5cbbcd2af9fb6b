ALTER TABLE "partners" ADD COLUMN "reply_minutes" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "reply_sample" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "quote_jobs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "quote_matched" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "final_bill" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "quoted_amount" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "lead_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written:
-- The measured response times of existing leads (features/leads/track-record.server.ts refreshReplyTimes; the
-- server recomputes them at every start too): the median minutes to the first answer over the last 90 days.
UPDATE "partners" p SET "reply_minutes" = m.minutes, "reply_sample" = m.sample
FROM (
  SELECT partner_id, count(*)::int AS sample,
    round(percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(0, extract(epoch FROM (first_reply_at - created_at)) / 60)))::int AS minutes
  FROM "leads"
  WHERE first_reply_at IS NOT NULL AND created_at > now() - interval '90 days'
  GROUP BY partner_id
) m
WHERE p.id = m.partner_id;
