-- Initial schema. Written to match prisma/schema.prisma (checked by lib/db-schema.test.ts).

CREATE TABLE "users" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "active_child_id" UUID,
    "password_changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

CREATE TABLE "refresh_tokens" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "family_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "refresh_tokens_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens"("token_hash");
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens"("family_id");
CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens"("user_id");

CREATE TABLE "rate_limit_hits" (
    "key" TEXT NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "rate_limit_hits_pkey" PRIMARY KEY ("key","window_start")
);

CREATE TABLE "children" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "birth_date" DATE NOT NULL,
    "gender" TEXT NOT NULL,
    "is_premature" BOOLEAN,
    "gestational_weeks" INTEGER,
    "feeding_type" TEXT,
    "allergies" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "chronic_conditions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "notes" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(3),
    CONSTRAINT "children_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "children_user_id_created_at_idx" ON "children"("user_id", "created_at");

CREATE TABLE "growth_records" (
    "id" UUID NOT NULL,
    "child_id" UUID NOT NULL,
    "recorded_at" DATE NOT NULL,
    "weight" DOUBLE PRECISION,
    "height" DOUBLE PRECISION,
    "head_circumference" DOUBLE PRECISION,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "growth_records_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "growth_records_child_id_recorded_at_idx" ON "growth_records"("child_id", "recorded_at");

CREATE TABLE "activity_categories" (
    "id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "icon" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL,
    CONSTRAINT "activity_categories_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "activity_categories_slug_key" ON "activity_categories"("slug");

CREATE TABLE "activities" (
    "id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "category_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "duration_minutes" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "difficulty" TEXT NOT NULL,
    "min_age_months" INTEGER NOT NULL,
    "max_age_months" INTEGER NOT NULL,
    "skill" TEXT NOT NULL,
    "content" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "activities_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "activities_slug_key" ON "activities"("slug");
CREATE INDEX "activities_min_age_months_max_age_months_idx" ON "activities"("min_age_months", "max_age_months");

CREATE TABLE "media_assets" (
    "id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "media_assets_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "media_assets_key_key" ON "media_assets"("key");

CREATE TABLE "activity_attempts" (
    "id" UUID NOT NULL,
    "child_id" UUID NOT NULL,
    "activity_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),
    "score" INTEGER,
    "time_spent_seconds" INTEGER,
    CONSTRAINT "activity_attempts_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "activity_attempts_child_id_day_idx" ON "activity_attempts"("child_id", "day");
CREATE INDEX "activity_attempts_child_id_started_at_idx" ON "activity_attempts"("child_id", "started_at");
-- At most one open attempt per child, activity and day: parallel retries of start cannot
-- open two (not expressible in schema.prisma).
CREATE UNIQUE INDEX "activity_attempts_one_open" ON "activity_attempts"("child_id", "activity_id", "day") WHERE "completed_at" IS NULL;

CREATE TABLE "fields" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "field_key" TEXT NOT NULL,
    "name" TEXT,
    "region_code" TEXT,
    "region_name" TEXT,
    "area_ha" DOUBLE PRECISION NOT NULL,
    "lat" DOUBLE PRECISION,
    "lng" DOUBLE PRECISION,
    "irrigation_type" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "fields_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "fields_user_id_field_key_key" ON "fields"("user_id", "field_key");

CREATE TABLE "seasons" (
    "id" UUID NOT NULL,
    "field_id" UUID NOT NULL,
    "year" INTEGER NOT NULL,
    "water_availability" TEXT,
    CONSTRAINT "seasons_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "seasons_field_id_year_key" ON "seasons"("field_id", "year");

CREATE TABLE "plots" (
    "id" UUID NOT NULL,
    "season_id" UUID NOT NULL,
    "crop" TEXT NOT NULL,
    "area_percent" DOUBLE PRECISION NOT NULL,
    "yield" TEXT NOT NULL,
    CONSTRAINT "plots_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "plots_season_id_idx" ON "plots"("season_id");

CREATE TABLE "soil_reports" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "field_id" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "soil_profile_json" JSONB,
    "issues_json" JSONB,
    "recommended_actions_json" JSONB,
    "recommended_crops_json" JSONB,
    "summary_for_farmer_uz" TEXT,
    "confidence_overall" DOUBLE PRECISION,
    "response" JSONB,
    "context" JSONB NOT NULL,
    "raw_answer" TEXT,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "soil_reports_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "soil_reports_field_id_created_at_idx" ON "soil_reports"("field_id", "created_at");
CREATE INDEX "soil_reports_user_id_created_at_idx" ON "soil_reports"("user_id", "created_at");

CREATE TABLE "soil_photos" (
    "id" UUID NOT NULL,
    "report_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "content_type" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    CONSTRAINT "soil_photos_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "soil_photos_report_id_idx" ON "soil_photos"("report_id");

ALTER TABLE "users" ADD CONSTRAINT "users_active_child_id_fkey" FOREIGN KEY ("active_child_id") REFERENCES "children"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "children" ADD CONSTRAINT "children_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "growth_records" ADD CONSTRAINT "growth_records_child_id_fkey" FOREIGN KEY ("child_id") REFERENCES "children"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "activities" ADD CONSTRAINT "activities_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "activity_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "activity_attempts" ADD CONSTRAINT "activity_attempts_child_id_fkey" FOREIGN KEY ("child_id") REFERENCES "children"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "activity_attempts" ADD CONSTRAINT "activity_attempts_activity_id_fkey" FOREIGN KEY ("activity_id") REFERENCES "activities"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "fields" ADD CONSTRAINT "fields_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_field_id_fkey" FOREIGN KEY ("field_id") REFERENCES "fields"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "plots" ADD CONSTRAINT "plots_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "seasons"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "soil_reports" ADD CONSTRAINT "soil_reports_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "soil_reports" ADD CONSTRAINT "soil_reports_field_id_fkey" FOREIGN KEY ("field_id") REFERENCES "fields"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "soil_photos" ADD CONSTRAINT "soil_photos_report_id_fkey" FOREIGN KEY ("report_id") REFERENCES "soil_reports"("id") ON DELETE CASCADE ON UPDATE CASCADE;
