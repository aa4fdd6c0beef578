-- Lot size, its unit, units and garage spaces joined BasicInfo (docs/decisions/0008-optional-property-fields.md).
-- Stored objects get the empty defaults, so they stay in the canonical form the property list reads
-- straight from the database; values already present win.
UPDATE "properties"
SET "data" = jsonb_set(
  "data",
  '{BasicInfo}',
  '{"LotSize": 0, "LotSizeUnit": "acres", "Units": 0, "GarageSpaces": 0}'::jsonb || ("data" -> 'BasicInfo')
)
WHERE jsonb_typeof("data" -> 'BasicInfo') = 'object';
