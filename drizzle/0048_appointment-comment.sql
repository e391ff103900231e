ALTER TABLE "appointments" ADD COLUMN "comment" varchar(300);--> statement-breakpoint
-- Notes written before the column lived with the booking's change (issue 41's pre-filled comment).
UPDATE "appointments" AS a SET "comment" = left(c."detail"->>'comment', 300)
FROM "appointment_changes" AS c
WHERE c."appointment_id" = a."id" AND c."action" = 'booked' AND c."detail" ? 'comment' AND a."comment" IS NULL;
