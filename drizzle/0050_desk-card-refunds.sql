ALTER TABLE "refunds" ADD COLUMN "paid_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_refunds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_sessions" ADD COLUMN "refunds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_paid_minor_check" CHECK ("refunds"."paid_minor" between 0 and "refunds"."amount_minor");--> statement-breakpoint
UPDATE "refunds" SET "paid_minor" = "amount_minor" WHERE "paid_on" IS NOT NULL;
