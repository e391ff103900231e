-- A complaint names the order its booking code belongs to, of any product (issue 40): complaints linked to a flight
-- booking before get that booking's order, which shares its id (migration 0030).
UPDATE "complaints" AS c
SET "order_id" = c."booking_id"
WHERE c."booking_id" IS NOT NULL AND c."order_id" IS NULL
  AND EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = c."booking_id");
