DROP INDEX "promo_redemptions_code_idx";--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "min_order_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD COLUMN "customer_key" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "comment" varchar(300);--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_idx" ON "promo_redemptions" USING btree ("code","customer_key");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_min_order_check" CHECK ("promo_codes"."min_order_minor" >= 0);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_per_customer_check" CHECK ("promo_codes"."per_customer_limit" is null or "promo_codes"."per_customer_limit" > 0);--> statement-breakpoint
-- Appointment notes written before the column lived with the booking's change (issue 41's pre-filled comment).
UPDATE "appointments" AS a SET "comment" = left(c."detail"->>'comment', 300)
FROM "appointment_changes" AS c
WHERE c."appointment_id" = a."id" AND c."action" = 'booked' AND c."detail" ? 'comment' AND a."comment" IS NULL;
