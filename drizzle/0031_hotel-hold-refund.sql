ALTER TABLE "hotel_holds" ADD COLUMN "penalty_minor" integer;--> statement-breakpoint
ALTER TABLE "hotel_holds" ADD COLUMN "refund_due_minor" integer;--> statement-breakpoint
ALTER TABLE "hotel_holds" ADD COLUMN "cancelled_at" timestamp with time zone;