ALTER TABLE "refunds" DROP CONSTRAINT "refunds_payable_reason_key";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payable_reason_payment_key" UNIQUE NULLS NOT DISTINCT("payable_kind","payable_id","reason","payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'approved', 'declined', 'expired', 'cancelled', 'refunded'));