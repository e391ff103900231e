-- Decision 056: an order item keeps its supplier's opaque references in its details (`supplierRefs`), and a hotel
-- item names its supplier and offer id. Items made before it get what the code now writes for the same rows.
-- Hotel stays (our inventory): the offer id is the rate plan's id; the hold and booking references the hold row's id.
UPDATE "order_items" AS oi
SET "details" = oi."details"
  || jsonb_build_object('supplier', 'inventory', 'offerId', oi."details"->>'ratePlanId')
  || coalesce((
    SELECT jsonb_build_object('supplierRefs', jsonb_build_object(
      'supplier', 'inventory',
      'holdRef', h."id"::text,
      'bookingRef', CASE WHEN h."state" IN ('confirmed', 'cancelled') THEN h."id"::text END))
    FROM "hotel_holds" h
    WHERE h."idempotency_key" = oi."details"->>'holdKey'
  ), '{}'::jsonb)
WHERE oi."product" = 'hotel' AND NOT (oi."details" ? 'supplier');
--> statement-breakpoint
-- Flights (our inventory): the hold and booking references are the booking's id (the order's); booked once its seats
-- were sold. Only bookings that hold seat rows had a hold at all.
UPDATE "order_items" AS oi
SET "details" = oi."details" || jsonb_build_object('supplierRefs', jsonb_build_object(
  'supplier', coalesce(oi."details"->'offer'->>'supplier', 'inventory'),
  'holdRef', oi."order_id"::text,
  'bookingRef', CASE WHEN EXISTS (
    SELECT 1 FROM "booking_seat_holds" s WHERE s."booking_id" = oi."order_id" AND s."confirmed_at" IS NOT NULL
  ) THEN oi."order_id"::text END))
WHERE oi."product" = 'flight' AND NOT (oi."details" ? 'supplierRefs')
  AND EXISTS (SELECT 1 FROM "booking_seat_holds" s WHERE s."booking_id" = oi."order_id");
