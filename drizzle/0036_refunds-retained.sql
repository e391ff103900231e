ALTER TABLE "refunds" DROP CONSTRAINT "refunds_amount_check";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "retained_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "commission_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_retained_check" CHECK ("refunds"."retained_minor" >= 0 and "refunds"."commission_minor" >= 0);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_minor" > 0 or ("refunds"."reason" = 'cancellation' and "refunds"."amount_minor" = 0));