-- A parent's answers to the milestone checklist (lib/milestones/catalogue.json): one row per
-- child and catalogue id, overwritten by a new answer (PUT is idempotent).
CREATE TABLE "milestone_answers" (
    "child_id" UUID NOT NULL,
    "milestone_id" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "answered_on" DATE NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "milestone_answers_pkey" PRIMARY KEY ("child_id","milestone_id")
);
ALTER TABLE "milestone_answers" ADD CONSTRAINT "milestone_answers_child_id_fkey" FOREIGN KEY ("child_id") REFERENCES "children"("id") ON DELETE CASCADE ON UPDATE CASCADE;
