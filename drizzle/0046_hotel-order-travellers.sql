-- A hotel order's travellers are its rooms' lead guests (issue 40). Orders placed before with none get them from the
-- guests their hotel item stored, in room order, and the item names them by index. The checkout asks no birth date,
-- nationality or sex, so those stay null. Orders with travellers already, or with more than one hotel item, keep theirs.
WITH "guests" AS (
  SELECT i."id" AS "item_id", i."order_id",
    jsonb_agg(jsonb_build_object(
      'type', 'ADT',
      'documentType', CASE t."guest"->>'documentType' WHEN 'PAS' THEN 'PASAPORTE' ELSE t."guest"->>'documentType' END,
      'documentNumber', t."guest"->>'documentNumber',
      'firstName', t."guest"->>'firstName',
      'lastName', t."guest"->>'lastName',
      'birthDate', 'null'::jsonb,
      'nationality', 'null'::jsonb,
      'gender', 'null'::jsonb
    ) ORDER BY t."n") AS "travellers",
    jsonb_agg(t."n" - 1 ORDER BY t."n") AS "indexes"
  FROM "order_items" i
  JOIN "orders" o ON o."id" = i."order_id" AND o."travellers" = '[]'::jsonb
  CROSS JOIN LATERAL jsonb_array_elements(i."details"->'guests') WITH ORDINALITY AS t("guest", "n")
  WHERE i."product" = 'hotel' AND i."traveller_indexes" = '[]'::jsonb
    AND jsonb_typeof(i."details"->'guests') = 'array'
    AND NOT EXISTS (
      SELECT 1 FROM jsonb_array_elements(i."details"->'guests') AS g("guest")
      WHERE NOT (g."guest" ?& ARRAY['firstName', 'lastName', 'documentType', 'documentNumber'])
    )
    AND (SELECT count(*) FROM "order_items" h WHERE h."order_id" = i."order_id" AND h."product" = 'hotel') = 1
  GROUP BY i."id", i."order_id"
), "named" AS (
  UPDATE "order_items" AS i SET "traveller_indexes" = g."indexes" FROM "guests" g WHERE i."id" = g."item_id"
)
UPDATE "orders" AS o SET "travellers" = g."travellers" FROM "guests" g WHERE o."id" = g."order_id";
