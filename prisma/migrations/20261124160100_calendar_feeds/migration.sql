-- The child's secret calendar feed (docs/vaccinations.md): the token is stored only as its hash.
CREATE TABLE "calendar_feeds" (
    "id" UUID NOT NULL,
    "child_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "calendar_feeds_child_id_key" ON "calendar_feeds"("child_id");
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds"("token_hash");

ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_child_id_fkey" FOREIGN KEY ("child_id") REFERENCES "children"("id") ON DELETE CASCADE ON UPDATE CASCADE;
