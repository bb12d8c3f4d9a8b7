-- Sharing a child or a field with roles (docs/sharing.md): members, invitations, and who
-- recorded each record.
CREATE TABLE "child_members" (
    "child_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "role" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "child_members_pkey" PRIMARY KEY ("child_id", "user_id"),
    CONSTRAINT "child_members_role_check" CHECK ("role" IN ('caregiver', 'viewer'))
);
CREATE INDEX "child_members_user_id_idx" ON "child_members"("user_id");
ALTER TABLE "child_members" ADD CONSTRAINT "child_members_child_id_fkey" FOREIGN KEY ("child_id") REFERENCES "children"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "child_members" ADD CONSTRAINT "child_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "field_members" (
    "field_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "role" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "field_members_pkey" PRIMARY KEY ("field_id", "user_id"),
    CONSTRAINT "field_members_role_check" CHECK ("role" IN ('worker', 'viewer'))
);
CREATE INDEX "field_members_user_id_idx" ON "field_members"("user_id");
ALTER TABLE "field_members" ADD CONSTRAINT "field_members_field_id_fkey" FOREIGN KEY ("field_id") REFERENCES "fields"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "field_members" ADD CONSTRAINT "field_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "invitations" (
    "id" UUID NOT NULL,
    "child_id" UUID,
    "field_id" UUID,
    "role" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "code_hash" TEXT NOT NULL,
    "created_by" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "accepted_at" TIMESTAMPTZ(3),
    "accepted_by" UUID,
    "declined_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "invitations_pkey" PRIMARY KEY ("id"),
    -- Exactly one of a child or a field, with a role of that kind.
    CONSTRAINT "invitations_target_check" CHECK (
      ("child_id" IS NOT NULL AND "field_id" IS NULL AND "role" IN ('caregiver', 'viewer')) OR
      ("field_id" IS NOT NULL AND "child_id" IS NULL AND "role" IN ('worker', 'viewer')))
);
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations"("token_hash");
CREATE UNIQUE INDEX "invitations_code_hash_key" ON "invitations"("code_hash");
CREATE INDEX "invitations_child_id_idx" ON "invitations"("child_id");
CREATE INDEX "invitations_field_id_idx" ON "invitations"("field_id");
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_child_id_fkey" FOREIGN KEY ("child_id") REFERENCES "children"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_field_id_fkey" FOREIGN KEY ("field_id") REFERENCES "fields"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_fkey" FOREIGN KEY ("accepted_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Who recorded each record. Existing records were all made by the child's owner; a member's
-- records outlive their account (SET NULL: "a former member").
ALTER TABLE "growth_records" ADD COLUMN "recorded_by" UUID;
ALTER TABLE "vaccinations" ADD COLUMN "recorded_by" UUID;
ALTER TABLE "milestone_answers" ADD COLUMN "recorded_by" UUID;
ALTER TABLE "activity_attempts" ADD COLUMN "recorded_by" UUID;
UPDATE "growth_records" r SET "recorded_by" = c."user_id" FROM "children" c WHERE c."id" = r."child_id";
UPDATE "vaccinations" r SET "recorded_by" = c."user_id" FROM "children" c WHERE c."id" = r."child_id";
UPDATE "milestone_answers" r SET "recorded_by" = c."user_id" FROM "children" c WHERE c."id" = r."child_id";
UPDATE "activity_attempts" r SET "recorded_by" = c."user_id" FROM "children" c WHERE c."id" = r."child_id";
ALTER TABLE "growth_records" ADD CONSTRAINT "growth_records_recorded_by_fkey" FOREIGN KEY ("recorded_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "vaccinations" ADD CONSTRAINT "vaccinations_recorded_by_fkey" FOREIGN KEY ("recorded_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "milestone_answers" ADD CONSTRAINT "milestone_answers_recorded_by_fkey" FOREIGN KEY ("recorded_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "activity_attempts" ADD CONSTRAINT "activity_attempts_recorded_by_fkey" FOREIGN KEY ("recorded_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
