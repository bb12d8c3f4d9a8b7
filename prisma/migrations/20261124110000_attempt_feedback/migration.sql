-- What the parent recorded on completing an activity that has no score (docs/daily-plan.md,
-- rule 3): "how did it go" and whether every checklist item was ticked. Both optional.
ALTER TABLE "activity_attempts" ADD COLUMN "feedback" TEXT;
ALTER TABLE "activity_attempts" ADD COLUMN "checklist_done" BOOLEAN;
ALTER TABLE "activity_attempts" ADD CONSTRAINT "activity_attempts_feedback_check"
    CHECK ("feedback" IN ('easy', 'just_right', 'hard'));
