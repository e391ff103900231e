ALTER TABLE "refunds" DROP CONSTRAINT "refunds_payable_reason_payment_key";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "item_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payable_reason_payment_key" UNIQUE NULLS NOT DISTINCT("payable_kind","payable_id","reason","payment_id","item_id");