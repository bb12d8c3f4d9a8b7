-- The account's lifecycle (docs/privacy.md): when the privacy notice was accepted, how a
-- calendar feed names the child, and an index for the daily purge of soft-deleted children.
ALTER TABLE "users" ADD COLUMN "privacy_accepted_at" TIMESTAMPTZ(3);

ALTER TABLE "calendar_feeds" ADD COLUMN "name_style" TEXT NOT NULL DEFAULT 'first_name';
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_name_style_check" CHECK ("name_style" IN ('first_name', 'initials'));

-- Only deleted children are indexed: the purge looks for old ones, nothing else reads the column
-- without also filtering on the user.
CREATE INDEX "children_deleted_at_idx" ON "children"("deleted_at") WHERE "deleted_at" IS NOT NULL;
