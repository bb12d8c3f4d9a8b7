-- Gestational age in weeks and days (30+6): the days past the completed weeks, so corrected
-- age is exact (docs/growth.md). Null keeps the earlier whole-weeks meaning.
ALTER TABLE "children" ADD COLUMN "gestational_days" INTEGER;
ALTER TABLE "children" ADD CONSTRAINT "children_gestational_days_check"
    CHECK ("gestational_days" IS NULL OR ("gestational_days" BETWEEN 0 AND 6 AND "gestational_weeks" IS NOT NULL));
