-- A dose can be marked "not needed" (the clinic uses another schedule) as well as given, and a
-- dose marked in one step as "given on time" remembers it (docs/vaccinations.md).
ALTER TABLE "vaccinations" ALTER COLUMN "given_on" DROP NOT NULL;
ALTER TABLE "vaccinations" ADD COLUMN "not_needed" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "vaccinations" ADD COLUMN "on_schedule" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "vaccinations" ADD CONSTRAINT "vaccinations_mark_check"
    CHECK (("not_needed" AND "given_on" IS NULL AND NOT "on_schedule") OR (NOT "not_needed" AND "given_on" IS NOT NULL));
