-- Issue 40: a policy bought alone becomes an order of the core. Every existing policy gets its order (same id as the
-- policy, a new code), an insurance item whose product record is the policy, the item's priced lines, its state
-- history and its payments, refunds, promo uses and e-mails re-pointed to the order; then the policy table keeps only
-- what is the policy's own. States: pending_payment -> pending_payment, active -> fulfilled, expired -> expired,
-- cancelled -> cancelled. The browser's access cookie keeps working: the order's checkout is the token's hash.
ALTER TABLE "insurance_policies" ADD COLUMN "order_item_id" uuid;--> statement-breakpoint
DO $$
DECLARE
  policy record;
  attempt int;
BEGIN
  FOR policy IN SELECT p."id" FROM "insurance_policies" p
    WHERE NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = p."id") ORDER BY p."created_at"
  LOOP
    attempt := 0;
    LOOP
      BEGIN
        INSERT INTO "orders" ("id", "code", "state", "user_id", "contact_email", "contact", "invoice", "travellers",
          "checkout_id", "charge_currency", "reference_currency", "rate_value", "rate_date", "rate_source",
          "hold_expires_at", "created_at", "updated_at")
        SELECT p."id",
          (SELECT string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + floor(random() * 31)::int, 1), '')
            FROM generate_series(1, 6)),
          CASE p."state" WHEN 'active' THEN 'fulfilled' ELSE p."state" END,
          p."user_id", lower(p."contact"->>'email'),
          jsonb_build_object('firstName', p."contact"->>'names', 'lastName', p."contact"->>'surnames',
            'phoneCountryCode', ltrim(p."contact"->>'phoneCode', '+'), 'phoneNumber', p."contact"->>'phone',
            'email', lower(p."contact"->>'email')),
          CASE WHEN jsonb_typeof(p."invoice") = 'object' THEN jsonb_build_object('ruc', p."invoice"->>'ruc',
            'businessName', p."invoice"->>'businessName', 'fiscalAddress', '') END,
          (SELECT COALESCE(jsonb_agg(jsonb_build_object(
              'type', CASE WHEN (t->>'age')::int >= 12 THEN 'ADT' WHEN (t->>'age')::int >= 2 THEN 'CHD' ELSE 'INF' END,
              'documentType', CASE t->>'documentType' WHEN 'PAS' THEN 'PASAPORTE' ELSE t->>'documentType' END,
              'documentNumber', t->>'documentNumber', 'firstName', t->>'names', 'lastName', t->>'surnames',
              'birthDate', t->>'birthDate', 'nationality', t->>'nationality', 'gender', t->>'sex') ORDER BY n), '[]'::jsonb)
            FROM jsonb_array_elements(p."travellers") WITH ORDINALITY x(t, n)),
          'insurance:' || p."access_token_hash", 'USD', 'PEN',
          COALESCE(r."amount", 3.7450),
          COALESCE(r."effective_date", (p."created_at" AT TIME ZONE 'UTC' - interval '5 hours')::date),
          COALESCE(r."source", 'config'),
          CASE WHEN p."state" = 'pending_payment' THEN (SELECT y."cash_expires_at" FROM "payments" y
            WHERE y."payable_kind" = 'insurance-policy' AND y."payable_id" = p."id"::text AND y."method" = 'cash'
              AND y."status" = 'pending' ORDER BY y."created_at" DESC LIMIT 1) END,
          p."created_at", p."updated_at"
        FROM "insurance_policies" p
        LEFT JOIN LATERAL (
          SELECT e."amount", e."effective_date", e."source" FROM "exchange_rates" e
          WHERE e."currency_from" = 'USD' AND e."currency_to" = 'PEN'
            AND e."effective_date" <= (p."created_at" AT TIME ZONE 'UTC' - interval '5 hours')::date
          ORDER BY e."effective_date" DESC LIMIT 1
        ) r ON true
        WHERE p."id" = policy."id";
        EXIT;
      EXCEPTION WHEN unique_violation THEN
        -- The drawn code is taken: draw again.
        attempt := attempt + 1;
        IF attempt > 20 THEN RAISE; END IF;
      END;
    END LOOP;
  END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "order_items" ("order_id", "position", "product", "state", "currency", "subtotal_minor", "traveller_indexes",
  "details", "product_record_id", "supplier_ref", "created_at", "updated_at")
SELECT p."id", 0, 'insurance',
  CASE p."state" WHEN 'pending_payment' THEN 'held' WHEN 'active' THEN 'fulfilled' WHEN 'expired' THEN 'released'
    ELSE 'cancelled' END,
  'USD', p."total_minor",
  (SELECT COALESCE(jsonb_agg(n ORDER BY n), '[]'::jsonb) FROM generate_series(0, jsonb_array_length(p."travellers") - 1) n),
  jsonb_build_object('plan', p."plan", 'region', p."region",
    'destination', CASE p."region" WHEN 'PE' THEN 'Perú' WHEN 'SA' THEN 'Sudamérica' WHEN 'NA' THEN 'Estados Unidos y Canadá'
      WHEN 'CA' THEN 'México, Centroamérica y el Caribe' WHEN 'EU' THEN 'Europa' WHEN 'AS' THEN 'Asia y Medio Oriente'
      WHEN 'AF' THEN 'África' WHEN 'OC' THEN 'Oceanía' ELSE p."region" END,
    'national', p."national", 'startDate', p."start_date", 'endDate', p."end_date", 'days', p."days",
    'insured', (SELECT COALESCE(jsonb_agg(jsonb_build_object('age', (t->>'age')::int, 'band', (t->>'band')::int,
        'priceMinor', (t->>'priceMinor')::int) ORDER BY n), '[]'::jsonb)
      FROM jsonb_array_elements(p."travellers") WITH ORDINALITY x(t, n)),
    'subtotalMinor', p."subtotal_minor", 'taxMinor', p."tax_minor", 'totalMinor', p."total_minor",
    'quoteId', p."quote_id"),
  p."id"::text, CASE WHEN p."state" IN ('active', 'cancelled') THEN p."policy_number" END, p."created_at", p."updated_at"
FROM "insurance_policies" p
WHERE NOT EXISTS (SELECT 1 FROM "order_items" i WHERE i."order_id" = p."id" AND i."position" = 0);
--> statement-breakpoint
UPDATE "insurance_policies" p SET "order_item_id" = i."id"
FROM "order_items" i
WHERE p."order_item_id" IS NULL AND i."order_id" = p."id" AND i."position" = 0 AND i."product" = 'insurance';
--> statement-breakpoint
INSERT INTO "order_item_lines" ("item_id", "position", "kind", "code", "label", "quantity", "unit_minor", "amount_minor")
SELECT l."item_id", (row_number() OVER (PARTITION BY l."item_id" ORDER BY l."grp", l."ord") - 1)::smallint,
  l."kind", l."code", l."label", 1, l."amount_minor", l."amount_minor"
FROM (
  SELECT p."order_item_id" AS "item_id", 1 AS "grp", x."n" AS "ord", 'base' AS "kind", 'PAX' || x."n" AS "code",
    'Asegurado ' || x."n" || ' (' || (x."t"->>'age') || ' años)' AS "label", (x."t"->>'priceMinor')::int AS "amount_minor"
  FROM "insurance_policies" p CROSS JOIN LATERAL jsonb_array_elements(p."travellers") WITH ORDINALITY x("t", "n")
  UNION ALL
  SELECT p."order_item_id", 2, 1, 'tax', 'IGV', 'IGV (18%)', p."tax_minor"
  FROM "insurance_policies" p WHERE p."tax_minor" > 0
) l
WHERE NOT EXISTS (SELECT 1 FROM "order_item_lines" y WHERE y."item_id" = l."item_id");
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "type", "from_state", "to_state", "actor", "note", "at")
SELECT e."policy_id", 'state',
  CASE e."from_state" WHEN 'active' THEN 'fulfilled' ELSE e."from_state" END,
  CASE e."to_state" WHEN 'active' THEN 'fulfilled' ELSE e."to_state" END,
  CASE e."actor" WHEN 'buyer' THEN 'customer' WHEN 'payment' THEN 'payment' WHEN 'staff' THEN 'staff' ELSE 'system' END,
  'migrated from insurance_policy_events (' || e."actor" || ')', e."at"
FROM "insurance_policy_events" e
WHERE NOT EXISTS (SELECT 1 FROM "order_events" x
  WHERE x."order_id" = e."policy_id" AND x."note" LIKE 'migrated from insurance_policy_events%');
--> statement-breakpoint
UPDATE "payments" SET "payable_kind" = 'order' WHERE "payable_kind" = 'insurance-policy';
--> statement-breakpoint
UPDATE "refunds" SET "payable_kind" = 'order' WHERE "payable_kind" = 'insurance-policy';
--> statement-breakpoint
UPDATE "promo_redemptions" SET "payable_kind" = 'order' WHERE "payable_kind" = 'insurance-policy';
--> statement-breakpoint
UPDATE "email_outbox" m SET "metadata" = m."metadata" || jsonb_build_object('orderCode', o."code")
FROM "insurance_policies" p JOIN "orders" o ON o."id" = p."id"
WHERE m."metadata"->>'policyNumber' = p."policy_number" AND NOT (m."metadata" ? 'orderCode');
--> statement-breakpoint
ALTER TABLE "insurance_policies" ALTER COLUMN "order_item_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_policy_events" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "insurance_policy_events" CASCADE;--> statement-breakpoint
ALTER TABLE "insurance_policies" DROP CONSTRAINT "insurance_policies_idempotencyKey_unique";--> statement-breakpoint
ALTER TABLE "insurance_policies" DROP CONSTRAINT "insurance_policies_total_check";--> statement-breakpoint
ALTER TABLE "insurance_policies" DROP CONSTRAINT "insurance_policies_state_check";--> statement-breakpoint
ALTER TABLE "insurance_policies" DROP CONSTRAINT "insurance_policies_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "insurance_policies_user_idx";--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "insurance_policies" DROP COLUMN "contact";--> statement-breakpoint
ALTER TABLE "insurance_policies" DROP COLUMN "invoice";--> statement-breakpoint
ALTER TABLE "insurance_policies" DROP COLUMN "payment_type";--> statement-breakpoint
ALTER TABLE "insurance_policies" DROP COLUMN "currency";--> statement-breakpoint
ALTER TABLE "insurance_policies" DROP COLUMN "subtotal_minor";--> statement-breakpoint
ALTER TABLE "insurance_policies" DROP COLUMN "tax_minor";--> statement-breakpoint
ALTER TABLE "insurance_policies" DROP COLUMN "total_minor";--> statement-breakpoint
ALTER TABLE "insurance_policies" DROP COLUMN "state";--> statement-breakpoint
ALTER TABLE "insurance_policies" DROP COLUMN "payment_id";--> statement-breakpoint
ALTER TABLE "insurance_policies" DROP COLUMN "access_token_hash";--> statement-breakpoint
ALTER TABLE "insurance_policies" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "insurance_policies" DROP COLUMN "updated_at";--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_orderItemId_unique" UNIQUE("order_item_id");
