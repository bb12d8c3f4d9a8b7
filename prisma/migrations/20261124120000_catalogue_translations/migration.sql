-- Russian and English texts of the activity catalogue (prisma/catalogue/translations), kept
-- beside the Uzbek row so the catalogue cache still loads everything in its two statements.
ALTER TABLE "activity_categories" ADD COLUMN "translations" JSONB NOT NULL DEFAULT '{}';
ALTER TABLE "activities" ADD COLUMN "translations" JSONB NOT NULL DEFAULT '{}';
