-- Issue 31: every existing flight booking becomes an order (same id and code) with a flight item, its priced lines,
-- the travel-assistance add-on as an insurance item, the agreed promo code and accepted price rise as adjustments,
-- and its state history. Payments and promo uses of a booking now name the order. Idempotent: rows already there stay.
INSERT INTO "orders" ("id", "code", "state", "user_id", "contact_email", "contact", "invoice", "travellers", "checkout_id",
  "charge_currency", "reference_currency", "rate_value", "rate_date", "rate_source", "hold_expires_at", "created_at", "updated_at")
SELECT b."id", b."code",
  CASE b."state" WHEN 'confirmed' THEN 'paid' WHEN 'ticketed' THEN 'fulfilled' ELSE b."state" END,
  b."user_id", b."contact_email", b."contact", b."invoice",
  COALESCE((SELECT jsonb_agg(jsonb_build_object('type', p."type", 'documentType', p."document_type",
      'documentNumber', p."document_number", 'firstName', p."first_name", 'lastName', p."last_name",
      'birthDate', p."birth_date", 'nationality', p."nationality", 'gender', p."gender") ORDER BY p."index")
    FROM "booking_passengers" p WHERE p."booking_id" = b."id"), '[]'::jsonb),
  b."checkout_id", 'USD', 'PEN',
  COALESCE(r."amount", 3.7450), COALESCE(r."effective_date", (b."created_at" AT TIME ZONE 'UTC' - interval '5 hours')::date),
  COALESCE(r."source", 'config'),
  b."hold_expires_at", b."created_at", b."updated_at"
FROM "bookings" b
LEFT JOIN LATERAL (
  SELECT e."amount", e."effective_date", e."source" FROM "exchange_rates" e
  WHERE e."currency_from" = 'USD' AND e."currency_to" = 'PEN'
    AND e."effective_date" <= (b."created_at" AT TIME ZONE 'UTC' - interval '5 hours')::date
  ORDER BY e."effective_date" DESC LIMIT 1
) r ON true
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "order_items" ("order_id", "position", "product", "state", "currency", "subtotal_minor", "traveller_indexes",
  "details", "product_record_id", "hold_expires_at", "price_valid_until", "created_at", "updated_at")
SELECT b."id", 0, 'flight',
  CASE b."state" WHEN 'held' THEN 'held' WHEN 'pending_payment' THEN 'held' WHEN 'confirmed' THEN 'confirmed'
    WHEN 'ticketed' THEN 'fulfilled' WHEN 'expired' THEN 'released' ELSE 'cancelled' END,
  'USD', (b."price"->'flight'->>'totalMinor')::int,
  (SELECT COALESCE(jsonb_agg(n ORDER BY n), '[]'::jsonb) FROM generate_series(0, b."adults" + b."children" + b."infants" - 1) n),
  jsonb_build_object('offer', b."offer", 'fareFamily', b."fare_family", 'price', b."price"->'flight'),
  b."id"::text, b."hold_expires_at", (b."offer"->>'expiresAt')::timestamptz, b."created_at", b."updated_at"
FROM "bookings" b
WHERE NOT EXISTS (SELECT 1 FROM "order_items" i WHERE i."order_id" = b."id" AND i."position" = 0);
--> statement-breakpoint
INSERT INTO "order_items" ("order_id", "position", "product", "state", "currency", "subtotal_minor", "traveller_indexes",
  "details", "product_record_id", "hold_expires_at", "created_at", "updated_at")
SELECT b."id", 1, 'insurance',
  CASE b."state" WHEN 'held' THEN 'held' WHEN 'pending_payment' THEN 'held' WHEN 'confirmed' THEN 'confirmed'
    WHEN 'ticketed' THEN 'fulfilled' WHEN 'expired' THEN 'released' ELSE 'cancelled' END,
  'USD', (b."price"->'assistance'->>'totalMinor')::int,
  (SELECT COALESCE(jsonb_agg(n ORDER BY n), '[]'::jsonb) FROM generate_series(0, b."adults" + b."children" + b."infants" - 1) n),
  jsonb_build_object('kind', 'travel-assistance', 'assistance', b."price"->'assistance'),
  NULL, b."hold_expires_at", b."created_at", b."updated_at"
FROM "bookings" b
WHERE jsonb_typeof(b."price"->'assistance') = 'object'
  AND NOT EXISTS (SELECT 1 FROM "order_items" i WHERE i."order_id" = b."id" AND i."position" = 1);
--> statement-breakpoint
INSERT INTO "order_item_lines" ("item_id", "position", "kind", "code", "label", "quantity", "unit_minor", "amount_minor")
SELECT l."item_id", (row_number() OVER (PARTITION BY l."item_id" ORDER BY l."grp", l."ord") - 1)::smallint,
  l."kind", l."code", l."label", l."quantity", l."unit_minor", l."amount_minor"
FROM (
  SELECT i."id" AS "item_id", 1 AS "grp", pp."ord", 'base' AS "kind", pp."value"->>'type' AS "code",
    CASE pp."value"->>'type' WHEN 'ADT' THEN 'Adultos' WHEN 'CHD' THEN 'Niños' ELSE 'Infantes' END AS "label",
    (pp."value"->>'count')::int AS "quantity", (pp."value"->>'baseMinor')::int AS "unit_minor",
    (pp."value"->>'count')::int * (pp."value"->>'baseMinor')::int AS "amount_minor"
  FROM "order_items" i JOIN "bookings" b ON b."id" = i."order_id" AND i."position" = 0
  CROSS JOIN LATERAL jsonb_array_elements(b."price"->'flight'->'perPassenger') WITH ORDINALITY pp("value", "ord")
  UNION ALL
  SELECT i."id", 2, t."ord", 'tax', t."value"->>'code', t."value"->>'name', 1,
    (t."value"->>'amountMinor')::int, (t."value"->>'amountMinor')::int
  FROM "order_items" i JOIN "bookings" b ON b."id" = i."order_id" AND i."position" = 0
  CROSS JOIN LATERAL jsonb_array_elements(b."price"->'flight'->'taxes') WITH ORDINALITY t("value", "ord")
  UNION ALL
  SELECT i."id", 3, 1, 'fee', 'SERVICE', 'Cargo por servicio', 1,
    (b."price"->'flight'->>'serviceChargeMinor')::int, (b."price"->'flight'->>'serviceChargeMinor')::int
  FROM "order_items" i JOIN "bookings" b ON b."id" = i."order_id" AND i."position" = 0
  WHERE (b."price"->'flight'->>'serviceChargeMinor')::int > 0
  UNION ALL
  SELECT i."id", 1, 1, 'base', 'ASSISTANCE', 'Asistencia en viaje',
    (b."price"->'assistance'->>'travellers')::int * (b."price"->'assistance'->>'days')::int,
    (b."price"->'assistance'->>'perPersonPerDayMinor')::int, (b."price"->'assistance'->>'totalMinor')::int
  FROM "order_items" i JOIN "bookings" b ON b."id" = i."order_id" AND i."position" = 1
) l
WHERE NOT EXISTS (SELECT 1 FROM "order_item_lines" x WHERE x."item_id" = l."item_id");
--> statement-breakpoint
INSERT INTO "order_adjustments" ("order_id", "kind", "rule", "label", "reason", "promo_code", "created_at")
SELECT c."booking_id"::uuid, 'promo',
  jsonb_build_object('type', 'percent', 'percent', p."percent", 'capMinor', p."cap_minor", 'currency', 'USD'),
  'Descuento ' || p."percent" || '% (máx. US$ ' || (p."cap_minor" / 100) ||
    CASE WHEN p."cap_minor" % 100 = 0 THEN '' ELSE '.' || lpad((p."cap_minor" % 100)::text, 2, '0') END || ')',
  'promo code ' || c."promo_code" || ' (migrated from booking_charges)', c."promo_code", c."updated_at"
FROM "booking_charges" c
JOIN "promo_codes" p ON p."code" = c."promo_code"
JOIN "orders" o ON o."id"::text = c."booking_id"
WHERE c."discount_minor" > 0
  AND NOT EXISTS (SELECT 1 FROM "order_adjustments" a WHERE a."order_id" = o."id" AND a."kind" = 'promo');
--> statement-breakpoint
INSERT INTO "order_adjustments" ("order_id", "kind", "rule", "label", "reason", "created_at")
SELECT b."id", 'price_change',
  jsonb_build_object('type', 'fixed', 'amountMinor', c."price_minor" - b."total_minor", 'currency', 'USD'),
  'Nuevo precio aceptado', 'repriced ' || b."total_minor" || ' -> ' || c."price_minor" || ' (migrated)', c."updated_at"
FROM "booking_charges" c
JOIN "bookings" b ON b."id"::text = c."booking_id"
WHERE c."price_minor" <> b."total_minor"
  AND NOT EXISTS (SELECT 1 FROM "order_adjustments" a WHERE a."order_id" = b."id" AND a."kind" = 'price_change');
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "type", "from_state", "to_state", "actor", "note", "at")
SELECT e."booking_id", 'state',
  CASE e."from_state" WHEN 'confirmed' THEN 'paid' WHEN 'ticketed' THEN 'fulfilled' ELSE e."from_state" END,
  CASE e."to_state" WHEN 'confirmed' THEN 'paid' WHEN 'ticketed' THEN 'fulfilled' ELSE e."to_state" END,
  e."actor", 'migrated from booking_events', e."at"
FROM "booking_events" e
WHERE NOT EXISTS (SELECT 1 FROM "order_events" x WHERE x."order_id" = e."booking_id" AND x."note" = 'migrated from booking_events');
--> statement-breakpoint
UPDATE "payments" SET "payable_kind" = 'order' WHERE "payable_kind" = 'booking';
--> statement-breakpoint
UPDATE "promo_redemptions" SET "payable_kind" = 'order' WHERE "payable_kind" = 'booking';
