-- The packages sold online: prices per person by occupancy (the double's is price_minor), the child's age limit and
-- the operator's cancellation tiers. Packages not listed stay sold through an adviser.
UPDATE "travel_packages" AS p SET
  "single_price_minor" = v.single_minor,
  "triple_price_minor" = v.triple_minor,
  "child_price_minor" = v.child_minor,
  "child_max_age" = v.child_max_age,
  "cancellation_tiers" = v.tiers::jsonb
FROM (VALUES
  ('cusco-machu-picchu', 64900, 42900, 31900, 11, '[{"daysBefore":21,"penaltyPercent":0},{"daysBefore":8,"penaltyPercent":30},{"daysBefore":3,"penaltyPercent":60},{"daysBefore":0,"penaltyPercent":100}]'),
  ('mancora-playa-y-sol', 45900, 30900, 22900, 11, '[{"daysBefore":21,"penaltyPercent":0},{"daysBefore":8,"penaltyPercent":30},{"daysBefore":3,"penaltyPercent":60},{"daysBefore":0,"penaltyPercent":100}]'),
  ('iquitos-selva', 55900, 37900, 27900, 11, '[{"daysBefore":21,"penaltyPercent":0},{"daysBefore":8,"penaltyPercent":30},{"daysBefore":3,"penaltyPercent":60},{"daysBefore":0,"penaltyPercent":100}]'),
  ('punta-cana-todo-incluido', 125900, 83900, 44900, 12, '[{"daysBefore":45,"penaltyPercent":10},{"daysBefore":30,"penaltyPercent":30},{"daysBefore":15,"penaltyPercent":60},{"daysBefore":0,"penaltyPercent":100}]'),
  ('cancun-riviera-maya', 146900, 97900, 52900, 12, '[{"daysBefore":45,"penaltyPercent":10},{"daysBefore":30,"penaltyPercent":30},{"daysBefore":15,"penaltyPercent":60},{"daysBefore":0,"penaltyPercent":100}]'),
  ('madrid-paris-roma', 369000, 279000, 229000, 11, '[{"daysBefore":45,"penaltyPercent":10},{"daysBefore":30,"penaltyPercent":30},{"daysBefore":15,"penaltyPercent":60},{"daysBefore":0,"penaltyPercent":100}]')
) AS v(slug, single_minor, triple_minor, child_minor, child_max_age, tiers)
WHERE p."slug" = v.slug;
