-- How a length/height was measured: 'lying' or 'standing'; NULL when not stated (the WHO
-- default by age applies: lying under 24 months, standing from 24 months).
ALTER TABLE "growth_records" ADD COLUMN "height_position" TEXT;
ALTER TABLE "growth_records" ADD CONSTRAINT "growth_records_height_position_check"
  CHECK ("height_position" IS NULL OR "height_position" IN ('lying', 'standing'));
