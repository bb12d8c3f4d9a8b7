-- Doses of the national vaccination calendar marked as given (lib/vaccinations, docs/vaccinations.md).
CREATE TABLE "vaccinations" (
    "id" UUID NOT NULL,
    "child_id" UUID NOT NULL,
    "dose_id" TEXT NOT NULL,
    "given_on" DATE NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "vaccinations_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "vaccinations_child_id_dose_id_key" ON "vaccinations"("child_id", "dose_id");

ALTER TABLE "vaccinations" ADD CONSTRAINT "vaccinations_child_id_fkey" FOREIGN KEY ("child_id") REFERENCES "children"("id") ON DELETE CASCADE ON UPDATE CASCADE;
