ALTER TABLE "complaints" DROP CONSTRAINT "complaints_booking_id_bookings_id_fk";
--> statement-breakpoint
DROP INDEX "complaints_booking_idx";--> statement-breakpoint
ALTER TABLE "complaints" DROP COLUMN "booking_id";